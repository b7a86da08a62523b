/**
 * Export CSV of the whole filtered list (docs/product.md#guest-list): plans the pages with one call,
 * fetches them several at a time (export-pages.ts), hands each page to a Web Worker the moment it
 * arrives and appends the CSV to a Blob in list order, so memory holds a few pages, not the export
 * (docs/architecture.md#performance). Reports progress after each page; once its signal is aborted
 * no further page is asked for. Downloads guest_list.csv. Throws the PostgrestError if a call fails,
 * or the signal's AbortError when canceled.
 */
import { useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/download';
import type { GuestListFilters } from '../lib/guest-list-search';
import { inOrder, PAGES_IN_FLIGHT, planPages } from './export-pages';
import { csvInWorker, type CsvChunker } from '../lib/csv-in-worker';
import type { GuestValues } from './export-columns';

export { EXPORT_PAGE_SIZE } from './export-pages';

type Filters = Omit<GuestListFilters, 'page'>;
/** docs/product.md#guest-list: the download's file name. */
export const CSV_FILE_NAME = 'guest_list.csv';

/** `done` rows written so far of `total` (null while unknown). */
export type ExportProgress = { done: number; total: number | null };
export type ExportOptions = {
  signal?: AbortSignal;
  onProgress?: (progress: ExportProgress) => void;
  /** Turns one page into CSV lines (with the header row when `header`); defaults to the Web Worker. */
  toCsv?: CsvChunker;
};

/** @returns the CSV (UTF-8 with a BOM, so Excel reads accents) and how many guests it holds. */
export async function buildGuestCsvBlob(
  hotelId: string,
  filters: Filters,
  { signal, onProgress, toCsv }: ExportOptions = {},
): Promise<{ blob: Blob; rows: number }> {
  const worker = toCsv ? null : csvInWorker();
  const chunker = toCsv ?? worker!.toCsv;
  try {
    const { total, pages } = await planPages(hotelId, filters, signal);
    onProgress?.({ done: 0, total });
    // The header row, first in the worker's queue; not awaited here, so the pages load while the worker starts.
    const header = chunker({ columns: [], rows: [] }, true);
    header.catch(() => undefined); // awaited after the pages; until then a failure must not go unhandled
    let body = new Blob([]);
    let done = 0;
    // A page goes to the worker the moment it arrives, so the tab drops its rows at once (they would
    // otherwise age into the old generation while waiting) and the worker always has one queued.
    const asCsv = (fetchPage: () => Promise<GuestValues>) => async () => {
      const page = await fetchPage();
      return { rows: page.rows.length, csv: page.rows.length ? await chunker(page, false) : '' };
    };
    for await (const { rows, csv } of inOrder(pages.map(asCsv), PAGES_IN_FLIGHT)) {
      signal?.throwIfAborted();
      if (rows === 0) continue; // guests removed since the plan
      body = new Blob([body, `\r\n${csv}`]);
      done += rows;
      onProgress?.({ done, total });
    }
    // papaparse ends a header without rows with a line end; each page starts with its own.
    const headerRow = (await header).replace(/\r\n$/, '');
    return { blob: new Blob(['\uFEFF', headerRow, body], { type: 'text/csv;charset=utf-8' }), rows: done };
  } finally {
    worker?.close();
  }
}

/** Export with progress and Cancel for the guest list page. */
export function useExportGuestsCsv(hotelId: string) {
  const controller = useRef<AbortController | null>(null);
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const mutation = useMutation({
    mutationFn: async (filters: Filters) => {
      controller.current = new AbortController();
      try {
        const { blob, rows } = await buildGuestCsvBlob(hotelId, filters, {
          signal: controller.current.signal,
          onProgress: setProgress,
        });
        downloadFile(CSV_FILE_NAME, [blob], blob.type);
        return rows;
      } finally {
        controller.current = null;
        setProgress(null);
      }
    },
  });
  return { ...mutation, progress, cancel: () => controller.current?.abort() };
}
