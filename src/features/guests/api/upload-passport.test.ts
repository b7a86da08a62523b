import { beforeEach, describe, expect, it, vi } from 'vitest';
import { StorageApiError } from '@supabase/supabase-js';
import { fakeSupabase } from '@/test/fake-supabase';
import { SINGLE_REQUEST_MAX_BYTES, TUS_CHUNK_SIZE, uploadPassport, uploadRefusal } from './upload-passport';

vi.mock('@/lib/supabase', () => import('@/test/fake-supabase').then((m) => m.mockSupabase()));
const { tusUploads } = vi.hoisted(() => ({ tusUploads: [] as { options: Record<string, unknown> }[] }));
vi.mock('tus-js-client', () => ({
  Upload: class {
    constructor(
      readonly file: File,
      readonly options: Record<string, unknown> & { onSuccess: () => void },
    ) {
      tusUploads.push(this);
    }
    start() {
      this.options.onSuccess();
    }
  },
}));

const jpeg = (bytes: number) => new File([new Uint8Array(bytes)], 'page.jpg', { type: 'image/jpeg' });
const upload = vi.fn();

beforeEach(() => {
  tusUploads.length = 0;
  upload.mockReset().mockResolvedValue({ data: { path: 'x' }, error: null });
  fakeSupabase.storage.from.mockReturnValue({ upload });
});

describe('uploadPassport', () => {
  it('sends an image of at most 256 KiB in one Storage request', async () => {
    const onProgress = vi.fn();
    const file = jpeg(SINGLE_REQUEST_MAX_BYTES);
    await expect(uploadPassport({ file, objectName: 'h/1_page.jpg', accessToken: 't', onProgress })).resolves.toBe(
      'h/1_page.jpg',
    );
    expect(fakeSupabase.storage.from).toHaveBeenCalledWith('passports');
    expect(upload).toHaveBeenCalledWith('h/1_page.jpg', file, {
      contentType: 'image/jpeg',
      cacheControl: '3600',
      upsert: false,
    });
    expect(onProgress).toHaveBeenLastCalledWith(100);
    expect(tusUploads).toHaveLength(0);
  });

  it('sends a larger image through tus in 6 MiB chunks', async () => {
    await uploadPassport({
      file: jpeg(SINGLE_REQUEST_MAX_BYTES + 1),
      objectName: 'h/2_page.jpg',
      accessToken: 't',
      onProgress: vi.fn(),
    });
    expect(upload).not.toHaveBeenCalled();
    expect(tusUploads).toHaveLength(1);
    expect(tusUploads[0].options).toMatchObject({ chunkSize: TUS_CHUNK_SIZE, uploadDataDuringCreation: true });
  });

  it('names what Storage refused in a single request: too large, not an image', () => {
    expect(uploadRefusal(new StorageApiError('Payload too large', 400, '413'), 'a.jpg')).toBe(
      'a.jpg is too large: each image can be at most 10 MB.',
    );
    expect(uploadRefusal(new StorageApiError('mime type text/plain is not supported', 400, '415'), 'b.jpg')).toMatch(
      /^b\.jpg is not a JPEG, PNG, WebP or HEIC image/,
    );
    expect(
      uploadRefusal(new StorageApiError('new row violates row-level security policy', 400, '403'), 'c.jpg'),
    ).toBeNull();
  });
});
