/** Renders and fills the registration form in tests that mock its modules with register-form-fake.ts. */
import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import userEvent from '@testing-library/user-event';
import { pendingReveals } from '@/lib/reveal-after-paint';
import { renderWithApp } from '@/testing/render';
import { RegisterGuestForm, type RegisterGuestFormProps } from '../components/register-guest-form';
import { HOTEL, image } from './register-form-fake';

/** A user that may pick any file (the input's `accept` is not applied, as a drag and drop would not). */
export const user = () => userEvent.setup({ applyAccept: false });
type User = ReturnType<typeof user>;

/** Fills the required fields of an all-shown form, but those labelled in `except`. */
export async function fillRequired(u: User, except: string[] = []) {
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

/**
 * Waits until the whole form is on the page: its lower part and country lists come a frame or two
 * after its first fields (src/lib/reveal-after-paint.ts), as a user sees them come in.
 */
export const formShown = () => waitFor(() => expect(pendingReveals()).toBe(0));

/** Renders the form of `HOTEL` with every field shown (`props` change that); returns the user too. */
export async function renderForm(props: Partial<RegisterGuestFormProps> = {}) {
  const u = user();
  const view = await renderWithApp(<RegisterGuestForm hotelId={HOTEL} formFields={{}} {...props} />);
  await formShown();
  return { u, ...view };
}

/** Renders the form, fills it, attaches the `images` named (waiting until the last is listed). */
export async function renderFilledForm(images: string[] = [], props: Partial<RegisterGuestFormProps> = {}) {
  const rendered = await renderForm(props);
  await fillRequired(rendered.u);
  if (images.length) {
    await rendered.u.upload(
      screen.getByLabelText(/Attach passport images/),
      images.map((n) => image(n)),
    );
    await screen.findByText(images[images.length - 1]);
  }
  return rendered;
}

/** Presses Register Guest. */
export const submit = (u: User) => u.click(screen.getByRole('button', { name: 'Register Guest' }));
