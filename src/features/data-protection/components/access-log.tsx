/**
 * The passport access log: who saw which guest's image, in what context, when; newest first,
 * paged, with Export CSV of the whole log (`passport_access_log.csv`).
 */
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { useExportAccessLog } from '../api/export-access-log';
import { ACCESS_LOG_PAGE_SIZE, useAccessLog, type AccessLogEntry } from '../api/list-access-log';
import { dateTime, objectLabel } from './cells';
import type { LogColumn } from '@/components/log/log-table';
import { PagedLog, type LogMessages } from '@/components/log/paged-log';

const MESSAGES: LogMessages = {
  loading: 'Loading access log...',
  failure: 'Failed to load the access log.',
  empty: 'No passport image has been viewed yet.',
};

const COLUMNS: LogColumn<AccessLogEntry>[] = [
  { header: 'Who', cell: (r) => r.accessed_by_email ?? '-' },
  { header: 'Guest', cell: (r) => r.guestName },
  {
    header: 'Object',
    cell: (r) => (r.object_name ? objectLabel(r.object_name) : '-'),
    title: (r) => r.object_name ?? undefined,
  },
  { header: 'Context', cell: (r) => r.context },
  { header: 'When', cell: (r) => dateTime(r.accessed_at) },
];

export function AccessLog({ hotelId }: { hotelId: string }) {
  const [page, setPage] = useState(1);
  const log = useAccessLog(hotelId, page);
  const exportCsv = useExportAccessLog(hotelId);

  async function exportAll() {
    try {
      await exportCsv.mutateAsync();
    } catch {
      toast.error('Failed to export the access log.');
    }
  }

  return (
    <PagedLog
      title="Passport access log"
      description="Every time a passport image was shown, printed, exported or erased."
      actions={
        <Button variant="secondary" onClick={() => void exportAll()} disabled={exportCsv.isPending || !log.data?.count}>
          {exportCsv.isPending ? 'Exporting…' : 'Export CSV'}
        </Button>
      }
      query={log}
      columns={COLUMNS}
      paging={{ page, pageSize: ACCESS_LOG_PAGE_SIZE, onPage: setPage, label: 'Access log pages' }}
      messages={MESSAGES}
    />
  );
}
