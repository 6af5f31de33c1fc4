import { describe, expect, it } from 'vitest';
import type { ClosetItem } from '../../../domain/stylist';
import { item } from '../../../domain/stylist/test-fixtures';
import { mulberry32 } from '../../../shared/prng';
import { groundFor, testUser } from './test-ground';

/**
 * Held-out set 44, generated: shoes asked about on ice are worn with grips; tights gone from a dress at a dressy evening move
 * the legs into trousers under the dressiest top owned, even when no top reaches the level; an owned piece weighed against
 * 'my age' or 'trying too hard' is worn, with what it goes with; the weather told alone is an outfit, never another
 * question's tips; an errand outside clothes with a suit bag is declined; a word of the sentence before is no kind of piece.
 */
const rand = mulberry32(4_404);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;

const CLOSET: ClosetItem[] = [
  item({ id: 1, name: 'Black knee-length wool dress', category: 'Dresses & jumpsuits', color: 'black', formality: 'business' }),
  item({ id: 2, name: 'Black opaque tights', category: 'Accessories', color: 'black', formality: 'smart casual' }),
  item({ id: 3, name: 'Black leather Chelsea boots', category: 'Shoes', color: 'black', formality: 'smart casual', material: 'leather' }),
  item({ id: 4, name: 'Camel wool wrap coat', category: 'Outerwear', color: 'camel', formality: 'business', warmth: 'warm' }),
  item({ id: 5, name: 'Black wool trousers', category: 'Bottoms', color: 'black', formality: 'business' }),
  item({ id: 6, name: 'Burgundy fine-knit turtleneck', category: 'Tops', color: 'burgundy', formality: 'smart casual' }),
  item({ id: 7, name: 'Silver hoop earrings', category: 'Accessories', color: 'silver', formality: 'smart casual' }),
  item({ id: 8, name: 'Denim midi skirt', category: 'Bottoms', color: 'blue', formality: 'casual' }),
  item({ id: 9, name: 'White linen shirt', category: 'Tops', color: 'white', formality: 'smart casual' }),
  item({ id: 10, name: 'Tan leather loafers', category: 'Shoes', color: 'tan', formality: 'smart casual', material: 'leather' }),
  item({ id: 11, name: 'Long black down parka with hood', category: 'Outerwear', color: 'black', formality: 'casual', warmth: 'warm' }),
  item({ id: 12, name: 'Charcoal two-piece suit', category: 'Suits & tailoring', color: 'charcoal', formality: 'business' }),
];

describe('pieces weighed for ice, an age or a missing pair', () => {
  it('shoes asked about on ice are worn with grips (generated)', async () => {
    for (let n = 0; n < 5; n++) {
      const shoes = pick(['black leather Chelsea boots', 'tan leather loafers']);
      const message = `Can I wear my ${shoes} on the ${pick(['icy pavements', 'icy streets', 'ice'])} ${pick(['this week', 'tomorrow', 'today'])}, or will I slide everywhere?`;
      const { grounding } = await groundFor(testUser('female'), message, CLOSET);
      expect(grounding.closetAnswer ?? '', message).toMatch(/ice grips/);
    }
  });

  it('tights gone from a dressy evening move the legs into trousers and a top, though no top reaches the level', async () => {
    const history = [
      { role: 'user' as const, content: 'What should I wear to the symphony at the concert hall on Friday at 7:30?' },
      {
        role: 'assistant' as const,
        content:
          'Your black knee-length wool dress with black opaque tights and the black leather Chelsea boots, plus the silver hoop earrings. The camel wool wrap coat for the walk.',
      },
    ];
    for (const ask of ["I don't actually have black tights any more; they laddered and I binned them. What instead?", 'my tights r gone, what now']) {
      const { grounding } = await groundFor(testUser('female'), ask, CLOSET, history);
      const text = grounding.closetAnswer ?? '';
      expect(text, ask).toMatch(/Black wool trousers/);
      expect(text, ask).toMatch(/Burgundy fine-knit turtleneck|White linen shirt/);
    }
  });

  it('an owned piece doubted for an age or for trying too hard is worn, with what goes with it (generated)', async () => {
    for (let n = 0; n < 4; n++) {
      const message = `Can I still wear my denim midi skirt ${pick(['at my age', 'at 60', ''])}, or does it look like I'm ${pick(['trying too hard', 'trying too hard?'])}`;
      const { grounding } = await groundFor(testUser('female'), message, CLOSET);
      const text = grounding.closetAnswer ?? '';
      expect(text, message).toMatch(/Denim midi skirt/);
      expect(text, message).not.toMatch(/an age calls for|follow the invitation/);
    }
  });

  it('the weather told alone is an outfit for it; an errand with a suit bag is declined', async () => {
    const told = await groundFor(testUser('female'), 'forecast says 6 n dry but its pissing down sideways here. bus at 11, wat do i throw on', CLOSET);
    expect(told.question.kind).toBe('outfit');
    expect(told.grounding.closetAnswer ?? '').not.toMatch(/wash|detergent/i);
    const errand = await groundFor(testUser('male'), "What's the quickest way to get from Shin-Osaka to Kansai Airport with a suit bag on Monday?", CLOSET);
    expect(errand.question.kind).toBe('off-topic');
  });

  it('a word of the sentence before is no kind of the piece to buy', async () => {
    const message = "I've got about 8,000 shillings to spend. Black shoes or a tie? I have two weddings and a funeral coming.";
    const { grounding } = await groundFor(testUser('male'), message, CLOSET);
    expect(grounding.closetAnswer ?? '').not.toMatch(/spend shoes/);
  });

  it('a day said to swing from cold to hot sheds its layer; a funeral is never too dressy', async () => {
    for (const message of [
      'cold at 7 then hot by 2, what do I wear to work',
      'its like 12 this morning n cold af, then its gonna be hot at the site visit at 2',
    ]) {
      const { grounding } = await groundFor(testUser('male'), message, CLOSET);
      expect(grounding.closetAnswer ?? '', message).toMatch(/swings from cold to hot/);
    }
    const funeral = 'Is my black knee-length wool dress too much for a funeral reception at the community hall on Friday?';
    const { grounding } = await groundFor(testUser('female'), funeral, CLOSET);
    expect(grounding.closetAnswer ?? '').toMatch(/fine/);
    expect(grounding.closetAnswer ?? '').not.toMatch(/tee, jeans|cocktail/);
  });
});
