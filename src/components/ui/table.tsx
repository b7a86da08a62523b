/**
 * Table markup with the app's look, so every data table reads the same: header cells are
 * `scope="col"`; each part takes `className` to replace its default classes.
 */
import { flexRender, type ReactTable, type RowData, type TableFeatures } from '@tanstack/react-table';
import type { ComponentPropsWithoutRef } from 'react';

export function Table({ className = 'w-full text-left text-sm', ...props }: ComponentPropsWithoutRef<'table'>) {
  return <table className={className} {...props} />;
}

export function TableHeader({
  className = 'border-b border-slate-200 text-xs uppercase tracking-wide text-slate-500',
  ...props
}: ComponentPropsWithoutRef<'thead'>) {
  return <thead className={className} {...props} />;
}

export function TableBody({ className = 'divide-y divide-slate-100', ...props }: ComponentPropsWithoutRef<'tbody'>) {
  return <tbody className={className} {...props} />;
}

export function TableRow(props: ComponentPropsWithoutRef<'tr'>) {
  return <tr {...props} />;
}

/** A column header cell (`<th scope="col">`). */
export function TableHead({ className = 'px-3 py-2 font-semibold', ...props }: ComponentPropsWithoutRef<'th'>) {
  return <th scope="col" className={className} {...props} />;
}

export function TableCell({
  className = 'px-3 py-2 align-middle text-slate-800',
  ...props
}: ComponentPropsWithoutRef<'td'>) {
  return <td className={className} {...props} />;
}

/**
 * A TanStack table's header rows: a `<tr>` per header group, a `TableHead` per header. `rowProps` and
 * `headProps` go on each row and header cell (e.g. explicit ARIA roles, classes).
 */
export function TableHeaderRows<TFeatures extends TableFeatures, TData extends RowData>({
  table,
  rowProps,
  headProps,
}: {
  table: Pick<ReactTable<TFeatures, TData>, 'getHeaderGroups'>;
  rowProps?: ComponentPropsWithoutRef<'tr'>;
  headProps?: ComponentPropsWithoutRef<'th'>;
}) {
  return table.getHeaderGroups().map((group) => (
    <TableRow key={group.id} {...rowProps}>
      {group.headers.map((header) => (
        <TableHead key={header.id} {...headProps}>
          {flexRender(header.column.columnDef.header, header.getContext())}
        </TableHead>
      ))}
    </TableRow>
  ));
}
