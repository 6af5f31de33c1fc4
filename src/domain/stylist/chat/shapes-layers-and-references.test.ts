import { describe, expect, it } from 'vitest';
import { parseQuestion } from '../question';
import { ruledOutIn } from '../question/ruled-out';
import { item, seeded, weather } from '../test-fixtures';
import { activityAnswer } from './activity';
import type { ClosetItem } from '../types';
import { careAnswer } from './care';
import { clarifyingQuestion } from './clarify';
import { weatherVerdict } from './etiquette';

/**
 * Held-out sets 49 and 50, generated. A structured piece out of shape (a crushed straw hat, squashed bag) is steamed and
 * stuffed back, not washed and dried flat like a knit; a light dress asked about for the cold is worn layered, with the
 * knit, tights, boots and coat owned; 'what about the jacket?' with nothing before it asks which, and what for.
 */
const { pick, cases } = seeded(5_049);
const read = (m: string) => parseQuestion(m, { today: '2026-11-23', unit: 'C' });

describe('a structured piece out of shape', () => {
  it.each(cases(6))('a hat is steamed and stuffed back into shape %i', () => {
    const name = pick(['Panama hat (toquilla straw)', 'Grey felt fedora', 'Straw sun hat']);
    const closet = [item({ id: 1, name, category: 'Accessories' }), item({ id: 2, name: 'Navy wool jumper', category: 'Tops' })];
    const message = `my ${name.split(' (')[0]!.toLowerCase()} got ${pick(['crushed', 'squashed', 'flattened'])} in my ${pick(['bag', 'suitcase'])}, ${pick(['can it be fixed?', 'help'])}`;
    const a = careAnswer({ question: read(message), closet, message });
    expect(a.text, message).toMatch(/steam/i);
    expect(a.text, message).not.toMatch(/dry it flat|neckline/i);
  });
  it('a knit out of shape is still washed and dried flat', () => {
    const closet = [item({ id: 1, name: 'Navy wool jumper', category: 'Tops' })];
    const message = 'my navy wool jumper is stretched out';
    expect(careAnswer({ question: read(message), closet, message }).text).toMatch(/dry it flat/i);
  });
});

describe('a light dress asked about for the cold', () => {
  it.each(cases(6))('is worn layered with the pieces owned %i', () => {
    const dress = pick(['Emerald velvet slip dress', 'Black satin slip dress', 'Floral silk midi dress']);
    const closet: ClosetItem[] = [
      item({ id: 1, name: dress, category: 'Dresses & jumpsuits', warmth: 'light' }),
      item({ id: 2, name: 'Charcoal merino turtleneck', category: 'Tops', warmth: 'medium' }),
      item({ id: 3, name: 'Black leather chelsea boots', category: 'Shoes' }),
      item({ id: 4, name: 'Camel wool coat', category: 'Outerwear', warmth: 'warm' }),
    ];
    const message = `Can I wear the ${dress.toLowerCase()} in winter, ${pick(['or is it really a summer thing?', 'or is it too cold?', ''])}`;
    const v = weatherVerdict(read(message), message, closet);
    expect(v?.text, message).toMatch(/^Yes, layered/);
    for (const n of ['Charcoal merino turtleneck', 'Black leather chelsea boots', 'Camel wool coat']) expect(v?.text, message).toContain(n);
  });
  it('sandals asked about for the cold are still kept for another day', () => {
    const closet = [
      item({ id: 1, name: 'Tan leather sandals', category: 'Shoes', warmth: 'light' }),
      item({ id: 2, name: 'Brown boots', category: 'Shoes', warmth: 'warm' }),
    ];
    const message = 'can I wear my tan leather sandals when its -2?';
    expect(weatherVerdict(read(message), message, closet)?.text).toMatch(/another day/);
  });
});

describe("'what about the jacket?' with nothing before it", () => {
  it.each(cases(6))('asks which, and what for %i', () => {
    const message = `${pick(['what', 'wat', 'how'])} about the ${pick(['jacket', 'shoes', 'blue one', 'coat'])}${pick(['', '?'])}`;
    expect(clarifyingQuestion(message, read(message), { hasHistory: false, eventsThatDay: 0 }), message).toMatch(/\?/);
  });
  it('said with what it is for, or after a conversation, it is answered', () => {
    const message = 'what about the jacket for the wedding on saturday?';
    expect(clarifyingQuestion(message, read(message), { hasHistory: false, eventsThatDay: 0 })).toBeNull();
    expect(clarifyingQuestion('what about the jacket', read('what about the jacket'), { hasHistory: true, eventsThatDay: 0 })).toBeNull();
    // Asked of a day, not a piece: the day's outfit.
    expect(clarifyingQuestion('what about the weekend?', read('what about the weekend?'), { hasHistory: false, eventsThatDay: 0 })).toBeNull();
  });
});

describe('the piece ruled out entire', () => {
  it.each(cases(4))("'the full suit' rules out every suit, not one marked 'full' %i", () => {
    const m = `I don't want to wear the ${pick(['full', 'whole', 'entire'])} suit. ${pick(['What are my options?', 'what else?'])}`;
    const ruled = ruledOutIn(m, ['Navy suit', 'Charcoal wool trousers']);
    expect(ruled, m).toEqual([expect.objectContaining({ piece: 'suit', marks: [] })]);
  });
});

describe('the layer for the way to a class on the mat', () => {
  it.each(cases(4))('is a knit or a zip, never a wrap dress %i', () => {
    const closet: ClosetItem[] = [
      item({ id: 1, name: 'Black leggings', category: 'Activewear', formality: 'athletic' }),
      item({ id: 2, name: 'Grey sports top', category: 'Activewear', formality: 'athletic' }),
      item({ id: 3, name: pick(['Navy jersey wrap dress', 'Green wrap dress']), category: 'Dresses & jumpsuits' }),
      item({ id: 4, name: pick(['Cream wrap cardigan', 'Grey zip hoodie']), category: 'Tops' }),
    ];
    const high = pick([2, 6, 9]);
    const a = activityAnswer({ activity: 'yoga', closet, weather: weather({ minTempC: high - 5, maxTempC: high }), dayText: 'on Friday', weatherText: 'cold' });
    expect(a.text).not.toMatch(/wrap dress/i);
    expect(a.text).toContain(closet[3]!.name);
  });
});
