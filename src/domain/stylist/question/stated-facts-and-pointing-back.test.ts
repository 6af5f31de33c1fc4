import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { parseQuestion } from './parse';
import { temperatureIn, weatherIn } from './stated-weather';
import { parseDay } from './when';

/**
 * Facts people state in their own words win (issue 38.5), and the question asked is the one read (38.1): a temperature
 * said to move ('supposed to drop to 28 tonight') or said below zero ('4 below out there') is the day's, in the person's
 * scale; 'how warm do I need to dress' asks, it states no weather; a baby shower or a meteor shower is no rain; what the
 * phone says is a report the person corrects; 'can't go until Sunday' moves the plan to Sunday; 'How do I get it out?'
 * after the sentence that says what 'it' is asks to get it out, whatever landed on the piece; an activity's word naming a
 * business ('the bike shop'), a building walked through ('walk the building') or a state ('under construction') is not
 * done. Drawn by a seed.
 */
const rand = mulberry32(4_202);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const read = (m: string, unit: 'C' | 'F' = 'F', turns: string[] = []) =>
  parseQuestion(m, {
    today: '2026-12-02',
    unit,
    history: turns.map((content, i) => ({ role: i % 2 === 0 ? ('user' as const) : ('assistant' as const), content })),
  });
const fToC = (f: number) => Math.round((((f - 32) * 5) / 9) * 10) / 10;

describe('a temperature said to move, or below zero, is the day’s', () => {
  const MOVES = ['drop to', 'dip to', 'fall to', 'get down to', 'plunge to', 'climb to', 'rise to'];
  const WEATHER = ['with a north wind', "and it's windy", 'with freezing fog around', 'and snowy'];
  it.each(Array.from({ length: 12 }, (_, i) => i))('moved %i', () => {
    const n = 10 + Math.floor(rand() * 25);
    const m = `it's supposed to ${pick(MOVES)} ${n} ${pick(['tonight', 'by morning', 'overnight'])} ${pick(WEATHER)}, what do I wear`;
    expect(temperatureIn(m, 'F'), m).toBe(fToC(n));
  });
  it.each(Array.from({ length: 8 }, (_, i) => i))('below %i', () => {
    const n = 2 + Math.floor(rand() * 20);
    const m = `${pick(["it's actually", "it's", 'its like'])} ${n} below ${pick(['out there', 'this morning', 'zero today'])} ${pick(WEATHER)}`;
    expect(temperatureIn(m, 'F'), m).toBe(fToC(-n));
  });
  it('a texted 4 before below stays a number; below the knee or average is no temperature', () => {
    expect(read("My phone says it's mild today, but it's actually 4 below out there with a wind. What do I put on?").tempC).toBe(-20);
    expect(temperatureIn('my skirt sits 4 below the knee, is that ok for work', 'F')).toBeNull();
    expect(temperatureIn('prices are 20 below average this week, and windy', 'F')).toBeNull();
  });
  it('what the phone says is a report; what the person says after it wins', () => {
    const m = `My ${pick(['phone', 'app', 'radio'])} says it's mild today, but it's bitter out there`;
    expect(weatherIn(m)).not.toContain('mild');
    expect(weatherIn(m)).toContain('cold');
  });
});

describe('asking how warm states no weather', () => {
  it.each(Array.from({ length: 6 }, (_, i) => i))('variant %i', () => {
    const w = pick(['warm', 'cold', 'hot']);
    const m = `${pick(["I'm going to a backyard fire pit tonight.", 'Outdoor carols tonight.'])} How ${w} ${pick(['do I need to dress', 'should I dress', 'is it going to be'])}?`;
    expect(weatherIn(m), m).toEqual([]);
  });
  it('said, not asked, it stays', () => {
    expect(weatherIn("you wouldn't believe how cold it is this morning")).toContain('cold');
  });
  it('dress after a verb that takes an infinitive is the verb', () => {
    expect(read('How warm do I need to dress tonight?').pieces).not.toContain('dress');
    expect(read('I want to dress up a bit for this').pieces).not.toContain('dress');
    expect(read('is it ok to wear my slip dress').pieces).toContain('dress');
  });
});

