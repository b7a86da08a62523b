/**
 * The registration card through the real stack (docs/online-check-in.md#the-registration-card): the guest's
 * submission stores a PDF that says who was declared and prints the content hash; staff of the hotel open
 * it by signed URL and nobody else can; submitting again replaces it; the owner's check sees a changed
 * byte of the content or of the PDF; it is in the guest's export, goes with an erased traveller, the
 * purge deletes it under the hotel's rule, and the admin's delete-hotel with the hotel, each with a receipt.
 */
import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { pdfText } from '@shared/testing/pdf-text.ts';
import { adminPg, anonClient, serviceClient, signedInAdmin } from './support/clients.ts';
import { declareTravellers, linkedArrival } from './support/checkin.ts';
import { runPurge } from './support/data-protection.ts';
import { callFunction, hotelWithStaff, useSeed } from './support/functions.ts';

const seed = useSeed();
const BUCKET = 'registration-cards';
const stays: string[] = [];
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

afterAll(async () => {
  await adminPg().query('delete from public.guests where stay_id = any($1)', [stays]);
  await adminPg().query('delete from public.stays where id = any($1)', [stays]);
});

/** A declared arrival of the demo hotel with travellers `names`. */
async function declared(names: string[], room: string | null = '21') {
  const arrival = await linkedArrival(seed.demoHotel, stays, room);
  const submitted = await declareTravellers(arrival.token, names);
  expect(submitted.status).toBe(200);
  return { ...arrival, ...submitted.data, object: `${seed.demoHotel}/${arrival.stayId}.pdf` };
}

/** The card's bytes as staff get them: a signed URL made in their own session, then a plain GET. */
async function openAsStaff(object: string) {
  const signed = await seed.demo.storage.from(BUCKET).createSignedUrl(object, 60);
  expect(signed.error).toBeNull();
  const response = await fetch(signed.data!.signedUrl);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('application/pdf');
  return new Uint8Array(await response.arrayBuffer());
}

const cardIsStored = async (object: string) =>
  (await adminPg().query('select 1 from storage.objects where bucket_id = $1 and name = $2', [BUCKET, object]))
    .rowCount === 1;

