import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createSupabaseStub, renderWithQuery } from '../test-utils';
import { CreateHotelForm } from './create-hotel-form';

const stub = vi.hoisted(() => ({ current: null as ReturnType<typeof createSupabaseStub> | null }));
vi.mock('@/lib/supabase', () => ({
  get supabase() {
    return stub.current!.client;
  },
}));

describe('CreateHotelForm', () => {
  beforeEach(() => {
    stub.current = createSupabaseStub();
  });

  it('requires both name and address', async () => {
    renderWithQuery(<CreateHotelForm />);
    await userEvent.type(screen.getByLabelText('Hotel name'), 'Harbour Inn');
    await userEvent.click(screen.getByRole('button', { name: 'Create New Hotel' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Hotel name and address are required');
    expect(stub.current!.insert).not.toHaveBeenCalled();
  });

  it('inserts the trimmed hotel and clears the form', async () => {
    renderWithQuery(<CreateHotelForm />);
    await userEvent.type(screen.getByLabelText('Hotel name'), '  Harbour Inn ');
    await userEvent.type(screen.getByLabelText('Hotel address'), '1 Quay St');
    await userEvent.click(screen.getByRole('button', { name: 'Create New Hotel' }));
    expect(await screen.findByText('Hotel "Harbour Inn" created.')).toBeInTheDocument();
    expect(stub.current!.client.from).toHaveBeenCalledWith('hotels');
    expect(stub.current!.insert).toHaveBeenCalledWith({ name: 'Harbour Inn', address: '1 Quay St' });
    expect(screen.getByLabelText('Hotel name')).toHaveValue('');
  });

  it('says "Failed to create hotel." when the insert is refused', async () => {
    stub.current!.insert.mockResolvedValue({ error: { message: 'new row violates row-level security policy' } });
    renderWithQuery(<CreateHotelForm />);
    await userEvent.type(screen.getByLabelText('Hotel name'), 'Harbour Inn');
    await userEvent.type(screen.getByLabelText('Hotel address'), '1 Quay St');
    await userEvent.click(screen.getByRole('button', { name: 'Create New Hotel' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create hotel.');
  });
});
