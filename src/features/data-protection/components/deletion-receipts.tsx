/** Deletion receipts, newest first, 10 a page: what was deleted, how big, under which rule, by whom. */
import { useState } from 'react';
import { RECEIPTS_PAGE_SIZE, useDeletionReceipts, type DeletionReceipt } from '../api/list-deletion-receipts';
import { dateTime, fileSize, objectLabel, ruleLabel } from './cells';
import { Pager } from './pager';
import { LogTable, type LogColumn } from './log-table';
import { QueryState, Section } from './section';

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
  const receipts = useDeletionReceipts(hotelId, page);
  const count = receipts.data?.count ?? 0;
  return (
    <Section title="Deletion receipts" description="One receipt for every passport image deleted, newest first.">
      <QueryState
        isPending={receipts.isPending}
        isError={receipts.isError}
        isEmpty={count === 0}
        loading="Loading deletion receipts..."
        failure="Failed to load deletion receipts."
        empty="No passport images have been deleted yet."
      >
        <LogTable
          label="Deletion receipts"
          columns={COLUMNS}
          rows={receipts.data?.rows ?? []}
          rowKey={(r) => String(r.id)}
        />
        <Pager
          label="Deletion receipts pages"
          page={page}
          pageCount={Math.ceil(count / RECEIPTS_PAGE_SIZE)}
          onPage={setPage}
        />
      </QueryState>
    </Section>
  );
}
