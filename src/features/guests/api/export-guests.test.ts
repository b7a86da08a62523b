import { beforeEach, describe, expect, it, vi } from 'vitest';
import Papa from 'papaparse';
import { guestFixture } from '../testing/guest-fixture';
import { valuesOf } from '../testing/guest-values';
import { buildGuestCsvFromValues } from '../lib/guest-csv';
import type { Guest } from './guest-columns';
import { buildGuestCsvBlob, type ExportProgress } from './export-guests';
import { EXPORT_COLUMNS, type GuestValues } from './export-columns';
import { EXPORT_PAGE_SIZE, fetchRange, PAGES_IN_FLIGHT } from './export-pages';

type Key = [string, string];
type Args = {
  p_page_size?: number;
  p_limit?: number;
  p_before_id?: string;
  p_through_id?: string;
  p_columns?: (keyof Guest)[];
};

/** The hotel's guests, newest first, served by key like guest_export_bounds/guest_export_rows. */
let guests: Guest[] = [];
const listOf = (count: number) =>
  Array.from({ length: count }, (_, i) =>
    guestFixture({
      id: String(99_999 - i).padStart(5, '0'),
      first_name: `Guest${i}`,
      registered_at: new Date(Date.UTC(2026, 0, 1) - i * 1000).toISOString(),
    }),
  );
const at = (id: string | undefined) => guests.findIndex((g) => g.id === id);
const rpc = vi.fn((name: string, args: Args) => {
  let data: unknown;
  if (name === 'guest_export_bounds') {
    const size = args.p_page_size!;
    const bounds = guests.filter((_, i) => (i + 1) % size === 0).map((g): Key => [g.registered_at, g.id]);
    data = { total: guests.length, bounds };
  } else {
    const start = args.p_before_id ? at(args.p_before_id) + 1 : 0;
    const end = args.p_through_id ? at(args.p_through_id) + 1 : guests.length;
    data = valuesOf(guests.slice(start, Math.min(end, start + args.p_limit!)), args.p_columns);
  }
  const answer = Promise.resolve({ data, error: null });
  return Object.assign(answer, { abortSignal: () => answer });
});
vi.mock('@/lib/supabase', () => ({ supabase: { rpc: (name: string, args: Args) => rpc(name, args) } }));

const inline = (page: GuestValues, header: boolean) => Promise.resolve(buildGuestCsvFromValues(page, { header }));
const rowCalls = () => rpc.mock.calls.filter(([name]) => name === 'guest_export_rows').map(([, args]) => args);
const csvOf = async (blob: Blob) => Papa.parse<string[]>((await blob.text()).replace(/^\uFEFF/, '')).data;

