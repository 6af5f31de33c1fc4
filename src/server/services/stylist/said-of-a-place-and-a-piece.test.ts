import { describe, expect, it } from 'vitest';
import { parseQuestion } from '../../../domain/stylist/question';
import { destinationIn, placeScale } from '../../../domain/stylist/question/destinations';
import { item } from '../../../domain/stylist/test-fixtures';
import { mulberry32 } from '../../../shared/prng';
import { groundFor, testUser } from './test-ground';

/**
 * Issue 38.5 (stated facts win): a bare number of degrees is read in the scale of the place the conversation names (a +1
 * phone says little of where someone is); a piece ruled out by a word of its own name ('the Blundstones') is never named;
 * 'under 15k' is money to spend; 'what should I look for' asks what to buy; a piece said with a day, a season or the weather
 * is an outfit built for that setting. Phrasings, places and pieces are drawn by a seed.
 */

const rand = mulberry32(3307);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const user = testUser('female');
const closet = [
  item({ id: 1, name: 'Grey Wool Coat', category: 'Outerwear', material: 'wool' }),
  item({ id: 2, name: 'White Linen Shirt', category: 'Tops', material: 'linen' }),
  item({ id: 3, name: 'Navy Chinos', category: 'Bottoms' }),
  item({ id: 4, name: 'Tan Leather Sandals', category: 'Shoes', material: 'leather' }),
  item({ id: 5, name: 'Black Chelsea Boots', category: 'Shoes', material: 'leather' }),
  item({ id: 6, name: 'Black Wool Jumper', category: 'Tops', material: 'wool' }),
];

const CELSIUS_PLACES = ['glasgow', 'dublin', 'lisbon', 'sydney', 'singapore', 'cape town', 'edinburgh', 'berlin'];
const FAHRENHEIT_PLACES = ['chicago', 'houston', 'miami', 'seattle', 'boston', 'denver'];
const FRAMES = [
  (n: number, p: string) => `its ${n} degrees in ${p} today wat do i wear`,
  (n: number, p: string) => `Visiting ${p} tomorrow and it'll be ${n} degrees. What should I wear?`,
  (n: number, p: string) => `${n} degrees in ${p} this afternoon, what to wear for a walk`,
];

describe('a bare number of degrees is read in the scale of the place named', () => {
  it('the table marks every place it knows with its scale', () => {
    for (const p of [...CELSIUS_PLACES, ...FAHRENHEIT_PLACES]) expect(destinationIn(` in ${p} `), p).not.toBeNull();
    for (const p of CELSIUS_PLACES) expect(placeScale(` in ${p} `), p).toBe('C');
    for (const p of FAHRENHEIT_PLACES) expect(placeScale(` in ${p} `), p).toBe('F');
    expect(placeScale(' a nice dinner out ')).toBeNull();
  });

  it('in generated messages, a +1 phone notwithstanding', async () => {
    for (let k = 0; k < 12; k++) {
      const celsius = rand() < 0.5;
      const n = celsius ? 24 + Math.floor(rand() * 8) : 80 + Math.floor(rand() * 10);
      const message = pick(FRAMES)(n, pick(celsius ? CELSIUS_PLACES : FAHRENHEIT_PLACES));
      const { grounding } = await groundFor(user, message, closet);
      // Said in °C it is a hot day, said in °F as well: never a day near freezing, and the number is said back in its own scale.
      expect(grounding.closetAnswer, message).toMatch(celsius ? new RegExp(`${n}°C`) : new RegExp(`${n}°F`));
      expect(grounding.closetAnswer, message).not.toMatch(/Grey Wool Coat/);
    }
  });
});

describe('a piece ruled out by a word of its own name', () => {
  it('is not named again, whatever frame rules it out', async () => {
    const history = [
      { role: 'user' as const, content: 'What should I wear to dinner at a friends place on Saturday?' },
      { role: 'assistant' as const, content: 'Wear your White Linen Shirt, Navy Chinos and Black Chelsea Boots.' },
    ];
    for (const frame of [
      'what about shoes if i dont wear the chelseas',
      "shoes if I'm not wearing the chelseas?",
      "I'd rather not wear the Chelseas, what shoes then?",
    ]) {
      const { grounding } = await groundFor(user, frame, closet, history);
      expect(grounding.closetAnswer ?? '', frame).not.toMatch(/Chelsea/);
    }
  });
});

describe('money and buying said the way people text it', () => {
  it("'under 15k' is money to spend and 'what should I look for' asks what to buy", () => {
    for (let k = 0; k < 10; k++) {
      const piece = pick(['hoodie', 'rain jacket', 'pair of boots', 'fleece']);
      const money = `${pick(['under', 'max', 'around'])} ${pick([5, 12, 15, 40])}k`;
      const message = pick([
        `need a ${piece} 4 cold mornings ${money} wat shud i look for`,
        `I need a ${piece} for the rainy season, ${money}. What should I look for?`,
      ]);
      const q = parseQuestion(message, { today: '2026-11-23' });
      expect(q.kind, message).toBe('shopping');
      expect(q.moneyAbroad, message).toMatch(/^\d{1,3}k$/);
    }
    // A race is no money: '10k' after a verb of running.
    expect(parseQuestion('running a 10k on saturday, what do i wear', { today: '2026-11-23' }).moneyAbroad ?? null).toBeNull();
  });
});

describe('a piece said with a setting and nothing else asked of it', () => {
  it('is an outfit for that setting, not a tip about the piece', () => {
    for (const message of [
      'Can the emerald satin cami be worn in winter, or is it a summer-only piece?',
      'presenting to the board thurs 9am, need to look sharp. wat top?',
      'my grey wool coat in this heatwave?',
    ])
      expect(parseQuestion(message, { today: '2026-11-23' }).kind, message).toBe('outfit');
  });
});
