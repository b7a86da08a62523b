import { describe, expect, it } from 'vitest';
import { toPgrstError } from './errors.ts';

describe('errors of a database that is away', () => {
  it('answer 503 PGRST000 as PostgREST does, whether refused, cut off, shut down or still starting', () => {
    const away = [
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      Object.assign(new Error('connection failure'), { code: '08006' }),
      new Error('Connection terminated unexpectedly'),
    ];
    for (const error of away) expect(toPgrstError(error, true)).toMatchObject({ status: 503, code: 'PGRST000' });
  });

  it('leave other database errors as they are', () => {
    expect(toPgrstError(Object.assign(new Error('denied'), { code: '42501' }), true)).toMatchObject({
      status: 403,
      code: '42501',
    });
  });
});
