/** Deletion receipts, newest first, 10 a page: what was deleted, how big, under which rule, by whom. */
import { useState } from 'react';
import { RECEIPTS_PAGE_SIZE, useDeletionReceipts } from '../api/list-deletion-receipts';
import { dateTime, fileSize, objectLabel, ruleLabel } from './cells';
import { Pager } from './pager';
import { cellClass, headClass, QueryState, Section, tableClass } from './section';

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
        <div className="overflow-x-auto">
          <table className={tableClass} aria-label="Deletion receipts">
            <thead className={headClass}>
              <tr>
                <th scope="col" className="px-2 py-2">
                  Deleted
                </th>
                <th scope="col" className="px-2 py-2">
                  Object
                </th>
                <th scope="col" className="px-2 py-2">
                  Size
                </th>
                <th scope="col" className="px-2 py-2">
                  Rule
                </th>
                <th scope="col" className="px-2 py-2">
                  Deleted by
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {receipts.data?.rows.map((r) => (
                <tr key={r.id}>
                  <td className={cellClass}>{dateTime(r.deleted_at)}</td>
                  <td className={cellClass} title={r.object_name ?? undefined}>
                    {r.object_name ? objectLabel(r.object_name) : '-'}
                  </td>
                  <td className={`${cellClass} tabular-nums`}>{fileSize(r.size_bytes)}</td>
                  <td className={cellClass}>{ruleLabel(r.rule)}</td>
                  <td className={cellClass}>{r.deleted_by_label ?? '-'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
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
