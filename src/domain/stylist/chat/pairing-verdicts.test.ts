import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { parseQuestion } from '../question';
import { readMessage } from '../reading/read';
import { item } from '../test-fixtures';
import type { ClosetItem } from '../types';
import { appropriateAnswer } from './appropriate';
import { piecePairingAnswer } from './piece-pairing';

/** Pairings and verdicts that say what to wear, generated over closets (seeded): issue 38, 'the piece asked about never named'. */
const today = '2026-11-23';
const q = (message: string) => parseQuestion(message, { today });
const rand = mulberry32(3131);
const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;

function closet(): ClosetItem[] {
  let id = 1;
  const piece = (o: Parameters<typeof item>[0]) => item({ id: id++, ...o });
  return [
    piece({ name: 'Khaki chinos', category: 'Bottoms', subcategory: 'Chinos', color: 'khaki', formality: 'smart casual' }),
    piece({
      name: pick(['Grey running shoes', 'Black training shoes', 'White gym trainers']),
      category: 'Shoes',
      color: 'grey',
      formality: pick(['casual', 'athletic']),
    }),
    piece({ name: pick(['Black insulated snow boots', 'Green wellies', 'Black rain boots']), category: 'Shoes', color: 'black', formality: 'casual' }),
    piece({ name: 'Brown leather lace-up boots', category: 'Shoes', subcategory: 'Boots', color: 'brown', formality: 'smart casual' }),
    piece({ name: 'Dark brown derby shoes', category: 'Shoes', color: 'brown', formality: 'business' }),
    piece({ name: 'White canvas sneakers', category: 'Shoes', color: 'white', formality: 'casual' }),
    piece({ name: 'Red buffalo-check flannel shirt', category: 'Tops', color: 'red', formality: 'casual' }),
    piece({ name: 'White oxford shirt', category: 'Tops', color: 'white', formality: 'smart casual' }),
    piece({ name: 'Navy wool trousers', category: 'Bottoms', color: 'navy', formality: 'business' }),
    piece({ name: 'Sage linen midi dress', category: 'Dresses & jumpsuits', color: 'sage', formality: 'smart casual' }),
  ];
}

describe('shoes for smart trousers are never sport or weather gear, whatever level they were filed at', () => {
  it.each(
    Array.from(
      { length: 12 },
      () => [pick(['which shoes go with my khaki chinos', 'wich shoes go w khaki chinoes', 'what shoes with the khaki chinos?']), closet()] as const,
    ),
  )('%s', (message, c) => {
    // As the chat door passes it: the message in full words after the reading layer.
    const a = piecePairingAnswer({ question: q(message), message: readMessage(message).text, closet: c });
    expect(a?.text).toBeTruthy();
    expect(a!.text).not.toMatch(/running|training|gym|snow boots|wellies|rain boots/i);
    expect(a!.text).toMatch(/lace-up boots|derby/);
  });
});

describe('colours asked of an owned piece are named, beyond what is owned', () => {
  it.each(['wat colours go w sage?? got the sage linen dress', 'what colours go with my sage linen dress', 'which colours would work with the sage dress'])(
    '%s',
    (message) => {
      const a = piecePairingAnswer({ question: q(message), message, closet: closet() });
      expect(a?.text).toMatch(/^Sage goes with [a-z]+(, [a-z]+)* and [a-z]+\. With your Sage linen midi dress, try your /);
    },
  );
});

describe('a conditional yes names the pieces that meet the condition', () => {
  it('a flannel shirt for the office is dressed up with the smartest owned pieces', () => {
    const message = 'Can I wear the red buffalo check flannel to the office or is it too lumberjack?';
    const a = appropriateAnswer({ question: q(message), message, closet: closet() });
    expect(a?.text).toMatch(/^Yes, with a condition: .* Dress it up with your [^.]*(trousers|chinos)[^.]*\. If not, /);
  });
});
