import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { functionRefusal } from '@/test/fake-supabase';
import { GUEST_FIELD_KEYS } from '@shared/guest-fields';
import { resetRegisterFakes, saveSucceeds, supabase, upload } from '../testing/register-form-fake';
import { fillRequired, renderFilledForm, renderForm, submit, user } from '../testing/register-form-harness';

vi.mock('@/lib/supabase', () => import('../testing/register-form-fake').then((m) => m.mockSupabaseModule()));
vi.mock('../api/upload-passport', () => import('../testing/register-form-fake').then((m) => m.mockUploadModule()));
vi.mock('../api/strip-metadata', () => import('../testing/register-form-fake').then((m) => m.mockStripModule()));

/** `add-guest` answers an error envelope with this HTTP status. */
const refuse = (status: number, code: string, message: string) =>
  supabase.functions.invoke.mockResolvedValue(functionRefusal(status, { error: { code, message } }));

// Seventeen inputs with two country lists: jsdom needs a few seconds per test on a busy machine.
describe('guest registration form: fields and answers', { timeout: 15_000 }, () => {
  beforeEach(() => resetRegisterFakes());

  it('shows only the fields the hotel enabled, plus email and phone', async () => {
    await renderForm({ formFields: { nationality: false, room: false, chauffeurName: false } });
    const form = screen.getByRole('form', { name: 'Guest registration' });
    expect(within(form).queryByLabelText(/Nationality/)).not.toBeInTheDocument();
    expect(within(form).queryByRole('textbox', { name: 'Room' })).not.toBeInTheDocument();
    expect(within(form).queryByLabelText(/Chauffeur Name/)).not.toBeInTheDocument();
    for (const label of [/First Name/, /Passport Number/, /Check-In Date/, /Chauffeur Contact/, /^Email$/, /^Phone$/]) {
      expect(within(form).getByLabelText(label)).toBeInTheDocument();
    }
  });

  it('shows every registry field when the hotel map is empty (missing means shown)', async () => {
    await renderForm();
    const inputs = document.querySelectorAll('form input:not([type=file]), form select');
    expect(inputs).toHaveLength(GUEST_FIELD_KEYS.length);
    for (const name of ['Nationality', 'Issuing Country', 'Sex']) {
      expect(screen.getByRole('combobox', { name })).toBeInTheDocument();
    }
    for (const label of ['Date of Birth', 'Document Type', 'Document Expiry']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
  });

  it('asks the Document Type as a kind and stores its MRZ code; the document fields come last', async () => {
    saveSucceeds();
    const { u } = await renderFilledForm();
    const documentType = screen.getByRole('combobox', { name: 'Document Type' });
    expect(
      within(documentType)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select…', 'Passport', 'Identity card', 'Visa', 'Other travel document']);
    await u.selectOptions(documentType, 'Identity card');
    const section = screen.getByRole('group', { name: 'Document' });
    const inSection = Array.from(section.querySelectorAll('input, select'), (el) => el.getAttribute('name'));
    expect(inSection.sort()).toEqual(['dateOfBirth', 'documentExpiry', 'documentType', 'issuingCountry', 'sex']);
    // Every required field comes before the section.
    const required = screen.getByRole('textbox', { name: /Chauffeur Contact/ });
    expect(required.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await submit(u);
    await waitFor(() => expect(supabase.functions.invoke).toHaveBeenCalled());
    expect(supabase.functions.invoke.mock.calls[0][1].body.guest.documentType).toBe('I');
  });

  it('marks empty required fields without a message and does not submit', async () => {
    await renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Register Guest' }));
    await waitFor(() => expect(screen.getByLabelText(/First Name/)).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText(/^Email$/)).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
    expect(supabase.functions.invoke).not.toHaveBeenCalled();
  });

  it('shows the server message on failure; a retry is the same registration: same key, no second upload', async () => {
    refuse(429, 'resource-exhausted', 'Monthly guest limit reached for your plan.');
    const { u } = await renderFilledForm(['a.jpg', 'b.png']);
    await submit(u);
    expect(await screen.findByRole('alert')).toHaveTextContent('Monthly guest limit reached for your plan.');
    expect(screen.getByLabelText(/First Name/)).not.toHaveValue(''); // the form stays filled
    expect(upload).toHaveBeenCalledTimes(2);

    saveSucceeds();
    await submit(u);
    await waitFor(() => expect(supabase.functions.invoke).toHaveBeenCalledTimes(2));
    const [first, second] = supabase.functions.invoke.mock.calls.map(([, { body }]) => body);
    expect(second.idempotencyKey).toBe(first.idempotencyKey);
    expect(second.guest.attachments).toEqual(first.guest.attachments);
    expect(upload).toHaveBeenCalledTimes(2); // the stored images are not sent again
    expect(supabase.storage.remove).not.toHaveBeenCalled(); // kept for the retry; the purge takes abandoned ones
  });

  it("asks to sign in again when add-guest answers 'unauthenticated'", async () => {
    refuse(401, 'unauthenticated', 'JWT expired');
    const { u } = await renderFilledForm();
    await submit(u);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please sign in again.');
  });

  it('asks to log in again without a session, and needs a hotel id', async () => {
    supabase.auth.getSession.mockResolvedValue({ data: { session: null } });
    const { u, router } = await renderFilledForm();
    await submit(u);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please log in again.');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 2000 });
    // Signed out locally first, so the /login guard does not send a user it still thinks signed in back.
    expect(supabase.auth.signOut).toHaveBeenCalledWith({ scope: 'local' });
  });

  it("says 'Hotel ID not found.' without a hotel", async () => {
    const u = user();
    await renderForm({ hotelId: null });
    await fillRequired(u);
    await submit(u);
    expect(await screen.findByRole('alert')).toHaveTextContent('Hotel ID not found.');
  });
});
