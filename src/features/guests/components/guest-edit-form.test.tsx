import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fieldRefusal } from '../lib/database-refusal';
import { guestFixture } from '../testing/guest-fixture';
import { GUEST_EDIT_FORM_ID, GuestEditForm } from './guest-edit-form';

const stored = guestFixture({
  first_name: 'Ana',
  last_name: 'Silva',
  nationality: 'Portuguese', // an old guest's free text
  room: '12',
  travel_agent_name: 'Blue Sky',
  phone: '+351 1',
});

function renderForm(onSave = vi.fn().mockResolvedValue(null)) {
  render(
    <>
      <GuestEditForm guest={stored} onSave={onSave} />
      <button type="submit" form={GUEST_EDIT_FORM_ID}>
        Save
      </button>
    </>,
  );
  return onSave;
}
const box = (name: string) => screen.getByRole('textbox', { name });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));
/** Clears a text box and pastes `text` (one event, not one per key: quick under load). */
async function replace(name: string, text: string) {
  await userEvent.clear(box(name));
  if (text) await userEvent.click(box(name)).then(() => userEvent.paste(text));
}

// Seventeen inputs with two country lists: jsdom needs a few seconds per test on a busy machine.
describe('guest edit form', { timeout: 15_000 }, () => {
  it('refuses what registration refuses, with the same messages on the fields', async () => {
    const onSave = renderForm();
    await replace('First Name', '');
    await replace('Phone', 'call me maybe');
    await replace('Travel Agent Name', '<b>Japanese</b>');
    await save();
    await waitFor(() => expect(box('First Name')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('Must contain only digits, spaces and + ( ) -')).toBeInTheDocument();
    expect(screen.getByText('Must not contain < > or control characters')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves only the changed fields; an old free-text nationality stays until it is changed', async () => {
    const onSave = renderForm();
    expect(screen.getByRole('combobox', { name: 'Nationality' })).toHaveValue('Portuguese');
    await replace('Room', '14B');
    await userEvent.type(screen.getByLabelText('Date of Birth'), '1990-04-25');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sex' }), 'F');
    await save();
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ room: '14B', dateOfBirth: '1990-04-25', sex: 'F' }));
  });

  it('takes a country from the list for the nationality once it is edited', async () => {
    const onSave = renderForm();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Nationality' }), 'JPN');
    await save();
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ nationality: 'JPN' }));
  });

  it("puts the database's refusal on the field it names", async () => {
    const refusal = fieldRefusal({
      code: '23514',
      message: 'new row for relation "guests" violates check constraint "guests_room_length"',
    });
    expect(refusal).toEqual({
      field: 'room',
      message: 'Must be at most 50 characters (refused by the database: guests_room_length)',
    });
    renderForm(vi.fn().mockResolvedValue(refusal));
    await userEvent.type(box('Room'), 'X');
    await save();
    expect(await screen.findByText(refusal!.message)).toBeInTheDocument();
    expect(box('Room')).toHaveAttribute('aria-invalid', 'true');
  });

  it('leaves refusals that name no field to the general message', () => {
    expect(fieldRefusal({ code: '42501', message: 'permission denied for table guests' })).toBeNull();
    expect(fieldRefusal(new Error('offline'))).toBeNull();
    expect(
      fieldRefusal({
        code: '23502',
        message: 'null value in column "check_in" of relation "guests" violates not-null constraint',
      }),
    ).toEqual({ field: 'checkIn', message: 'Required' });
  });
});
