/**
 * A titled, paged log (Data protection's access log and deletion receipts, the Activity page): its
 * loading, failure and empty states, the rows as a LogTable named by the title, and Previous / Next paging.
 */
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Pager } from './pager';
import { LogTable, type LogColumn } from './log-table';
import { QueryState, Section } from './section';

/** What the section says while its query loads, when it fails, and when the log has no rows. */
export type LogMessages = { loading: string; failure: string; empty: string };

type PagedLogProps<Row extends { id: number | string }> = {
  title: string;
  description: string;
  actions?: ReactNode;
  /** One page of the log (`rows`) and the total row count. */
  query: UseQueryResult<{ rows: Row[]; count: number }>;
  columns: readonly LogColumn<Row>[];
  /** The 1-based page shown, rows a page, and the setter Previous / Next call. */
  paging: { page: number; pageSize: number; onPage: (page: number) => void; label: string };
  messages: LogMessages;
};

export function PagedLog<Row extends { id: number | string }>({
  title,
  description,
  actions,
  query,
  columns,
  paging,
  messages,
}: PagedLogProps<Row>) {
  const count = query.data?.count ?? 0;
  return (
    <Section title={title} description={description} actions={actions}>
      <QueryState isPending={query.isPending} isError={query.isError} isEmpty={count === 0} {...messages}>
        <LogTable label={title} columns={columns} rows={query.data?.rows ?? []} rowKey={(r) => String(r.id)} />
        <Pager
          label={paging.label}
          page={paging.page}
          pageCount={Math.ceil(count / paging.pageSize)}
          onPage={paging.onPage}
        />
      </QueryState>
    </Section>
  );
}