describe('a shower that is an event is no rain', () => {
  it.each(Array.from({ length: 6 }, (_, i) => i))('variant %i', () => {
    const m = `What should I wear to ${pick(["my friend's baby shower", 'her bridal shower', 'the meteor shower', 'a wedding shower'])} on ${pick(['Sunday', 'Saturday'])}?`;
    expect(weatherIn(m), m).not.toContain('rain');
  });
  it('rain said beside it, or showers of the weather, stay rain', () => {
    expect(weatherIn("baby shower on sunday and it's pouring")).toContain('rain');
    expect(weatherIn('afternoon showers tomorrow, what do I wear')).toContain('rain');
    expect(weatherIn('snow showers all day')).toContain('rain');
  });
});

describe('what cannot happen before a day happens on it', () => {
  it.each(Array.from({ length: 6 }, (_, i) => i))('variant %i', () => {
    const day = pick(['Sunday', 'Friday', 'Saturday']);
    const m = `${pick(["Turns out I can't go until", "we're not leaving till", "I won't be there until"])} ${day}`;
    expect(parseDay(m, '2026-12-02')?.label, m).toBe(day);
  });
  it('a day something lasts until is still not the day asked', () => {
    expect(parseDay('my boots are at her place till friday, what do i wear tomorrow', '2026-12-02')?.label).toBe('tomorrow');
  });
  it('the follow-up moves the plan and keeps it', () => {
    const q = read("Turns out I can't go until Sunday, and they're calling for freezing rain.", 'F', [
      "I'm driving up to the cabin near Brainerd on Friday to check the pipes. What should I wear?",
      'Layer the thermal top under the flannel shirt with the work pants and the snow boots.',
    ]);
    expect(q.day?.label).toBe('Sunday');
    expect(q.occasionName).toBe('cabin');
    expect(q.weather).toContain('ice');
  });
});

describe('a question pointing back asks about what the sentence before it said', () => {
  const SUBSTANCES = ['Betadine', 'mole sauce', 'sunscreen', 'bike chain oil', 'glitter glue', 'hair dye'];
  const PIECES: [string, string][] = [
    ['gray sweatshirt', 'hoodie'],
    ['ivory silk blouse', 'blouse'],
    ['white linen shirt', 'shirt'],
    ['navy chinos', 'chinos'],
  ];
  it.each(Array.from({ length: 12 }, (_, i) => i))('variant %i', () => {
    const [piece, kind] = pick(PIECES);
    const m = `${pick(['I got', 'Somehow got', 'My kid got'])} ${pick(SUBSTANCES)} on my ${pick(['favorite ', 'good ', ''])}${piece}${pick([' at work', ' at lunch', ''])}. ${pick(['How do I get it out?', 'How do i treat it?', 'Can I get it out?', 'How do I remove it?'])}`;
    const q = read(m);
    expect(q.kind, m).toBe('care');
    expect(q.problem?.startsWith('stain'), m).toBe(true);
    expect(q.pieces, m).toContain(kind);
  });
  it('a mole on the skin is still a medical question', () => {
    expect(read('I have a mole on my back, should I see a doctor?').kind).toBe('off-topic');
  });
});

describe('an activity’s word that is not done', () => {
  it.each(Array.from({ length: 6 }, (_, i) => i))('a business it names %i', () => {
    const m = `What should I wear for my shift at the ${pick(['bike', 'surf', 'ski', 'golf'])} ${pick(['shop', 'store'])} ${pick(['tomorrow', 'on Friday'])}?`;
    expect(read(m).activity, m).toBeNull();
  });
  it('a building walked through, or still under construction, is the site visit', () => {
    const q = read("What should I wear to a site visit tomorrow morning? The client wants to walk the building while it's still under construction.", 'C');
    expect(q.activity).toBeNull();
    expect(q.occasions).toContain('work');
  });
  it('walking the dog is still a walk', () => {
    expect(read('what do I wear to walk the dog this morning').activity).toBe('walking');
  });
});

describe('a rule of what to wear, told after the plan, changes the plan', () => {
  it.each(Array.from({ length: 6 }, (_, i) => i))('variant %i', () => {
    const m = `${pick(['They just emailed:', 'Update -', 'Just heard back,'])} ${pick(['closed-toe flat shoes only', 'flat shoes only', 'closed-toe shoes are required'])}${pick([', hard hats provided.', '.', ''])}`;
    const q = read(m, 'C', [
      'What should I wear to a site visit tomorrow morning?',
      'Wear the black jeans with the white poplin shirt, the moto jacket and the ankle boots with block heel.',
    ]);
    expect(q.followUp, m).toBe(true);
    expect(q.occasions, m).toContain('work');
  });
});
