import { describe, expect, it } from 'vitest';
import { item, seeded, weather } from '../test-fixtures';
import { layerAskedToLeave, skipAsked, skipVerdictText } from './skip-a-layer';
import type { ClosetItem } from '../types';
import { askOutfit } from './test-ask-outfit';

/** Sets 51 and 53, generated: asked whether a layer can stay home, the answer says so for the day's weather. */
const { pick, cases } = seeded(5_353);
const closet: ClosetItem[] = [
  item({ id: 1, name: 'Black down puffer jacket', category: 'Outerwear', warmth: 'warm' }),
  item({ id: 2, name: 'Brown waxed canvas chore coat', category: 'Outerwear', warmth: 'medium' }),
  item({ id: 3, name: 'Charcoal quarter-zip fleece', category: 'Tops' }),
];
const ask = () =>
  pick([
    "I don't need the big puffer, right?",
    'Can I leave the puffer at home for once?',
    'can i ditch the puffer jacket today',
    'could I go without my puffer?',
  ]);

describe('a layer asked to stay home', () => {
  it.each(cases(8))('may stay home on a mild day %i', () => {
    const m = ask();
    const maxTempC = pick([10, 14, 18]);
    const v = skipAsked(m, closet, weather({ maxTempC, minTempC: maxTempC - 6, precipitationProbability: 0, precipitationMm: 0 }));
    expect(v?.item.id, m).toBe(1);
    expect(v?.leave, m).toBe(true);
    expect(skipVerdictText(v!, 'mild')).toMatch(/^Yes, leave your Black down puffer jacket at home/);
  });
  it.each(cases(6))('is kept in the cold %i', () => {
    const m = ask();
    const maxTempC = pick([-8, 0, 5]);
    const v = skipAsked(m, closet, weather({ maxTempC, minTempC: maxTempC - 6 }));
    expect(v?.leave, m).toBe(false);
    expect(skipVerdictText(v!, 'freezing')).toMatch(/^Keep your Black down puffer jacket/);
  });
  it('is no layer asked to be worn, and asking to wear one asks nothing of the kind', () => {
    expect(layerAskedToLeave('can I wear the puffer to the market?', closet)).toBeNull();
    expect(layerAskedToLeave('leave the puffer at home?', closet)?.id).toBe(1);
  });
});

describe('the outfit after the verdict', () => {
  it.each(cases(4))('leaves the layer out on a mild day %i', () => {
    const dressed: ClosetItem[] = [
      ...closet,
      item({ id: 4, name: 'Dark indigo jeans', category: 'Bottoms' }),
      item({ id: 5, name: 'Trail running shoes', category: 'Shoes' }),
      item({ id: 6, name: 'Red flannel shirt', category: 'Tops' }),
    ];
    const m = `It's sunny and about ${pick(['55', '60', '58'])} today, just running errands. ${ask()}`;
    const text = askOutfit(m, dressed, { message: m }).text;
    expect(text, m).toMatch(/^Yes, leave your Black down puffer jacket at home/);
    expect(text.split('. ').slice(1).join('. '), m).not.toContain('Black down puffer jacket');
  });
});
