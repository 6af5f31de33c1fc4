import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../shared/prng';
import { withoutNamed, type NeverName } from './answer-shape';

const HIKING_BOOTS: NeverName = { forms: ['boot', 'boots'], marks: ['hiking'] };
const WELLIES: NeverName = { forms: ['wellies', 'wellington boots', 'rain boots'], marks: [] };

describe('the answer names no piece the person said they lack, and stays grammatical', () => {
  it.each([
    [
      'Your closet has no sturdy shoes for this trip: look for trail shoes or hiking boots.',
      'Your closet has no sturdy shoes for this trip: look for trail shoes.',
    ],
    ['Look for waterproof hiking boots and a fleece.', 'Look for a fleece.'],
    ['Pack your grey tee, navy jeans and brown hiking boots.', 'Pack your grey tee and navy jeans.'],
    ['Pack your brown hiking boots, grey tee and navy jeans.', 'Pack your grey tee and navy jeans.'],
    ['Wear the grey tee with your trainers (your hiking boots). It stays dry.', 'Wear the grey tee with your trainers. It stays dry.'],
    ["You don't own hiking boots, so your trainers will do. Bring the rain mac.", 'Bring the rain mac.'],
    ['Look for wellies, a rain mac or trail shoes.', 'Look for a rain mac or trail shoes.'],
    ['Wear your black ankle boots.', 'Wear your black ankle boots.'],
  ])('%s', (text, expected) => {
    expect(withoutNamed(text, [HIKING_BOOTS, WELLIES])).toBe(expected);
  });

  // Generated: a list of pieces in an answer's frames, the ruled-out piece anywhere in it.
  // prettier-ignore
  const OTHERS = ['your grey tee', 'the navy jeans', 'a rain mac', 'your teddy fleece', 'white leather trainers', 'your black ankle boots', 'a warm beanie'];
  const RULED = ['brown waterproof hiking boots', 'hiking boots', 'wellies', 'green rain boots'];
  const FRAMES = ['Pack {list}.', 'For the trail, look for {list}.', 'Bring {list}; the rest stays home.', 'Wear {list}.'];
  const rand = mulberry32(38_5);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
  for (let n = 0; n < 80; n++) {
    const others = [...new Set(Array.from({ length: 1 + Math.floor(rand() * 3) }, () => pick(OTHERS)))];
    const items = [...others];
    items.splice(Math.floor(rand() * (items.length + 1)), 0, pick(RULED));
    const join = rand() < 0.5 ? 'and' : 'or';
    const list = items.length === 1 ? items[0]! : `${items.slice(0, -1).join(', ')} ${join} ${items.at(-1)}`;
    const text = `${pick(FRAMES).replace('{list}', list)} It keeps you dry.`;
    it(text, () => {
      const out = withoutNamed(text, [HIKING_BOOTS, WELLIES]);
      expect(out).not.toMatch(/hiking boots|wellies|rain boots/i);
      // Every other piece is still there, the list still reads as one ('a, b and c'), and nothing else is lost.
      for (const o of others) expect(out).toContain(o);
      expect(out).not.toMatch(/,\s*(and|or)?\s*[.;]|\s(and|or)[.;]|\b(and|or),|\s,/);
      if (others.length >= 2) expect(out).toMatch(new RegExp(`${others.at(-2)} (and|or) ${others.at(-1)}`));
      expect(out).toMatch(/It keeps you dry\.$/);
    });
  }
});

describe('a ruled-out word that describes another kind of garment names that garment, not the one ruled out', () => {
  const DRESSES: NeverName = { forms: ['dress', 'dresses', 'midi', 'maxi', 'shirt dress'], marks: [] };
  const rand = mulberry32(4_242);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
  it.each(Array.from({ length: 8 }, (_, i) => i))('variant %i', () => {
    const piece = `${pick(['Charcoal wool', 'Black pleated', 'Camel'])} ${pick(['midi skirt', 'maxi skirt'])}`;
    const text = `For the baby shower on Sunday, wear your Black merino turtleneck, ${piece} and Brown chelsea boots. It hits smart casual.`;
    expect(withoutNamed(text, [DRESSES])).toBe(text);
  });
  it('the dress itself still goes', () => {
    expect(withoutNamed('Wear your Oatmeal sweater dress and boots. It hits smart casual.', [DRESSES])).toBe('Wear your boots. It hits smart casual.');
  });
});
