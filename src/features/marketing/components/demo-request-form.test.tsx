import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { callsOf, fakeSupabase } from '@/testing/fake-supabase';
import { PLANS } from '../lib/plans';
import { DemoRequestForm } from './demo-request-form';

vi.mock('@/lib/supabase', () => import('@/testing/fake-supabase').then((m) => m.mockSupabase()));
const inserts = () => callsOf('contact_messages', 'insert');

function renderForm(props: Parameters<typeof DemoRequestForm>[0] = {}) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <DemoRequestForm {...props} />
    </QueryClientProvider>,
  );
}

describe('DemoRequestForm', () => {
  it('requires an email and sends nothing without one', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Request a demo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email address.');
    expect(inserts()).toEqual([]);
  });

  it('saves email only (message optional) and is replaced by the thank-you message', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText(/Email/), 'owner@villa.test');
    await userEvent.click(screen.getByRole('button', { name: 'Request a demo' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you!');
    expect(inserts()).toEqual([[{ email: 'owner@villa.test', message: null }]]);
    expect(screen.queryByRole('button', { name: 'Request a demo' })).not.toBeInTheDocument();
  });

  it('keeps the form and says so when saving fails', async () => {
    fakeSupabase.respond.mockReturnValue({ error: { message: 'permission denied' } });
    renderForm();
    await userEvent.type(screen.getByLabelText(/Email/), 'owner@villa.test');
    await userEvent.type(screen.getByLabelText(/Message/), 'Twelve rooms');
    await userEvent.click(screen.getByRole('button', { name: 'Request a demo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send message. Please try again later.');
    expect(screen.getByLabelText(/Message/)).toHaveValue('Twelve rooms');
  });

  it('names the plan a pricing button asked about and focuses the email field', async () => {
    renderForm({ requestedPlan: PLANS[1] });
    expect(screen.getByLabelText(/Message/)).toHaveValue("I'm interested in the Pro plan.");
    await waitFor(() => expect(screen.getByLabelText(/Email/)).toHaveFocus());
  });
});
