import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { DetailedError, type HttpResponse } from 'tus-js-client';
import {
  HOTEL,
  NOT_IMAGE,
  image,
  resetRegisterFakes,
  saveSucceeds,
  strip,
  supabase,
  upload,
} from '../testing/register-form-fake';
import { renderFilledForm, renderForm, submit } from '../testing/register-form-harness';

vi.mock('@/lib/supabase', () => import('../testing/register-form-fake').then((m) => m.mockSupabaseModule()));
vi.mock('../api/upload-passport', () => import('../testing/register-form-fake').then((m) => m.mockUploadModule()));
vi.mock('../api/strip-metadata', () => import('../testing/register-form-fake').then((m) => m.mockStripModule()));

const picker = () => screen.getByLabelText(/Attach passport images/);

describe('guest registration form: passport images', { timeout: 15_000 }, () => {
  beforeEach(() => resetRegisterFakes());

  it('accepts images only, at most five, and lets each be removed', async () => {
    const { u } = await renderForm();
    const files = [
      ...Array.from({ length: 7 }, (_, i) => image(`p${i}.jpg`)),
      new File(['%PDF'], 'scan.pdf', { type: 'application/pdf' }),
    ];
    await u.upload(picker(), files);
    const list = await screen.findByRole('list', { name: 'Attached images' });
    // Listed at once while checked; once checked, the first five images stay and the PDF is refused.
    expect(await screen.findByRole('status')).toHaveTextContent(
      `scan.pdf ${NOT_IMAGE} At most 5 images: 2 extra files were not added.`,
    );
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['p0.jpgRemove', 'p1.jpgRemove', 'p2.jpgRemove', 'p3.jpgRemove', 'p4.jpgRemove']);
    expect(within(list).getByRole('img', { name: 'Preview of p0.jpg' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
    expect(picker()).toBeDisabled();
    await u.click(screen.getByRole('button', { name: 'Remove p1.jpg' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
  });

  it('refuses, before uploading, an image over 10 MiB and a text file named .png, naming each', async () => {
    const { u } = await renderForm();
    const big = image('big scan.png', Math.round(12.3 * 1024 * 1024));
    const fake = new File(['just notes'], 'notes.png', { type: 'image/png' });
    await u.upload(picker(), [big, fake, image('ok.jpg')]);
    expect(await screen.findByRole('status')).toHaveTextContent(
      `big scan.png is 12.3 MB: each image can be at most 10 MB. notes.png ${NOT_IMAGE}`,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent('ok.jpg');
    expect(upload).not.toHaveBeenCalled();
  });

  it('says which image Storage refused and why, drops it and keeps the others', async () => {
    const response = { getStatus: () => 413, getBody: () => '{"error":"Payload too large"}' } as HttpResponse;
    const refused = Object.assign(new DetailedError('tus: unexpected response'), { originalResponse: response });
    upload.mockImplementation(({ file, objectName }) =>
      file.name === 'b.jpg' ? Promise.reject(refused) : Promise.resolve(objectName),
    );
    const { u } = await renderFilledForm(['a.jpg', 'b.jpg']);
    await submit(u);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'b.jpg is too large: each image can be at most 10 MB. It was removed; the other images are still attached.',
    );
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['a.jpgRemove']);
    expect(supabase.functions.invoke).not.toHaveBeenCalled();
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
    saveSucceeds();
    const { u, router } = await renderFilledForm(['passport scan.jpg']);
    await submit(u);
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
    saveSucceeds();
    const { u } = await renderFilledForm(['scan.png']);
    await submit(u);
    await waitFor(() => expect(supabase.functions.invoke).toHaveBeenCalled());
    expect(strip).toHaveBeenCalledTimes(1);
    const sent = upload.mock.calls[0][0];
    expect(sent.file.type).toBe('image/jpeg');
    expect(await sent.file.text()).toBe('clean');
    expect(sent.objectName).toMatch(new RegExp(`^${HOTEL}/\\d+_scan\\.jpg$`));
  });

  it('names the file it cannot read when it is picked, and does not list it', async () => {
    const { ImageReadError } = await vi.importActual<typeof import('../api/strip-metadata')>('../api/strip-metadata');
    strip.mockRejectedValue(new ImageReadError('photo.heic'));
    const { u } = await renderForm();
    await u.upload(picker(), [image('photo.heic')]);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Could not read photo.heic: attach the photo as a JPEG or PNG image.',
    );
    expect(screen.queryByRole('list', { name: 'Attached images' })).not.toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
  });

  it('waits for images still being checked, then saves them; a file refused meanwhile stops the save', async () => {
    let finishChecks!: () => void;
    const checked = new Promise<void>((resolve) => (finishChecks = resolve));
    strip.mockImplementation(async (file: File) => {
      await checked;
      if (file.name === 'bad.jpg') throw new Error('decode failed');
      return new File(['clean'], file.name.replace(/\.\w+$/, '.jpg'), { type: 'image/jpeg' });
    });
    saveSucceeds();
    const { u } = await renderFilledForm();
    await u.upload(picker(), [image('a.jpg'), image('b.jpg')]);
    expect(await screen.findAllByText('checking…')).toHaveLength(2);
    await submit(u);
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(upload).not.toHaveBeenCalled();
    finishChecks();
    await waitFor(() => expect(supabase.functions.invoke).toHaveBeenCalled());
    expect(upload.mock.calls.map(([o]) => o.file.name)).toEqual(['a.jpg', 'b.jpg']);
    expect(supabase.functions.invoke.mock.calls[0][1].body.guest.attachments).toHaveLength(2);
  });

  it('does not save when a picked file is refused while the submit waits for its check', async () => {
    let finishChecks!: () => void;
    const checked = new Promise<void>((resolve) => (finishChecks = resolve));
    strip.mockImplementation(async () => {
      await checked;
      throw new Error('decode failed');
    });
    const { u } = await renderFilledForm();
    await u.upload(picker(), [image('bad.jpg')]);
    await submit(u);
    finishChecks();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Not saved: a picked image could not be attached/);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Could not read bad.jpg: attach the photo as a JPEG or PNG image.',
    );
    expect(supabase.functions.invoke).not.toHaveBeenCalled();
  });

  it('hides the passport images and uploads nothing when the hotel\'s rule is "Don\'t keep images"', async () => {
    saveSucceeds();
    const { u } = await renderFilledForm([], { keepImages: false });
    expect(screen.queryByText('Passport images')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Attach passport images/)).not.toBeInTheDocument();
    await submit(u);
    await waitFor(() => expect(supabase.functions.invoke).toHaveBeenCalled());
    expect(upload).not.toHaveBeenCalled();
    expect(supabase.functions.invoke.mock.calls[0][1].body.guest.attachments).toEqual([]);
  });
});
