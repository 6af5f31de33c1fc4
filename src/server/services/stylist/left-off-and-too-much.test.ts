import { describe, expect, it } from 'vitest';
import type { ClosetItem } from '../../../domain/stylist';
import { item } from '../../../domain/stylist/test-fixtures';
import { mulberry32 } from '../../../shared/prng';
import { groundFor, testUser } from './test-ground';

/**
 * Follow-ups that take one piece away, generated (held-out set 38):
 *   - an accessory worn for the look, given away, lent or lost, is left off and the rest stands (no tie to buy for a
 *     smart-casual evening), while one a level requires (a tie at business formal) is still replaced;
 *   - a piece judged too much for the plan ('the blazer is too much for a lunch, what would you do instead?') leaves
 *     the outfit for another of its slot, the plan and the rest staying;
 *   - weather said as not happening ('raining rather than snowing') is not dressed for;
 *   - a temperature said with a pairing question is said back, and no piece picked is one it would punish.
 */
const rand = mulberry32(3811);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const user = testUser('male');
const CLOSET: ClosetItem[] = [
  item({ id: 1, name: 'Light blue oxford shirt', category: 'Tops', color: 'light blue', formality: 'smart casual' }),
  item({ id: 2, name: 'Blue-and-gold silk shirt', category: 'Tops', color: 'blue', formality: 'smart casual' }),
  item({ id: 3, name: 'Charcoal dress trousers', category: 'Bottoms', color: 'charcoal', formality: 'business' }),
  item({ id: 4, name: 'Black leather loafers', category: 'Shoes', color: 'black', formality: 'business' }),
  item({ id: 5, name: 'Burgundy silk tie', category: 'Accessories', color: 'burgundy', formality: 'business' }),
  item({ id: 6, name: 'Light grey summer blazer', category: 'Outerwear', subcategory: 'Blazer', color: 'grey', formality: 'business' }),
  item({ id: 7, name: 'Brown zip cardigan', category: 'Outerwear', color: 'brown', formality: 'smart casual' }),
  item({ id: 8, name: 'Brown leather belt', category: 'Accessories', color: 'brown', formality: 'smart casual' }),
  item({ id: 9, name: 'Navy chinos', category: 'Bottoms', color: 'navy', formality: 'smart casual' }),
];
const turn = (role: 'user' | 'assistant', content: string) => ({ role, content });

describe('a follow-up that takes one piece away', () => {
  it('an accessory for the look is left off and the rest stands (generated)', async () => {
    const plans = [
      'What should I wear to the Christmas Eve midnight mass?',
      'What do I wear to dinner at my in-laws on Saturday?',
      'outfit for the carol service sunday?',
    ];
    const gone = [
      ['tie', 'I gave that tie to my son, so I don’t have it any more. Anything else?'],
      ['tie', 'lent the tie to my brother, what else'],
      ['belt', 'Lost the belt somewhere, what now?'],
    ] as const;
    for (let n = 0; n < 9; n++) {
      const [kind, message] = pick(gone);
      const history = [
        turn('user', pick(plans)),
        turn(
          'assistant',
          `Wear your Light blue oxford shirt with the Burgundy silk ${kind === 'tie' ? 'tie' : 'tie and Brown leather belt'}, Charcoal dress trousers and Black leather loafers.`,
        ),
      ];
      const { grounding } = await groundFor(user, message, CLOSET, history);
      const text = grounding.closetAnswer ?? '';
      expect(text, message).toMatch(/works without/);
      expect(text, message).toMatch(/Charcoal dress trousers/);
      expect(text, message).not.toMatch(/look for/i);
    }
  });
  it('a tie the level requires is still replaced', async () => {
    const history = [
      turn('user', 'What do I wear to the black tie gala on Saturday?'),
      turn('assistant', 'Wear your Light blue oxford shirt with the Burgundy silk tie and Charcoal dress trousers.'),
    ];
    const { grounding } = await groundFor(user, 'I gave that tie to my son. Anything else?', CLOSET, history);
    expect(grounding.closetAnswer ?? '').not.toMatch(/works without/);
  });
  it('a piece judged too much leaves for another of its slot; the plan and the rest stay (generated)', async () => {
    const says = [
      'My nephew says the blazer is too much for a lunch. What would you do instead?',
      'the blazer feels a bit too much for a lunch tbh, what else?',
    ];
    for (let n = 0; n < 4; n++) {
      const history = [
        turn('user', "What should I wear to my sister's 70th birthday lunch on Sunday?"),
        turn(
          'assistant',
          'Wear the Blue-and-gold silk shirt with your Charcoal dress trousers and Black leather loafers; the Light grey summer blazer goes over it.',
        ),
      ];
      const message = pick(says);
      const { question, grounding } = await groundFor(user, message, CLOSET, history);
      expect(question.followUp, message).toBe(true);
      expect(question.avoid, message).toContain('blazer');
      const text = grounding.closetAnswer ?? '';
      expect(text, message).not.toMatch(/blazer/i);
      expect(text, message).toMatch(/Blue-and-gold silk shirt/);
      expect(text, message).toMatch(/lunch/);
    }
  });
});

