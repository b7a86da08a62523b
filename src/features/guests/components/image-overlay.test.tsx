import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeInvoke } from '@/testing/fake-supabase';
import { renderWithApp } from '@/testing/render';
import { ImageOverlay } from './image-overlay';

const GUEST = '7d3c2b1a-0000-4000-8000-000000000001';
const NAME = '0b6c1f8e-2f57-4a8e-9a51-3a8f8f0c9d11/1_p.jpg';
const { supabase } = vi.hoisted(() => ({ supabase: { functions: { invoke: vi.fn() } } }));
vi.mock('@/lib/supabase', () => ({ supabase }));

describe('image overlay', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    supabase.functions.invoke.mockImplementation(fakeInvoke());
  });

  it('signs the full-size image afresh through passport-url as a dialog view', async () => {
    const onClose = vi.fn();
    await renderWithApp(
      <ImageOverlay image={{ guestId: GUEST, name: NAME, alt: 'Passport of Ana' }} onClose={onClose} />,
    );
    const overlay = screen.getByRole('dialog', { name: 'Passport of Ana' });
    expect(await within(overlay).findByRole('img')).toHaveAttribute('src', `https://signed/${NAME}`);
    expect(supabase.functions.invoke).toHaveBeenCalledWith('passport-url', {
      body: { guestId: GUEST, context: 'dialog', objects: [NAME] },
    });
    await userEvent.click(within(overlay).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('says so when the image cannot be signed', async () => {
    supabase.functions.invoke.mockResolvedValue({ data: null, error: new Error('offline') });
    await renderWithApp(
      <ImageOverlay image={{ guestId: GUEST, name: NAME, alt: 'Passport of Ana' }} onClose={vi.fn()} />,
    );
    expect(await screen.findByText('Failed to load image.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
