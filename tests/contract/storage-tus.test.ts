/**
 * tus resumable uploads at `/storage/v1/upload/resumable` through tus-js-client, as Supabase's docs show
 * them (6 MiB chunks): progress events, the caller's policies and the bucket limits at creation, and the
 * signed variant with a createSignedUploadUrl token (docs/local-stack.md#storage).
 */
import { describe, expect, it } from 'vitest';
import { useStorageTestEnv } from './fixtures/storage-env.ts';
import { BUCKET, MiB, objectRow, png, scanName } from './fixtures/storage-files.ts';
import { runTus, tusAs } from './fixtures/storage-tus.ts';

const env = useStorageTestEnv();

describe('tus resumable uploads', () => {
  /** Runs a tus upload the way Supabase's docs show (6 MiB chunks), collecting progress events. */
  function docsTus(endpoint: string, headers: Record<string, string>, objectName: string, bytes: Buffer) {
    return runTus(bytes, {
      endpoint,
      headers: { 'x-upsert': 'false', ...headers },
      uploadDataDuringCreation: true,
      removeFingerprintOnSuccess: true,
      metadata: { bucketName: BUCKET, objectName, contentType: 'image/png', cacheControl: '3600' },
      chunkSize: 6 * MiB,
    });
  }

  async function tusUpload(who: 'demo' | 'lodge', objectName: string, bytes: Buffer) {
    const { endpoint, headers } = await tusAs(env, who);
    return docsTus(endpoint, headers, objectName, bytes);
  }

  it('uploads 7 MiB in 6 MiB chunks with progress events and lands in storage.objects', async () => {
    const name = scanName(env.demoHotel, 'scan-large.png');
    const { outcome, progress } = await tusUpload('demo', name, png(7 * MiB));
    expect(outcome).toBeNull();
    expect(progress.length).toBeGreaterThan(1);
    expect(progress.at(-1)).toBe(7 * MiB);
    const row = await objectRow(env, name);
    expect(row!.metadata).toMatchObject({ mimetype: 'image/png', size: 7 * MiB, cacheControl: 'max-age=3600' });
    const { data } = await env.service.storage.from(BUCKET).download(name);
    expect(data!.size).toBe(7 * MiB);
  });

  it('refuses another hotel folder and an oversized upload at creation', async () => {
    const { outcome } = await tusUpload('lodge', scanName(env.demoHotel), png(1024));
    expect(outcome?.message).toMatch(/403/);
    const { outcome: tooBig } = await tusUpload('demo', scanName(env.demoHotel), png(10 * MiB + 1));
    expect(tooBig?.message).toMatch(/413/);
  });

  it('uploads with a signed upload token (x-signature) and no JWT; a token for another object is refused', async () => {
    const name = scanName(env.demoHotel, 'signed-tus.png');
    const { data } = await env.demo.storage.from(BUCKET).createSignedUploadUrl(name);
    const endpoint = `${env.apiUrl}/storage/v1/upload/resumable/sign`;
    const { outcome } = await docsTus(endpoint, { 'x-signature': data!.token }, name, png(1024));
    expect(outcome).toBeNull();
    expect(await objectRow(env, name)).toMatchObject({ owner_id: env.demoUserId });
    const other = scanName(env.demoHotel, 'other.png');
    const { outcome: refused } = await docsTus(endpoint, { 'x-signature': data!.token }, other, png(1024));
    expect(refused?.message).toMatch(/response code: 400/);
    expect(await objectRow(env, other)).toBeUndefined();
  });

  it('refuses a declared type the bucket does not allow at creation', async () => {
    const name = scanName(env.demoHotel, 'fake.txt');
    const { outcome } = await runTus(Buffer.from('just some text, not a passport'), {
      ...(await tusAs(env, 'demo')),
      metadata: { bucketName: BUCKET, objectName: name, contentType: 'text/plain' },
    });
    expect(outcome?.message).toMatch(/415/);
    expect(await objectRow(env, name)).toBeUndefined();
  });
});
