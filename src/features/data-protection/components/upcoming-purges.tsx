/** Guests whose passport images are deleted in the next 7 days, soonest first. */
import { useUpcomingPurges, UPCOMING_PURGE_DAYS, type UpcomingPurge } from '../api/list-upcoming-purges';
import { dateTime } from './cells';
import { LogTable, type LogColumn } from '@/components/log/log-table';
import { QueryState, Section } from '@/components/log/section';

const COLUMNS: LogColumn<UpcomingPurge>[] = [
  { header: 'Guest', cell: (p) => p.guestName },
  { header: 'Images', cell: (p) => p.objectCount, numeric: true },
  { header: 'Due', cell: (p) => dateTime(p.dueAt) },
];

export function UpcomingPurges({ hotelId }: { hotelId: string }) {
  const purges = useUpcomingPurges(hotelId);
  return (
    <Section
      title="Upcoming purges"
      description={`Passport images due for deletion in the next ${UPCOMING_PURGE_DAYS} days.`}
    >
      <QueryState
        isPending={purges.isPending}
        isError={purges.isError}
        isEmpty={purges.data?.length === 0}
        loading="Loading upcoming purges..."
        failure="Failed to load upcoming purges."
        empty={`No passport images are due for deletion in the next ${UPCOMING_PURGE_DAYS} days.`}
      >
        <LogTable label="Upcoming purges" columns={COLUMNS} rows={purges.data ?? []} rowKey={(p) => p.guestId} />
      </QueryState>
    </Section>
  );
}
