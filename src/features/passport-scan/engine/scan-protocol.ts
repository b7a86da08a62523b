/** Messages between the passport-scan control and its Web Worker (`scan.worker.ts`). */
import type { ScanOutcome } from './types.ts';

export type ScanStage = 'loading' | 'locating' | 'reading';

export type ScanRequest = { type: 'scan'; image: Blob };

/** `done` carries the band the MRZ was read from as a PNG `data:` URL, for the form to show beside marked fields. */
export type ScanReply =
  | { type: 'progress'; stage: ScanStage; fraction: number }
  | { type: 'done'; outcome: ScanOutcome<string>; ms: number }
  | { type: 'failed'; message: string };
