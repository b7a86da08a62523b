import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '@/testing/render';
import type { ReturningGuest } from '../api/find-returning-guest';
import type { ScanApplied } from '../lib/scan-applied';
import { formShown } from '../testing/register-form-harness';
import { RegisterGuestForm } from './register-guest-form';

const { find } = vi.hoisted(() => ({
  find: vi.fn<(hotelId: string, passportNumber: string, nationality: string) => Promise<ReturningGuest | null>>(),
}));
vi.mock('@/lib/supabase', () => ({ supabase: { auth: { getSession: vi.fn() }, functions: { invoke: vi.fn() } } }));
vi.mock('../api/find-returning-guest', () => ({ findReturningGuest: find }));
// jsdom cannot decode images: picked photos re-encode to a stand-in JPEG (the real one runs in Chromium).
vi.mock('../lib/strip-metadata', async () => ({
  ...(await vi.importActual<object>('../lib/strip-metadata')),
  stripImageMetadata: (file: File) => Promise.resolve(new File(['clean'], file.name, { type: 'image/jpeg' })),
}));

const HOTEL = '0b6c1f8e-2f57-4a8e-9a51-3a8f8f0c9d11';
// A JPEG's first bytes (SOI + JFIF APP0): the picker checks the type from them.
const JPEG_BYTES = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0]);
const jpeg = (name: string) => new File([JPEG_BYTES], name, { type: 'image/jpeg' });
const photo = jpeg('passport-photo.jpg');
const SCAN: ScanApplied = {
  values: {
    passportNumber: 'L898902C3',
    firstName: 'Anna Maria',
    lastName: 'Eriksson',
    nationality: 'PRT',
    dateOfBirth: '1974-08-12',
    sex: 'F',
    documentType: 'P',
    issuingCountry: 'PRT',
    documentExpiry: '2012-04-15',
    secondLastName: '',
    documentSupport: '',
  },
  review: [{ key: 'passportNumber', message: 'Check the Passport Number: its check digit does not match.' }],
  expiredOn: '2012-04-15',
  photo,
  band: null,
};

async function renderForm(
  options: { keepImages?: boolean; formFields?: Record<string, boolean>; scan?: ScanApplied } = {},
) {
  const view = await renderWithApp(
    <RegisterGuestForm
      hotelId={HOTEL}
      formFields={options.formFields ?? {}}
      keepImages={options.keepImages}
      renderScan={(apply) => (
        <button type="button" onClick={() => apply(options.scan ?? SCAN)}>
          Fake scan
        </button>
      )}
    />,
  );
  await formShown();
  return view;
}

const field = (label: RegExp) => screen.getByLabelText(label);
const frame = (label: RegExp) => field(label).closest('[data-source]');

describe('registration form with a passport scan', { timeout: 15_000 }, () => {
  beforeEach(() => {
    vi.clearAllMocks();
    find.mockResolvedValue(null);
  });

  it('fills the nine fields, marks them as scanned, highlights the review field and warns on expiry', async () => {
    await renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Fake scan' }));
    expect(field(/Passport Number/)).toHaveValue('L898902C3');
    expect(field(/First Name/)).toHaveValue('Anna Maria');
    expect(field(/Last Name/)).toHaveValue('Eriksson');
    expect(screen.getByRole('combobox', { name: /Nationality/ })).toHaveValue('PRT');
    expect(field(/Date of Birth/)).toHaveValue('1974-08-12');
    expect(screen.getByRole('combobox', { name: /Sex/ })).toHaveValue('F');
    expect(field(/Document Type/)).toHaveValue('P');
    expect(screen.getByRole('combobox', { name: /Issuing Country/ })).toHaveValue('PRT');
    expect(field(/Document Expiry/)).toHaveValue('2012-04-15');
    expect(document.querySelectorAll('[data-source="scan"]')).toHaveLength(9);
    expect(within(frame(/First Name/) as HTMLElement).getByText('from scan')).toBeInTheDocument();
    expect(frame(/Passport Number/)).toHaveAttribute('data-review', 'true');
    expect(frame(/First Name/)).not.toHaveAttribute('data-review');
    expect(screen.getByText('Check the Passport Number: its check digit does not match.')).toBeInTheDocument();
    expect(screen.getByText('This document expired on 2012-04-15.')).toBeInTheDocument();
    expect(field(/Email/)).toHaveValue('');
    // Staff can still edit a scanned value.
    await userEvent.clear(field(/First Name/));
    await userEvent.type(field(/First Name/), 'Anna');
    expect(field(/First Name/)).toHaveValue('Anna');
  });

  it('shows the MRZ as photographed under each field to check, and nowhere else', async () => {
    await renderForm({ scan: { ...SCAN, band: 'data:image/png;base64,iVBORw0KGgo=' } });
    await userEvent.click(screen.getByRole('button', { name: 'Fake scan' }));
    const bands = await screen.findAllByRole('img', { name: 'The MRZ as photographed' });
    expect(bands).toHaveLength(1);
    expect(bands[0]).toHaveAttribute('src', 'data:image/png;base64,iVBORw0KGgo=');
    expect(within(frame(/Passport Number/) as HTMLElement).getByRole('img')).toBe(bands[0]);
  });

  it('fills only the fields the hotel shows', async () => {
    await renderForm({ formFields: { sex: false, documentType: false } });
    await userEvent.click(screen.getByRole('button', { name: 'Fake scan' }));
    expect(screen.queryByRole('combobox', { name: /Sex/ })).not.toBeInTheDocument();
    expect(document.querySelectorAll('[data-source="scan"]')).toHaveLength(7);
  });

  it('offers, never applies silently, the contact details of a returning guest', async () => {
    find.mockResolvedValue({
      stayDate: '2025-06-01',
      email: 'anna@example.com',
      phone: '+46 8 123',
      travelAgentName: 'Nordic Tours',
    });
    await renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Fake scan' }));
    expect(find).toHaveBeenCalledWith(HOTEL, 'L898902C3', 'PRT');
    const offer = await screen.findByRole('button', { name: 'Fill contact details from the stay of 2025-06-01' });
    expect(field(/Email/)).toHaveValue('');
    await userEvent.click(offer);
    expect(field(/Email/)).toHaveValue('anna@example.com');
    expect(field(/Phone/)).toHaveValue('+46 8 123');
    expect(field(/Travel Agent Name/)).toHaveValue('Nordic Tours');
    expect(screen.queryByRole('button', { name: /Fill contact details/ })).not.toBeInTheDocument();
  });

  it('keeps the scanned photo as the first attachment where the hotel keeps images', async () => {
    await renderForm();
    await userEvent.upload(screen.getByLabelText(/Attach passport images/), jpeg('back.jpg'));
    await screen.findByText('back.jpg');
    await userEvent.click(screen.getByRole('button', { name: 'Fake scan' }));
    await waitFor(() => {
      const items = within(screen.getByRole('list', { name: 'Attached images' })).getAllByRole('listitem');
      expect(items.map((li) => li.textContent)).toEqual(['passport-photo.jpgRemove', 'back.jpgRemove']);
    });
  });

  it('never adds the scanned photo under "Don\'t keep images"', async () => {
    await renderForm({ keepImages: false });
    await userEvent.click(screen.getByRole('button', { name: 'Fake scan' }));
    await waitFor(() => expect(field(/Passport Number/)).toHaveValue('L898902C3'));
    expect(screen.queryByRole('list', { name: 'Attached images' })).not.toBeInTheDocument();
    expect(screen.queryByText('passport-photo.jpg')).not.toBeInTheDocument();
  });
});
