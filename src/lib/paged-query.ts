/**
 * The query options of a server-paged list (the guest list, the owners' logs, the police report history): the page on
 * screen stays while the next one loads (TanStack Query's `keepPreviousData`), so the pager never
 * flashes an empty table.
 */
import { keepPreviousData, queryOptions, type QueryKey } from '@tanstack/react-query';

export function pagedQueryOptions<TData, TKey extends QueryKey>(queryKey: TKey, queryFn: () => Promise<TData>) {
  return queryOptions({ queryKey, queryFn, placeholderData: keepPreviousData });
}
