import { describe, expect, it } from 'vitest';
import type { UserRow } from '../../../db/schema';
import type { ClosetItem } from '../../../domain/stylist';
import { item } from '../../../domain/stylist/test-fixtures';
import { mulberry32 } from '../../../shared/prng';
import { groundFor } from './test-ground';

/**
 * Issue 38.4: a follow-up that asks to wear a kind of piece ('what if I wanna wear a dress instead', 'they asked us all
 * to wear jumpers for it') keeps the plan and dresses it again with an owned piece of that kind. Closets, plans and
 * wordings are generated; the kind asked is never the one the last answer chose.
 */
const user = { id: 9, gender: null, phoneNumber: '+14155550100', homeLocation: null, homeCountry: null, timezone: 'America/New_York' } as unknown as UserRow;

type Seed = [name: string, category: ClosetItem['category'], kind: string];
// prettier-ignore
const KINDS: Seed[] = [
  ['Navy floral wrap dress', 'Dresses & jumpsuits', 'dress'], ['Black satin slip dress', 'Dresses & jumpsuits', 'dress'],
  ['Olive utility jumpsuit', 'Dresses & jumpsuits', 'jumpsuit'], ['Grey lambswool jumper', 'Tops', 'jumper'],
  ['Cream cable-knit sweater', 'Tops', 'sweater'], ['Black pleated midi skirt', 'Bottoms', 'skirt'], ['Tan corduroy skirt', 'Bottoms', 'skirt'],
  ['Navy wool blazer', 'Outerwear', 'blazer'], ['Black leather ankle boots', 'Shoes', 'boots'],
];
// prettier-ignore
const BASE: [string, ClosetItem['category']][] = [
  ['White cotton tee', 'Tops'], ['Striped breton top', 'Tops'], ['Light-wash straight jeans', 'Bottoms'], ['Black wide-leg trousers', 'Bottoms'],
  ['White leather sneakers', 'Shoes'], ['Brown loafers', 'Shoes'], ['Black denim jacket', 'Outerwear'],
];
// prettier-ignore
const PLANS = ['What should I wear to see a band on Friday night?', 'what do i wear to brunch w friends sunday', 'Outfit for dinner at my aunt\'s on Saturday?', 'What should I wear to a gallery opening Thursday evening?'];
// prettier-ignore
const ASKS = ['what if i wanna wear {a} instead', 'Could I wear {a} instead?', 'hmm id rather wear my {k}', 'ok but what if I wear {a}?'];

const ground = (message: string, closet: ClosetItem[], history: { role: 'user' | 'assistant'; content: string }[] = []) =>
  groundFor(user, message, closet, history);

describe('a kind asked to wear in a follow-up is worn, the plan kept (issue 38.4)', () => {
  const rand = mulberry32(3804);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
  for (let n = 0; n < 24; n++) {
    const wanted = pick(KINDS);
    const plan = pick(PLANS);
    const ask = pick(ASKS)
      .replace('{k}', wanted[2])
      .replace('{a}', wanted[2].endsWith('s') ? wanted[2] : `a ${wanted[2]}`);
    it(`${plan} → ${ask}`, async () => {
      let id = 1;
      const closet = [
        ...BASE.map(([name, category]) => item({ id: id++, name, category, formality: 'smart casual' })),
        item({ id: id++, name: wanted[0], category: wanted[1], formality: 'smart casual' }),
      ];
      const first = await ground(plan, closet);
      const said = first.grounding.closetAnswer ?? '';
      const second = await ground(ask, closet, [
        { role: 'user', content: plan },
        { role: 'assistant', content: said },
      ]);
      expect(second.question.followUp).toBe(true);
      expect(second.question.occasions).toEqual(first.question.occasions);
      expect(second.grounding.closetAnswer).toContain(wanted[0]);
    });
  }
});

describe('a kind asked to wear that the closet lacks is said plainly, the outfit still whole', () => {
  const rand = mulberry32(3868);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
  for (let n = 0; n < 8; n++) {
    const plan = pick(PLANS);
    const ask = pick(['what if i wanna wear a dress instead', 'Could I wear a jumpsuit instead?']);
    it(`${plan} → ${ask}`, async () => {
      // 'Dress trousers' and a 'dress shirt' are no dress.
      const closet = [
        ...BASE.map(([name, category], i) => item({ id: i + 1, name, category, formality: 'smart casual' })),
        item({ id: 20, name: 'Charcoal Wool Trousers', category: 'Bottoms', subcategory: 'Dress trousers', formality: 'business' }),
        item({ id: 21, name: 'Light Blue Dress Shirt', category: 'Tops', subcategory: 'Dress shirt', formality: 'business' }),
      ];
      const first = await ground(plan, closet);
      const second = await ground(ask, closet, [
        { role: 'user', content: plan },
        { role: 'assistant', content: first.grounding.closetAnswer ?? '' },
      ]);
      const answer = second.grounding.closetAnswer ?? '';
      expect(answer).toMatch(/^You don't have an? (dress|jumpsuit) in your closet/);
      expect(answer).not.toMatch(/nothing you own reaches/);
    });
  }
});
