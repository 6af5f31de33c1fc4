import { describe, expect, it } from 'vitest';
import { DRESS_CODE_RULES, dayOccasion, dressCodeFromTitle, eventDressCode, parseDressCode, preferenceDressCode } from './dress-code';
import type { DayEvent } from './types';
import { SATURDAY, TUESDAY } from './test-fixtures';

const event = (title: string, overrides: Partial<DayEvent> = {}): DayEvent => ({
  title,
  date: TUESDAY,
  startTime: '10:00',
  endTime: null,
  dressCode: null,
  ...overrides,
});
const prefs = (preferredStyle: string) => ({ preferredStyle, colorPalette: [], styleGoals: [] });

describe('parseDressCode', () => {
  it.each([
    ['Business Formal', 'business formal'],
    ['Business Casual', 'business casual'],
    ['Smart Casual', 'smart casual'],
    ['Casual', 'casual'],
    ['Cocktail', 'cocktail'],
    ['Black Tie', 'formal'],
    ['black-tie optional', 'formal'],
    ['Semi-formal', 'cocktail'],
    ['Athletic', 'athletic'],
  ] as const)('%s → %s', (text, code) => {
    expect(parseDressCode(text)).toBe(code);
  });
  it('returns null for text that names no dress code', () => {
    expect(parseDressCode('bring snacks')).toBeNull();
    expect(parseDressCode('')).toBeNull();
    expect(parseDressCode(null)).toBeNull();
  });
});

describe('dressCodeFromTitle', () => {
  it.each([
    ['Gym', 'athletic'],
    ['Morning run', 'athletic'],
    ['Yoga class', 'athletic'],
    ['Work out with Sam', 'athletic'],
    ['Job interview at Acme', 'business formal'],
    ['Client meeting', 'business casual'],
    ['Board meeting', 'business formal'],
    ['Quarterly presentation', 'business casual'],
    ["Anna's wedding", 'formal'],
    ['Gala dinner', 'formal'],
    ['Opera: La Traviata', 'formal'],
    ['Dinner with Alex', 'smart casual'],
    ['Date night', 'smart casual'],
    ['Drinks', 'smart casual'],
    ['Board game night', 'casual'],
    ['Basketball', 'athletic'],
  ] as const)('%s → %s', (title, code) => {
    expect(dressCodeFromTitle(title)).toBe(code);
  });
  it('takes the most formal of several activities in one title', () => {
    expect(dressCodeFromTitle('Gym, then client presentation')).toBe('business casual');
  });
  it('returns null for a title with no hint', () => {
    expect(dressCodeFromTitle('Call mum')).toBeNull();
  });
});

describe('eventDressCode', () => {
  it('prefers an explicit dress code over the title', () => {
    expect(eventDressCode(event('Team dinner', { dressCode: 'Business Formal' }))).toBe('business formal');
  });
  it('falls back on the title when the dress code is unreadable', () => {
    expect(eventDressCode(event('Gym', { dressCode: 'whatever' }))).toBe('athletic');
  });
});

describe('dayOccasion', () => {
  it('lets the most formal event of the day win', () => {
    const occasion = dayOccasion({
      date: TUESDAY,
      events: [event('Gym'), event('Wedding', { startTime: '16:00' }), event('Lunch')],
      preferences: prefs('Smart Casual'),
    });
    expect(occasion.code).toBe('formal');
    expect(occasion.event?.title).toBe('Wedding');
    expect(occasion.source).toBe('event');
  });
  it('counts an event at 23:30 for that day', () => {
    const occasion = dayOccasion({ date: TUESDAY, events: [event('Gala', { startTime: '23:30' })], preferences: prefs('Smart Casual') });
    expect(occasion.code).toBe('formal');
  });
  it('ignores events on other dates', () => {
    const occasion = dayOccasion({ date: TUESDAY, events: [event('Gala', { date: '2025-03-05' })], preferences: prefs('Smart Casual') });
    expect(occasion.source).toBe('preference');
    expect(occasion.code).toBe('smart casual');
  });
  it('reads the date part of a timestamped event date', () => {
    const occasion = dayOccasion({ date: TUESDAY, events: [event('Gym', { date: `${TUESDAY}T23:30:00` })], preferences: prefs('Smart Casual') });
    expect(occasion.code).toBe('athletic');
  });
  it('uses the preferred style when no event implies a dress code', () => {
    const occasion = dayOccasion({ date: TUESDAY, events: [event('Call mum')], preferences: prefs('Business Casual') });
    expect(occasion.source).toBe('preference');
    expect(occasion.code).toBe('business casual');
    expect(DRESS_CODE_RULES[occasion.code].target).toBe('business');
  });
});

describe('preferenceDressCode', () => {
  it('reads each picture-tile style direction as its own plain-day dress code', () => {
    expect(preferenceDressCode('Streetwear', false)).toBe('casual');
    expect(preferenceDressCode('Athleisure', false)).toBe('casual');
    expect(preferenceDressCode('Romantic', false)).toBe('smart casual');
  });
  it('maps the predefined styles, relaxing office styles at the weekend', () => {
    expect(preferenceDressCode('Smart Casual', false)).toBe('smart casual');
    expect(preferenceDressCode('Minimalist Modern', false)).toBe('smart casual');
    expect(preferenceDressCode('Business Casual', false)).toBe('business casual');
    expect(preferenceDressCode('Business Casual', true)).toBe('smart casual');
    expect(preferenceDressCode('Classic Professional', false)).toBe('business formal');
    expect(preferenceDressCode('Classic Professional', true)).toBe('smart casual');
  });
  it('defaults to Smart Casual for an empty or unknown style', () => {
    expect(preferenceDressCode('', false)).toBe('smart casual');
    expect(preferenceDressCode('Whimsical', false)).toBe('smart casual');
  });
  it('weekends are Saturday and Sunday', () => {
    expect(dayOccasion({ date: SATURDAY, events: [], preferences: prefs('Business Casual') }).code).toBe('smart casual');
  });
});
