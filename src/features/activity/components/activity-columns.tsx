/** The Activity table's columns: When, Who, Action, Guest (a link that filters by that guest), Details, Door. */
import type { LogColumn } from '@/components/log/log-table';
import { formatDateTime } from '@/lib/format';
import type { ActivityEntry } from '../api/list-activity';
import { DOOR_LABELS } from '../lib/activity-kinds';
import { describeAction, describeDetails, type GuestLabels } from '../lib/describe-entry';

/** A guest whose row is gone (deleted or erased since); the log keeps only the id. */
export const GONE_GUEST = 'Deleted guest';

/** Who did it: the person's email, else what acted (the schedule, an edge function, SQL). */
export const whoLabel = (entry: ActivityEntry) => entry.actor_email ?? DOOR_LABELS[entry.door] ?? '-';

/**
 * @param onGuest shows only this guest's entries (the guest filter set to their id)
 * @param labels the guest fields' labels, for the details of an edit
 */
export function activityColumns(onGuest: (guestId: string) => void, labels: GuestLabels): LogColumn<ActivityEntry>[] {
  return [
    { header: 'When', cell: (r) => formatDateTime(r.occurred_at) },
    { header: 'Who', cell: whoLabel, title: (r) => r.actor_id ?? undefined },
    { header: 'Action', cell: describeAction },
    {
      header: 'Guest',
      cell: (r) =>
        r.entity === 'guest' && r.entity_id ? (
          <button
            type="button"
            className="text-blue-700 underline-offset-2 hover:underline"
            title="Show this guest's activity only"
            onClick={() => onGuest(r.entity_id!)}
          >
            {r.guest_name ?? GONE_GUEST}
          </button>
        ) : (
          '-'
        ),
    },
    { header: 'Details', cell: (r) => describeDetails(r, labels) || '-' },
    { header: 'Door', cell: (r) => DOOR_LABELS[r.door] ?? r.door },
  ];
}
