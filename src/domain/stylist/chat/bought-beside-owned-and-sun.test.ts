import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { parseQuestion } from '../question';
import { item } from '../test-fixtures';
import { activityAnswer } from './activity';
import { buyOneAnswer } from './buy-one';

/**
 * The piece to buy is the one said to be wanted, not an owned one named beside it ('need a proper dress coat, only got the
 * parka n the chore coat'), and a limit said after the number is the budget ('budget 250 max'); hours out in the sun name
 * sunglasses and sunscreen (issue 38.1). Drawn by a seed.
 */
const rand = mulberry32(4_310);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const read = (m: string) => parseQuestion(m, { today: '2026-12-02', unit: 'F' });

const closet = [
  item({ id: 1, name: 'Black down parka with fur-trim hood', category: 'Outerwear', color: 'black', formality: 'casual', warmth: 'warm' }),
  item({ id: 2, name: 'Brown duck canvas chore coat', category: 'Outerwear', color: 'brown', formality: 'casual' }),
  item({ id: 3, name: 'Light blue dress shirt', category: 'Tops', color: 'light blue', formality: 'business' }),
  item({ id: 4, name: 'Gray wool dress slacks', category: 'Bottoms', color: 'gray', formality: 'business' }),
  item({ id: 5, name: 'Black performance tee', category: 'Activewear', color: 'black', formality: 'athletic' }),
  item({ id: 6, name: 'Padded bike knicks', category: 'Activewear', color: 'black', formality: 'athletic' }),
  item({ id: 7, name: 'White running shoes', category: 'Shoes', color: 'white', formality: 'athletic' }),
  item({ id: 8, name: 'Brown tinted sunglasses', category: 'Accessories', color: 'brown' }),
];

describe('the piece to buy, beside the owned ones named', () => {
  it.each(Array.from({ length: 6 }, (_, i) => i))('variant %i', () => {
    const n = 150 + 50 * Math.floor(rand() * 4);
    const message =
      `need a ${pick(['proper ', 'good ', ''])}dress coat for ${pick(['funerals n church', 'work dinners'])}, only got the parka n the chore coat. budget ${n} ${pick(['max', 'maximum', ''])} what do i look for`.replace(
        / {2}/g,
        ' ',
      );
    const q = read(message);
    expect(q.budget?.amount, message).toBe(n);
    const text = buyOneAnswer({ question: q, message, closet })?.text ?? '';
    expect(text, message).not.toMatch(/already does much the same job/);
    expect(text, message).toMatch(/None of your coats is like that/);
  });
});

describe('hours out in the sun', () => {
  it('name sunglasses and sunscreen', () => {
    const a = activityAnswer({
      activity: 'cycling',
      closet,
      weather: { minTempC: 22, maxTempC: 31, precipitationProbability: 0, precipitationMm: 0, windKph: 5, source: 'typical' },
      dayText: 'on Sunday',
      weatherText: 'hot',
      name: 'a 60k ride',
    });
    expect(a.text).toMatch(/your Brown tinted sunglasses and put sunscreen on whatever is bare/);
  });
});
