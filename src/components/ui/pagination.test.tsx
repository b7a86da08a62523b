import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination, pageWindow } from './pagination';

describe('Pagination', () => {
  it('numbers every page of a short list, marks the current one and says where the user is', async () => {
    const onPageChange = vi.fn();
    render(<Pagination label="Guest pages" page={2} pageCount={3} onPageChange={onPageChange} />);
    const nav = screen.getByRole('navigation', { name: 'Guest pages' });
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Previous', '1', '2', '3', 'Next']);
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(nav).toHaveTextContent('Page 2 of 3');
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPageChange.mock.calls).toEqual([[3], [1]]);
  });

  it('disables Previous on the first page and Next on the last', () => {
    const { rerender } = render(<Pagination page={1} pageCount={2} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    rerender(<Pagination page={2} pageCount={2} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('keeps Next past the known pages when the count stopped at its cap', async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={1000} pageCount={1000} hasMore onPageChange={onPageChange} />);
    expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('Page 1000 of 1,000+');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(1001);
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
