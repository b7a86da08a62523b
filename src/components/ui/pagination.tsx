/**
 * Paging for every server-paged list (docs/architecture.md#ui-kit), in two variants: `numbered`
 * page buttons for the guest list and `steps` (Previous, "Page N of M", Next) for the owners' logs.
 * Long lists show the first, last and the pages around the current one, with gaps, so years of
 * guests still fit one row (docs/product.md#guest-list). When a count stopped at its cap
 * (`hasMore`), the pages are numbered up to what is known and Next leads past them. Nothing renders
 * while one page holds everything.
 */
import { Button } from './button';

/**
 * @param page the current page, 1-based
 * @param pageCount pages known to exist
 * @param radius pages shown on each side of the current one
 * @returns the page numbers to show, in order, with 'gap' where pages are left out
 */
export function pageWindow(page: number, pageCount: number, radius = 2): (number | 'gap')[] {
  const pages = new Set<number>([1, pageCount]);
  for (let p = page - radius; p <= page + radius; p++) if (p >= 1 && p <= pageCount) pages.add(p);
  const sorted = [...pages].filter((p) => p >= 1).sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1] > 1) out.push('gap');
    out.push(p);
  });
  return out;
}

export type PaginationProps = {
  /**
   * `numbered`: page buttons, and Next only past a capped count (the guest list,
   * docs/product.md#guest-list). `steps`: Previous, "Page N of M", Next (the owners' logs,
   * docs/product.md#activity-log).
   */
  variant?: 'numbered' | 'steps';
  /** Names the navigation landmark, e.g. "Pages" or "Access log pages". */
  label?: string;
  /** The page shown, 1-based. */
  page: number;
  /** Pages known to exist. */
  pageCount: number;
  /** More pages may follow the known ones (the count was capped). */
  hasMore?: boolean;
  onPageChange: (page: number) => void;
};

export function Pagination({
  variant = 'numbered',
  label = 'Pages',
  page,
  pageCount,
  hasMore = false,
  onPageChange,
}: PaginationProps) {
  if (pageCount <= 1 && !hasMore) return null;
  const size = variant === 'steps' ? 'md' : 'sm';
  const next = (
    <Button
      variant="secondary"
      size={size}
      disabled={page >= pageCount && !hasMore}
      onClick={() => onPageChange(page + 1)}
    >
      Next
    </Button>
  );
  if (variant === 'steps')
    return (
      <nav aria-label={label} className="flex items-center justify-end gap-2 pt-3 text-sm text-slate-600">
        <Button variant="secondary" size={size} disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          Previous
        </Button>
        <span aria-live="polite">
          Page {page} of {pageCount.toLocaleString('en-US')}
          {hasMore ? '+' : ''}
        </span>
        {next}
      </nav>
    );
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-center gap-1">
      {pageWindow(page, pageCount).map((p, i) =>
        p === 'gap' ? (
          <span key={`gap-${i}`} className="px-1 text-slate-400" aria-hidden="true">
            …
          </span>
        ) : (
          <Button
            key={p}
            variant={p === page ? 'primary' : 'secondary'}
            size="sm"
            className="min-w-9"
            aria-label={`Page ${p}`}
            aria-current={p === page ? 'page' : undefined}
            onClick={() => onPageChange(p)}
          >
            {p}
          </Button>
        ),
      )}
      {hasMore && next}
    </nav>
  );
}
