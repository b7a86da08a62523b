/** The guest list page of the fake hotel with its URL state held in React state, for component tests. */
import { useState } from 'react';
import type { GuestListSearch } from '../lib/guest-list-search';
import { GuestListPage } from '../components/guest-list-page';
import { HOTEL } from './guest-list-fake';

/** @param initial the starting URL search state; @param spy sees every next search state. */
export function GuestListHarness({
  initial = {},
  spy,
}: {
  initial?: GuestListSearch;
  spy?: (s: GuestListSearch) => void;
}) {
  const [search, setSearch] = useState<GuestListSearch>(initial);
  return (
    <GuestListPage
      hotelId={HOTEL}
      search={search}
      onSearchChange={(update) =>
        setSearch((prev) => {
          const next = update(prev);
          spy?.(next);
          return next;
        })
      }
    />
  );
}
