/** /arrivals: expected arrivals and their online check-in links (docs/online-check-in.md#arrivals). */
import { createFileRoute } from '@tanstack/react-router';
import { PageSection } from '@/components/ui/page-section';
import { arrivalsQueryOptions } from '@/features/arrivals/api/list-arrivals';
import { ArrivalsPage } from '@/features/arrivals/components/arrivals-page';
import { useAuth } from '@/features/auth/components/auth-provider';

export const Route = createFileRoute('/_authed/_hotel/arrivals')({
  loader: ({ context }) => context.queryClient.prefetchQuery(arrivalsQueryOptions(context.hotelId)),
  component: ArrivalsRoute,
});

/** The signed-in user too: the owner may check a registration card. */
function ArrivalsRoute() {
  const { hotelId } = Route.useRouteContext();
  const { userId } = useAuth();
  return (
    <PageSection id="arrivals" title="Arrivals">
      <ArrivalsPage hotelId={hotelId} userId={userId} />
    </PageSection>
  );
}
