/**
 * The registration card PDF (docs/online-check-in.md#the-registration-card), drawn with pdf-lib: the hotel,
 * the stay (dates, room), each traveller's fields as the hotel shows them (the registry's labels, in screen
 * order), the signature image, the time of signing and the SHA-256 of the signed content — the same value
 * as `checkin_declarations.content_sha256`, so the paper and the database can be compared. The standard
 * Helvetica font prints Western European text (WinAnsi); other letters print as their base letter where
 * Unicode decomposes them, else `?` — the declaration itself keeps the exact text, and the hash covers it.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { GUEST_FIELD_LABELS, GUEST_FIELD_ORDER } from './guest-field-labels.ts';
import { GUEST_FIELDS, type GuestFieldKey } from './guest-fields.ts';

export interface RegistrationCardInput {
  hotelName: string;
  /** ISO dates (`YYYY-MM-DD`); departure and room may be unknown. */
  stay: { arrivalDate: string; departureDate: string | null; room: string | null };
  party: 'family' | 'group';
  /** One object per traveller, keyed by guests column (as `checkin_declarations.travellers`). */
  travellers: Record<string, unknown>[];
  /** The fields the hotel shows the guest (`checkinFieldKeys`). */
  fieldKeys: readonly GuestFieldKey[];
  /** The signature as PNG bytes. */
  signaturePng: Uint8Array;
  /** When the declaration was sealed (ISO timestamp, `signed_at`). */
  signedAt: string;
  /** `content_sha256`: 64 lower-case hex digits. */
  contentSha256: string;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const LINE = 15;
const VALUE_X = 230;
const SIGNATURE_BOX = { width: 240, height: 90 };

/** `text` in what `font` can encode: decomposed letters lose their marks, anything else becomes `?`. */
function printable(font: PDFFont, text: string): string {
  const charset = new Set(font.getCharacterSet());
  return Array.from(text.replace(/[\r\n\t]+/g, ' '), (char) => {
    if (charset.has(char.codePointAt(0)!)) return char;
    const base = char.normalize('NFKD').replace(/\p{M}/gu, '');
    return base && Array.from(base).every((c) => charset.has(c.codePointAt(0)!)) ? base : '?';
  }).join('');
}

/** "2026-11-27T10:04:05.123456Z" → "2026-11-27 10:04:05 UTC". */
const utcTime = (iso: string) => `${new Date(iso).toISOString().slice(0, 19).replace('T', ' ')} UTC`;

const roleOf = (index: number, count: number, party: 'family' | 'group') =>
  count === 1 ? '' : index === 0 ? ` (head of ${party})` : ` (${party} member)`;

/**
 * Renders one arrival's registration card.
 * @returns the PDF's bytes (A4, one page per ~35 lines; creation and modification dates = the signing time)
 * @throws Error when the signature is not a PNG pdf-lib can read
 */
export async function renderRegistrationCard(input: RegistrationCardInput): Promise<Uint8Array<ArrayBuffer>> {
  const pdf = await PDFDocument.create();
  const signedAt = new Date(input.signedAt);
  pdf.setTitle(`Registration card — ${input.hotelName}`);
  pdf.setSubject(`SHA-256 of the signed content: ${input.contentSha256}`);
  pdf.setCreator('Hotel Guest Registry');
  pdf.setProducer('Hotel Guest Registry (pdf-lib)');
  pdf.setCreationDate(signedAt);
  pdf.setModificationDate(signedAt);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const mono = await pdf.embedFont(StandardFonts.Courier);

  let page: PDFPage = pdf.addPage(A4);
  let y = A4[1] - MARGIN;
  const room = (lines: number) => {
    if (y - lines * LINE >= MARGIN) return;
    page = pdf.addPage(A4);
    y = A4[1] - MARGIN;
  };
  const text = (value: string, x: number, font = regular, size = 10) => {
    page.drawText(printable(font, value), { x, y, size, font, color: rgb(0, 0, 0), maxWidth: A4[0] - MARGIN - x });
  };
  const row = (label: string, value: string) => {
    room(1);
    text(label, MARGIN, bold);
    text(value || '—', VALUE_X);
    y -= LINE;
  };

  text('Registration card', MARGIN, bold, 18);
  y -= LINE * 1.8;
  text(input.hotelName, MARGIN, bold, 13);
  y -= LINE * 1.6;
  row('Arrival', input.stay.arrivalDate);
  row('Departure', input.stay.departureDate ?? '');
  row('Room', input.stay.room ?? '');
  row('Travellers', String(input.travellers.length));

  const keys = GUEST_FIELD_ORDER.filter((key) => input.fieldKeys.includes(key));
  input.travellers.forEach((traveller, index) => {
    y -= LINE * 0.6;
    room(keys.length + 2);
    text(`Traveller ${index + 1}${roleOf(index, input.travellers.length, input.party)}`, MARGIN, bold, 12);
    y -= LINE * 1.3;
    for (const key of keys) {
      const value = traveller[GUEST_FIELDS[key].column];
      row(GUEST_FIELD_LABELS[key], typeof value === 'string' ? value : '');
    }
  });

  y -= LINE;
  room(10);
  text('Signature', MARGIN, bold, 12);
  y -= LINE * 0.5;
  const signature = await pdf.embedPng(input.signaturePng);
  const scaled = signature.scaleToFit(SIGNATURE_BOX.width, SIGNATURE_BOX.height);
  page.drawRectangle({
    x: MARGIN,
    y: y - SIGNATURE_BOX.height,
    width: SIGNATURE_BOX.width,
    height: SIGNATURE_BOX.height,
    borderColor: rgb(0.7, 0.7, 0.7),
    borderWidth: 0.5,
  });
  page.drawImage(signature, { x: MARGIN, y: y - scaled.height, width: scaled.width, height: scaled.height });
  y -= SIGNATURE_BOX.height + LINE * 1.5;
  row('Signed at', utcTime(input.signedAt));
  room(2);
  text('SHA-256 of the signed content', MARGIN, bold);
  y -= LINE;
  text(input.contentSha256, MARGIN, mono, 9);
  // A copy on a plain ArrayBuffer, as Web Crypto and the Storage upload take it.
  return new Uint8Array(await pdf.save());
}

/** SHA-256 of bytes as lower-case hex (the card's `card_sha256`). */
export async function sha256Hex(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}
