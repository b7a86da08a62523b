/**
 * The guest's check-in page as /checkin shows it: the feature's page with the passport scan and the staff
 * form's image re-encoding composed in (features do not import each other). Its own chunk, loaded by the
 * route while the link's answer is on its way (docs/online-check-in.md#the-guests-page).
 */
import { CheckinPage } from '@/features/checkin/components/checkin-page';
import { stripImageMetadata } from '@/features/guests/lib/strip-metadata';
import { CheckinScan } from './checkin-scan';

export function ComposedCheckinPage() {
  return (
    <CheckinPage
      renderScan={(apply) => <CheckinScan apply={apply} />}
      prepareImage={(file) => stripImageMetadata(file)}
    />
  );
}
