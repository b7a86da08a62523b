/**
 * /checkin#t=…: a guest's own online check-in, no login (docs/online-check-in.md#the-guests-page). The
 * route itself stays small (a phone on a slow network paints the page's frame at once): its loader
 * starts the link's `checkin-open` request and the page's chunk (form, languages, signature pad) side by
 * side, and the frame shows until both are in.
 */
import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { openCheckinQueryOptions } from '@/features/checkin/api/open-checkin';
import { CheckinPending } from '@/features/checkin/components/checkin-pending';
import { tokenFromHash } from '@/features/checkin/lib/token-from-hash';

const loadPage = () => import('./-components/checkin-composed');
const ComposedCheckinPage = lazy(() => loadPage().then((module) => ({ default: module.ComposedCheckinPage })));

export const Route = createFileRoute('/checkin')({
  loader: ({ context, location }) => {
    const token = tokenFromHash(location.hash);
    if (token) void context.queryClient.prefetchQuery(openCheckinQueryOptions(token));
    // A failed chunk load surfaces through the lazy component below (the route's error boundary).
    loadPage().catch(() => undefined);
  },
  component: () => (
    <Suspense fallback={<CheckinPending />}>
      <ComposedCheckinPage />
    </Suspense>
  ),
});
