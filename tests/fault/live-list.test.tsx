// @vitest-environment jsdom
/**
 * Fault (c), docs/faults.md: the API process is killed with SIGKILL while the guest list is open and
 * started again. The app's own list query and live hook (src/features/guests: useGuestPage,
 * useGuestsRealtime) run in jsdom against the stack as in the browser; the socket reconnects by itself,
 * the channel is joined again, and the guest registered while the API was down shows without a reload.
 */
import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { useGuestPage } from '@/features/guests/api/list-guests';
import { useGuestsRealtime } from '@/features/guests/realtime/use-guests-realtime';
import { createAppQueryClient } from '@/lib/query-client';
import { supabase } from '@/lib/supabase';
import { until } from '../../stack/realtime/test-support.ts';
import { apiRunning, db, killApi, startApi } from './support/fault-stack.ts';
import { faultHotel, type FaultHotel } from './support/hotel.ts';
import { report } from './support/report.ts';

// The app's one client, pointed at the fault stack (VITE_* of the fault project), without a browser's storage.
vi.mock('@/lib/supabase', async () => {
  const { createClient } = await import('@supabase/supabase-js');
  // Node's WebSocket, not jsdom's: jsdom's events do not pass Node's EventTarget.
  const { WebSocket } = await import('ws');
  const env = import.meta.env as Record<string, string>;
  return {
    supabase: createClient(env.VITE_SUPABASE_URL, env.VITE_SUPABASE_ANON_KEY, {
      auth: { persistSession: false, autoRefreshToken: true, detectSessionInUrl: false },
      realtime: { transport: WebSocket as never },
    }),
  };
});

let hotel: FaultHotel;
let mounts = 0;

beforeAll(async () => {
  if (!apiRunning()) await startApi();
  hotel = await faultHotel('Fault Live Inn', 1);
  const { error } = await supabase.auth.signInWithPassword(hotel.staff[0]);
  if (error) throw error;
});
afterAll(async () => {
  await supabase.removeAllChannels();
  report.flush();
});

function LiveList({ hotelId }: { hotelId: string }) {
  const page = useGuestPage(hotelId, { page: 1 });
  useGuestsRealtime(hotelId);
  useEffect(() => void (mounts += 1), []);
  return (
    <ul>
      {page.data?.rows.map((guest) => (
        <li key={guest.id}>{guest.first_name}</li>
      ))}
    </ul>
  );
}

const addGuest = (firstName: string) =>
  db().query(`insert into public.guests (hotel_id, first_name, last_name) values ($1, $2, 'Live')`, [
    hotel.hotelId,
    firstName,
  ]);
const joined = () => supabase.getChannels().some((channel) => channel.state === 'joined');

it('reconnects after a kill -9 of the API and shows the guest registered meanwhile, without a reload', async () => {
  await addGuest('Before');
  render(
    <QueryClientProvider client={createAppQueryClient()}>
      <LiveList hotelId={hotel.hotelId} />
    </QueryClientProvider>,
  );
  await screen.findByText('Before', undefined, { timeout: 15_000 });
  await until(joined, 15_000);

  await killApi();
  await addGuest('Meanwhile'); // registered on another desk while this one's API is down
  const restartMs = await startApi();
  const restarted = performance.now();
  await screen.findByText('Meanwhile', undefined, { timeout: 60_000 });
  const shownMs = performance.now() - restarted;
  expect(mounts).toBe(1);
  await until(joined, 30_000);
  const rejoinedMs = performance.now() - restarted;

  // And it is live again: the next registration arrives through the channel.
  const again = performance.now();
  await addGuest('After');
  await screen.findByText('After', undefined, { timeout: 15_000 });
  report.add('c', {
    apiRestartMs: Math.round(restartMs),
    shownAfterRestartMs: Math.round(shownMs),
    channelJoinedAfterRestartMs: Math.round(rejoinedMs),
    liveAgainEventMs: Math.round(performance.now() - again),
  });
});
