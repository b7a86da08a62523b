/**
 * The guest table (docs/product.md#guest-list): the passport thumbnail, then the registry's list columns
 * (First Name, Last Name, Email, Phone, Room, Check-In Date/Time, Check-Out Date/Time). Server-driven:
 * rows are one page from Postgres, `rowCount` is the database's count (exact, or its cap when
 * `countCapped`; docs/architecture.md#front-end). Rows not checked out are
 * blue; a row opens the details dialog by click or Enter; the thumbnail opens a full-size overlay.
 * Thumbnail URLs come from the `passport-url` function (context `thumbnail`).
 */
import {
  createColumnHelper,
  rowPaginationFeature,
  tableFeatures,
  useTable,
  type PaginationState,
} from '@tanstack/react-table';
import { Table, TableBody, TableBodyRows, TableHeader, TableHeaderRows } from '@/components/ui/table';
import type { GuestFieldKey } from '@shared/guest-fields';
import { attachmentsOf, type Guest } from '../api/guest-columns';
import { GUEST_PAGE_SIZE } from '../api/guest-list-search';
import { listColumnsOf } from '../fields/guest-field-display';
import { GUEST_FIELD_PRESENTATION, LIST_COLUMNS } from '../fields/guest-field-presentation';
import { PassportThumb } from './passport-thumb';
import { PageButtons } from './page-buttons';

const features = tableFeatures({ rowPaginationFeature });
const helper = createColumnHelper<typeof features, Guest>();

const LABEL = 'max-md:before:text-slate-500 max-md:before:whitespace-pre';
/** A field cut with an ellipsis at `maxWidth`, so phone and room always share one line. */
const CLIPPED = (maxWidth: string) => `max-md:inline-block max-md:truncate max-md:align-bottom ${maxWidth}`;

/**
 * Where a list cell sits in a phone card (below md): the 100x100 thumbnail floats left and the fields
 * run beside it in five short lines (name; email; phone and room; check-in; check-out), so a card is
 * about 116 px tall instead of a labelled grid of ~325 px. A line starts with a line feed in the
 * label of its first field. `time`: the stamp's time column of a date.
 */
function phoneCell(key: GuestFieldKey, time: boolean): string {
  if (time) return 'max-md:inline';
  switch (key) {
    case 'firstName':
    case 'lastName':
      return 'max-md:inline max-md:whitespace-normal max-md:text-sm max-md:font-semibold max-md:text-slate-900';
    case 'email':
      return 'max-md:block max-md:truncate'; // a block: a line of its own
    case 'phone':
      return CLIPPED('max-md:max-w-[7.5rem]');
    case 'room':
      return `${CLIPPED('max-md:max-w-[5.5rem]')} ${LABEL} max-md:before:content-['Room_']`;
    case 'checkIn':
      return String.raw`max-md:inline ${LABEL} max-md:before:content-['\AIn_']`;
    case 'checkOut':
      return String.raw`max-md:inline ${LABEL} max-md:before:content-['\AOut_']`;
    default:
      return 'max-md:inline';
  }
}

export type GuestTableProps = {
  rows: Guest[];
  rowCount: number;
  /** The count stopped at its cap: pages are numbered up to what is known, then *Next*. */
  countCapped?: boolean;
  page: number;
  signedUrls: Record<string, string>;
  onPageChange: (page: number) => void;
  onOpenGuest: (guestId: string) => void;
  /** Opens the full-size overlay of `name`, one of `guestId`'s images. */
  onOpenImage: (guestId: string, name: string, alt: string) => void;
};

export function GuestTable({
  rows,
  rowCount,
  countCapped = false,
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
        return (
          <PassportThumb
            url={name ? signedUrls[name] : undefined}
            alt={alt}
            onOpen={() => onOpenImage(row.original.id, name, alt)}
          />
        );
      },
    }),
    ...LIST_COLUMNS.flatMap((key) =>
      listColumnsOf(key).map(([header, text]) =>
        helper.accessor(text, {
          id: header,
          header,
          cell: (c) =>
            GUEST_FIELD_PRESENTATION[key].input === 'email' ? (
              <span className="block max-w-44 truncate" title={c.getValue()}>
                {c.getValue()}
              </span>
            ) : (
              c.getValue()
            ),
        }),
      ),
    ),
  ]);
  const phoneClasses = new Map(
    LIST_COLUMNS.flatMap((key) => listColumnsOf(key).map(([header], i) => [header, phoneCell(key, i === 1)])),
  );
  const phoneCellClass = (id: string) =>
    id === 'passport' ? 'max-md:float-left max-md:mr-3' : `max-md:pr-1.5 ${phoneClasses.get(id) ?? ''}`;
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
      {/* Below md each guest is a card (phoneCell), so a 390 px phone needs no sideways scrolling;
          explicit roles keep the table semantics that display:block would drop. */}
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm max-md:overflow-visible">
        <Table role="table" className="min-w-full text-left text-sm max-md:block">
          <TableHeader role="rowgroup" className="bg-slate-100 text-xs font-semibold text-slate-600 max-md:sr-only">
            <TableHeaderRows
              table={table}
              rowProps={{ role: 'row' }}
              headProps={{ role: 'columnheader', className: 'px-2 py-2 whitespace-nowrap' }}
            />
          </TableHeader>
          <TableBody role="rowgroup" className="divide-y divide-slate-200 max-md:block">
            <TableBodyRows
              table={table}
              rowProps={(row) => {
                const inHouse = !row.original.checked_out_at;
                return {
                  role: 'row',
                  tabIndex: 0,
                  'aria-label': `Guest ${row.original.first_name ?? ''} ${row.original.last_name ?? ''}${inHouse ? ', not checked out' : ''}`,
                  'data-checked-out': inHouse ? 'false' : 'true',
                  className: `cursor-pointer max-md:flow-root max-md:p-2 max-md:text-xs max-md:leading-4 ${inHouse ? 'bg-blue-50 hover:bg-blue-100' : 'hover:bg-slate-50'}`,
                  onClick: () => onOpenGuest(row.id),
                  onKeyDown: (e) => {
                    if (e.key === 'Enter' && e.target === e.currentTarget) onOpenGuest(row.id);
                  },
                };
              }}
              cellProps={(cell) => ({
                role: 'cell',
                className: `px-2 py-1.5 whitespace-nowrap text-slate-800 max-md:p-0 ${phoneCellClass(cell.column.id)}`,
              })}
            />
          </TableBody>
        </Table>
      </div>
      <PageButtons
        page={page}
        pageCount={countCapped ? Math.max(table.getPageCount(), page) : table.getPageCount()}
        hasNext={countCapped && rows.length === GUEST_PAGE_SIZE}
        onSelect={(p) => table.setPageIndex(p - 1)}
      />
    </div>
  );
}
