/**
 * Export CSV of the whole filtered list (docs/product.md#guest-list): walks the list by key
 * (`registered_at`, `id`) in pages of 1000 through the `guest_page` RPC, turns each page into CSV
 * in a Web Worker (while the next page is fetched) and appends it to a Blob, so memory holds about
 * two pages, not the export
 * (docs/architecture.md#performance). Reports progress after each page and stops when its signal
 * is aborted. Downloads guest_list.csv. Throws the PostgrestError if a page fails, or the signal's
 * AbortError when canceled.
 */
import { useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/download';
import { supabase } from '@/lib/supabase';
import { GUEST_COLUMNS, type Guest } from './guest-columns';
import type { GuestListFilters } from './guest-list-search';
import { rpcFilters } from './list-guests';
import { csvInWorker, type CsvChunker } from '../csv/csv-in-worker';

type Filters = Omit<GuestListFilters, 'page'>;
const BATCH = 1000;
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
    const total = await exportTotal(hotelId, filters);
    onProgress?.({ done: 0, total });
    const fetchPage = async (after: Guest | undefined): Promise<Guest[]> => {
      const page = supabase
        .rpc('guest_page', {
          ...rpcFilters(hotelId, filters),
          p_limit: BATCH,
          p_before_at: after?.registered_at ?? undefined,
          p_before_id: after?.id,
        })
        .select(GUEST_COLUMNS);
      const { data, error } = await (signal ? page.abortSignal(signal) : page);
      if (error) throw error;
      return data ?? [];
    };
    let blob = new Blob(['\uFEFF'], { type: 'text/csv;charset=utf-8' });
    let done = 0;
    let next = fetchPage(undefined);
    for (;;) {
      const rows = await next;
      signal?.throwIfAborted();
      const more = rows.length === BATCH;
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
