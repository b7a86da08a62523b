import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination, pageWindow } from './pagination';

describe('Pagination', () => {
  it('numbers every page of a short list and marks the current one', async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={2} pageCount={3} onPageChange={onPageChange} />);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['1', '2', '3']);
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });

  it('offers Next past the numbered pages when the count stopped at its cap', async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={1000} pageCount={1000} hasMore onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(1001);
  });

  it('steps: Previous and Next around "Page N of M", disabled at either end', async () => {
    const onPageChange = vi.fn();
    const { rerender } = render(
      <Pagination variant="steps" label="Access log pages" page={1} pageCount={2} onPageChange={onPageChange} />,
    );
    const nav = screen.getByRole('navigation', { name: 'Access log pages' });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Previous', 'Next']);
    expect(nav).toHaveTextContent('Page 1 of 2');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
    rerender(<Pagination variant="steps" page={2} pageCount={2} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('shows nothing for a single page', () => {
    const { container } = render(<Pagination page={1} pageCount={1} onPageChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('keeps long lists to first, last and nearby pages', () => {
    expect(pageWindow(10, 40)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 40]);
    expect(pageWindow(1, 40)).toEqual([1, 2, 3, 'gap', 40]);
  });
});
