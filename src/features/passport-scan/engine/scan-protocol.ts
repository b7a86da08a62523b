/** Messages between the passport-scan control and its Web Worker (`scan.worker.ts`). */
import type { ScanOutcome } from './types.ts';

export type ScanStage = 'loading' | 'locating' | 'reading';

export type ScanRequest = { type: 'scan'; image: Blob };

export type ScanReply =
  | { type: 'progress'; stage: ScanStage; fraction: number }
  | { type: 'done'; outcome: ScanOutcome; ms: number }
  | { type: 'failed'; message: string };
