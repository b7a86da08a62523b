/**
 * The log tables of the Data protection and Activity pages (access log, deletion receipts, upcoming
 * purges, activity): one look, one markup, built from the shared table parts; each caller lists its columns.
 */
import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cellClass, headClass, tableClass } from './section';

/** One column: its header, the cell of a row, and whether it holds numbers (tabular figures). */
export type LogColumn<Row> = {
  header: string;
  cell: (row: Row) => ReactNode;
  /** The cell's tooltip (e.g. the full object name behind a short label). */
  title?: (row: Row) => string | undefined;
  numeric?: boolean;
};

type LogTableProps<Row> = {
  /** The table's accessible name. */
  label: string;
  columns: readonly LogColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
};

export function LogTable<Row>({ label, columns, rows, rowKey }: LogTableProps<Row>) {
  return (
    <div className="overflow-x-auto">
      <Table className={tableClass} aria-label={label}>
        <TableHeader className={headClass}>
          <TableRow>
            {columns.map((c) => (
              <TableHead key={c.header} className="px-2 py-2">
                {c.header}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody className="divide-y divide-slate-200">
          {rows.map((row) => (
            <TableRow key={rowKey(row)}>
              {columns.map((c) => (
                <TableCell
                  key={c.header}
                  className={c.numeric ? `${cellClass} tabular-nums` : cellClass}
                  title={c.title?.(row)}
                >
                  {c.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