describe('weather said as not happening', () => {
  it('is not read as the weather (generated)', async () => {
    const { parseQuestion } = await import('../../../domain/stylist/question');
    const pairs = [
      ['raining', 'snowing', 'rain', 'snow'],
      ['snowing', 'raining', 'snow', 'rain'],
      ['windy', 'raining', 'wind', 'rain'],
    ] as const;
    const frames = [
      'now its {a} rather than {b}',
      "it's {a} not {b}",
      '{a} instead of {b} now, does that change anything?',
      'supposed to be {a}, no longer {b}',
    ];
    for (let n = 0; n < 16; n++) {
      const [a, b, said, denied] = pick(pairs);
      const message = pick(frames).replace('{a}', a).replace('{b}', b);
      const q = parseQuestion(message, { today: '2026-12-01' });
      expect(q.weather, message).toContain(said);
      expect(q.weather, message).not.toContain(denied);
    }
  });
});

describe('a pairing asked with a temperature said', () => {
  const WINTER: ClosetItem[] = [
    item({ id: 1, name: 'Long black down parka', category: 'Outerwear', color: 'black', formality: 'casual', warmth: 'warm' }),
    item({ id: 2, name: 'Oatmeal chunky wool sweater', category: 'Tops', color: 'oatmeal', formality: 'casual', warmth: 'warm' }),
    item({ id: 3, name: 'White linen tee', category: 'Tops', color: 'white', formality: 'casual', warmth: 'light' }),
    item({ id: 4, name: 'Dark wash jeans', category: 'Bottoms', color: 'indigo', formality: 'casual' }),
    item({ id: 5, name: 'Khaki shorts', category: 'Bottoms', color: 'khaki', formality: 'casual', warmth: 'light' }),
    item({ id: 6, name: 'Brown lined snow boots', category: 'Shoes', color: 'brown', formality: 'casual', warmth: 'warm' }),
    item({ id: 7, name: 'Tan leather sandals', category: 'Shoes', color: 'tan', formality: 'casual', warmth: 'light' }),
  ];
  it('says the temperature and picks nothing it would punish (generated)', async () => {
    const asks = [
      'its like {t} 2day w a nasty wind, wat do i layer under the parka',
      "It's {t} this morning. What goes with my down parka?",
      'what do i wear under the parka, {t} out',
    ];
    for (let n = 0; n < 9; n++) {
      const t = pick(['-15', '-8', '-20', '-3']);
      const message = pick(asks).replace('{t}', t);
      const { grounding } = await groundFor(testUser('female'), message.replace('{t}', t), WINTER);
      const text = grounding.closetAnswer ?? '';
      expect(text, message).toMatch(/^At -\d+°/);
      expect(text, message).not.toMatch(/Khaki shorts|Tan leather sandals|White linen tee/);
    }
  });
});
