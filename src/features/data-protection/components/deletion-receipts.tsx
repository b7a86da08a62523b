/** Deletion receipts, newest first, 10 a page: what was deleted, how big, under which rule, by whom. */
import { useState } from 'react';
import { RECEIPTS_PAGE_SIZE, useDeletionReceipts, type DeletionReceipt } from '../api/list-deletion-receipts';
import { dateTime, fileSize, objectLabel, ruleLabel } from './cells';
import type { LogColumn } from '@/components/log/log-table';
import { PagedLog, type LogMessages } from '@/components/log/paged-log';

const MESSAGES: LogMessages = {
  loading: 'Loading deletion receipts...',
  failure: 'Failed to load deletion receipts.',
  empty: 'No passport images have been deleted yet.',
};

const COLUMNS: LogColumn<DeletionReceipt>[] = [
  { header: 'Deleted', cell: (r) => dateTime(r.deleted_at) },
  {
    header: 'Object',
    cell: (r) => (r.object_name ? objectLabel(r.object_name) : '-'),
    title: (r) => r.object_name ?? undefined,
  },
  { header: 'Size', cell: (r) => fileSize(r.size_bytes), numeric: true },
  { header: 'Rule', cell: (r) => ruleLabel(r.rule) },
  { header: 'Deleted by', cell: (r) => r.deleted_by_label ?? '-' },
];

export function DeletionReceipts({ hotelId }: { hotelId: string }) {
  const [page, setPage] = useState(1);
  return (
    <PagedLog
      title="Deletion receipts"
      description="One receipt for every passport image deleted, newest first."
      query={useDeletionReceipts(hotelId, page)}
      columns={COLUMNS}
      paging={{ page, pageSize: RECEIPTS_PAGE_SIZE, onPage: setPage, label: 'Deletion receipts pages' }}
      messages={MESSAGES}
    />
  );
}
