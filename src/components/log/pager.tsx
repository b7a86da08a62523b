/** Previous / Next paging for the log tables, with "Page N of M"; hidden when one page holds all. */
import { Button } from '@/components/ui/button';

export function Pager({
  label,
  page,
  pageCount,
  onPage,
}: {
  /** Names the navigation, e.g. "Deletion receipts pages". */
  label: string;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-end gap-2 pt-3 text-sm text-slate-600">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span aria-live="polite">
        Page {page} of {pageCount}
      </span>
      <Button variant="secondary" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
