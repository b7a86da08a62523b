/** /police-reports: the stays to report to the police, the file, and its history (docs/police-reports.md#the-page). */
import { createFileRoute } from '@tanstack/react-router';
import { PageSection } from '@/components/ui/page-section';
import { policeAuthorityQueryOptions } from '@/features/police-reports/api/get-police-authority';
import { staysToReportQueryOptions } from '@/features/police-reports/api/list-stays-to-report';
import { PoliceReportsPage } from '@/features/police-reports/components/police-reports-page';
import { policeReportsSearchSchema } from '@/features/police-reports/lib/police-reports-search';

export const Route = createFileRoute('/_authed/_hotel/police-reports')({
  validateSearch: policeReportsSearchSchema,
  loader: ({ context }) =>
    void Promise.all([
      context.queryClient.prefetchQuery(policeAuthorityQueryOptions(context.hotelId)),
      context.queryClient.prefetchQuery(staysToReportQueryOptions(context.hotelId)),
    ]),
  component: PoliceReportsRoute,
});

function PoliceReportsRoute() {
  const { hotelId } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <PageSection id="police-reports" title="Police reports">
      <PoliceReportsPage
        hotelId={hotelId}
        day={search.day}
        page={search.page ?? 1}
        onDayChange={(day) => void navigate({ search: (prev) => ({ ...prev, day }), replace: true })}
        onPageChange={(page) => void navigate({ search: (prev) => ({ ...prev, page }) })}
      />
    </PageSection>
  );
}
