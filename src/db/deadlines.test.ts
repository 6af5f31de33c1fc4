import { describe, expect, it } from 'vitest';
import { answerTimeoutMs, connectionOptions, isDatabaseUnavailable } from './deadlines';

describe('database deadlines', () => {
  it('gives every connection a connect timeout, keepalive, a server statement timeout and a slightly longer client wait', () => {
    expect(connectionOptions('postgres://db/x', { connectTimeoutMs: 5000, statementTimeoutMs: 10_000 })).toEqual({
      connectionString: 'postgres://db/x',
      connectionTimeoutMillis: 5000,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      statement_timeout: 10_000,
      query_timeout: 12_000,
    });
  });

  it('waits without end only where the server has no limit, within what a timer can hold', () => {
    expect(answerTimeoutMs(0)).toBe(2 ** 31 - 1);
    expect(answerTimeoutMs(86_400_000 * 30)).toBe(2 ** 31 - 1);
  });

  it('tells an unreachable or silent database from a fault in the statement', () => {
    const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });
    for (const error of [
      new Error('Query read timeout'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Connection terminated due to connection timeout'),
      new Error('Connection terminated unexpectedly'),
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      new AggregateError([Object.assign(new Error(''), { code: 'ECONNREFUSED' })], ''),
      Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }),
      Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
      Object.assign(new Error('cannot execute UPDATE in a read-only transaction'), { code: '25006' }),
      wrapped(new Error('Query read timeout')),
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(true);
    }
    for (const error of [
      new Error('boom'),
      Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' }),
      Object.assign(new Error('relation "sessions" does not exist'), { code: '42P01' }),
      wrapped(Object.assign(new Error('syntax error'), { code: '42601' })),
      null,
      'Query read timeout',
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(false);
    }
  });
});
