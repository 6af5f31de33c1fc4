import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { parseQuestion } from '../question';
import { item } from '../test-fixtures';
import { colourClosetAnswer } from './colour-closet';
import { fitAnswer } from './fit';
import { withKindsOfOwnedPieces } from './item-references';
import { askOutfit } from './test-ask-outfit';

/**
 * What the person said beside the question, answered (issue 38.5 and 38.6): a cold office on a hot day gets the layer to
 * carry before any sun advice; the piece with a fit problem is the garment, not the heels named beside it, and heels are
 * said to hold the hem up only on the days they are worn; a colour pairing never puts two one-pieces (or an umbrella)
 * together; and an owned piece called only by its own name ('my Dr. Martens') is read as the kind of piece it is. Seeded.
 */
const rand = mulberry32(330_330);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const q = (m: string) => parseQuestion(m, { today: '2026-11-23', unit: 'C' });

describe('a cold office on a hot day', () => {
  const closet = [
    item({ id: 1, name: 'White linen shirt', category: 'Tops', formality: 'business' }),
    item({ id: 2, name: 'Black tailored trousers', category: 'Bottoms', formality: 'business' }),
    item({ id: 3, name: 'Nude block-heel pumps', category: 'Shoes', formality: 'business' }),
    item({ id: 4, name: 'Grey knit cardigan', category: 'Tops', formality: 'smart casual' }),
    item({ id: 5, name: 'Beige bucket hat', category: 'Accessories', formality: 'casual' }),
  ];
  it.each(Array.from({ length: 10 }, (_, i) => i))('gets the layer to carry (variant %i)', () => {
    const message = `${pick(['So humid today', 'its like 35 n so humid', 'Scorcher out there'])}, ${32 + Math.floor(rand() * 5)} degrees outside, but the office ${pick(['aircond', 'aircon', 'AC', 'air con'])} is ${pick(['freezing', 'freezing as usual', 'always freezing'])}. ${pick(['How do I dress for both?', 'outfit?', 'what do i wear to work'])}`;
    const a = askOutfit(message, closet, { message });
    expect(a.text, message).toMatch(/cold inside, so bring your Grey knit cardigan/);
  });
});

describe('hem them or wear heels', () => {
  const closet = [
    item({ id: 1, name: 'Black wide-leg palazzo pants', category: 'Bottoms', formality: 'smart casual' }),
    item({ id: 2, name: 'Olive loose cargo trousers', category: 'Bottoms', formality: 'casual' }),
    item({ id: 3, name: 'Nude block-heel pumps', category: 'Shoes', formality: 'business' }),
  ];
  it.each(Array.from({ length: 8 }, (_, i) => i))('the trousers are the subject (variant %i)', () => {
    const message = `My palazzo pants are a bit too long. They drag on the floor when I wear flats. ${pick(['Better to hem them or just wear heels?', 'hem them or wear heels?', 'Should I hem them or stick to heels?'])}`;
    const a = fitAnswer({ question: q(message), closet, message })!;
    expect(a.text, message).toMatch(/^For your Black wide-leg palazzo pants/);
    expect(a.text).toMatch(/lifts the hem off the floor|hem for the pair/);
  });
});

describe('a colour pairing from the closet', () => {
  const closet = [
    item({ id: 1, name: 'Black abaya with pockets', category: 'Dresses & jumpsuits', color: 'black' }),
    item({ id: 2, name: 'Navy baju kurung with songket trim', category: 'Dresses & jumpsuits', color: 'navy' }),
    item({ id: 3, name: 'Navy compact foldable umbrella', category: 'Accessories', color: 'navy' }),
    item({ id: 4, name: 'Black jersey instant shawl', category: 'Accessories', color: 'black' }),
  ];
  it('puts a black piece of another kind with the navy one named, never two one-pieces or an umbrella', () => {
    const message = 'Is it okay to wear my black tudung with the navy baju kurung, or do navy and black clash?';
    const a = colourClosetAnswer({ question: q(message), message, closet })!;
    expect(a.text).toContain('Black jersey instant shawl');
    expect(a.text).toContain('Navy baju kurung');
    expect(a.text).not.toMatch(/abaya|umbrella/);
  });
});

describe('an owned piece called by its own name', () => {
  const BRANDS: [string, string][] = [
    ['Black Dr. Martens 1460 boots', 'Dr. Martens'],
    ['White Veja V-10 trainers', 'Vejas'],
    ['Cream Norwegian lusekofte sweater', 'lusekofte'],
  ];
  it.each(BRANDS)('%s is read as its kind', (name, said) => {
    const closet = [item({ id: 1, name, category: name.includes('sweater') ? 'Tops' : 'Shoes' })];
    const message = `Road salt is leaving white lines all over my ${said}. How do I get them off?`;
    const text = withKindsOfOwnedPieces(message, closet);
    expect(text).not.toBeNull();
    expect(q(text!).kind).toBe('care');
  });
  it('a message that already says the kind is left alone', () => {
    expect(withKindsOfOwnedPieces('salt on my Dr. Martens boots', [item({ id: 1, name: 'Black Dr. Martens 1460 boots', category: 'Shoes' })])).toBeNull();
  });
});

describe('a colour required that only dressier pieces meet', () => {
  it('is worn a step up rather than said to fall short', () => {
    const closet = [
      item({ id: 1, name: 'Black jersey choir dress', category: 'Dresses & jumpsuits', color: 'black', formality: 'business' }),
      item({ id: 2, name: 'Black leather ankle boots', category: 'Shoes', color: 'black', formality: 'smart casual' }),
      item({ id: 3, name: 'Blue jeans', category: 'Bottoms', color: 'blue', formality: 'casual' }),
      item({ id: 4, name: 'Red hoodie', category: 'Tops', color: 'red', formality: 'casual' }),
      item({ id: 5, name: 'White sneakers', category: 'Shoes', color: 'white', formality: 'casual' }),
    ];
    const message = 'My choir is singing at the Christmas market on Saturday evening, black is required. What do I wear?';
    const a = askOutfit(message, closet, { message });
    expect(a.text).toContain('Black jersey choir dress');
    expect(a.text).not.toMatch(/nothing you own reaches/);
  });
});

describe('a day of walking', () => {
  it.each(['lots of walking between buildings', 'a lot of walking', 'walking all day between sites'])('takes any heel off: %s', (said) => {
    const closet = [
      item({ id: 1, name: 'Beige tunic blouse', category: 'Tops', formality: 'business' }),
      item({ id: 2, name: 'Black palazzo pants', category: 'Bottoms', formality: 'business' }),
      item({ id: 3, name: 'Nude block-heel pumps', category: 'Shoes', formality: 'business' }),
      item({ id: 4, name: 'Black leather loafers', category: 'Shoes', formality: 'business' }),
    ];
    const message = `Client workshop on Thursday at their site, with ${said}. What should I wear?`;
    const a = askOutfit(message, closet, { message });
    expect(a.text).toContain('Black leather loafers');
  });
});
