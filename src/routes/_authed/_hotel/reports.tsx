/** /reports: the owners' reports for the signed-in staff's hotel. */
import { createFileRoute } from '@tanstack/react-router';
import { monthlyArrivalsQueryOptions } from '@/features/reports/api/get-monthly-arrivals';
import { nationalityMixQueryOptions } from '@/features/reports/api/get-nationality-mix';
import { ReportsPage } from '@/features/reports/components/reports-page';

export const Route = createFileRoute('/_authed/_hotel/reports')({
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.prefetchQuery(monthlyArrivalsQueryOptions(context.hotelId)),
      context.queryClient.prefetchQuery(nationalityMixQueryOptions(context.hotelId)),
    ]),
  component: ReportsRoute,
});

function ReportsRoute() {
  const { hotelId } = Route.useRouteContext();
  return (
    <section aria-labelledby="reports-title" className="flex flex-col gap-4">
      <h1 id="reports-title" className="text-2xl font-semibold text-slate-900">
        Reports
      </h1>
      <ReportsPage hotelId={hotelId} />
    </section>
  );
}
