/** Test helpers for the admin feature: rendering with a fresh QueryClient, filling and submitting a form. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Toaster } from 'sonner';

/** Renders `ui` with a fresh QueryClient (no retries) and the toast outlet. */
export function renderWithQuery(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      {ui}
      <Toaster />
    </QueryClientProvider>,
  );
}

/** Types each value into the field its key labels, in order, then presses the `submit` button. */
export async function fillAndSubmit(values: Record<string, string>, submit: string) {
  for (const [label, text] of Object.entries(values)) await userEvent.type(screen.getByLabelText(label), text);
  await userEvent.click(screen.getByRole('button', { name: submit }));
}
