import { describe, expect, it } from 'vitest';
import { parseQuestion } from '../question';
import { item, MILD_DRY } from '../test-fixtures';
import type { ClosetItem } from '../types';
import { applyWeatherWords, askedWeatherPhrase, outfitAnswer, wardrobeOf, type OutfitAnswerInput } from './answer';

// The day, the occasion and the weather the person names reach the answer (issue 23, points 1 to 3).
const today = '2026-11-23';
const closet: ClosetItem[] = [
  item({ id: 1, name: 'Navy Blazer', category: 'Outerwear', subcategory: 'Blazer', color: 'Navy', formality: 'business' }),
  item({ id: 2, name: 'White Oxford Shirt', category: 'Tops', color: 'White', formality: 'business' }),
  item({ id: 3, name: 'Grey Wool Trousers', category: 'Bottoms', color: 'Grey', formality: 'business' }),
  item({ id: 4, name: 'Brown Loafers', category: 'Shoes', color: 'Brown', formality: 'business' }),
  item({ id: 5, name: 'Beige Trench Coat', category: 'Outerwear', subcategory: 'Trench coat', color: 'Beige', formality: 'business' }),
  item({ id: 6, name: 'Grey Crew Tee', category: 'Tops', subcategory: 'T-shirt', color: 'Grey' }),
  item({ id: 7, name: 'Dark Jeans', category: 'Bottoms', subcategory: 'Jeans', color: 'Indigo' }),
  item({ id: 8, name: 'White Sneakers', category: 'Shoes', subcategory: 'Sneakers', color: 'White' }),
];

function ask(message: string, extra: Partial<OutfitAnswerInput> = {}) {
  const question = parseQuestion(message, { today, unit: 'F' });
  return outfitAnswer({
    question,
    closet,
    date: question.day?.date ?? today,
    dayLabel: question.day?.label ?? 'today',
    weather: applyWeatherWords(MILD_DRY, question.weather, question.tempC),
    calendarEvents: [{ title: 'Team standup', date: question.day?.date ?? today, startTime: '09:00', endTime: null, dressCode: 'Business casual' }],
    preferences: { preferredStyle: 'Smart Casual', colorPalette: [], styleGoals: [] },
    wardrobe: wardrobeOf('menswear', closet),
    unit: 'F',
    seed: 1,
    ...extra,
  });
}

describe('the occasion named is the one answered, in the person’s words', () => {
  it.each([
    ['outfit for a pottery class on thursday', /^For the pottery class on Thursday /],
    ['what do i wear to a minor league game next fri', /^For the minor league game on Friday, December 4 /],
    ['art opening tonight, what should i wear', /^For the art opening tonight /],
    ['what to wear to a christening on sun', /^For the christening on Sunday /],
  ])('%s', (message, lead) => {
    const a = ask(message);
    expect(a.text).toMatch(lead);
    // The calendar's standup does not replace what the person named.
    expect(a.text).not.toMatch(/standup/i);
  });

  it('the calendar decides only when nothing is named', () => {
    expect(ask('what should i wear today').text).toMatch(/standup/i);
  });

  it('a spectator game is casual, not the office', () => {
    const a = ask('minor league game saturday, what should i wear');
    expect(a.itemIds).toEqual(expect.arrayContaining([6, 7]));
  });
});

describe('a day beyond the forecast', () => {
  it('names the month and says the weather is typical, never today', () => {
    const a = ask('what to wear to a wedding in may', { typicalFor: 'May' });
    expect(a.text).toMatch(/^For the wedding in May \(no forecast yet, typical for May: /);
    expect(a.text).not.toMatch(/today/);
  });
  it('stated weather needs no typical note', () => {
    expect(askedWeatherPhrase({ weather: ['rain'], tempC: null }, MILD_DRY, 'F', 'May')).not.toMatch(/typical/);
  });
});

describe('the stated weather is quoted and dressed for', () => {
  it('a stated temperature is quoted as said, not as a range', () => {
    const a = ask("it's 85 and humid, what should i wear to the office");
    expect(a.text).toMatch(/\(hot, humid, 85°F \/ 29°C\)/);
    expect(a.itemIds).not.toContain(5);
  });
  it('a bare number with rain is °C, whatever the person’s unit', () => {
    expect(ask('supposed to be 12 degrees and rainy tomorrow, what should i wear').text).toMatch(/rain likely, 54°F \/ 12°C/);
  });
  it('wind: said, and a layer that blocks it instead of a blazer', () => {
    const a = ask('really windy today, what should i wear to work');
    expect(a.text).toMatch(/windy/);
    expect(a.text).toMatch(/Beige Trench Coat blocks the wind/);
    expect(a.itemIds).toContain(5);
  });
});

describe('an event named only in the person’s words is the one dressed, not the calendar’s other event that day', () => {
  it.each(['the cabin', 'the allotment'])('%s', (place) => {
    const yoga = (date: string) => ({ calendarEvents: [{ title: 'Yoga', date, startTime: '07:00', endTime: null, dressCode: 'Athletic' }] });
    const q = parseQuestion(`going up to ${place} on Sunday, what should I wear?`, { today, unit: 'F' });
    const text = ask(`going up to ${place} on Sunday, what should I wear?`, yoga(q.day?.date ?? today)).text;
    expect(text).not.toMatch(/Yoga/);
    expect(text).not.toMatch(/athletic/i);
  });
});
