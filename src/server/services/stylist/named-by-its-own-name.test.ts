import { describe, expect, it } from 'vitest';
import type { UserRow } from '../../../db/schema';
import { itemCalledByName } from '../../../domain/stylist/chat/owned-match';
import { item } from '../../../domain/stylist/test-fixtures';
import { mulberry32 } from '../../../shared/prng';
import { answerFor, testUser } from './test-ground';

/**
 * Issue 38.3 and 38.5, drawn by a seed. A piece the person calls by its own name, in words no garment table holds ('my coral
 * lace iro and buba'), is the piece asked about: what goes with it is answered from the closet, and where nothing names it an
 * occasion said is dressed for, never a refusal. A clothes message nothing can place is asked back; shopping for a place named
 * reads that place's months, not home's.
 */
const rand = mulberry32(2511);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const SYLLABLES = ['ka', 'lo', 'mi', 'bu', 'ra', 'ze', 'to', 'ni', 'pa', 'su', 'de', 'ho'];
/** A garment word no table holds: made up, so no row of the vocabulary can be what answers. */
const madeUp = () => Array.from({ length: 2 + Math.floor(rand() * 2) }, () => pick(SYLLABLES)).join('');
const answer = answerFor;
const everyday = () => [
  item({ id: 2, name: 'Gold Block-Heel Sandals', category: 'Shoes', color: 'gold' }),
  item({ id: 3, name: 'Black Leather Clutch', category: 'Accessories', color: 'black' }),
  item({ id: 4, name: 'Coral Bead Necklace', category: 'Accessories', color: 'coral' }),
  item({ id: 5, name: 'White Cotton Shirt', category: 'Tops', color: 'white' }),
  item({ id: 6, name: 'Navy Trousers', category: 'Bottoms', color: 'navy' }),
];

describe('a piece called by its own name', () => {
  it('is found by every word of its name but colour and filler, and two alike are no answer', () => {
    for (let k = 0; k < 40; k++) {
      const [a, b] = [madeUp(), madeUp()];
      if (a === b) continue;
      const closet = [item({ id: 1, name: `Coral lace ${a} and ${b}`, category: 'Dresses & jumpsuits', color: 'coral' }), ...everyday()];
      const message = pick([
        `what goes with my lace ${a} and ${b}?`,
        `wearing the coral lace ${a} n ${b} sat, wat goes w it`,
        `I'm in my lace ${b} and ${a}, what else?`,
      ]);
      expect(itemCalledByName(message, closet)?.id, message).toBe(1);
      // Half the name is not the item: one word of it could be anything.
      expect(itemCalledByName(`what goes with my ${a}?`, closet), a).toBeNull();
      const twins = [...closet, item({ id: 9, name: `Green lace ${a} and ${b}`, category: 'Dresses & jumpsuits', color: 'green' })];
      expect(itemCalledByName(`what goes with my lace ${a} and ${b}?`, twins)).toBeNull();
    }
  });

  it('what goes with it is answered from the closet, and an occasion said is dressed for; never a refusal', async () => {
    const user = testUser('female');
    for (let k = 0; k < 10; k++) {
      const [a, b] = [madeUp(), madeUp()];
      const closet = [item({ id: 1, name: `Coral lace ${a} and ${b}`, category: 'Dresses & jumpsuits', color: 'coral' }), ...everyday()];
      const own = await answer(user, `I'm wearing my coral lace ${a} and ${b} on Saturday. What should I wear with it?`, closet);
      expect(own.text).not.toMatch(/not sure I can help|can't help/);
      expect(own.text, own.text).toMatch(/Sandals|Clutch|Necklace/);
      // Nothing in the closet by that name: the engagement said is dressed for.
      const other = await answer(user, `My cousin's engagement party is on Saturday and I'm in a borrowed ${madeUp()}. What goes with it?`, everyday());
      expect(other.text, other.text).not.toMatch(/not sure I can help|can't help/);
      expect(other.grounding.closetAnswer, other.text).toBeTruthy();
    }
  });

  it('a message about dressing that nothing can place is asked back in one sentence; one about something else is declined', async () => {
    const user = testUser('female');
    const asked = await answer(user, 'my daughter says it makes me look old', everyday());
    expect(asked.text).toMatch(/\?$/);
    expect(asked.text).not.toMatch(/not sure I can help|can't help/);
    expect(asked.text.split(/[.!?](?:\s|$)/).filter((s) => s.trim()).length).toBe(1);
  });
});

describe('shopping for a place named', () => {
  it("reads that place's months: a cold city in winter asks for a warm coat, from a tropical home", async () => {
    // A home in Lagos: its months never call for a coat.
    const user = { ...testUser('female'), homeLocation: 'Lagos, Nigeria', homeLatitude: 6.45, homeLongitude: 3.39, homeCountry: 'NG' } as unknown as UserRow;
    const closet = everyday();
    const home = await answer(user, 'what should I buy first?', closet);
    expect(home.text).not.toMatch(/warm coat|insulated/i);
    for (const city of ['Seoul', 'Moscow', 'Toronto', 'Harbin', 'Oslo', 'Minneapolis']) {
      const message = pick([
        `flying to ${city} in January and I own nothing warm, what should I buy first?`,
        `moving to ${city} for the winter, what should I buy?`,
      ]);
      const away = await answer(user, message, closet);
      expect(away.text, message).toMatch(/coat|insulated|warm/i);
    }
  });
});
