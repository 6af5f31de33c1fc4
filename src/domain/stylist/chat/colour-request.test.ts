import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { item } from '../test-fixtures';
import type { ClosetItem } from '../types';
import { parseQuestion } from '../question';
import { statedColours } from '../question/stated-colours';
import { askOutfit } from './test-ask-outfit';
import { appropriateAnswer } from './appropriate';

/**
 * Colours the hosts ask for beat the occasion's usual ones (issue 38.5): seeded occasions, requesters, frames and requests;
 * the request is read, the outfit keeps to it and leaves out what was ruled out, and the advice says it instead of 'dark, muted'.
 */
const OCCASIONS = [
  "My grandmother's funeral is Tuesday",
  "My uncle's memorial is on Saturday",
  "Dad's celebration of life is next Friday",
  'The wake is tomorrow evening',
];
const WHO = ['The family', 'His kids', 'The organisers', 'My aunt', 'The invitation'];
const FRAMES = [
  'asked everyone to wear {c}',
  'asked us all to wear {c}',
  'would like people to wear {c}',
  'says please wear {c}',
  'requested that we dress in {c}',
];
const REQUESTS: [said: string, wear: string[], avoid: string[]][] = [
  ['white or light colours, not black', ['white', 'light'], ['black']],
  ['colour, no black', ['colour'], ['black']],
  ['bright colours', ['colour'], []],
  ['white', ['white'], []],
  ['light colours rather than black', ['light'], ['black']],
];
const ASKS = ['What should I wear?', 'what do i wear', 'Ideas for an outfit?'];

const closet = (): ClosetItem[] => {
  let id = 1;
  const piece = (o: Parameters<typeof item>[0]) => item({ id: id++, ...o });
  return [
    piece({ name: 'Black wool suit trousers', category: 'Bottoms', color: 'black', formality: 'business' }),
    piece({ name: 'Black merino sweater', category: 'Tops', color: 'black', formality: 'smart casual' }),
    piece({ name: 'Black leather derbies', category: 'Shoes', color: 'black', formality: 'business' }),
    piece({ name: 'White oxford shirt', category: 'Tops', color: 'white', formality: 'business' }),
    piece({ name: 'Cobalt knit polo', category: 'Tops', color: 'cobalt', formality: 'smart casual' }),
    piece({ name: 'Stone chinos', category: 'Bottoms', color: 'stone', formality: 'smart casual' }),
    piece({ name: 'Tan suede loafers', category: 'Shoes', color: 'tan', formality: 'smart casual' }),
    piece({ name: 'Black overcoat', category: 'Outerwear', color: 'black', formality: 'business' }),
    piece({ name: 'Camel overcoat', category: 'Outerwear', color: 'camel', formality: 'business' }),
  ];
};

describe('colours the hosts asked for', () => {
  const rand = mulberry32(2066);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
  const cases = Array.from({ length: 20 }, () => [pick(OCCASIONS), pick(WHO), pick(FRAMES), pick(REQUESTS), pick(ASKS)] as const);
  it.each(cases)('%s / %s / %s / %j / %s', (occasion, who, frame, [said, wear, avoid], ask) => {
    const message = `${occasion}. ${who} ${frame.replace('{c}', said)}. ${ask}`;
    const stated = statedColours(message);
    expect(stated?.wear).toEqual(wear);
    expect(stated?.avoid).toEqual(avoid);
    const q = parseQuestion(message, { today: '2026-11-23', unit: 'F' });
    expect(q.occasions[0]).toBe('funeral');
    expect(q.kind).toBe('outfit');
    const a = askOutfit(message, closet(), { message });
    // Never a piece in a colour ruled out, and not the dark, muted pick a funeral otherwise gets.
    if (avoid.includes('black')) expect(a.text).not.toMatch(/Black (wool|merino|leather|overcoat)/);
    expect(a.text).toMatch(/White oxford shirt|Cobalt knit polo/);
    expect(a.text).toMatch(/asked for/);
  });

  it('says the request in the etiquette answer, not dark and muted', () => {
    for (const [said] of REQUESTS) {
      const message = `Grandpa's funeral is friday and the family asked us to wear ${said}. What do guests usually wear to a funeral?`;
      const q = parseQuestion(message, { today: '2026-11-23', unit: 'F' });
      const a = appropriateAnswer({ question: q, message, closet: closet() });
      expect(a?.text).not.toMatch(/dark, muted/);
    }
  });

  it('reads no request where none is reported', () => {
    for (const m of ['Can I wear black to a funeral?', 'The invite says black tie', 'what goes with a light jacket', 'what colour should I wear to a wedding'])
      expect(statedColours(m)).toBeNull();
  });
});
