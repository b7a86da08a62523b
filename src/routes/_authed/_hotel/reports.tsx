/** /reports: the owners' reports for the signed-in staff's hotel. */
import { createFileRoute } from '@tanstack/react-router';
import { monthlyArrivalsQueryOptions } from '@/features/reports/api/get-monthly-arrivals';
import { nationalityMixQueryOptions } from '@/features/reports/api/get-nationality-mix';
import { HotelPage } from './-components/hotel-page';
import { ReportsPage } from '@/features/reports/components/reports-page';

export const Route = createFileRoute('/_authed/_hotel/reports')({
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.prefetchQuery(monthlyArrivalsQueryOptions(context.hotelId)),
      context.queryClient.prefetchQuery(nationalityMixQueryOptions(context.hotelId)),
    ]),
  component: () => <HotelPage id="reports" title="Reports" Page={ReportsPage} />,
});
