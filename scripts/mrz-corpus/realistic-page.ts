/**
 * The hard level's data page, drawn to look like the real documents the engine fails on
 * (docs/passport-scan.md#corpus): a title line and a visual inspection zone (VIZ) whose labels and
 * values sit close above the MRZ, a portrait, a fine guilloche that runs behind the MRZ too, and the
 * MRZ in OCR-B printed heavier or lighter than the font. Half of the pages come in portrait
 * orientation: a passport's data page under the page facing it, or an ID card's front stacked on
 * its back (the MRZ side), as scans of specimens show them.
 */
import { buildScanResult } from '../../src/features/passport-scan/engine/mrz-result.ts';
import type { MrzFormat } from '../../src/features/passport-scan/engine/types.ts';
import { PAGE_MM } from './render.ts';

export interface PageStyle {
  /** −1 (thin, faint ink) … 1 (bold): the MRZ's stroke. */
  weight: number;
  /** Contrast of the guilloche (0 faint … 1 as dark as printed text). */
  pattern: number;
  portrait: boolean;
  hue: number;
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
/** `1974-08-12` → `12 AUG 74`, as data pages print dates. */
const vizDate = (iso: string | null) =>
  iso ? `${iso.slice(8, 10)} ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(2, 4)}` : '';

const TITLE: Record<MrzFormat, string> = {
  TD3: 'PASSPORT / PASSEPORT / REISEPASS',
  MRVA: 'VISA / VISUM',
  TD2: 'IDENTITY CARD / CARTE D’IDENTITÉ',
  MRVB: 'VISA / VISUM',
  TD1: 'IDENTITY CARD / CARTE D’IDENTITÉ',
  FRENCH_ID: 'CARTE NATIONALE D’IDENTITÉ',
};

/** Fine wavy lines in two families crossing each other, over the whole page (MRZ area included). */
function guilloche(width: number, height: number, hue: number, contrast: number, random: () => number): string {
  const lightness = Math.round(88 - contrast * 30);
  const paths: string[] = [];
  for (let family = 0; family < 2; family++) {
    const amplitude = 8 + random() * 20;
    const period = 60 + random() * 140;
    const step = 9 + random() * 8;
    const colour = `hsl(${(hue + family * 40) % 360},55%,${lightness}%)`;
    for (let y = -amplitude; y < height + amplitude; y += step) {
      const phase = random() * period;
      let d = `M0 ${y.toFixed(1)}`;
      for (let x = 10; x <= width; x += 10)
        d += ` L${x} ${(y + amplitude * Math.sin(((x + phase) / period) * 2 * Math.PI * (family ? -1 : 1))).toFixed(1)}`;
      paths.push(`<path d="${d}" stroke="${colour}" stroke-width="1.2" fill="none"/>`);
    }
  }
  return paths.join('');
}

/** The MRZ's ink: bold print gets an outline of the same ink, thin print an outline of paper. */
function mrzInk(style: PageStyle, paper: string): string {
  if (style.weight >= 0) return `fill="#111" stroke="#111" stroke-width="${(style.weight * 1.6).toFixed(2)}"`;
  const grey = Math.round(17 - style.weight * 60);
  return `fill="rgb(${grey},${grey},${grey})" stroke="${paper}" stroke-width="${(-style.weight * 1.4).toFixed(2)}" paint-order="stroke"`;
}

/** SVG of the whole page (10 px per mm), the MRZ at ICAO's 2.54 mm pitch along its bottom edge. */
export function realisticPageSvg(
  format: MrzFormat,
  lines: string[],
  style: PageStyle,
  random: () => number,
): { svg: string; width: number; height: number } {
  const [wMm, hMm] = PAGE_MM[format];
  const width = Math.round(wMm * 10);
  const pageHeight = Math.round(hMm * 10);
  const top = style.portrait ? pageHeight + 20 : 0;
  const height = top + pageHeight;
  const paper = `hsl(${style.hue},30%,92%)`;
  const fields = buildScanResult(lines)?.fields;
  const mrzLeft = format === 'TD1' ? 30 : 55;
  const lineGap = 42;
  const firstBaseline = top + pageHeight - 38 - (lines.length - 1) * lineGap;
  const sans = (x: number, y: number, size: number, text: string, fill = '#222', extra = '') =>
    `<text x="${x}" y="${y}" font-family="DejaVu Sans" font-size="${size}" fill="${fill}" ${extra}>${escape(text)}</text>`;
  const mono = (x: number, y: number, size: number, text: string) =>
    `<text x="${x}" y="${y}" font-family="DejaVu Sans Mono" font-size="${size}" fill="#151515">${escape(text)}</text>`;
  const values: [string, string][] = [
    ['Type / Code', `${fields?.documentType ?? 'P'}   ${fields?.issuingState ?? ''}`],
    ['Surname / Nom', (fields?.surname ?? '').toUpperCase()],
    ['Given names / Prénoms', (fields?.givenNames ?? '').toUpperCase()],
    ['Nationality / Nationalité', fields?.nationality ?? ''],
    ['Date of birth / Date de naissance', vizDate(fields?.birthDate ?? null)],
    ['Sex / Sexe', fields?.sex ?? ''],
    ['Date of expiry / Date d’expiration', vizDate(fields?.expiryDate ?? null)],
  ];
  const vizLeft = Math.round(width * (format === 'TD1' ? 0.38 : 0.34));
  const rowGap = Math.max(50, Math.min(66, (firstBaseline - lineGap - top - 110) / values.length));
  const viz = values
    .map(([label, value], i) => {
      const y = top + 100 + i * rowGap;
      return y + 22 < firstBaseline - 40 ? sans(vizLeft, y, 16, label, '#556') + mono(vizLeft, y + 30, 30, value) : '';
    })
    .join('');
  // Print just above the MRZ: a signature label and an authority line, as on most data pages.
  const aboveMrz =
    sans(vizLeft, firstBaseline - lineGap - 14, 15, 'Holder’s signature / Signature du titulaire', '#556') +
    `<path d="M${vizLeft + 380} ${firstBaseline - lineGap - 18} q 30 -25 60 0 t 60 -5 t 50 8" stroke="#224" stroke-width="2.5" fill="none"/>`;
  const number = fields?.documentNumber ?? '';
  const photoH = Math.max(120, Math.min(380, firstBaseline - lineGap - top - 110));
  const photoW = Math.round(photoH * 0.78);
  // A card's front, or the passport page facing the data page.
  const facing = style.portrait
    ? `<rect width="${width}" height="${pageHeight}" fill="${paper}"/>${guilloche(width, pageHeight, style.hue, style.pattern * 0.6, random)}` +
      sans(40, 60, 26, format === 'TD1' ? TITLE.TD1 : 'OBSERVATIONS / ENDORSEMENTS', '#334', 'font-weight="bold"') +
      Array.from({ length: 5 }, (_, i) =>
        sans(40, 130 + i * 70, 24, '.'.repeat(40 + Math.floor(random() * 30)), '#889'),
      ).join('')
    : '';
  const mrz = lines
    .map(
      (line, i) =>
        `<text x="${mrzLeft}" y="${firstBaseline + i * lineGap}" font-family="OCR B" font-size="36" textLength="${line.length * 25.4}" lengthAdjust="spacing" ${mrzInk(style, paper)}>${escape(line)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<rect width="100%" height="100%" fill="#fff"/>${facing}
<rect y="${top}" width="${width}" height="${pageHeight}" fill="${paper}"/>
<g transform="translate(0 ${top})">${guilloche(width, pageHeight, style.hue, style.pattern, random)}</g>
${sans(40, top + 48, 28, TITLE[format], '#223', 'font-weight="bold"')}
${sans(width - 300, top + 48, 15, 'Document No. / N°', '#556')}${mono(width - 300, top + 74, 26, number)}
<rect x="40" y="${top + 90}" width="${photoW}" height="${photoH}" fill="hsl(${style.hue},12%,58%)"/>
<circle cx="${40 + photoW / 2}" cy="${top + 90 + photoH * 0.38}" r="${photoW * 0.27}" fill="hsl(${style.hue},15%,40%)"/>
${viz}${aboveMrz}${mrz}</svg>`;
  return { svg, width, height };
}
