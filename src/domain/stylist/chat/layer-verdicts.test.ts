import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import type { Category, Formality } from '../../../shared/closet-constants';
import { parseQuestion } from '../question';
import { readMessage } from '../reading/read';
import { item } from '../test-fixtures';
import { piecePairingAnswer } from './piece-pairing';

/**
 * Issue 38: 'can I wear my black blazer with jeans, or is that weird?' is the smart-casual classic, not 'I'd skip it'.
 * A layer is judged a level more loosely than the core of an outfit (as an outfit's outerwear is), so a blazer or a
 * cardigan goes over jeans or a tee; a suit jacket over jeans or anything tailored over gym shorts is still too far.
 * Generated (seeded): owned pieces at their levels, in neutral colours, asked about in several frames.
 */
type Owned = { said: string; name: string; category: Category; formality: Formality };
const LAYERS: Owned[] = [
  { said: 'blazer', name: 'Black blazer', category: 'Outerwear', formality: 'business' },
  { said: 'blazer', name: 'Navy blazer', category: 'Outerwear', formality: 'business' },
  { said: 'cardigan', name: 'Grey cardigan', category: 'Outerwear', formality: 'smart casual' },
];
const CASUAL: Owned[] = [
  { said: 'jeans', name: 'Light wash jeans', category: 'Bottoms', formality: 'casual' },
  { said: 'jeans', name: 'Black jeans', category: 'Bottoms', formality: 'casual' },
  { said: 'chinos', name: 'Khaki chinos', category: 'Bottoms', formality: 'casual' },
];
const TOO_FAR: [Owned, Owned][] = [
  [
    { said: 'suit jacket', name: 'Navy suit jacket', category: 'Outerwear', formality: 'formal' },
    { said: 'jeans', name: 'Light wash jeans', category: 'Bottoms', formality: 'casual' },
  ],
  [
    { said: 'blazer', name: 'Black blazer', category: 'Outerwear', formality: 'business' },
    { said: 'shorts', name: 'Navy running shorts', category: 'Bottoms', formality: 'athletic' },
  ],
];
const FRAMES = ['can i wear my {a} with my {b} or is that weird', 'is it ok to wear the {a} with {b}?', 'does my {a} go with my {b}'];

function verdict(a: Owned, b: Owned, frame: string) {
  const closet = [
    item({ id: 1, name: a.name, category: a.category, color: a.name.split(' ')[0], formality: a.formality }),
    item({ id: 2, name: b.name, category: b.category, color: b.name.split(' ')[0], formality: b.formality }),
    item({ id: 3, name: 'White tee', category: 'Tops', color: 'White', formality: 'casual' }),
  ];
  const message = frame.replace('{a}', a.said).replace('{b}', b.said);
  const question = parseQuestion(message, { today: '2026-11-23' });
  return { message, a: piecePairingAnswer({ question, message: readMessage(message).text, closet }) };
}

describe('a layer over casual pieces (generated, seed 3840)', () => {
  const rnd = mulberry32(3840);
  it('a blazer or cardigan over jeans or chinos is not ruled out', () => {
    for (let n = 0; n < 30; n++) {
      const layer = LAYERS[Math.floor(rnd() * LAYERS.length)]!;
      const bottom = CASUAL[Math.floor(rnd() * CASUAL.length)]!;
      const { message, a } = verdict(layer, bottom, FRAMES[Math.floor(rnd() * FRAMES.length)]!);
      expect(a?.text ?? '', message).toMatch(/^Yes/);
    }
  });
  it('a suit jacket over jeans, or tailoring over gym shorts, still is', () => {
    for (const [x, y] of TOO_FAR)
      for (const frame of FRAMES) {
        const { message, a } = verdict(x, y, frame);
        expect(a?.text ?? '', message).toMatch(/^I'd skip it/);
      }
  });
});
