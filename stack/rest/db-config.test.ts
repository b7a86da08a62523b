import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { InDatabaseConfig } from './db-config.ts';

/** A pool whose queries fail `failures` times (the database is restarting), then answer no settings. */
function restartingPool(failures: number) {
  let calls = 0;
  const query = () => {
    calls += 1;
    return calls <= failures ? Promise.reject(new Error('connect ECONNREFUSED')) : Promise.resolve({ rows: [] });
  };
  return { pool: { query } as unknown as pg.Pool, calls: () => calls };
}

describe('the in-database configuration', () => {
  it('loads again after a failed load instead of answering that failure forever', async () => {
    const { pool, calls } = restartingPool(1);
    const config = new InDatabaseConfig(pool);
    await expect(config.reload()).rejects.toThrow('ECONNREFUSED');
    await expect(config.get()).resolves.toMatchObject({ txEnd: 'commit', maxRows: 1000 });
    await config.get();
    expect(calls()).toBe(2); // loaded once more, then kept
  });
});
