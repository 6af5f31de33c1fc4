import { describe, expect, it } from 'vitest';
import { notTodayCopy } from './reaction-copy';

describe("'Not today' says what it did", () => {
  it('names the change and the refresh it used', () => {
    expect(notTodayCopy('too-cold', { refresh: { changed: true, note: null }, refreshesLeft: 1 })).toEqual({
      title: 'Noted: too cold',
      body: "Here is a warmer look; your next outfits will take it into account. This used one of today's refreshes (1 left).",
    });
  });
  it('says nothing about refreshes on an unlimited plan', () => {
    expect(notTodayCopy('too-formal', { refresh: { changed: true, note: null }, refreshesLeft: null }).body).not.toMatch(/refresh/);
  });
  it('an unchanged outfit says why', () => {
    expect(notTodayCopy('too-warm', { refresh: { changed: false, note: 'Noted (too warm): no refreshes left.' }, refreshesLeft: 0 }).body).toBe(
      'Noted (too warm): no refreshes left.',
    );
  });
});
