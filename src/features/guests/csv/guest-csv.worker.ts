/** Web Worker: builds the CSV off the main thread so long lists do not freeze the page. */
import { buildGuestCsv } from './guest-csv';
import type { Guest } from '../api/guest-columns';

self.onmessage = (event: MessageEvent<Guest[]>) => {
  self.postMessage(buildGuestCsv(event.data));
};
