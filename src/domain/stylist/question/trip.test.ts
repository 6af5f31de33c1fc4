import { describe, expect, it } from 'vitest';
import { destinationIn, destinationNamed } from './destinations';
import { parseQuestion } from './parse';
import { mulberry32 } from '../../../shared/prng';
import { monthIn } from './trip';

const today = '2026-11-23';
const ask = (message: string) => parseQuestion(message, { today });
const padded = (text: string) => ` ${text.toLowerCase()} `;

describe('the form decides: a trip is packing, one activity soon with a bag is an outfit', () => {
  it.each([
    'help me pack for 12 days in greece, mostly island hopping',
    'what do i bring for a weekend at the lake',
    'suitcase for my honeymoon in bali',
    'carry on only, 4 nights in amsterdam',
    'going to vegas for 3 days, what should i take',
    'what should i pack for a work trip to denver',
    'heading to iceland in march, packing tips',
    'help me pack pls',
  ])('%s → packing', (message) => {
    const q = ask(message);
    expect(q.kind).toBe('packing');
    expect(q.trip?.form).toBe('trip');
  });

  it.each([
    'throw in my bag for boxing class tonight',
    'what should i bring to yoga tomorrow morning',
    'gym bag for spin class after work?',
    'what do i carry for my run this afternoon',
  ])('%s → an outfit and what to carry', (message) => {
    const q = ask(message);
    expect(q.kind).toBe('outfit');
    expect(q.trip?.form).toBe('carry');
  });

  it.each([
    'what should i wear to dinner this weekend',
    'how do I pack a suit so it does not crease',
    'how should i fold shirts in a suitcase',
    'what should i wear this weekend when i visit my mum',
    'how do i wash my gym bag after boxing tonight',
    'can I wear white to a wedding in italy?',
    'what should i wear next week in the office',
  ])('%s → not a trip', (message) => {
    const q = ask(message);
    expect(q.trip).toBeNull();
    expect(q.kind).not.toBe('packing');
  });
});

describe('the trip read whole: length as said, place, month, purposes', () => {
  it.each<[string, number, string]>([
    ['packing for a long weekend in porto', 4, 'a long weekend'],
    ['2 nights in boston what to pack', 3, '2 nights'],
    ['a fortnight in crete, suitcase help', 14, 'a fortnight'],
    ['10 days in rome what do i bring', 10, '10 days'],
    ['ski week in zermatt, what to pack', 7, 'a week'],
    ['pack for a couple of days in paris', 2, 'a couple of days'],
    ['week-long trip to lisbon, what to bring', 7, 'a week'],
  ])('%s → %i days, said "%s"', (message, days, said) => {
    const q = ask(message);
    expect(q.trip?.days).toBe(days);
    expect(q.trip?.lengthSaid).toBe(said);
  });

  it('reads a known place and the month, misspelt or not', () => {
    const q = ask('12 days in portugal in may, mostly sightseeing plus a fancy dinner, help me pack');
    expect(q.trip).toMatchObject({ place: 'Portugal', month: 4, purposes: ['sightseeing', 'dinner'] });
    expect(q.trip?.said.dinner).toBe('fancy dinner');
    expect(ask('what shuold i pack for a fortnight in iceland in febuary').trip).toMatchObject({ place: 'Iceland', month: 1 });
    expect(ask('packing for 5 days, going next month').trip?.month).toBe(11);
  });

  it('a setting or an unknown place is kept as written', () => {
    expect(ask('what do i bring for a weekend at the lake').trip?.place).toBe('the lake');
    expect(ask('ten days in uzbekistan what should i pack').trip?.place).toBe('Uzbekistan');
  });

  it.each<[string, string]>([
    ['packing for a confrence in chicago, 3 nights', 'work'],
    ['week of sightseing in kyoto, what to pack', 'sightseeing'],
    ['pack for a beach week in cancun', 'beach'],
    ['camping trip for 4 nights, what do i bring', 'camping'],
    ['packing for my sisters wedding in napa, 3 days', 'wedding'],
    ['black tie gala in london, 2 nights, what should i pack', 'formal'],
  ])('%s → %s', (message, purpose) => {
    expect(ask(message).trip?.purposes).toContain(purpose);
  });
});

describe('destinations and months', () => {
  it('the longest name wins and a common word is not a place', () => {
    expect(destinationIn(padded('a week in mexico city'))?.climate).toBe('highland');
    expect(destinationIn(padded('a week in mexico'))?.climate).toBe('tropical');
    expect(destinationIn(padded('a nice dinner out'))).toBeNull();
    expect(destinationIn(padded('4 days in nice'))?.name).toBe('Nice');
    expect(destinationIn(padded('may i split the bill'))).toBeNull();
  });
  it('southern places are marked', () => {
    expect(destinationNamed('Sydney')?.south).toBe(true);
    expect(destinationNamed('Lisbon')?.south).toBe(false);
  });
  it("'may I' is not May", () => {
    expect(monthIn(padded('may i bring a hoodie'))).toBeNull();
    expect(monthIn(padded('going in may'))).toBe(4);
  });
});

describe('a trip read by its parts, generated', () => {
  const rand = mulberry32(3807);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
  const LENGTHS = ['5 days', 'a week', 'a long weekend', 'three days'];
  const PLACES = ['boston', 'lisbon', 'tokyo', 'denver', 'chicago'];
  const rows = Array.from({ length: 20 }, () => `${pick(LENGTHS)} in ${pick(PLACES)}`);
  it.each(rows)('a bag is never an activity: %s', (base) => {
    for (const bag of ['a carry-on and a backpack', 'just a backpack', 'one backpack and a tote']) {
      expect(ask(`${base}, I've got ${bag}. what goes in?`).trip?.purposes ?? []).not.toContain('hiking');
    }
  });
  it.each(rows)('backpacking as a way of travel still reads as the outdoors: %s', (base) => {
    expect(ask(`${base} backpacking through the region, what do i pack`).trip?.purposes).toContain('hiking');
  });
  it.each(rows)('an evening reception is a dressy evening: %s', (base) => {
    expect(ask(`${base} for a conference plus one ${pick(['evening reception', 'reception', 'drinks reception'])}, what do i pack`).trip?.purposes).toEqual(
      expect.arrayContaining(['work', 'dinner']),
    );
  });
  it.each(rows)('cool nights are read, a weather word is no evening out: %s', (base) => {
    const trip = ask(`packing for ${base}, ${pick(['hot days, cool nights', 'warm days and chilly evenings', 'sunny days, cold nights'])}`).trip;
    expect(trip?.coolNights).toBe(true);
    expect(trip?.purposes ?? []).not.toContain('dinner');
  });
  it.each(['rainforest', 'desert', 'jungle'])('a setting with a word before it is the place: the olympic %s', (setting) => {
    expect(ask(`packing for 5 days camping in the olympic ${setting}`).trip?.place).toBe(`the ${setting}`);
  });
});
