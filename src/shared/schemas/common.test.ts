import { describe, expect, it } from 'vitest';
import { ZIdParam, ZUserIdParam } from './common';

describe('id params', () => {
  it('accept plain decimal ids within PostgreSQL integer range', () => {
    expect(ZIdParam.parse({ id: '389' })).toEqual({ id: 389 });
    expect(ZUserIdParam.parse({ userId: '2147483647' })).toEqual({ userId: 2147483647 });
  });

  it('refuse every other spelling of a number', () => {
    for (const id of [
      '0x185',
      '389.0',
      '1e0',
      '3.89e2',
      ' 389',
      '389 ',
      '+389',
      '0389',
      '0',
      '-1',
      '',
      '2147483648',
      '99999999999',
      '0b1',
      '0o7',
      'Infinity',
      'NaN',
      '389n',
      '١٢٣',
    ]) {
      expect(ZIdParam.safeParse({ id }).success, JSON.stringify(id)).toBe(false);
    }
  });
});
