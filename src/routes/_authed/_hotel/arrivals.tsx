/** /arrivals: expected arrivals and their online check-in links (docs/online-check-in.md#arrivals). */
import { createFileRoute } from '@tanstack/react-router';
import { arrivalsQueryOptions } from '@/features/arrivals/api/list-arrivals';
import { HotelPage } from './-components/hotel-page';
import { ArrivalsPage } from '@/features/arrivals/components/arrivals-page';

export const Route = createFileRoute('/_authed/_hotel/arrivals')({
  loader: ({ context }) => context.queryClient.prefetchQuery(arrivalsQueryOptions(context.hotelId)),
  component: () => <HotelPage id="arrivals" title="Arrivals" Page={ArrivalsPage} />,
});
