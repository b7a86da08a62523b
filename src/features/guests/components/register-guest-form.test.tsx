import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { renderWithApp } from '@/test/render';
import { GUEST_FIELD_KEYS } from '@shared/guest-fields';
import type { AddGuestRequest } from '../api/add-guest';
import type { UploadOptions } from '../api/upload-passport';
import { RegisterGuestForm } from './register-guest-form';

type Invoke = (name: string, options: { body: AddGuestRequest }) => Promise<{ data: unknown; error: unknown }>;

const { supabase, upload, strip } = vi.hoisted(() => {
  const remove = vi.fn().mockResolvedValue({ data: [], error: null });
  return {
    supabase: {
      auth: { getSession: vi.fn() },
      functions: { invoke: vi.fn<Invoke>() },
      storage: { from: vi.fn(() => ({ remove })), remove },
    },
    upload: vi.fn<(options: UploadOptions) => Promise<string>>(),
    strip: vi.fn<(file: File) => Promise<File>>(),
  };
});
vi.mock('@/lib/supabase', () => ({ supabase }));
vi.mock('../api/upload-passport', async (original) => ({ ...(await original<object>()), uploadPassport: upload }));
// jsdom cannot decode images; the re-encoding itself is tested in Chromium (strip-metadata.browser.test.ts).
vi.mock('../api/strip-metadata', async (original) => ({ ...(await original<object>()), stripImageMetadata: strip }));

const HOTEL = '0b6c1f8e-2f57-4a8e-9a51-3a8f8f0c9d11';
const image = (name: string) => new File(['x'], name, { type: 'image/jpeg' });
const user = () => userEvent.setup({ applyAccept: false });

async function fillRequired(u: ReturnType<typeof user>, except: string[] = []) {
  for (const label of [
    'First Name',
    'Last Name',
    'Passport Number',
    'Travel Agent Name',
    'Room',
    'Chauffeur Name',
    'Chauffeur Contact',
  ]) {
    if (!except.includes(label)) {
      // Pasting is one input event (typing is one per key): quick on a busy machine.
      await u.click(screen.getByRole('textbox', { name: label }));
      await u.paste(label === 'Chauffeur Contact' ? '555 123' : `x${label.length}`);
    }
  }
  if (!except.includes('Nationality'))
    await u.selectOptions(screen.getByRole('combobox', { name: 'Nationality' }), 'PRT');
}

