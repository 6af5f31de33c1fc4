import { describe, expect, it } from 'vitest';
import { parseQuestion } from '../question';
import { item, seeded, weather } from '../test-fixtures';
import { activityAnswer, wayThereLine } from './activity';
import { wayThere } from '../question/way-there';
import { buyOneAnswer } from './buy-one';
import { carryLine } from './carry';
import { fitAnswer } from './fit';
import { askOutfit } from './test-ask-outfit';
import type { ClosetItem } from '../types';

/**
 * Held-out sets 51 and 52, generated. A class in a room said to be cold takes a knit to wear until warmed up, never a
 * blazer; a swim in the cold packs a robe and a warm hat, not sunscreen; 'a good raincoat' asks for no colour; the cloth
 * said of the piece bought is the one looked for, and a cloth said of something owned is not.
 */
const { pick, cases } = seeded(5_251);
const read = (m: string) => parseQuestion(m, { today: '2026-11-23', unit: 'C' });

describe('a class in a cold room', () => {
  it.each(cases(6))('takes a knit to wear until warmed up %i', () => {
    const knit = pick(['Navy cashmere crew neck jumper', 'Grey cardigan', 'Cream cable knit sweater']);
    const closet: ClosetItem[] = [
      item({ id: 1, name: 'Black leggings', category: 'Activewear', formality: 'athletic' }),
      item({ id: 2, name: 'Grey sports top', category: 'Activewear', formality: 'athletic' }),
      item({ id: 3, name: knit, category: 'Tops', warmth: 'warm' }),
      item({ id: 4, name: 'Navy wool blazer', category: 'Outerwear', formality: 'business' }),
    ];
    const a = activityAnswer({ activity: 'yoga', closet, weather: weather(), dayText: 'on Friday', weatherText: 'mild', indoors: 'cold' });
    expect(a.text).toContain(knit);
    expect(a.text).not.toContain('Navy wool blazer');
  });
  it('a warm room adds nothing', () => {
    const closet = [
      item({ id: 1, name: 'Black leggings', category: 'Activewear', formality: 'athletic' }),
      item({ id: 3, name: 'Grey cardigan', category: 'Tops' }),
    ];
    expect(activityAnswer({ activity: 'yoga', closet, weather: weather(), dayText: 'today', weatherText: 'mild', indoors: 'warm' }).text).not.toContain(
      'starts cold',
    );
  });
});

describe('the bag for a swim', () => {
  it.each(cases(4))('in the cold holds a robe and a warm hat, no sunscreen %i', () => {
    const maxTempC = pick([-5, 0, 3]);
    const text = carryLine('swimming', [], [], weather({ maxTempC, minTempC: maxTempC - 4 })).text;
    expect(text).toMatch(/robe/);
    expect(text).not.toMatch(/sunscreen/);
  });
  it('in the warm still holds sunscreen', () => {
    expect(carryLine('swimming', [], [], weather({ maxTempC: 28, minTempC: 20 })).text).toMatch(/sunscreen/);
  });
});

describe('a piece to buy', () => {
  const closet: ClosetItem[] = [
    item({ id: 1, name: 'Navy packable rain jacket', category: 'Outerwear', color: 'navy' }),
    item({ id: 2, name: 'Black felt-lined snow boots', category: 'Shoes' }),
    item({ id: 3, name: 'Charcoal wool suit', category: 'Suits & tailoring' }),
  ];
  it.each(cases(4))('called good or proper asks for no colour %i', () => {
    const m = `${pick(['My daughter wants to get me', 'I want to buy', 'Thinking of getting'])} a ${pick(['good', 'proper', 'decent'])} raincoat, around $200. What should I look for?`;
    const a = buyOneAnswer({ question: read(m), message: m, closet });
    expect(a?.text ?? '', m).not.toMatch(/not (good|proper|decent)/);
  });
  it.each(cases(4))('in a cloth said of it is looked for in that cloth %i', () => {
    const m = `Thinking of buying a linen suit for ${pick(['summer weddings', 'the heat', 'a beach wedding'])}, budget around $600. Worth it?`;
    const a = buyOneAnswer({ question: read(m), message: m, closet });
    expect(a?.text ?? '', m).toMatch(/linen/);
    expect(a?.text ?? '', m).not.toMatch(/year-round wool/);
  });
  it('a cloth said of something owned is not the cloth looked for', () => {
    const m = 'I want one pair of proper winter boots; my felt-lined ones are worn through. What should I look for?';
    const a = buyOneAnswer({ question: read(m), message: m, closet });
    expect(a?.text ?? '').not.toMatch(/wool that breathes/);
  });
});

