/**
 * The guest table (docs/product.md#screens-and-routes): columns Passport, First Name, Last Name, Email, Phone, Room,
 * Check-In Date, Check-In Time, Checkout Date, Checkout Time. Server-driven: rows are one page from
 * Postgres, `rowCount` is the database's exact count (docs/architecture.md#front-end). Rows not checked out are
 * blue; a row opens the details dialog by click or Enter; the thumbnail opens a full-size overlay.
 */
import {
  createColumnHelper,
  rowPaginationFeature,
  tableFeatures,
  useTable,
  type PaginationState,
} from '@tanstack/react-table';
import { formatDate, formatTime, orDash } from '@/lib/format';
import { shownCheckoutDate } from '../api/checkout-date';
import { attachmentsOf, type Guest } from '../api/guest-columns';
import { GUEST_PAGE_SIZE } from '../api/guest-list-search';
import { PassportThumb } from './passport-thumb';
import { PageButtons } from './page-buttons';

const features = tableFeatures({ rowPaginationFeature });
const helper = createColumnHelper<typeof features, Guest>();
const text = (v: string | null) => orDash(v);

export type GuestTableProps = {
  rows: Guest[];
  rowCount: number;
  page: number;
  signedUrls: Record<string, string>;
  onPageChange: (page: number) => void;
  onOpenGuest: (guestId: string) => void;
  onOpenImage: (url: string, alt: string) => void;
};

export function GuestTable({
  rows,
  rowCount,
  page,
  signedUrls,
  onPageChange,
  onOpenGuest,
  onOpenImage,
}: GuestTableProps) {
  const columns = helper.columns([
    helper.display({
      id: 'passport',
      header: 'Passport',
      cell: ({ row }) => {
        const name = attachmentsOf(row.original)[0];
        const alt = `Passport of ${row.original.first_name ?? ''} ${row.original.last_name ?? ''}`.trim();
        return <PassportThumb url={name ? signedUrls[name] : undefined} alt={alt} onOpen={onOpenImage} />;
      },
    }),
    helper.accessor('first_name', { header: 'First Name', cell: (c) => text(c.getValue()) }),
    helper.accessor('last_name', { header: 'Last Name', cell: (c) => text(c.getValue()) }),
    helper.accessor('email', {
      header: 'Email',
      cell: (c) => (
        <span className="block max-w-44 truncate" title={c.getValue() ?? undefined}>
          {text(c.getValue())}
        </span>
      ),
    }),
    helper.accessor('phone', { header: 'Phone', cell: (c) => text(c.getValue()) }),
    helper.accessor('room', { header: 'Room', cell: (c) => text(c.getValue()) }),
    helper.accessor((g) => formatDate(g.check_in ?? g.registered_at), { id: 'check_in_date', header: 'Check-In Date' }),
    helper.accessor((g) => formatTime(g.registered_at), { id: 'check_in_time', header: 'Check-In Time' }),
    helper.accessor((g) => formatDate(shownCheckoutDate(g)), {
      id: 'checkout_date',
      header: 'Checkout Date',
    }),
    helper.accessor((g) => formatTime(g.checked_out_at), { id: 'checkout_time', header: 'Checkout Time' }),
  ]);
  const pagination: PaginationState = { pageIndex: page - 1, pageSize: GUEST_PAGE_SIZE };
  const table = useTable({
    features,
    columns,
    data: rows,
    getRowId: (g) => g.id,
    rowCount,
    manualPagination: true,
    state: { pagination },
    onPaginationChange: (updater) => {
      const next = typeof updater === 'function' ? updater(pagination) : updater;
      onPageChange(next.pageIndex + 1);
    },
  });

  return (
    <div className="flex flex-col gap-4">
      {/* Below md each guest is a stacked card (cells labelled by their column), so a 390 px phone needs no
          sideways scrolling; explicit roles keep the table semantics that display:block would drop. */}
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm max-md:overflow-visible">
        <table role="table" className="min-w-full text-left text-sm max-md:block">
          <thead role="rowgroup" className="bg-slate-100 text-xs font-semibold text-slate-600 max-md:sr-only">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id} role="row">
                {group.headers.map((header) => (
                  <th key={header.id} role="columnheader" scope="col" className="px-2 py-2 whitespace-nowrap">
                    <table.FlexRender header={header} />
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody role="rowgroup" className="divide-y divide-slate-200 max-md:block">
            {table.getRowModel().rows.map((row) => {
              const inHouse = !row.original.checked_out_at;
              return (
                <tr
                  key={row.id}
                  role="row"
                  tabIndex={0}
                  aria-label={`Guest ${row.original.first_name ?? ''} ${row.original.last_name ?? ''}${inHouse ? ', not checked out' : ''}`}
                  data-checked-out={inHouse ? 'false' : 'true'}
                  className={`cursor-pointer max-md:grid max-md:grid-cols-2 max-md:gap-x-3 max-md:gap-y-1 max-md:p-3 ${inHouse ? 'bg-blue-50 hover:bg-blue-100' : 'hover:bg-slate-50'}`}
                  onClick={() => onOpenGuest(row.id)}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter' && e.target === e.currentTarget) onOpenGuest(row.id);
                  }}
                >
                  {row.getAllCells().map((cell) => (
                    <td
                      key={cell.id}
                      role="cell"
                      data-label={typeof cell.column.columnDef.header === 'string' ? cell.column.columnDef.header : ''}
                      className={`px-2 py-1.5 whitespace-nowrap text-slate-800 max-md:min-w-0 max-md:truncate max-md:px-0 max-md:py-0 max-md:before:block max-md:before:text-xs max-md:before:text-slate-500 max-md:before:content-[attr(data-label)] ${cell.column.id === 'passport' ? 'max-md:col-span-2 max-md:before:hidden' : ''}`}
                    >
                      <table.FlexRender cell={cell} />
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <PageButtons page={page} pageCount={table.getPageCount()} onSelect={(p) => table.setPageIndex(p - 1)} />
    </div>
  );
}