describe('the registration card', () => {
  it('holds both travellers and the content hash; staff open it, other hotels and anon cannot', async () => {
    const card = await declared(['Lena', 'Nils']);
    const pdf = await openAsStaff(card.object);
    expect(sha256(pdf)).toBe(card.cardSha256);
    const text = await pdfText(pdf);
    for (const expected of ['Seaside Demo Villa', 'Lena', 'Nils', 'Silva', 'Room', '21', card.contentSha256]) {
      expect(text).toContain(expected);
    }
    const declaration = await seed.demo.from('checkin_declarations').select('card_object').eq('stay_id', card.stayId);
    expect(declaration.data).toEqual([{ card_object: card.object }]);

    const lodge = await seed.lodge.storage.from(BUCKET).createSignedUrl(card.object, 60);
    expect(lodge.data).toBeNull();
    const lodgeDownload = await seed.lodge.storage.from(BUCKET).download(card.object);
    expect(lodgeDownload.data).toBeNull();
    const anon = await anonClient().storage.from(BUCKET).createSignedUrl(card.object, 60);
    expect(anon.data).toBeNull();
    const upload = await seed.demo.storage.from(BUCKET).upload(card.object, new Blob(['%PDF-1.7 forged']), {
      upsert: true,
      contentType: 'application/pdf',
    });
    expect(upload.error).not.toBeNull();
    expect(sha256(await openAsStaff(card.object))).toBe(card.cardSha256);
  });

  it('is replaced when the guest submits again', async () => {
    const card = await declared(['Lena', 'Nils']);
    const again = await declareTravellers(card.token, ['Lena', 'Nils-Erik']);
    expect(again.status).toBe(200);
    expect(again.data.cardSha256).not.toBe(card.cardSha256);
    const text = await pdfText(await openAsStaff(card.object));
    expect(text).toContain('Nils-Erik');
    expect(text).toContain(again.data.contentSha256);
    expect(text).not.toContain(card.contentSha256);
  });

  it("lets the owner detect one changed byte of the content or of the PDF; another hotel's owner sees nothing", async () => {
    const card = await declared(['Lena', 'Nils']);
    const check = async (pdfSha256: string): Promise<unknown> =>
      (await seed.demo.rpc('registration_card_intact', { p_stay_id: card.stayId, p_pdf_sha256: pdfSha256 })).data;
    expect(await check(sha256(await openAsStaff(card.object)))).toEqual([{ content_intact: true, card_intact: true }]);
    const lodge = await seed.lodge.rpc('registration_card_intact', {
      p_stay_id: card.stayId,
      p_pdf_sha256: card.cardSha256,
    });
    expect(lodge.data).toEqual([]);

    // One byte of the PDF changed in Storage (as someone with the service role key could).
    const pdf = await openAsStaff(card.object);
    pdf[pdf.length - 10] ^= 0x01;
    const replaced = await serviceClient()
      .storage.from(BUCKET)
      .upload(card.object, pdf, { upsert: true, contentType: 'application/pdf' });
    expect(replaced.error).toBeNull();
    expect(await check(sha256(await openAsStaff(card.object)))).toEqual([{ content_intact: true, card_intact: false }]);

    // One letter of the stored declaration changed behind the triggers' back.
    const client = await adminPg().connect();
    try {
      await client.query('begin');
      await client.query('set local session_replication_role = replica');
      await client.query(
        `update public.checkin_declarations set travellers = jsonb_set(travellers, '{0,first_name}', '"Lana"')
         where stay_id = $1`,
        [card.stayId],
      );
      await client.query('commit');
    } finally {
      client.release();
    }
    expect(await check(card.cardSha256)).toEqual([{ content_intact: false, card_intact: true }]);
  });

  it("is in each traveller's export, and erasing one traveller erases it with a receipt", async () => {
    const card = await declared(['Lena', 'Nils']);
    expect((await seed.demo.rpc('check_in_arrival', { p_stay_id: card.stayId })).data).toBe(2);
    const { data: guests } = await seed.demo.from('guests').select('id').eq('stay_id', card.stayId).order('stay_role');
    const [nils, lena] = guests!.map((row) => row.id as string);
    type Export = { export: { registrationCard: { pdfBase64: string; contentSha256: string; cardSha256: string } } };
    const exported = await callFunction<Export>(seed.demo, 'guest-data', { guestId: nils, action: 'export' });
    expect(exported.status).toBe(200);
    const inExport = exported.data.export.registrationCard;
    expect(inExport).toMatchObject({ contentSha256: card.contentSha256, cardSha256: card.cardSha256 });
    const text = await pdfText(Uint8Array.from(Buffer.from(inExport.pdfBase64, 'base64')));
    expect(text).toContain('Nils');
    expect(text).toContain(card.contentSha256);
    expect((await callFunction(seed.lodge, 'guest-data', { guestId: nils, action: 'export' })).status).toBe(404);
    expect((await callFunction(seed.lodge, 'guest-data', { guestId: nils, action: 'erase' })).status).toBe(404);
    expect(await cardIsStored(card.object)).toBe(true);

    const erased = await callFunction(seed.demo, 'guest-data', { guestId: nils, action: 'erase' });
    expect(erased.status).toBe(200);
    expect(erased.data).toEqual({ erased: true, receipts: 1 });
    expect(await cardIsStored(card.object)).toBe(false);
    const { rows } = await adminPg().query<{ rule: string; bucket_id: string; object_name: string }>(
      `select rule, bucket_id, object_name from public.passport_deletion_receipts where guest_id = $1`,
      [nils],
    );
    expect(rows).toMatchObject([{ rule: 'erasure', bucket_id: BUCKET }]);
    expect(rows[0].object_name).not.toBe(card.object);
    expect((await seed.demo.from('checkin_declarations').select('stay_id').eq('stay_id', card.stayId)).data).toEqual(
      [],
    );
    const left = await callFunction<Export>(seed.demo, 'guest-data', { guestId: lena, action: 'export' });
    expect(left.data.export.registrationCard).toBeNull();
  });

  it("is deleted by the purge under the hotel's rule once checked out long enough, with a receipt", async () => {
    const due = await declared(['Old'], null);
    const recent = await declared(['New'], null);
    for (const card of [due, recent]) await seed.demo.rpc('check_in_arrival', { p_stay_id: card.stayId });
    await adminPg().query(
      `update public.guests set registered_at = now() - interval '40 days', checked_out_at = now() - make_interval(days => $2)
       where stay_id = $1`,
      [due.stayId, 31],
    );
    await adminPg().query(
      `update public.guests set registered_at = now() - interval '40 days', checked_out_at = now() - interval '29 days'
       where stay_id = $1`,
      [recent.stayId],
    );
    const purge = await runPurge();
    expect(purge.status).toBe(200);
    expect((purge.data as { cards: number }).cards).toBeGreaterThanOrEqual(1);
    expect(await cardIsStored(due.object)).toBe(false);
    expect(await cardIsStored(recent.object)).toBe(true);
    const { rows } = await adminPg().query(
      `select rule, deleted_by_label from public.passport_deletion_receipts where bucket_id = $1 and object_name = $2`,
      [BUCKET, due.object],
    );
    expect(rows).toEqual([{ rule: 'delete_after_checkout:30', deleted_by_label: 'schedule' }]);
  });

  it('goes with its hotel when the admin deletes it, with a receipt', async () => {
    const admin = await signedInAdmin();
    const { hotelId } = await hotelWithStaff(admin, 'Card Inn');
    const arrival = await linkedArrival(hotelId, []);
    expect((await declareTravellers(arrival.token, ['Ida'])).status).toBe(200);
    const object = `${hotelId}/${arrival.stayId}.pdf`;
    expect(await cardIsStored(object)).toBe(true);

    expect((await callFunction(admin, 'admin-users', { action: 'delete-hotel', hotelId })).status).toBe(200);
    expect(await cardIsStored(object)).toBe(false);
    const receipts = await adminPg().query(
      `select rule, bucket_id from public.passport_deletion_receipts where hotel_id = $1 and bucket_id = $2`,
      [hotelId, BUCKET],
    );
    expect(receipts.rows).toEqual([{ rule: 'hotel_deleted', bucket_id: BUCKET }]);
  });
});
