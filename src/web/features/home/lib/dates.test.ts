import { describe, expect, it } from 'vitest';
import { daysBack, stripDay } from './dates';

describe('diary strip dates', () => {
  it('counts back across a month and a year end', () => {
    expect(daysBack('2026-03-01', 3)).toEqual(['2026-03-01', '2026-02-28', '2026-02-27']);
    expect(daysBack('2027-01-01', 2)).toEqual(['2027-01-01', '2026-12-31']);
  });
  it('names the weekday of the calendar day, whatever the runtime zone', () => {
    expect(stripDay('2026-03-14')).toEqual({ weekday: 'Sat', day: '14' });
  });
});
