/**
 * /checkin#t=…: a guest's own online check-in, no login (docs/online-check-in.md#the-guest-page). Its own
 * chunk. Composes the passport scan and the staff form's image re-encoding into the guest's page.
 */
import { createFileRoute } from '@tanstack/react-router';
import { CheckinPage } from '@/features/checkin/components/checkin-page';
import { stripImageMetadata } from '@/features/guests/lib/strip-metadata';
import { CheckinScan } from './-components/checkin-scan';

export const Route = createFileRoute('/checkin')({
  component: () => (
    <CheckinPage
      renderScan={(apply) => <CheckinScan apply={apply} />}
      prepareImage={(file) => stripImageMetadata(file)}
    />
  ),
});
