import { PgDialect } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { idArray, inIds } from './id-list';

const dialect = new PgDialect();

describe('inIds', () => {
  it('writes the ids inline as one int[] with no bound parameters', () => {
    const q = dialect.sqlToQuery(inIds(sql.identifier('user_id'), [3, 1, 2]));
    expect(q.sql).toBe('"user_id" = any(ARRAY[3,1,2]::int[])');
    expect(q.params).toEqual([]);
  });
  it('is an empty array for no ids (matches nothing)', () => {
    expect(dialect.sqlToQuery(idArray([])).sql).toBe('ARRAY[]::int[]');
  });
  it('refuses anything but integers, so nothing can be smuggled into the SQL', () => {
    for (const bad of [1.5, NaN, Infinity, '1) or (1=1' as unknown as number]) expect(() => idArray([1, bad])).toThrow(TypeError);
  });
});
