/**
 * The Activity page's filters (docs/product.md#activity-log): kind of change, person, From/To dates
 * (inclusive) and guest (a name fragment or, from a row's guest link, the guest's id). Every change
 * goes to the URL and back to page 1; the guest text is debounced so typing does not query per key.
 */
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { DateFilter, filterInputClass as control, filterLabelClass as labelClass } from '@/components/ui/date-filter';
import { ACTIVITY_KIND_KEYS, ACTIVITY_KINDS, SCHEDULE_PERSON } from '../lib/activity-kinds';
import type { ActivityPerson } from '../api/list-activity-people';
import type { ActivitySearch } from '../api/activity-search';

export const GUEST_FILTER_DEBOUNCE_MS = 300;

/** A filter change, applied to the URL state of the moment it lands. */
export type ActivitySearchUpdate = (prev: ActivitySearch) => ActivitySearch;

/** Sets one filter (undefined clears it) and goes back to page 1. */
export const setFilter =
  <K extends Exclude<keyof ActivitySearch, 'page'>>(key: K, value: ActivitySearch[K]): ActivitySearchUpdate =>
  (prev) => ({ ...prev, [key]: value, page: undefined });

export function ActivityFilters({
  search,
  people,
  onChange,
}: {
  search: ActivitySearch;
  people: readonly ActivityPerson[];
  onChange: (update: ActivitySearchUpdate) => void;
}) {
  const [guest, setGuest] = useState(search.guest ?? '');
  // The URL's guest changed elsewhere (a row's guest link, Clear): show it (adjusting state while rendering).
  const [shownGuest, setShownGuest] = useState(search.guest);
  if (shownGuest !== search.guest) {
    setShownGuest(search.guest);
    setGuest(search.guest ?? '');
  }
  useEffect(() => {
    if (guest.trim() === (search.guest ?? '')) return;
    const timer = setTimeout(() => onChange(setFilter('guest', guest.trim() || undefined)), GUEST_FILTER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [guest, search.guest, onChange]);

  const filtered = Boolean(search.action || search.person || search.from || search.to || search.guest);
  return (
    <div className="mb-3 flex flex-wrap items-end gap-3" role="search" aria-label="Activity filters">
      <label className={labelClass}>
        Action
        <select
          className={control}
          value={search.action ?? ''}
          onChange={(e) => onChange(setFilter('action', (e.target.value || undefined) as ActivitySearch['action']))}
        >
          <option value="">All actions</option>
          {ACTIVITY_KIND_KEYS.map((key) => (
            <option key={key} value={key}>
              {ACTIVITY_KINDS[key].label}
            </option>
          ))}
        </select>
      </label>
      <label className={labelClass}>
        Person
        <select
          className={control}
          value={search.person ?? ''}
          onChange={(e) => onChange(setFilter('person', e.target.value || undefined))}
        >
          <option value="">Everyone</option>
          {people.map((p) => (
            <option key={p.id} value={p.id}>
              {p.email}
            </option>
          ))}
          <option value={SCHEDULE_PERSON}>Schedule (automatic)</option>
        </select>
      </label>
      <DateFilter
        label="From"
        value={search.from}
        max={search.to}
        onPick={(from) => onChange(setFilter('from', from))}
      />
      <DateFilter label="To" value={search.to} min={search.from} onPick={(to) => onChange(setFilter('to', to))} />
      <label className={`${labelClass} min-w-48 flex-1`}>
        Guest
        <input
          type="search"
          className={control}
          placeholder="Guest name or ID"
          value={guest}
          onChange={(e) => setGuest(e.target.value)}
        />
      </label>
      {filtered && (
        <Button variant="secondary" onClick={() => onChange(() => ({}))}>
          Clear filters
        </Button>
      )}
    </div>
  );
}
