/** A titled report section: the chart on top, the numbers behind it in a table below. */
import type { ReactElement, ReactNode } from 'react';
import { ResponsiveContainer } from 'recharts';
import { cardVariants } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';

export function ReportCard({
  title,
  description,
  chart,
  table,
}: {
  title: string;
  description: string;
  /** A recharts chart; the card sizes it to its box. */
  chart: ReactElement;
  table: ReactNode;
}) {
  const id = `report-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section aria-labelledby={id} className={cardVariants({ padding: 'sm' })}>
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <p className="mb-3 text-sm text-slate-600">{description}</p>
      <div className="h-64 w-full" aria-hidden="true">
        <ResponsiveContainer>{chart}</ResponsiveContainer>
      </div>
      <div className="mt-3 max-h-56 overflow-auto">{table}</div>
    </section>
  );
}

/** A small numbers table: `columns` headers, `rows` of cell texts. */
export function NumbersTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: string[];
  rows: (string | number)[][];
}) {
  return (
    <Table>
      <caption className="sr-only">{caption}</caption>
      <TableHeader className="border-b border-slate-200 text-slate-600">
        <TableRow>
          {columns.map((c) => (
            <TableHead key={c} className="py-1 pr-3 font-medium">
              {c}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody className="">
        {rows.map((row) => (
          <TableRow key={String(row[0])} className="border-b border-slate-100">
            {row.map((cell, i) => (
              <TableCell key={i} className="py-1 pr-3 tabular-nums">
                {cell}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
