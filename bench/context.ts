/** What every bench section gets: the run's settings, the running stack, the seed and the results. */
import type pg from 'pg';
import type { RunningStack } from '../stack/index.ts';
import type { AppModules } from './app-modules.ts';
import type { Results } from './results.ts';
import type { SeedInfo } from './seed.ts';

export interface BenchConfig {
  smoke: boolean;
  /** Guests in the list/search target hotels, e.g. [1000, 100000, 1000000]. */
  listSizes: number[];
  /** Guests exported as CSV, e.g. [10000, 100000]. */
  exportSizes: number[];
  hotels: number;
  /** Guests in every non-target hotel. */
  background: number;
  /** Repetitions of fast measurements (page queries, round trips). */
  reps: number;
  /** Repetitions of slow ones (search without index, exports, builds). */
  slowReps: number;
  /** Repetitions of the page-weight section's Lighthouse loads, each in a Chromium of its own (`--repeat`). */
  repeat: number;
  /** page-weight: only these paths' Lighthouse rows (`--pages /guest-list`); all four when absent. */
  pages?: string[];
  /** page-weight: Lighthouse loads of each page per repetition (`--loads`; 5, a smoke run 1). */
  loads?: number;
  /** page-weight: a folder to write each Lighthouse report (JSON) into (`--lighthouse-dir`), for its long tasks. */
  lighthouseDir?: string;
  /** page-weight: a folder to copy the app's build into (`--keep-build`), for a later run's `--before-build`. */
  keepBuild?: string;
  /**
   * page-weight: an earlier build of the app (`--before-build`, built for the same ports), served beside
   * this one and loaded in the same rounds, so a change is measured A/B on the same moment of the machine.
   */
  beforeBuild?: string;
  /**
   * page-weight: the app's build gets hidden source maps and each Lighthouse trace V8's sampling profiler
   * (`--profile`), so bench/long-tasks.ts can name the source lines a long task ran.
   */
  profile?: boolean;
  /**
   * page-weight: the builds are served over HTTP/2 (`--http2`; TLS with a self-signed certificate,
   * which Chromium is told to accept), as production static hosting serves them; by default HTTP/1.1,
   * which Lighthouse's simulation gives six connections an origin, one request at a time on each.
   */
  http2?: boolean;
  /** Subscriber counts for the Realtime latency, e.g. [1, 200]. */
  subscribers: number[];
  /** Concurrent staff for add-guest throughput. */
  concurrency: number;
  /** Attachment size in bytes for add-guest (1 MB). */
  attachmentBytes: number;
  ports: {
    api: number;
    db: number;
    mail: number;
    preview: number;
    startApi: number;
    startDb: number;
    startMail: number;
  };
}

export interface Bench {
  config: BenchConfig;
  rootDir: string;
  /** Scratch directory of this run (removed at the end). */
  tmpDir: string;
  results: Results;
  log: (line: string) => void;
}

/** Sections that need the seeded stack get this too. */
export interface StackBench extends Bench {
  stack: RunningStack;
  admin: pg.Pool;
  seed: SeedInfo;
  app: AppModules;
}
