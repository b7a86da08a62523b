/** Guests whose passport images are deleted in the next 7 days, soonest first. */
import { useUpcomingPurges, UPCOMING_PURGE_DAYS } from '../api/list-upcoming-purges';
import { dateTime } from './cells';
import { cellClass, headClass, QueryState, Section, tableClass } from './section';

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
        <div className="overflow-x-auto">
          <table className={tableClass} aria-label="Upcoming purges">
            <thead className={headClass}>
              <tr>
                <th scope="col" className="px-2 py-2">
                  Guest
                </th>
                <th scope="col" className="px-2 py-2">
                  Images
                </th>
                <th scope="col" className="px-2 py-2">
                  Due
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {purges.data?.map((p) => (
                <tr key={p.guestId}>
                  <td className={cellClass}>{p.guestName}</td>
                  <td className={`${cellClass} tabular-nums`}>{p.objectCount}</td>
                  <td className={cellClass}>{dateTime(p.dueAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </QueryState>
    </Section>
  );
}
