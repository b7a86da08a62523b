/**
 * From/To check-in filters and the search box (docs/product.md#screens-and-routes). Search text is debounced before it
 * reaches the URL so typing does not fire a query per key.
 */
import { useEffect, useState } from 'react';
import type { GuestListSearch } from '../api/guest-list-search';

export const SEARCH_DEBOUNCE_MS = 300;
const inputClass = 'rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm focus:border-blue-600';

export type FilterChange = Pick<GuestListSearch, 'from' | 'to' | 'q'>;

export function GuestFilters({
  search,
  onChange,
}: {
  search: GuestListSearch;
  onChange: (next: FilterChange) => void;
}) {
  const [text, setText] = useState(search.q ?? '');
  // The URL's search changed elsewhere (back button, a link): show it (React's "adjust state on prop change").
  const [shownQ, setShownQ] = useState(search.q);
  if (search.q !== shownQ) {
    setShownQ(search.q);
    setText(search.q ?? '');
  }
  useEffect(() => {
    if (text === (search.q ?? '')) return;
    const timer = setTimeout(
      () => onChange({ from: search.from, to: search.to, q: text || undefined }),
      SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [text, search, onChange]);

  return (
    <div className="flex flex-wrap items-end gap-3">
      <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
        From
        <input
          type="date"
          className={inputClass}
          value={search.from ?? ''}
          max={search.to}
          onChange={(e) => onChange({ ...pick(search), from: e.target.value || undefined })}
        />
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
        To
        <input
          type="date"
          className={inputClass}
          value={search.to ?? ''}
          min={search.from}
          onChange={(e) => onChange({ ...pick(search), to: e.target.value || undefined })}
        />
      </label>
      <label className="flex min-w-60 flex-1 flex-col gap-1 text-sm font-medium text-slate-700">
        Search
        <input
          type="search"
          className={inputClass}
          placeholder="Search by name, email, or phone"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </label>
    </div>
  );
}

const pick = (s: GuestListSearch): FilterChange => ({ from: s.from, to: s.to, q: s.q });
