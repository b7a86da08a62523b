/** /activity (docs/product.md#activity-log): the owners' activity log, its filters and page in the URL. */
import { useCallback } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { PageSection } from '@/components/ui/page-section';
import { useAuth } from '@/features/auth/components/auth-provider';
import { activitySearchSchema } from '@/features/activity/lib/activity-search';
import { ActivityPage, type ActivityPageProps } from '@/features/activity/components/activity-page';
import type { GuestLabels } from '@/features/activity/lib/describe-entry';
import { FIELD_ORDER, fieldLabel } from '@/features/guests/fields/guest-field-presentation';

/** Each guest field's label, for the entries' details (features do not import each other). */
const GUEST_LABELS = Object.fromEntries(FIELD_ORDER.map((key) => [key, fieldLabel(key)])) as GuestLabels;

export const Route = createFileRoute('/_authed/_hotel/activity')({
  validateSearch: activitySearchSchema,
  component: ActivityRoute,
});

function ActivityRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { hotelId } = Route.useRouteContext();
  const { userId } = useAuth();
  // The updater runs on the search of the moment, so a debounced change merges into what the user did since.
  const onSearchChange = useCallback<ActivityPageProps['onSearchChange']>(
    (update) => void navigate({ search: (prev) => update(prev), replace: true }),
    [navigate],
  );
  return (
    <PageSection id="activity" title="Activity" width="6xl">
      <ActivityPage
        hotelId={hotelId}
        userId={userId}
        search={search}
        onSearchChange={onSearchChange}
        guestLabels={GUEST_LABELS}
      />
    </PageSection>
  );
}