describe('buildGuestCsvBlob', () => {
  beforeEach(() => {
    rpc.mockClear();
    guests = listOf(2.4 * EXPORT_PAGE_SIZE);
  });

  it('fetches the planned key ranges and writes every guest once, in order', async () => {
    const progress: ExportProgress[] = [];
    const { blob, rows } = await buildGuestCsvBlob('h1', {}, { toCsv: inline, onProgress: (p) => progress.push(p) });
    const total = guests.length;
    expect(rows).toBe(total);
    expect(progress).toEqual([0, EXPORT_PAGE_SIZE, 2 * EXPORT_PAGE_SIZE, total].map((done) => ({ done, total })));
    // The first page while planning, then the ranges after the first and the second page's last guest,
    // asking only for the CSV's columns.
    expect(rowCalls().map((args) => [args.p_before_id, args.p_through_id])).toEqual([
      [undefined, undefined],
      [guests[EXPORT_PAGE_SIZE - 1].id, guests[2 * EXPORT_PAGE_SIZE - 1].id],
      [guests[2 * EXPORT_PAGE_SIZE - 1].id, undefined],
    ]);
    expect(rowCalls().every((args) => args.p_columns === EXPORT_COLUMNS)).toBe(true);
    const csv = await csvOf(blob);
    expect(csv).toHaveLength(total + 1);
    expect(csv[0][0]).toBe('First Name');
    expect(csv.slice(1).map((r) => r[0])).toEqual(guests.map((g) => g.first_name));
  });

  it('writes the pages in list order when the worker answers them out of turn', async () => {
    // The first page's CSV comes back last: the pages after it were already handed over.
    const slowFirst = (page: GuestValues, header: boolean) =>
      new Promise<string>((resolve) => {
        const first = page.rows[0]?.[page.columns.indexOf('id')] === guests[0].id;
        setTimeout(() => resolve(buildGuestCsvFromValues(page, { header })), first ? 30 : 0);
      });
    const { blob, rows } = await buildGuestCsvBlob('h1', {}, { toCsv: slowFirst });
    expect(rows).toBe(guests.length);
    expect((await csvOf(blob)).slice(1).map((r) => r[0])).toEqual(guests.map((g) => g.first_name));
  });

  it('asks for no range past the end when the guests fill whole pages', async () => {
    guests = listOf(2 * EXPORT_PAGE_SIZE);
    const { rows } = await buildGuestCsvBlob('h1', {}, { toCsv: inline });
    expect(rows).toBe(2 * EXPORT_PAGE_SIZE);
    expect(rowCalls()).toHaveLength(2);
  });

  it('writes the header row alone when no guest matches', async () => {
    guests = [];
    const { blob, rows } = await buildGuestCsvBlob('h1', {}, { toCsv: inline });
    expect(rows).toBe(0);
    const lines = (await blob.text()).trim().split('\r\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('"First Name"');
  });

  it('stops asking for pages once canceled and rejects with the AbortError', async () => {
    guests = listOf(8 * EXPORT_PAGE_SIZE);
    const controller = new AbortController();
    let askedWhenCanceled = 0;
    const onProgress = (p: ExportProgress) => {
      if (p.done < EXPORT_PAGE_SIZE) return;
      askedWhenCanceled = rowCalls().length;
      controller.abort();
    };
    const exporting = buildGuestCsvBlob('h1', {}, { toCsv: inline, onProgress, signal: controller.signal });
    await expect(exporting).rejects.toMatchObject({ name: 'AbortError' });
    // Only the pages already on their way when Cancel was pressed were asked for, none after.
    expect(askedWhenCanceled).toBe(PAGES_IN_FLIGHT + 1);
    expect(rowCalls()).toHaveLength(askedWhenCanceled);
  });

  it('continues a range from its last key when guests registered since the plan filled a request', async () => {
    guests = listOf(12_000); // more than one request's 10,000 rows
    const last = guests[10_499];
    const page = await fetchRange('h1', {}, { through: [last.registered_at, last.id] });
    expect(page.rows).toHaveLength(10_500);
    expect(page.rows[10_499][page.columns.indexOf('id')]).toBe(last.id);
    expect(rowCalls().map((args) => args.p_before_id)).toEqual([undefined, guests[9_999].id]);
  });

  it('fetches the first range again when the early page does not end where the plan says', async () => {
    const planned = guests.slice();
    rpc.mockImplementationOnce((name: string, args: Args) => {
      const early = rpc(name, args);
      // A guest registered right after the early page: the plan's first range ends one guest sooner.
      guests = [guestFixture({ id: '99999x', first_name: 'Newest', registered_at: '2026-01-02T00:00:00.000Z' })];
      guests.push(...planned);
      return early;
    });
    const { blob, rows } = await buildGuestCsvBlob('h1', {}, { toCsv: inline });
    expect(rows).toBe(planned.length + 1);
    expect((await csvOf(blob)).slice(1).map((r) => r[0])).toEqual(guests.map((g) => g.first_name));
    expect(rowCalls().slice(1)).toContainEqual(
      expect.objectContaining({ p_before_id: undefined, p_through_id: guests[EXPORT_PAGE_SIZE - 1].id }),
    );
  });
});
