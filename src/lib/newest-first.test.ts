import { describe, expect, it } from 'vitest';
import { fakeQuery } from '@/testing/fake-supabase';
import { fetchNewestPage } from './newest-first';

const HOTEL = '0b6c1f8e-2f57-4a8e-9a51-3a8f8f0c9d11';
type Answer = { data: { id: number }[] | null; error: { code: string; message: string } | null; count: number | null };

/** A page request against a fake builder that answers `answer`; returns the result and the calls made. */
function page(answer: Answer, page = 3) {
  const query = fakeQuery(() => answer);
  const builder = query.chain as Parameters<typeof fetchNewestPage>[0];
  const result = fetchNewestPage(builder, { hotelId: HOTEL, column: 'deleted_at', page, size: 10 });
  return { result, calls: query.calls };
}

describe('fetchNewestPage', () => {
  it("asks for the hotel's rows newest first, ties by id, one page of rows", async () => {
    const { result, calls } = page({ data: [{ id: 7 }], error: null, count: 21 });
    expect(await result).toEqual({ rows: [{ id: 7 }], count: 21 });
    expect(calls).toEqual([
      ['eq', 'hotel_id', HOTEL],
      ['order', 'deleted_at', { ascending: false }],
      ['order', 'id', { ascending: false }],
      ['range', 20, 29],
    ]);
  });

  it('shows a page past the last row (PGRST103) as empty, keeping the total', async () => {
    const error = { code: 'PGRST103', message: 'Requested range not satisfiable' };
    const { result } = page({ data: null, error, count: 4 });
    expect(await result).toEqual({ rows: [], count: 4 });
  });

  it('throws any other error', async () => {
    const error = { code: '42501', message: 'permission denied' };
    const { result } = page({ data: null, error, count: null }, 1);
    await expect(result).rejects.toEqual(error);
  });
});
