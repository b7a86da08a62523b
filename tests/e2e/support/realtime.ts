/**
 * Knowing when a page's live guest feed is up: the app joins a Realtime channel `guests:<hotel id>`
 * (src/features/guests/realtime/use-guests-realtime.ts); the server's `phx_reply` with status ok
 * to that join is the moment later inserts are pushed to it. Call before navigating.
 */
import type { Page } from '@playwright/test';

/** Resolves once the server has accepted the page's join of the guests channel. */
export function guestFeedJoined(page: Page, timeout = 15_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the guests channel was not joined')), timeout);
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        const text = typeof payload === 'string' ? payload : payload.toString('utf8');
        if (text.includes('realtime:guests:') && text.includes('phx_reply') && text.includes('"status":"ok"')) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
  });
}
