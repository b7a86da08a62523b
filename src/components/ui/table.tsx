/**
 * Table markup with the app's look, so every data table reads the same: header cells are
 * `scope="col"`; each part takes `className` to replace its default classes.
 */
import {
  flexRender,
  type Cell,
  type ReactTable,
  type Row,
  type RowData,
  type TableFeatures,
} from '@tanstack/react-table';
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

/** Extra attributes of a row or cell, `data-*` ones included. */
type PartProps<Tag extends 'tr' | 'td'> = ComponentPropsWithoutRef<Tag> & Record<`data-${string}`, string>;

/**
 * A TanStack table's body rows: a `<tr>` per row of the row model, a `TableCell` per cell.
 * `rowProps(row)` and `cellProps(cell)` give each row and cell its attributes (roles, handlers, classes).
 */
export function TableBodyRows<TFeatures extends TableFeatures, TData extends RowData>({
  table,
  rowProps,
  cellProps,
}: {
  table: Pick<ReactTable<TFeatures, TData>, 'getRowModel'>;
  rowProps?: (row: Row<TFeatures, TData>) => PartProps<'tr'>;
  cellProps?: (cell: Cell<TFeatures, TData, unknown>) => PartProps<'td'>;
}) {
  return table.getRowModel().rows.map((row) => (
    <TableRow key={row.id} {...rowProps?.(row)}>
      {row.getAllCells().map((cell) => (
        <TableCell key={cell.id} {...cellProps?.(cell)}>
          {flexRender(cell.column.columnDef.cell, cell.getContext())}
        </TableCell>
      ))}
    </TableRow>
  ));
}
