/**
 * The passport access log: who saw which guest's image, in what context, when; newest first,
 * paged, with Export CSV of the whole log (`passport_access_log.csv`).
 */
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { useExportAccessLog } from '../api/export-access-log';
import { ACCESS_LOG_PAGE_SIZE, useAccessLog } from '../api/list-access-log';
import { dateTime, objectLabel } from './cells';
import { Pager } from './pager';
import { cellClass, headClass, QueryState, Section, tableClass } from './section';

export function AccessLog({ hotelId }: { hotelId: string }) {
  const [page, setPage] = useState(1);
  const log = useAccessLog(hotelId, page);
  const exportCsv = useExportAccessLog(hotelId);
  const count = log.data?.count ?? 0;

  async function exportAll() {
    try {
      await exportCsv.mutateAsync();
    } catch {
      toast.error('Failed to export the access log.');
    }
  }

  return (
    <Section
      title="Passport access log"
      description="Every time a passport image was shown, printed, exported or erased."
      actions={
        <Button variant="secondary" onClick={() => void exportAll()} disabled={exportCsv.isPending || count === 0}>
          {exportCsv.isPending ? 'Exporting…' : 'Export CSV'}
        </Button>
      }
    >
      <QueryState
        isPending={log.isPending}
        isError={log.isError}
        isEmpty={count === 0}
        loading="Loading access log..."
        failure="Failed to load the access log."
        empty="No passport image has been viewed yet."
      >
        <div className="overflow-x-auto">
          <table className={tableClass} aria-label="Passport access log">
            <thead className={headClass}>
              <tr>
                <th scope="col" className="px-2 py-2">
                  Who
                </th>
                <th scope="col" className="px-2 py-2">
                  Guest
                </th>
                <th scope="col" className="px-2 py-2">
                  Object
                </th>
                <th scope="col" className="px-2 py-2">
                  Context
                </th>
                <th scope="col" className="px-2 py-2">
                  When
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {log.data?.rows.map((r) => (
                <tr key={r.id}>
                  <td className={cellClass}>{r.accessed_by_email ?? '-'}</td>
                  <td className={cellClass}>{r.guestName}</td>
                  <td className={cellClass} title={r.object_name ?? undefined}>
                    {r.object_name ? objectLabel(r.object_name) : '-'}
                  </td>
                  <td className={cellClass}>{r.context}</td>
                  <td className={cellClass}>{dateTime(r.accessed_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Pager
          label="Access log pages"
          page={page}
          pageCount={Math.ceil(count / ACCESS_LOG_PAGE_SIZE)}
          onPage={setPage}
        />
      </QueryState>
    </Section>
  );
}
