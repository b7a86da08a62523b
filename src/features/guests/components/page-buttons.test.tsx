import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PageButtons, pageWindow } from './page-buttons';

describe('numbered page buttons', () => {
  it('shows every page of a short list and marks the current one', async () => {
    const onSelect = vi.fn();
    render(<PageButtons page={2} pageCount={3} onSelect={onSelect} />);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['1', '2', '3']);
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onSelect).toHaveBeenCalledWith(3);
  });

  it('shows nothing for a single page', () => {
    const { container } = render(<PageButtons page={1} pageCount={1} onSelect={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('keeps long lists to first, last and nearby pages', () => {
    expect(pageWindow(10, 40)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 40]);
    expect(pageWindow(1, 40)).toEqual([1, 2, 3, 'gap', 40]);
  });
});
