/**
 * The guest list page (docs/product.md#screens-and-routes): filters, Export CSV, the server-paged table, the passport overlay
 * and the details dialog (opened by `?guest=<id>`, so it can be linked). Live through Realtime.
 */
import { Suspense, lazy, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { attachmentsOf } from '../api/guest-columns';
import { filtersFromSearch, type GuestListSearch } from '../api/guest-list-search';
import { useExportGuestsCsv } from '../api/export-guests';
import { useGuestPage } from '../api/list-guests';
import { useSignedUrls } from '../api/signed-urls';
import { useGuestsRealtime } from '../realtime/use-guests-realtime';
import { GuestFilters, type FilterUpdate } from './guest-filters';
import { GuestTable } from './guest-table';

// The dialogs (Radix, the edit form) load on first use, keeping /guest-list's initial JS small.
const GuestDetailsDialog = lazy(() =>
  import('./guest-details-dialog').then((m) => ({ default: m.GuestDetailsDialog })),
);
const ImageOverlay = lazy(() => import('./image-overlay').then((m) => ({ default: m.ImageOverlay })));

export type GuestListPageProps = {
  hotelId: string;
  /** Printed on the registration card. */
  hotelName?: string;
  search: GuestListSearch;
  /** Updates the URL search state from its value at the time of the update (the route navigates). */
  onSearchChange: (update: FilterUpdate) => void;
};

export function GuestListPage({ hotelId, hotelName, search, onSearchChange }: GuestListPageProps) {
  const filters = filtersFromSearch(search);
  const guests = useGuestPage(hotelId, filters);
  const rows = guests.data?.rows ?? [];
  const firstImages = rows.map((g) => attachmentsOf(g)[0]).filter((n): n is string => Boolean(n));
  const signed = useSignedUrls(firstImages);
  const exportCsv = useExportGuestsCsv(hotelId);
  const [image, setImage] = useState<{ url: string; alt: string } | null>(null);
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
    } catch {
      toast.error('Failed to fetch guests.');
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
      <GuestFilters search={search} onChange={onSearchChange} />
      {guests.isError ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          Failed to fetch guests.
        </p>
      ) : guests.isPending ? (
        <p role="status" className="py-10 text-center text-slate-500">
          Loading guests…
        </p>
      ) : rows.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white py-10 text-center text-slate-500">
          No guests found.
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-600" aria-live="polite">
            {guests.data.count} {guests.data.count === 1 ? 'guest' : 'guests'}
          </p>
          <GuestTable
            rows={rows}
            rowCount={guests.data.count}
            page={filters.page}
            signedUrls={signed.data ?? {}}
            onPageChange={(page) => onSearchChange((prev) => ({ ...prev, page: page > 1 ? page : undefined }))}
            onOpenGuest={(id) => {
              rememberOpener();
              onSearchChange((prev) => ({ ...prev, guest: id }));
            }}
            onOpenImage={(url, alt) => {
              rememberOpener();
              setImage({ url, alt });
            }}
          />
        </>
      )}
      <Suspense fallback={null}>
        {image && <ImageOverlay image={image} onClose={() => setImage(null)} returnFocusTo={returnFocusTo} />}
        {search.guest && (
          <GuestDetailsDialog
            hotelId={hotelId}
            hotelName={hotelName}
            guestId={search.guest}
            onClose={() => onSearchChange((prev) => ({ ...prev, guest: undefined }))}
            returnFocusTo={returnFocusTo}
          />
        )}
      </Suspense>
    </section>
  );
}
