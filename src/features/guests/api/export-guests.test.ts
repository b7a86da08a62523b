import { beforeEach, describe, expect, it, vi } from 'vitest';
import Papa from 'papaparse';
import { guestFixture } from '../testing/guest-fixture';
import { buildGuestCsv } from '../csv/guest-csv';
import type { Guest } from './guest-columns';
import { buildGuestCsvBlob, EXPORT_PAGE_SIZE, type ExportProgress } from './export-guests';

type Args = { p_cap?: number; p_limit?: number; p_before_id?: string };

/** 12,000 guests, newest first, served by key like guest_export_page (ids sort like registration). */
const GUESTS: Guest[] = Array.from({ length: 12_000 }, (_, i) =>
  guestFixture({ id: String(99_999 - i).padStart(5, '0'), first_name: `Guest${i}` }),
);
const rpc = vi.fn((name: string, args: Args = {}) => {
  const start = args.p_before_id ? GUESTS.findIndex((g) => g.id === args.p_before_id) + 1 : 0;
  const data =
    name === 'count_guests'
      ? Math.min(GUESTS.length, (args.p_cap ?? 0) + 1)
      : GUESTS.slice(start, start + (args.p_limit ?? 0));
  const answer = Promise.resolve({ data, error: null });
  return Object.assign(answer, { abortSignal: () => answer });
});
vi.mock('@/lib/supabase', () => ({ supabase: { rpc: (name: string, args: Args) => rpc(name, args) } }));

const inline = (rows: Guest[], header: boolean) => Promise.resolve(buildGuestCsv(rows, { header }));
const exportPages = () => rpc.mock.calls.filter(([name]) => name === 'guest_export_page');

describe('buildGuestCsvBlob', () => {
  beforeEach(() => rpc.mockClear());

  it('walks the list by key in large pages and writes every guest once, in order', async () => {
    const progress: ExportProgress[] = [];
    const { blob, rows } = await buildGuestCsvBlob('h1', {}, { toCsv: inline, onProgress: (p) => progress.push(p) });
    expect(rows).toBe(12_000);
    expect(progress.map((p) => p.done)).toEqual([0, 5000, 10_000, 12_000]);
    expect(progress.every((p) => p.total === 12_000)).toBe(true);
    expect(exportPages().map(([, args]) => args?.p_limit)).toEqual([
      EXPORT_PAGE_SIZE,
      EXPORT_PAGE_SIZE,
      EXPORT_PAGE_SIZE,
    ]);
    const csv = Papa.parse<string[]>((await blob.text()).replace(/^\uFEFF/, ''));
    expect(csv.data).toHaveLength(12_001);
    expect(csv.data[0][0]).toBe('First Name');
    expect(csv.data.slice(1).map((r) => r[0])).toEqual(GUESTS.map((g) => g.first_name));
  });

  it('stops asking for pages once canceled and rejects with the AbortError', async () => {
    const controller = new AbortController();
    const onProgress = (p: ExportProgress) => p.done >= 5000 && controller.abort();
    const exporting = buildGuestCsvBlob('h1', {}, { toCsv: inline, onProgress, signal: controller.signal });
    await expect(exporting).rejects.toMatchObject({ name: 'AbortError' });
    // The second page was already on its way when the first was written; no third is asked for.
    expect(exportPages()).toHaveLength(2);
  });
});
