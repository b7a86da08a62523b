/** /arrivals: expected arrivals and their online check-in links (docs/online-check-in.md#arrivals). */
import { createFileRoute } from '@tanstack/react-router';
import { arrivalsQueryOptions } from '@/features/arrivals/api/list-arrivals';
import { useAuth } from '@/features/auth/components/auth-provider';
import { ArrivalsPage } from '@/features/arrivals/components/arrivals-page';

export const Route = createFileRoute('/_authed/_hotel/arrivals')({
  loader: ({ context }) => context.queryClient.prefetchQuery(arrivalsQueryOptions(context.hotelId)),
  component: ArrivalsRoute,
});

function ArrivalsRoute() {
  const { hotelId } = Route.useRouteContext();
  const { userId } = useAuth();
  return (
    <section aria-labelledby="arrivals-title" className="flex flex-col gap-4">
      <h1 id="arrivals-title" className="text-2xl font-semibold text-slate-900">
        Arrivals
      </h1>
      <ArrivalsPage hotelId={hotelId} userId={userId} />
    </section>
  );
}
