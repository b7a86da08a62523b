/**
 * One transaction on a pooled connection: `begin`, the work, `commit`; `rollback` when the work
 * throws (the error is rethrown unchanged, so pg's `code`, `detail`, `hint` survive).
 */
import type pg from 'pg';

/**
 * @param pool the pool to borrow a connection from
 * @param work runs inside the transaction on the borrowed client
 * @param begin the opening statement, e.g. `begin isolation level read committed read only`
 * @returns what `work` resolves to, after the commit
 */
export async function inTransaction<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
  begin = 'begin',
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query(begin);
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
