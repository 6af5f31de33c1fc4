import { describe, expect, it } from 'vitest';
import { nextSendableTime, startOfLocalMonth } from './quiet-hours';

describe('nextSendableTime', () => {
  const ny = 'America/New_York';
  it('sends at once between 07:00 and 21:00 local', () => {
    const noon = new Date('2026-11-23T17:00:00Z'); // 12:00 in New York
    expect(nextSendableTime(noon, ny)).toBe(noon);
  });
  it('waits for 07:00 the same morning before it', () => {
    expect(nextSendableTime(new Date('2026-11-23T08:00:00Z'), ny).toISOString()).toBe('2026-11-23T12:00:00.000Z');
  });
  it('waits for 07:00 the next morning from 21:00 on', () => {
    expect(nextSendableTime(new Date('2026-11-24T02:00:00Z'), ny).toISOString()).toBe('2026-11-24T12:00:00.000Z');
  });
  it('follows the DST change (07:00 EDT is 11:00 UTC)', () => {
    expect(nextSendableTime(new Date('2026-03-08T03:00:00Z'), ny).toISOString()).toBe('2026-03-08T11:00:00.000Z');
  });
});

describe('startOfLocalMonth', () => {
  it('starts the month in the user timezone', () => {
    expect(startOfLocalMonth(new Date('2026-12-01T03:00:00Z'), 'America/Los_Angeles').toISOString()).toBe('2026-11-01T07:00:00.000Z');
  });
});
