import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { parseQuestion } from '../question';
import { item, MILD_DRY } from '../test-fixtures';
import type { ClosetItem } from '../types';
import { activityAnswer } from './activity';
import { applyWeatherWords, outfitAnswer, wardrobeOf } from './answer';
import { piecePairingAnswer } from './piece-pairing';

/**
 * What the person says beside the question changes the answer, generated:
 *   - a colour said 'besides' is neither the colour judged nor one of the colours offered;
 *   - the piece always worn with the one asked about is set aside for another;
 *   - a dark that cannot pass for another (brown with navy) is no near-miss, and the surer owned piece named is said;
 *   - a day said to swing ('2 degrees this morning, 9 by the afternoon') is dressed in layers;
 *   - a day's walk takes trail shoes ('tramping boots') over sport sandals.
 */
const TODAY = '2026-12-01';
const rand = mulberry32(8123);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
let id = 1;
const p = (o: Parameters<typeof item>[0]) => item({ ...o, id: id++, timesWorn: 0 });

function closet(): ClosetItem[] {
  id = 1;
  return [
    p({ name: 'Beige wide-leg linen trousers', category: 'Bottoms', color: 'beige', formality: 'smart casual' }),
    p({ name: 'White cotton tee', category: 'Tops', color: 'white', formality: 'casual' }),
    p({ name: 'Black band t-shirt', category: 'Tops', color: 'black', formality: 'casual' }),
    p({ name: 'Navy striped shirt', category: 'Tops', color: 'navy', formality: 'smart casual' }),
    p({ name: 'Coral silk blouse', category: 'Tops', color: 'coral', formality: 'smart casual' }),
    p({ name: 'Red tartan mini skirt', category: 'Bottoms', color: 'red', formality: 'casual' }),
    p({ name: 'Black leather derby shoes', category: 'Shoes', color: 'black', formality: 'business' }),
    p({ name: 'Brown leather oxford shoes', category: 'Shoes', color: 'brown', formality: 'business' }),
    p({ name: 'Navy two-piece suit', category: 'Suits & tailoring', color: 'navy', formality: 'business' }),
    p({ name: 'Grey wool cardigan', category: 'Tops', color: 'grey', formality: 'smart casual' }),
    p({ name: 'Beige trench coat', category: 'Outerwear', color: 'beige', formality: 'smart casual' }),
    p({ name: 'Black ankle boots', category: 'Shoes', color: 'black', formality: 'casual' }),
    p({ name: 'Dark-wash jeans', category: 'Bottoms', color: 'blue', formality: 'casual' }),
  ];
}
const pairing = (message: string, c: ClosetItem[], takenOut: string[] = []) =>
  piecePairingAnswer({ question: parseQuestion(message, { today: TODAY, unit: 'C' }), message, closet: c, takenOut });

describe('a colour said besides', () => {
  it('is neither judged nor offered (generated)', () => {
    for (let k = 0; k < 12; k++) {
      const besides = pick(['besides white', 'other than white', 'apart from white', 'except white']);
      const a = pairing(`What colours can I wear with my beige wide-leg linen trousers ${besides}?`, closet());
      expect(a?.text, besides).toBeTruthy();
      expect(a!.text, besides).not.toMatch(/\bwhite\b/i);
    }
  });
});

describe('the piece always worn with the one asked about', () => {
  it('is set aside once the grounding has taken it out (generated)', () => {
    for (let k = 0; k < 8; k++) {
      const frame = pick(['but i only ever wear it w the band tee', 'but I always end up wearing it with the same band tee']);
      const c = closet().filter((i) => i.name !== 'Black band t-shirt');
      const a = pairing(`wat goes w my red tartan skirt ${frame}`, c, ['t-shirt']);
      expect(a?.text ?? '', frame).not.toMatch(/band/i);
      expect(a?.text ?? '', frame).toMatch(/tartan/i);
    }
  });
});

describe('darks that cannot pass for each other', () => {
  it('brown with navy is a plain yes, and the surer owned pair is said beside a near-miss', () => {
    const c = closet();
    expect(pairing('do my brown oxfords go with the navy suit?', c)?.text).toMatch(/^Yes:/);
    const a = pairing('Black shoes with a navy suit, yes or no? I only have the black derbies and the brown oxfords.', c);
    expect(a?.text).toMatch(/near-miss/);
    expect(a?.text).toMatch(/Brown leather oxford shoes are the surer match/);
  });
});

