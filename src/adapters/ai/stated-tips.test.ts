import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../shared/prng';
import { pickTips, type StatedFacts } from './answer-shape';

/**
 * A knowledge tip never overrules what the person stated (issue 38.5): a level they set, colours they asked for, a piece
 * they ruled out. Seeded: each contradicting tip is put first in a topic, a harmless one after it; the harmless one is picked.
 */
const HARMLESS = 'Press everything the night before and check the hem in a mirror.';
const LEVEL_CASES: { level: string; tip: string }[] = [
  { level: 'smart casual', tip: 'If the team wears suits, wear a suit.' },
  { level: 'casual', tip: 'A navy suit and a plain tie are always safe.' },
  { level: 'business casual', tip: 'Rent a tuxedo if you do not own one.' },
  { level: 'smart casual', tip: 'Add a silk necktie to lift the look.' },
  { level: 'cocktail', tip: 'A floor-length gown is the classic choice.' },
];
const COLOUR_CASES: { colours: string[]; tip: string }[] = [
  { colours: ['white'], tip: 'Black, charcoal and navy are traditional.' },
  { colours: ['yellow', 'green'], tip: 'Stick to black and grey.' },
  { colours: ['pink'], tip: 'Navy and burgundy read as respectful.' },
  { colours: ['white', 'cream'], tip: 'Dark colours such as charcoal are the safe choice.' },
];
const AVOID_CASES: { avoid: string[]; tip: string }[] = [
  { avoid: ['heels'], tip: 'Block heels are easier on grass.' },
  { avoid: ['tie'], tip: 'A knitted tie softens a suit.' },
  { avoid: ['blazer'], tip: 'An unstructured blazer works over a tee.' },
  { avoid: ['jeans'], tip: 'Dark jeans are fine if they are clean.' },
];

describe('a tip that contradicts a stated fact is never appended', () => {
  const rand = mulberry32(3812);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
  const wardrobe = () => pick(['menswear', 'womenswear', 'mixed'] as const);
  const cases: { name: string; tip: string; stated: StatedFacts }[] = [];
  for (let i = 0; i < 6; i++) {
    const l = pick(LEVEL_CASES);
    cases.push({ name: `level ${l.level}: ${l.tip}`, tip: l.tip, stated: { level: l.level, colours: [], avoid: [] } });
    const c = pick(COLOUR_CASES);
    cases.push({ name: `colours ${c.colours.join('/')}: ${c.tip}`, tip: c.tip, stated: { colours: c.colours, avoid: [], level: null } });
    const a = pick(AVOID_CASES);
    cases.push({ name: `no ${a.avoid.join('/')}: ${a.tip}`, tip: a.tip, stated: { avoid: a.avoid, colours: [], level: null } });
  }
  it.each(cases)('$name', ({ tip, stated }) => {
    const w = wardrobe();
    const body = `- ${tip}\n- ${HARMLESS}`;
    expect(pickTips([body], 1, { wardrobe: w, rain: false, stated }, 'Wear your pieces.')).toEqual([HARMLESS]);
  });

  it('keeps the tip when nothing stated contradicts it', () => {
    for (const { tip } of [...LEVEL_CASES, ...COLOUR_CASES, ...AVOID_CASES].filter((c) => !/gown|heels|blazer/i.test(c.tip))) {
      expect(pickTips([`- ${tip}`], 1, { wardrobe: 'mixed', rain: false, stated: { colours: [], avoid: [], level: null } }, 'Wear your pieces.')).toEqual([
        tip,
      ]);
    }
  });
});
