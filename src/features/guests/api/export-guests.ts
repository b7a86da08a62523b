/**
 * Export CSV of the whole filtered list (docs/product.md#guest-list): walks the list by key
 * (`registered_at`, `id`) in pages of 5,000 through the `guest_export_page` RPC (one JSON array per
 * page, so PostgREST's 1,000-row cap does not apply), turns each page into CSV in a Web Worker while
 * the next page is fetched, and appends it to a Blob, so memory holds about two pages, not the export
 * (docs/architecture.md#performance). Reports progress after each page and stops when its signal
 * is aborted. Downloads guest_list.csv. Throws the PostgrestError if a page fails, or the signal's
 * AbortError when canceled.
 */
import { useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/download';
import { supabase } from '@/lib/supabase';
import type { Guest } from './guest-columns';
import type { GuestListFilters } from './guest-list-search';
import { rpcFilters } from './list-guests';
import { csvInWorker, type CsvChunker } from '../csv/csv-in-worker';

type Filters = Omit<GuestListFilters, 'page'>;
/**
 * Rows per request: 100 round trips of 1,000 cost ~8 of the 10 s of a 100k export; 5,000 keep two
 * pages (the one being encoded, the one arriving) well under the export's memory budget
 * (bench/README.md, export).
 */
export const EXPORT_PAGE_SIZE = 5000;
/** docs/product.md#guest-list: the download's file name. */
export const CSV_FILE_NAME = 'guest_list.csv';
/** Counting for the progress bar stops here; beyond it progress shows rows without a total. */
const PROGRESS_COUNT_CAP = 100_000;

/** `done` rows written so far of `total` (null when the total is past PROGRESS_COUNT_CAP). */
export type ExportProgress = { done: number; total: number | null };
export type ExportOptions = {
  signal?: AbortSignal;
  onProgress?: (progress: ExportProgress) => void;
  /** Turns one page into CSV lines (with the header row when `header`); defaults to the Web Worker. */
  toCsv?: CsvChunker;
};

async function exportTotal(hotelId: string, filters: Filters): Promise<number | null> {
  const { data, error } = await supabase.rpc('count_guests', {
    ...rpcFilters(hotelId, filters),
    p_cap: PROGRESS_COUNT_CAP,
  });
  if (error) throw error;
  return (data ?? 0) > PROGRESS_COUNT_CAP ? null : (data ?? 0);
}

/** @returns the CSV (UTF-8 with a BOM, so Excel reads accents) and how many guests it holds. */
export async function buildGuestCsvBlob(
  hotelId: string,
  filters: Filters,
  { signal, onProgress, toCsv }: ExportOptions = {},
): Promise<{ blob: Blob; rows: number }> {
  const worker = toCsv ? null : csvInWorker();
  const chunker = toCsv ?? worker!.toCsv;
  try {
    const fetchPage = async (after: Guest | undefined): Promise<Guest[]> => {
      const page = supabase.rpc('guest_export_page', {
        ...rpcFilters(hotelId, filters),
        p_limit: EXPORT_PAGE_SIZE,
        p_before_at: after?.registered_at ?? undefined,
        p_before_id: after?.id,
      });
      const { data, error } = await (signal ? page.abortSignal(signal) : page);
      if (error) throw error;
      // The function's rows are guests rows as JSON (the database's types call them Json).
      return (data ?? []) as Guest[];
    };
    // The count and the first page travel together.
    let next = fetchPage(undefined);
    next.catch(() => undefined); // awaited below; a failed count must not leave it unhandled
    const total = await exportTotal(hotelId, filters);
    onProgress?.({ done: 0, total });
    let blob = new Blob(['\uFEFF'], { type: 'text/csv;charset=utf-8' });
    let done = 0;
    for (;;) {
      const rows = await next;
      signal?.throwIfAborted();
      const more = rows.length === EXPORT_PAGE_SIZE;
      // The next page is fetched while this one becomes CSV in the worker.
      if (more) {
        next = fetchPage(rows[rows.length - 1]);
        next.catch(() => undefined); // a cancel rejects it; the loop has stopped listening by then
      }
      if (rows.length === 0 && done > 0) return { blob, rows: done };
      const chunk = await chunker(rows, done === 0);
      blob = new Blob([blob, done === 0 ? chunk : `\r\n${chunk}`], { type: blob.type });
      done += rows.length;
      onProgress?.({ done, total });
      if (!more) return { blob, rows: done };
    }
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
