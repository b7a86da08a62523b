/**
 * The guest list page (docs/product.md#screens-and-routes): filters, Export CSV, the server-paged table, the passport overlay
 * and the details dialog (opened by `?guest=<id>`, so it can be linked). Live through Realtime.
 */
import { Suspense, lazy, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import type { FormFields } from '@shared/guest-fields';
import { attachmentsOf } from '../api/guest-columns';
import { filtersFromSearch, type GuestListSearch } from '../lib/guest-list-search';
import { useExportGuestsCsv } from '../api/export-guests';
import { useGuestCount, useGuestPage } from '../api/list-guests';
import { ExportStatus } from './export-status';
import { countLabel } from '../lib/count-label';
import { usePassportThumbnails } from '../api/signed-urls';
import { useGuestsRealtime } from '../hooks/use-guests-realtime';
import { GuestFilters, type FilterUpdate } from './guest-filters';
import type { OverlayImage } from './image-overlay';

// The dialogs (Radix, the edit form) load on first use, keeping /guest-list's initial JS small.
const GuestDetailsDialog = lazy(() =>
  import('./guest-details-dialog').then((m) => ({ default: m.GuestDetailsDialog })),
);
const ImageOverlay = lazy(() => import('./image-overlay').then((m) => ({ default: m.ImageOverlay })));
// The table (TanStack Table, ~8 KB gzip) is asked for as soon as this page's code runs, alongside the
// first page of guests, and shows when both are in: 'Loading guests…' covers both (docs/architecture.md#performance).
const guestTable = import('./guest-table');
const GuestTable = lazy(() => guestTable.then((m) => ({ default: m.GuestTable })));
const loadingGuests = (
  <p role="status" className="py-10 text-center text-slate-500">
    Loading guests…
  </p>
);

export type GuestListPageProps = {
  hotelId: string;
  /** Printed on the registration card. */
  hotelName?: string;
  /** The signed-in user, for the details dialog's owner-only actions. */
  userId?: string | null;
  /** The hotel's `form_fields`, passed on to the edit form's rules. */
  formFields?: FormFields;
  search: GuestListSearch;
  /** Updates the URL search state from its value at the time of the update (the route navigates). */
  onSearchChange: (update: FilterUpdate) => void;
};

export function GuestListPage({ hotelId, hotelName, userId, formFields, search, onSearchChange }: GuestListPageProps) {
  const filters = filtersFromSearch(search);
  const guests = useGuestPage(hotelId, filters);
  const total = useGuestCount(hotelId, filters);
  const rows = guests.data?.rows ?? [];
  const firstImages = rows.flatMap((g) => {
    const name = attachmentsOf(g)[0];
    return name ? [{ guestId: g.id, name }] : [];
  });
  const thumbnails = usePassportThumbnails(firstImages);
  const exportCsv = useExportGuestsCsv(hotelId);
  const [image, setImage] = useState<OverlayImage | null>(null);
  // The row or thumbnail that opened a dialog: focus goes back to it on close, not to <body>. A
  // re-render may have replaced it, so it is found again by its accessible name.
  const opener = useRef<{ element: HTMLElement; label: string | null } | null>(null);
  const rememberOpener = () => {
    const element = document.activeElement;
    opener.current = element instanceof HTMLElement ? { element, label: element.getAttribute('aria-label') } : null;
  };
  const returnFocusTo = () => {
    const { element, label } = opener.current ?? {};
    if (element?.isConnected || !label) return element ?? null;
    return document.querySelector<HTMLElement>(`[aria-label="${CSS.escape(label)}"]`);
  };
  useGuestsRealtime(hotelId);

  async function exportAll() {
    try {
      await exportCsv.mutateAsync({ from: filters.from, to: filters.to, q: filters.q });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') toast('Export canceled.');
      else toast.error('Failed to fetch guests.');
    }
  }

  return (
    <section aria-labelledby="guest-list-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="guest-list-title" className="text-2xl font-semibold text-slate-900">
          Guest List
        </h1>
        <Button variant="secondary" onClick={() => void exportAll()} disabled={exportCsv.isPending}>
          {exportCsv.isPending ? 'Exporting…' : 'Export CSV'}
        </Button>
      </div>
      {exportCsv.isPending && <ExportStatus progress={exportCsv.progress} onCancel={exportCsv.cancel} />}
      <GuestFilters search={search} onChange={onSearchChange} />
      {guests.isError ? (
        <FormMessage>Failed to fetch guests.</FormMessage>
      ) : guests.isPending ? (
        loadingGuests
      ) : rows.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white py-10 text-center text-slate-500">
          No guests found.
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-600" aria-live="polite">
            {total.data ? countLabel(total.data) : '\u00a0'}
          </p>
          <Suspense fallback={loadingGuests}>
            <GuestTable
              rows={rows}
              rowCount={total.data?.count ?? rows.length}
              countCapped={total.data?.capped ?? false}
              page={filters.page}
              signedUrls={thumbnails}
              onPageChange={(page) => onSearchChange((prev) => ({ ...prev, page: page > 1 ? page : undefined }))}
              onOpenGuest={(id) => {
                rememberOpener();
                onSearchChange((prev) => ({ ...prev, guest: id }));
              }}
              onOpenImage={(guestId, name, alt) => {
                rememberOpener();
                setImage({ guestId, name, alt });
              }}
            />
          </Suspense>
        </>
      )}
      <Suspense fallback={null}>
        {image && <ImageOverlay image={image} onClose={() => setImage(null)} returnFocusTo={returnFocusTo} />}
        {search.guest && (
          <GuestDetailsDialog
            hotelId={hotelId}
            hotelName={hotelName}
            userId={userId}
            formFields={formFields}
            guestId={search.guest}
            onClose={() => onSearchChange((prev) => ({ ...prev, guest: undefined }))}
            returnFocusTo={returnFocusTo}
          />
        )}
      </Suspense>
    </section>
  );
}
