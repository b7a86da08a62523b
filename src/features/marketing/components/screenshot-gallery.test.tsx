import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SCREENSHOTS } from '../lib/screenshots';
import { ScreenshotGallery } from './screenshot-gallery';

describe('ScreenshotGallery', () => {
  it('shows seven screenshots (docs/product.md#limits)', () => {
    render(<ScreenshotGallery />);
    expect(screen.getAllByRole('button', { name: /^Enlarge screenshot/ })).toHaveLength(7);
    expect(SCREENSHOTS).toHaveLength(7);
  });

  it('enlarges on click, steps with the arrow keys and closes with Escape, returning focus', async () => {
    render(<ScreenshotGallery />);
    const thumb = screen.getByRole('button', { name: 'Enlarge screenshot: Guest list' });
    await userEvent.click(thumb);
    // The viewer's module loads on the first enlargement.
    const dialog = await screen.findByRole('dialog', { name: 'Guest list' });
    expect(dialog).toHaveTextContent('3 of 7');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Guest details' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('dialog', { name: 'Register a guest' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Focus returns to the thumbnail of the image last shown.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Enlarge screenshot: Register a guest' })).toHaveFocus(),
    );
    expect(thumb).not.toHaveFocus();
  });

  it('opens from the keyboard and wraps around from the last to the first', async () => {
    render(<ScreenshotGallery />);
    screen.getByRole('button', { name: 'Enlarge screenshot: Plans and pricing' }).focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Plans and pricing' });
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Hotel login' })).toBeInTheDocument();
  });
});