describe('a pair that slips at the heel', () => {
  it.each(cases(6))('is a fit question whose fix is given, whatever activity shows it %i', () => {
    const closet = [item({ id: 1, name: 'Black leather Chelsea boots', category: 'Shoes' })];
    const m = `${pick(['chelsea boots', 'my chelsea boots', 'the black chelsea boots'])} slip at the heel ${pick(['wen i walk', 'when I walk', 'when im running for the bus'])}, ${pick(['half size 2 big', 'half a size too big'])}, ${pick(['fixable?', 'any fix?'])}`;
    const q = read(m);
    expect(q.kind, m).toBe('fit');
    expect(fitAnswer({ question: q, closet, message: m })?.text ?? '', m).toMatch(/heel grip|insole/);
  });
  it('what to wear when I walk is still an outfit', () => {
    expect(read('what should I wear when I walk to work tomorrow').kind).toBe('outfit');
  });
});

describe('a ride to the plan', () => {
  it.each(cases(6))('said with its distance is the way there %i', () => {
    const m = `${pick(['I cycle', 'I bike', "I'm cycling"])} ${pick(['the 5 km', 'about 8 km', 'the 20 mins', 'like 3 miles'])} to ${pick(['work', 'the office', 'the studio'])}, what do I wear`;
    expect(wayThere(m), m).toBe('cycling');
  });
  it('in the rain carries what must stay dry in a waterproof bag owned', () => {
    const closet = [
      item({ id: 1, name: 'Black wool trousers', category: 'Bottoms' }),
      item({ id: 2, name: 'Red waterproof hardshell jacket', category: 'Outerwear' }),
      item({ id: 3, name: 'Black roll-top waterproof backpack', category: 'Bags' }),
    ];
    const line = wayThereLine('cycling', closet.slice(0, 2), weather({ precipitationProbability: 90, precipitationMm: 8 }), closet) ?? '';
    expect(line).toContain('Black roll-top waterproof backpack');
    expect(wayThereLine('cycling', closet.slice(0, 2), weather(), closet) ?? '').not.toContain('backpack');
  });
});

describe('a day up a ladder or on the knees', () => {
  it.each(cases(6))('is worn in trousers where the closet has them %i', () => {
    const closet: ClosetItem[] = [
      item({ id: 1, name: 'Navy fitted sheath dress', category: 'Dresses & jumpsuits', formality: 'business' }),
      item({ id: 2, name: 'Green pencil skirt', category: 'Bottoms', formality: 'business' }),
      // Trousers a step below the day's level: without the rule, the dress or the skirt at the level is chosen.
      item({ id: 3, name: 'Black tailored trousers', category: 'Bottoms', formality: 'casual' }),
      item({ id: 4, name: 'White cotton blouse', category: 'Tops', formality: 'business' }),
      item({ id: 5, name: 'Black work flats', category: 'Shoes', formality: 'business' }),
    ];
    const m = `work tomorrow, ${pick(['stocktaking', 'inventory', 'moving stock'])} so ill be ${pick(['up a ladder', 'on my knees', 'up and down ladders'])} all day, what do i wear`;
    const text = askOutfit(m, closet, { message: m }).text;
    expect(text, m).toContain('Black tailored trousers');
    expect(text, m).not.toMatch(/sheath dress|pencil skirt/);
  });
});
