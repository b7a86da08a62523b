/**
 * From/To check-in filters and the search box (docs/product.md#screens-and-routes). Search text is debounced before it
 * reaches the URL so typing does not fire a query per key.
 */
import { useEffect, useRef, useState } from 'react';
import { DateFilter, filterInputClass } from '@/components/ui/date-filter';
import type { GuestListSearch } from '../api/guest-list-search';

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A filter change applied to the URL state as it is when the change lands, not as it was when the user
 * started typing: a row opened or a page picked during the debounce survives it.
 */
export type FilterUpdate = (prev: GuestListSearch) => GuestListSearch;

export function GuestFilters({
  search,
  onChange,
}: {
  search: GuestListSearch;
  onChange: (update: FilterUpdate) => void;
}) {
  const [text, setText] = useState(search.q ?? '');
  // The page shown when the typing began: a filter change goes back to page 1 unless the user has
  // picked another page since.
  const typedOnPage = useRef(search.page);
  // The URL's q changed from elsewhere (back button, a link): show it (adjusting state while rendering).
  const [shownQ, setShownQ] = useState(search.q);
  if (shownQ !== search.q) {
    setShownQ(search.q);
    setText(search.q ?? '');
  }
  useEffect(() => {
    if (text === (search.q ?? '')) return;
    const timer = setTimeout(
      () =>
        onChange((prev) => ({
          ...prev,
          q: text || undefined,
          page: prev.page === typedOnPage.current ? undefined : prev.page,
        })),
      SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [text, search.q, onChange]);

  return (
    <div className="flex flex-wrap items-end gap-3">
      <DateFilter label="From" value={search.from} max={search.to} onPick={(from) => onChange(resetPage({ from }))} />
      <DateFilter label="To" value={search.to} min={search.from} onPick={(to) => onChange(resetPage({ to }))} />
      <label className="flex min-w-60 flex-1 flex-col gap-1 text-sm font-medium text-slate-700">
        Search
        <input
          type="search"
          className={filterInputClass}
          placeholder="Search by name, email, or phone"
          value={text}
          onChange={(e) => {
            if (text === (search.q ?? '')) typedOnPage.current = search.page;
            setText(e.target.value);
          }}
        />
      </label>
    </div>
  );
}

/** Any date filter change starts again at page 1. */
const resetPage =
  (change: Pick<GuestListSearch, 'from' | 'to'>): FilterUpdate =>
  (prev) => ({ ...prev, ...change, page: undefined });
