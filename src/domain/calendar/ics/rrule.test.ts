import { describe, expect, it } from 'vitest';
import { Budget } from './budget';
import { isoDate, parseDateValue } from './date-values';
import { expandRule, occurrencesPerDay, parseRule, RuleError } from './rrule';

const wall = (v: string) => parseDateValue(v)!.wall;
const window = { from: wall('20261101T000000'), to: wall('20261231T235959') };
const days = (rule: string, start: string, budget = new Budget()) => {
  const r = parseRule(rule);
  return expandRule(r, wall(start), r.until?.wall ?? null, window, budget).map(isoDate);
};

describe('expandRule', () => {
  it.each([
    ['the last Friday of each month', 'FREQ=MONTHLY;BYDAY=-1FR', '20260130T090000', ['2026-11-27', '2026-12-25']],
    ['the last weekday of each month (BYSETPOS)', 'FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1', '20260130T090000', ['2026-11-30', '2026-12-31']],
    ['Thanksgiving since 2000', 'FREQ=YEARLY;BYMONTH=11;BYDAY=4TH', '20001123T120000', ['2026-11-26']],
    ['every other Thursday since 2020, its phase kept', 'FREQ=WEEKLY;INTERVAL=2', '20200102T100000', ['2026-11-12', '2026-11-26', '2026-12-10', '2026-12-24']],
    ['Monday of ISO week 48', 'FREQ=YEARLY;BYWEEKNO=48;BYDAY=MO', '20200101T090000', ['2026-11-23']],
    ['COUNT with DTSTART as the first', 'FREQ=DAILY;COUNT=3', '20261102T080000', ['2026-11-02', '2026-11-03', '2026-11-04']],
    ['the 31st, only in months that have one', 'FREQ=MONTHLY', '20260131T090000', ['2026-12-31']],
    ['UNTIL before the window', 'FREQ=HOURLY;UNTIL=19991231T235959Z', '19700101T000000', []],
  ])('%s', (_name, rule, start, expected) => {
    expect([...new Set(days(rule, start))]).toEqual(expected);
  });

  it('costs the same for a rule from 1970 as for one from last month, without COUNT', () => {
    const old = new Budget();
    const recent = new Budget();
    days('FREQ=DAILY', '19700101T090000', old);
    days('FREQ=DAILY', '20261001T090000', recent);
    expect(old.spent).toBeLessThanOrEqual(recent.spent);
  });

  it('spends a bounded budget on a rule that can never match', () => {
    const budget = new Budget();
    expect(days('FREQ=HOURLY;BYMONTH=2;BYMONTHDAY=30', '19700101T000000Z', budget)).toEqual([]);
    expect(budget.spent).toBeLessThan(200);
  });

  it('runs out of budget instead of counting forever', () => {
    expect(() => days('FREQ=HOURLY;COUNT=100000000', '19700101T000000Z', new Budget(10_000))).toThrow(/more than 10000 steps/);
  });
});

describe('occurrencesPerDay judges a rule by what it makes, not its FREQ', () => {
  const all = (n: number) => Array.from({ length: n }, (_, i) => i).join(',');
  it.each([
    ['FREQ=DAILY', 1],
    ['FREQ=HOURLY', 24],
    ['FREQ=MINUTELY;INTERVAL=60', 24],
    ['FREQ=MINUTELY', 1440],
    [`FREQ=DAILY;BYHOUR=${all(24)};BYMINUTE=${all(60)}`, 1440],
    ['FREQ=SECONDLY;BYHOUR=9;BYMINUTE=0;BYSECOND=0', 1],
    ['FREQ=WEEKLY;BYDAY=MO;BYHOUR=9,17', 2],
  ])('%s → %i a day', (rule, n) => {
    expect(occurrencesPerDay(parseRule(rule))).toBe(n);
  });
});

describe('parseRule', () => {
  it.each(['FREQ=FORTNIGHTLY', 'FREQ=DAILY;INTERVAL=0', 'FREQ=DAILY;BYHOUR=25', 'FREQ=MONTHLY;BYDAY=60MO', 'FREQ=DAILY;UNTIL=tomorrow', 'INTERVAL=2'])(
    'refuses %s',
    (rule) => {
      expect(() => parseRule(rule)).toThrow(RuleError);
    },
  );
});

describe('parseRule reads rules as exporters damage them (issue 42)', () => {
  it.each([
    ['a space before the first part', ' FREQ=WEEKLY;BYDAY=SA;COUNT=42'],
    ['the property name written twice', 'RRULE:FREQ=WEEKLY;BYDAY=SA;COUNT=42'],
    ['a vendor part first', 'X-CLUB-SEASON=2026;FREQ=WEEKLY;BYDAY=SA;COUNT=42'],
  ])('%s', (_name, value) => {
    expect(parseRule(value)).toMatchObject({ freq: 'WEEKLY', count: 42, byDay: [{ n: 0, weekday: 6 }] });
  });

  it('refuses an INTERVAL past any calendar and a COUNT past what a number holds', () => {
    expect(() => parseRule('FREQ=YEARLY;INTERVAL=999999999999')).toThrow(/INTERVAL=999999999999 is out of range/);
    expect(() => parseRule('FREQ=DAILY;COUNT=99999999999999999999')).toThrow(RuleError);
  });
});
