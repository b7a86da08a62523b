/**
 * Watching a page's live guest feed: the app joins the private Broadcast channel
 * `hotel:<hotel id>:guests` (src/features/guests/hooks/use-guests-realtime.ts); the server's
 * `phx_reply` with status ok to that join is the moment later changes are pushed to it. Call before
 * navigating.
 */
import type { Page } from '@playwright/test';

const frameText = (payload: string | Buffer) => (typeof payload === 'string' ? payload : payload.toString('utf8'));

/**
 * Resolves once the server has accepted the page's join of its hotel's guests channel. The wait
 * spans realtime-js's own rejoin schedule (1, 2, 5 then 10 s after a refused or lost join): once in
 * a full CI run on 2 cores the join was not seen within 15 s.
 */
export function guestFeedJoined(page: Page, timeout = 30_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the guests channel was not joined')), timeout);
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        const text = frameText(payload);
        if (
          /realtime:hotel:[0-9a-f-]+:guests/.test(text) &&
          text.includes('phx_reply') &&
          text.includes('"status":"ok"')
        ) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
  });
}

/** Collects every WebSocket frame the page receives that mentions `needle` (e.g. another hotel's id). */
export function framesMentioning(page: Page, needle: string): string[] {
  const seen: string[] = [];
  page.on('websocket', (socket) => {
    socket.on('framereceived', ({ payload }) => {
      const text = frameText(payload);
      if (text.includes(needle)) seen.push(text);
    });
  });
  return seen;
}
