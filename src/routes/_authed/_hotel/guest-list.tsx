/** /guest-list (docs/product.md#screens-and-routes): URL-validated filters, a loader that primes the first page, the page. */
import { useCallback } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { filtersFromSearch, guestListSearchSchema } from '@/features/guests/lib/guest-list-search';
import { guestPageQueryOptions } from '@/features/guests/api/list-guests';
import { GuestListPage, type GuestListPageProps } from '@/features/guests/components/guest-list-page';
import { useAuth } from '@/features/auth/components/auth-provider';
import { useHotel } from '@/lib/hotel';
import { parseFormFields } from '@shared/guest-fields';

export const Route = createFileRoute('/_authed/_hotel/guest-list')({
  validateSearch: guestListSearchSchema,
  loaderDeps: ({ search }) => filtersFromSearch(search),
  // Prime the page without blocking navigation: a filter change lands in the URL at once, so a second
  // change made while the first page loads builds on it (a blocking loader dropped From when To was
  // set quickly). The page shows its own loading state and 'Failed to fetch guests.'.
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(guestPageQueryOptions(context.hotelId, deps)),
  component: GuestListRoute,
});

function GuestListRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { hotelId } = Route.useRouteContext();
  const hotel = useHotel(hotelId);
  const { userId } = useAuth();
  // The updater runs on the search of the moment, so a debounced change merges into what the user did since.
  const onSearchChange = useCallback<GuestListPageProps['onSearchChange']>(
    (update) => void navigate({ search: (prev) => update(prev), replace: true }),
    [navigate],
  );
  return (
    <GuestListPage
      hotelId={hotelId}
      hotelName={hotel.data?.name}
      userId={userId}
      formFields={parseFormFields(hotel.data?.form_fields)}
      search={search}
      onSearchChange={onSearchChange}
    />
  );
}
