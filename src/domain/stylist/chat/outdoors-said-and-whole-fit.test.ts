import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { parseQuestion } from '../question';
import { saysOutdoors } from '../question/activity-said';
import { item } from '../test-fixtures';
import type { ClosetItem, Weather } from '../types';
import { activityAnswer } from './activity';
import { fitAnswer } from './fit';

/**
 * An activity said to be done outside ('an hour standing outside' on a site visit) is dressed for the weather as any outdoor
 * activity is: in the cold, the winter coat and the warm accessories owned, whatever the activity's habit. And a whole piece
 * too loose or tight, with the tailor weighed, is answered where a tailor alters it. Generated, seeded.
 */
const rand = mulberry32(27_12_36);
const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;

function closet(): ClosetItem[] {
  let id = 1;
  const p = (o: Parameters<typeof item>[0]) => item({ ...o, id: id++, timesWorn: 0 });
  return [
    p({ name: 'Grey marl t-shirt', category: 'Tops', formality: 'casual' }),
    p({ name: 'Navy cable-knit wool sweater', category: 'Tops', formality: 'casual', warmth: 'warm' }),
    p({ name: 'Dark indigo jeans', category: 'Bottoms', subcategory: 'Jeans', formality: 'casual' }),
    p({ name: 'Insulated waterproof winter boots', category: 'Shoes', subcategory: 'Boots', formality: 'casual', warmth: 'warm' }),
    p({ name: 'Tan waxed-cotton field jacket', category: 'Outerwear', formality: 'casual' }),
    p({ name: 'Black down parka', category: 'Outerwear', formality: 'casual', warmth: 'warm' }),
    p({ name: 'Grey knit toque', category: 'Accessories', formality: 'casual', warmth: 'warm' }),
    p({ name: 'Brown lined leather gloves', category: 'Accessories', formality: 'casual', warmth: 'warm' }),
  ];
}
const weather = (maxTempC: number): Weather => ({
  minTempC: maxTempC - 5,
  maxTempC,
  precipitationProbability: 10,
  precipitationMm: 0,
  windKph: 30,
  source: 'typical',
});

describe('an activity said to be outside, in deep cold (generated)', () => {
  for (let k = 0; k < 12; k++) {
    const t = pick([-30, -27, -22, -18]);
    const said = pick(['about an hour standing outside', 'all morning outdoors', 'at the outdoor site']);
    it(`${t}°C, ${said}`, () => {
      const c = closet();
      expect(saysOutdoors(`site visit Thursday, ${said}`)).toBe(true);
      const a = activityAnswer({ activity: 'chores', closet: c, weather: weather(t), dayText: 'on Thursday', weatherText: `${t}°C`, outdoors: true });
      const names = a.itemIds.map((id) => c.find((i) => i.id === id)!.name);
      expect(names).toContain('Black down parka');
      expect(a.text).toMatch(/toque|gloves/);
      expect(names).not.toContain('Grey marl t-shirt');
    });
  }
  it('is not said of an activity with no word of being outside', () => {
    expect(saysOutdoors('deep clean of the kitchen on Thursday')).toBe(false);
  });
});

describe('a whole piece too loose or tight, the tailor weighed (generated)', () => {
  for (let k = 0; k < 10; k++) {
    const piece = pick([
      { said: 'dark jeans', name: 'Dark-wash jeans', category: 'Bottoms' as const, area: /waist/ },
      { said: 'navy kurta', name: 'Navy cotton kurta', category: 'Tops' as const, area: /chest|side/ },
    ]);
    const ask = pick(['Worth getting them taken in, or just buy new?', 'Is it worth taking it to my tailor or should I replace it?']);
    it(`${piece.said}: ${ask}`, () => {
      const message = `I've lost about 6 kg and my ${piece.said} ${pick(['feel baggy', 'are loose now', 'hang off me'])}. ${ask}`;
      const question = parseQuestion(message, { today: '2026-12-01' });
      if (question.kind !== 'fit' || question.fitIssue === null) return expect(question.kind).toBe('fit');
      const c = [item({ id: 1, name: piece.name, category: piece.category, formality: 'casual' })];
      const a = fitAnswer({ question: { ...question, fitArea: null }, closet: c, message });
      expect(a?.text).toMatch(/tailor/);
      expect(a?.text).toMatch(piece.area);
    });
  }
});

describe('a base layer owned, on hours out in the cold (generated)', () => {
  for (let k = 0; k < 8; k++) {
    const [activity, t] = pick([
      ['chores', -22],
      ['skating', -6],
      ['hiking', -12],
    ] as const);
    it(`${activity} at ${t}°C`, () => {
      const c = [
        ...closet(),
        item({
          id: 99,
          name: pick(['Black thermal henley', 'Grey merino base layer', 'Navy long johns']),
          category: 'Tops',
          formality: 'casual',
          timesWorn: 0,
        }),
      ];
      const a = activityAnswer({ activity, closet: c, weather: weather(t), dayText: 'on Sunday', weatherText: `${t}°C`, outdoors: true });
      // Under it all, or as the kit's own warm layer where the activity has one (a hike's mid layer).
      expect(a.text).toMatch(/Black thermal henley|Grey merino base layer|Navy long johns/);
    });
  }
  it('is not said on a mild day', () => {
    const c = [...closet(), item({ id: 99, name: 'Black thermal henley', category: 'Tops', formality: 'casual' })];
    expect(activityAnswer({ activity: 'hiking', closet: c, weather: weather(16), dayText: 'on Sunday', weatherText: '16°C', outdoors: true }).text).not.toMatch(
      /Underneath/,
    );
  });
});
