import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderFilledForm, submit } from '../testing/register-form-harness';
import { resetRegisterFakes, saveSucceeds, stayLeads, supabase } from '../testing/register-form-fake';

vi.mock('@/lib/supabase', () => import('../testing/register-form-fake').then((m) => m.mockSupabaseModule()));
vi.mock('../api/upload-passport', () => import('../testing/register-form-fake').then((m) => m.mockUploadModule()));
vi.mock('../api/strip-metadata', () => import('../testing/register-form-fake').then((m) => m.mockStripModule()));

const STAY = '5d1f9a3e-7c2b-4e8f-9a61-2b3c4d5e6f70';
const sentBody = () => supabase.functions.invoke.mock.calls[0]?.[1].body;

describe('guest registration form: travels with (docs/product.md#guest-registration)', () => {
  beforeEach(() => {
    resetRegisterFakes();
    saveSucceeds();
  });

  it('shows no "Travels with" when nobody leads a stay today, and registers a stay of one', async () => {
    const { u } = await renderFilledForm();
    expect(screen.queryByRole('group', { name: 'Travels with' })).toBeNull();
    await submit(u);
    await waitFor(() => expect(sentBody()).toBeDefined());
    expect(sentBody()).not.toHaveProperty('stay');
  });

  it("puts a companion into today's lead's stay, with their role and relationship", async () => {
    stayLeads.push({ stay_id: STAY, first_name: 'Giulia', last_name: 'Rossi', room: '12' });
    const { u } = await renderFilledForm();
    const lead = await screen.findByRole('combobox', { name: 'Lead guest' });
    expect(screen.getByRole('option', { name: 'Giulia Rossi · room 12' })).toBeTruthy();
    await u.selectOptions(lead, STAY);
    await submit(u);
    // A lead without a role is not sent: the form says what to choose.
    expect(
      await screen.findByText('Choose how they travel with the lead guest: family member or group member'),
    ).toBeTruthy();
    expect(supabase.functions.invoke).not.toHaveBeenCalled();

    await u.selectOptions(screen.getByRole('combobox', { name: /Travels as/ }), 'family_member');
    await u.selectOptions(screen.getByRole('combobox', { name: 'Relationship to the lead (minors)' }), 'HJ');
    await submit(u);
    await waitFor(() => expect(sentBody()).toBeDefined());
    expect(sentBody()?.stay).toEqual({ id: STAY, role: 'family_member', relationship: 'HJ' });
  });
});
