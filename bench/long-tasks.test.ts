import { describe, expect, it } from 'vitest';
import {
  longTasks,
  packageOf,
  pageMainThread,
  readProfile,
  repositoryPath,
  samplesBySource,
  type TraceEvent,
} from './long-tasks';

const page = { pid: 7, tid: 1 };
const nav = 1_000_000;
/** A trace event on the page's main thread, times in ms after navigation. */
const at = (name: string, startMs: number, durMs: number, data?: Record<string, unknown>): TraceEvent => ({
  ...page,
  name,
  ph: 'X',
  ts: nav + startMs * 1000,
  dur: durMs * 1000,
  ...(data ? { args: { data } } : {}),
});

describe('long tasks of a Lighthouse trace', () => {
  const events: TraceEvent[] = [
    {
      pid: 3,
      tid: 1,
      name: 'ParseHTML',
      ph: 'X',
      ts: nav,
      dur: 1000,
      args: { beginData: { url: 'chrome://newtab/' } },
    },
    {
      ...page,
      name: 'ParseHTML',
      ph: 'X',
      ts: nav + 5000,
      dur: 2000,
      args: { beginData: { url: 'http://127.0.0.1:4173/guest-list' } },
    },
    at('RunTask', 10, 40),
    at('v8.evaluateModule', 11, 30, { url: 'http://127.0.0.1:4173/assets/boot-abc.js' }),
    at('Layout', 42, 6),
    at('RunTask', 60, 8),
    { pid: 3, tid: 1, name: 'RunTask', ph: 'X', ts: nav + 70_000, dur: 90_000 },
  ];

  it("finds the page's own main thread, not another renderer's", () => {
    expect(pageMainThread(events, 'http://127.0.0.1:4173/guest-list')).toBe('7:1');
    expect(() => pageMainThread(events, 'http://127.0.0.1:4173/register')).toThrow(/no HTML parse/);
  });

  it('keeps the tasks over the threshold, with what ran longest in them', () => {
    const tasks = longTasks(events, '7:1', nav, 12.5);
    expect(tasks).toEqual([
      {
        startMs: 10,
        durationMs: 40,
        parts: [
          { name: 'v8.evaluateModule boot-abc.js', ms: 30 },
          { name: 'Layout', ms: 6 },
        ],
      },
    ]);
  });
});

describe('profile samples by source', () => {
  it('sums the samples before the cut-off by function and file, skipping idle time', () => {
    const node = (id: number, functionName: string, url = '') => ({ id, callFrame: { functionName, url } });
    const events: TraceEvent[] = [
      { ...page, name: 'Profile', ts: nav, args: { data: { startTime: nav } } },
      {
        ...page,
        name: 'ProfileChunk',
        ts: nav,
        args: {
          data: {
            cpuProfile: {
              nodes: [node(1, '(idle)'), node(2, 'render', 'http://x/assets/client.js')],
              samples: [2, 2, 1, 2],
            },
            timeDeltas: [1000, 1000, 1000, 5_000_000],
          },
        },
      },
    ];
    expect(samplesBySource(readProfile(events, 7), nav, nav + 10_000, () => null)).toEqual([['render client.js', 2]]);
  });

  it('names packages and folders of this repository', () => {
    expect(repositoryPath('../../node_modules/zod/v4/core/core.js')).toBe('zod/v4/core/core.js');
    expect(repositoryPath('../../../work/main/src/lib/format.ts')).toBe('src/lib/format.ts');
    expect(packageOf('init zod/v4/core/core.js:50')).toBe('zod');
    expect(packageOf('_initialize @supabase/auth-js/dist/module/GoTrueClient.js:383')).toBe('@supabase/auth-js');
    expect(packageOf('localTime src/lib/format.ts:43')).toBe('src/lib');
    expect(packageOf('fetch')).toBe('fetch');
  });
});
