/**
 * The fakes of the registration form's tests, shared by its topic files: `@/lib/supabase` (session,
 * `add-guest` through `functions.invoke`, Storage `remove`), the tus upload and the metadata stripper
 * (jsdom cannot decode images; the re-encoding itself is tested in Chromium, lib/strip-metadata.test.ts).
 * A test file mocks the three modules with `vi.mock(path, () => import('../testing/register-form-fake').then((m) => m.mock…Module()))`
 * and calls `resetRegisterFakes()` before each test; register-form-harness.tsx renders and fills the form.
 */
import { vi } from 'vitest';
import type { AddGuestRequest } from '../api/add-guest';
import type { UploadOptions } from '../api/upload-passport';

type Invoke = (name: string, options: { body: AddGuestRequest }) => Promise<{ data: unknown; error: unknown }>;

export const HOTEL = '0b6c1f8e-2f57-4a8e-9a51-3a8f8f0c9d11';

const remove = vi.fn();
/** The rows the "Travels with" read (`guests` leads of today) answers; none by default. */
export const stayLeads: { stay_id: string; first_name: string; last_name: string; room: string | null }[] = [];
/** A PostgREST read: every filter returns itself; awaiting it answers `stayLeads`. */
const leadsQuery = {
  then: (resolve: (value: { data: typeof stayLeads; error: null }) => unknown) =>
    Promise.resolve({ data: [...stayLeads], error: null }).then(resolve),
  ...Object.fromEntries(['select', 'eq', 'in', 'is', 'gte', 'order', 'limit'].map((m) => [m, () => leadsQuery])),
};
export const supabase = {
  from: vi.fn(() => leadsQuery),
  auth: { getSession: vi.fn(), signOut: vi.fn() },
  functions: { invoke: vi.fn<Invoke>() },
  storage: { from: vi.fn(() => ({ remove })), remove },
};
export const upload = vi.fn<(options: UploadOptions) => Promise<string>>();
export const strip = vi.fn<(file: File) => Promise<File>>();

/** The mocked `../api/upload-passport`: the real module but for `uploadPassport`. */
export const mockUploadModule = async () => ({
  ...(await vi.importActual<object>('../api/upload-passport')),
  uploadPassport: upload,
});
/** The mocked `../lib/strip-metadata`: the real module but for `stripImageMetadata`. */
export const mockStripModule = async () => ({
  ...(await vi.importActual<object>('../lib/strip-metadata')),
  stripImageMetadata: strip,
});
/** The mocked `@/lib/supabase`. */
export const mockSupabaseModule = () => ({ supabase });

/** A signed-in session; every image strips to a clean JPEG; every upload finishes at once. */
export function resetRegisterFakes(): void {
  vi.clearAllMocks();
  stayLeads.length = 0;
  remove.mockResolvedValue({ data: [], error: null });
  supabase.auth.signOut.mockResolvedValue({ error: null });
  supabase.auth.getSession.mockResolvedValue({ data: { session: { access_token: 'token' } } });
  strip.mockImplementation((file: File) =>
    Promise.resolve(new File(['clean'], file.name.replace(/\.\w+$/, '.jpg'), { type: 'image/jpeg' })),
  );
  upload.mockImplementation(({ objectName, onProgress }) => {
    onProgress(100);
    return Promise.resolve(objectName);
  });
}

/** `add-guest` answers that it saved guest `g1`. */
export const saveSucceeds = () =>
  supabase.functions.invoke.mockResolvedValue({ data: { data: { guest: { id: 'g1' } } }, error: null });

// A JPEG's first bytes (SOI + JFIF APP0): the picker reads the type from them, not from the name.
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0]);
/** A JPEG file called `name` of `size` bytes. */
export const image = (name: string, size = JPEG.length) => {
  const body = new Uint8Array(size);
  body.set(JPEG);
  return new File([body], name, { type: 'image/jpeg' });
};
export const NOT_IMAGE = 'is not a JPEG, PNG, WebP or HEIC image: attach a photo or scan in one of these formats.';