describe('a day said to swing', () => {
  it('is dressed in layers, the knit under the coat coming off in the wet (generated)', () => {
    for (let k = 0; k < 10; k++) {
      const [low, high] = pick([
        [2, 9],
        [1, 10],
        [4, 12],
      ] as const);
      const wet = rand() < 0.5;
      const message = `It's about ${low} degrees this morning${wet ? ', drizzle later' : ''} and ${high} by the afternoon. Out doing errands all day, how do I dress for both?`;
      const question = parseQuestion(message, { today: TODAY, unit: 'C' });
      const c = closet();
      const a = outfitAnswer({
        question,
        closet: c,
        date: TODAY,
        dayLabel: 'today',
        weather: applyWeatherWords(MILD_DRY, question.weather, question.tempC, question.tempLowC),
        calendarEvents: [],
        preferences: { preferredStyle: 'Smart Casual', colorPalette: [], styleGoals: [] },
        wardrobe: wardrobeOf('womenswear', c),
        unit: 'C',
        seed: 1,
        message,
      });
      expect(a.text, message).toMatch(/dress in layers/);
    }
  });
});

describe("a day's walk", () => {
  it('takes tramping boots over sport sandals', () => {
    id = 1;
    const c = [
      p({ name: 'White boxy tee', category: 'Tops', color: 'white', formality: 'casual' }),
      p({ name: 'Khaki cargo shorts', category: 'Bottoms', color: 'khaki', formality: 'casual' }),
      p({ name: 'Black sport sandals', category: 'Shoes', color: 'black', formality: 'casual' }),
      p({ name: 'Brown leather tramping boots', category: 'Shoes', color: 'brown', formality: 'athletic' }),
    ];
    const a = activityAnswer({
      activity: 'hiking',
      closet: c,
      weather: { ...MILD_DRY, maxTempC: pick([14, 18, 21]) },
      dayText: 'on Saturday',
      weatherText: 'mild',
    });
    const names = a.itemIds.map((x) => c.find((i) => i.id === x)!.name);
    expect(names).toContain('Brown leather tramping boots');
    expect(names).not.toContain('Black sport sandals');
  });
});

describe('tights kept from a dress answer', () => {
  it('leave with the dress when trousers are asked instead', () => {
    id = 1;
    const c = [
      p({ name: 'Black jersey wrap dress', category: 'Dresses & jumpsuits', color: 'black', formality: 'smart casual' }),
      p({ name: 'Black opaque tights', category: 'Accessories', color: 'black', formality: 'smart casual' }),
      p({ name: 'Black patent ballet flats', category: 'Shoes', color: 'black', formality: 'smart casual' }),
      p({ name: 'Grey flannel wide-leg trousers', category: 'Bottoms', color: 'grey', formality: 'smart casual' }),
      p({ name: 'Ivory silk blouse', category: 'Tops', color: 'ivory', formality: 'smart casual' }),
      p({ name: 'Grey cashmere crewneck', category: 'Tops', color: 'grey', formality: 'smart casual' }),
    ];
    const history = [
      { role: 'user' as const, content: 'What should I wear to the theatre on Saturday evening?' },
      { role: 'assistant' as const, content: 'The black jersey wrap dress with black opaque tights and the black patent ballet flats.' },
    ];
    for (const message of ['And if I went in trousers instead of the dress?', 'what about trousers instead?']) {
      const question = parseQuestion(message, { today: TODAY, unit: 'C', history });
      const a = outfitAnswer({
        question,
        closet: c,
        date: TODAY,
        dayLabel: 'Saturday',
        weather: MILD_DRY,
        calendarEvents: [],
        preferences: { preferredStyle: 'Smart Casual', colorPalette: [], styleGoals: [] },
        wardrobe: wardrobeOf('womenswear', c),
        unit: 'C',
        seed: 1,
        message,
        kept: [1, 2, 3],
      });
      if (/trousers/i.test(a.text)) expect(a.text, `${message} → ${a.text}`).not.toMatch(/tights/i);
    }
  });
});