// Seventeen inputs with two country lists: jsdom needs a few seconds per test on a busy machine.
describe('guest registration form', { timeout: 15_000 }, () => {
  beforeEach(() => {
    vi.clearAllMocks();
    supabase.auth.getSession.mockResolvedValue({ data: { session: { access_token: 'token' } } });
    strip.mockImplementation((file: File) =>
      Promise.resolve(new File(['clean'], file.name.replace(/\.\w+$/, '.jpg'), { type: 'image/jpeg' })),
    );
    upload.mockImplementation(({ objectName, onProgress }) => {
      onProgress(100);
      return Promise.resolve(objectName);
    });
  });

  it('shows only the fields the hotel enabled, plus email and phone', async () => {
    await renderWithApp(
      <RegisterGuestForm hotelId={HOTEL} formFields={{ nationality: false, room: false, chauffeurName: false }} />,
    );
    const form = screen.getByRole('form', { name: 'Guest registration' });
    expect(within(form).queryByLabelText(/Nationality/)).not.toBeInTheDocument();
    expect(within(form).queryByRole('textbox', { name: 'Room' })).not.toBeInTheDocument();
    expect(within(form).queryByLabelText(/Chauffeur Name/)).not.toBeInTheDocument();
    for (const label of [/First Name/, /Passport Number/, /Check-In Date/, /Chauffeur Contact/, /^Email$/, /^Phone$/]) {
      expect(within(form).getByLabelText(label)).toBeInTheDocument();
    }
  });

  it('shows every registry field when the hotel map is empty (missing means shown)', async () => {
    await renderWithApp(<RegisterGuestForm hotelId={HOTEL} formFields={{}} />);
    const inputs = document.querySelectorAll('form input:not([type=file]), form select');
    expect(inputs).toHaveLength(GUEST_FIELD_KEYS.length);
    for (const name of ['Nationality', 'Issuing Country', 'Sex']) {
      expect(screen.getByRole('combobox', { name })).toBeInTheDocument();
    }
    for (const label of ['Date of Birth', 'Document Type', 'Document Expiry']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
  });

  it('marks empty required fields without a message and does not submit', async () => {
    await renderWithApp(<RegisterGuestForm hotelId={HOTEL} formFields={{}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Register Guest' }));
    await waitFor(() => expect(screen.getByLabelText(/First Name/)).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText(/^Email$/)).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
    expect(supabase.functions.invoke).not.toHaveBeenCalled();
  });

  it('accepts images only, at most five, and lets each be removed', async () => {
    const u = user();
    await renderWithApp(<RegisterGuestForm hotelId={HOTEL} formFields={{}} />);
    const files = [
      ...Array.from({ length: 7 }, (_, i) => image(`p${i}.jpg`)),
      new File(['%PDF'], 'scan.pdf', { type: 'application/pdf' }),
    ];
    await u.upload(screen.getByLabelText(/Attach passport images/), files);
    const list = screen.getByRole('list', { name: 'Attached images' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['p0.jpgRemove', 'p1.jpgRemove', 'p2.jpgRemove', 'p3.jpgRemove', 'p4.jpgRemove']);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Only images can be attached. At most 5 images: 2 extra files were not added.',
    );
    expect(screen.getByLabelText(/Attach passport images/)).toBeDisabled();
    await u.click(screen.getByRole('button', { name: 'Remove p1.jpg' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
  });

  it('shows per-image progress and Saving... while submitting, then saves through add-guest', async () => {
    let finish!: () => void;
    upload.mockImplementation(
      ({ objectName, onProgress }) =>
        new Promise<string>((resolve) => {
          onProgress(42);
          finish = () => {
            onProgress(100);
            resolve(objectName);
          };
        }),
    );
    supabase.functions.invoke.mockResolvedValue({ data: { data: { guest: { id: 'g1' } } }, error: null });
    const u = user();
    const { router } = await renderWithApp(<RegisterGuestForm hotelId={HOTEL} formFields={{}} />);
    await fillRequired(u);
    await u.upload(screen.getByLabelText(/Attach passport images/), [image('passport scan.jpg')]);
    await u.click(screen.getByRole('button', { name: 'Register Guest' }));
    expect(await screen.findByText('42%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    finish();
    await waitFor(() => expect(supabase.functions.invoke).toHaveBeenCalled());
    const [name, { body }] = supabase.functions.invoke.mock.calls[0];
    expect(name).toBe('add-guest');
    expect(body.hotelId).toBe(HOTEL);
    expect(body.guest.checkIn).toMatch(/^\d{4}-\d{2}-\d{2}$/); // defaults to today
    expect(body.guest.checkOut).toBeNull();
    expect(body.guest.attachments).toEqual([expect.stringMatching(new RegExp(`^${HOTEL}/\\d+_passport_scan\\.jpg$`))]);
    expect(body.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(screen.getByLabelText(/First Name/)).toHaveValue(''));
    expect(screen.queryByRole('list', { name: 'Attached images' })).not.toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/guest-list'), { timeout: 2000 });
  });

  it('uploads only the re-encoded JPEG of each picked image', async () => {
    supabase.functions.invoke.mockResolvedValue({ data: { data: { guest: { id: 'g1' } } }, error: null });
    const u = user();
    await renderWithApp(<RegisterGuestForm hotelId={HOTEL} formFields={{}} />);
    await fillRequired(u);
    await u.upload(screen.getByLabelText(/Attach passport images/), [
      new File(['png'], 'scan.png', { type: 'image/png' }),
    ]);
    await u.click(screen.getByRole('button', { name: 'Register Guest' }));
    await waitFor(() => expect(supabase.functions.invoke).toHaveBeenCalled());
    expect(strip).toHaveBeenCalledTimes(1);
    const sent = upload.mock.calls[0][0];
    expect(sent.file.type).toBe('image/jpeg');
    expect(await sent.file.text()).toBe('clean');
    expect(sent.objectName).toMatch(new RegExp(`^${HOTEL}/\\d+_scan\\.jpg$`));
  });

  it('names the file it cannot read and uploads nothing', async () => {
    const { ImageReadError } = await vi.importActual<typeof import('../api/strip-metadata')>('../api/strip-metadata');
    strip.mockRejectedValue(new ImageReadError('photo.heic'));
    const u = user();
    await renderWithApp(<RegisterGuestForm hotelId={HOTEL} formFields={{}} />);
    await fillRequired(u);
    await u.upload(screen.getByLabelText(/Attach passport images/), [image('photo.heic')]);
    await u.click(screen.getByRole('button', { name: 'Register Guest' }));
    expect(
      await screen.findByText('Could not read photo.heic: attach the photo as a JPEG or PNG image.'),
    ).toBeVisible();
    expect(upload).not.toHaveBeenCalled();
    expect(supabase.functions.invoke).not.toHaveBeenCalled();
  });

  it('hides the passport images and uploads nothing when the hotel\'s rule is "Don\'t keep images"', async () => {
    supabase.functions.invoke.mockResolvedValue({ data: { data: { guest: { id: 'g1' } } }, error: null });
    const u = user();
    await renderWithApp(<RegisterGuestForm hotelId={HOTEL} formFields={{}} keepImages={false} />);
    expect(screen.queryByText('Passport images')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Attach passport images/)).not.toBeInTheDocument();
    await fillRequired(u);
    await u.click(screen.getByRole('button', { name: 'Register Guest' }));
    await waitFor(() => expect(supabase.functions.invoke).toHaveBeenCalled());
    expect(upload).not.toHaveBeenCalled();
    expect(supabase.functions.invoke.mock.calls[0][1].body.guest.attachments).toEqual([]);
  });

  it('shows the server message on failure and removes the images it uploaded', async () => {
    const response = new Response(
      JSON.stringify({ error: { code: 'resource-exhausted', message: 'Monthly guest limit reached for your plan.' } }),
      { status: 429, headers: { 'content-type': 'application/json' } },
    );
    supabase.functions.invoke.mockResolvedValue({ data: null, error: new FunctionsHttpError(response) });
    const u = user();
    await renderWithApp(<RegisterGuestForm hotelId={HOTEL} formFields={{}} />);
    await fillRequired(u);
    await u.upload(screen.getByLabelText(/Attach passport images/), [image('a.jpg'), image('b.png')]);
    await u.click(screen.getByRole('button', { name: 'Register Guest' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Monthly guest limit reached for your plan.');
    expect(supabase.storage.from).toHaveBeenCalledWith('passports');
    expect(supabase.storage.remove.mock.calls[0][0]).toHaveLength(2);
    expect(screen.getByLabelText(/First Name/)).not.toHaveValue(''); // the form stays filled
  });

  it("asks to sign in again when add-guest answers 'unauthenticated'", async () => {
    const response = new Response(JSON.stringify({ error: { code: 'unauthenticated', message: 'JWT expired' } }), {
      status: 401,
      headers: { 'content-type': 'application/json' },
    });
    supabase.functions.invoke.mockResolvedValue({ data: null, error: new FunctionsHttpError(response) });
    const u = user();
    await renderWithApp(<RegisterGuestForm hotelId={HOTEL} formFields={{}} />);
    await fillRequired(u);
    await u.click(screen.getByRole('button', { name: 'Register Guest' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please sign in again.');
  });

  it('asks to log in again without a session, and needs a hotel id', async () => {
    supabase.auth.getSession.mockResolvedValue({ data: { session: null } });
    const u = user();
    const { router } = await renderWithApp(<RegisterGuestForm hotelId={HOTEL} formFields={{}} />);
    await fillRequired(u);
    await u.click(screen.getByRole('button', { name: 'Register Guest' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please log in again.');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 2000 });
  });

  it("says 'Hotel ID not found.' without a hotel", async () => {
    const u = user();
    await renderWithApp(<RegisterGuestForm hotelId={null} formFields={{}} />);
    await fillRequired(u);
    await u.click(screen.getByRole('button', { name: 'Register Guest' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Hotel ID not found.');
  });
});
