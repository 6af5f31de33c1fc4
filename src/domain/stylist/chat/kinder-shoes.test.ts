import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { item } from '../test-fixtures';
import { footNeedsIn, saysSoftGround, thinHeeled } from '../reading/feet';
import { words } from '../question/lexicon';
import { kinderPair } from './kinder-shoes';

/**
 * What a person says of their feet or the ground beats a pair's level alone (issue 38.5): a thin heel gives way to the
 * owned pair kinder to a bunion, a long evening standing or a lawn, never to trainers at a dressy level. Sentences and
 * closets are drawn by a seed.
 */
const rand = mulberry32(4417);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;

const SAID = [
  'will my bunion kill me at the {o}',
  "I'm on my feet all night at the {o}",
  'the {o} is on grass, what about shoes?',
  'i have flat feet and the {o} goes on for hours',
  'my feet hurt already thinking about the {o}',
  'the {o} is on the lawn out back',
];
const NOTHING_SAID = ['what shoes for the {o}?', 'which heels go best at the {o}', 'the {o} is on Saturday, shoes?'];
const OCCASIONS = ['wedding', 'reception', 'gala', 'garden party', 'christening'];
const THIN = ['Gold strappy heels', 'Black stiletto pumps', 'Nude heels', 'Silver slingbacks'];
const KIND = ['Tan block-heel sandals', 'Black ballet flats', 'Navy wedges', 'Silver kitten heels'];

function closet() {
  const thin = item({ name: pick(THIN), category: 'Shoes', formality: 'formal' });
  const kind = item({ name: pick(KIND), category: 'Shoes', formality: 'business' });
  const trainers = item({ name: 'White running trainers', category: 'Shoes', formality: 'athletic' });
  return { thin, kind, trainers, all: [trainers, thin, kind] };
}

describe('a thin heel gives way to the kinder pair owned', () => {
  it.each(Array.from({ length: 24 }, (_, i) => i))('variant %i', () => {
    const c = closet();
    const message = pick(SAID).replace('{o}', pick(OCCASIONS));
    const kinder = kinderPair(message, c.all, ['smart casual', 'business', 'formal'], c.thin);
    expect(kinder?.item.id, message).toBe(c.kind.id);
    expect(kinder!.why).toContain(c.kind.name);
  });
});

describe('nothing said, or the pair already kind, changes nothing', () => {
  it.each(Array.from({ length: 12 }, (_, i) => i))('variant %i', () => {
    const c = closet();
    expect(kinderPair(pick(NOTHING_SAID).replace('{o}', pick(OCCASIONS)), c.all, ['business', 'formal'], c.thin)).toBeNull();
    expect(kinderPair(pick(SAID).replace('{o}', pick(OCCASIONS)), c.all, ['business', 'formal'], c.kind)).toBeNull();
  });
});

describe('the feet table reads conditions, not shoes', () => {
  it('flat feet, a bunion and heel pain are needs; a flat shoe is not', () => {
    expect(footNeedsIn(words('I have flat feet and a 12 hour shift')).map((n) => n.id)).toEqual(['flat feet', 'long on feet']);
    expect(footNeedsIn(words('shoes that do not press on my bunion')).map((n) => n.id)).toEqual(['bunion']);
    expect(footNeedsIn(words('plantar fasciitis is back')).map((n) => n.id)).toEqual(['heel pain']);
    expect(footNeedsIn(words('i want flat shoes for the office'))).toEqual([]);
  });
  it('soft ground and thin heels', () => {
    expect(saysSoftGround(words('the ceremony is on the lawn'))).toBe(true);
    expect(saysSoftGround(words('the ceremony is in the church'))).toBe(false);
    expect(thinHeeled(words('Gold strappy heels'))).toBe(true);
    expect(thinHeeled(words('Tan block-heel sandals'))).toBe(false);
    expect(thinHeeled(words('Nude low pumps (5 cm)'))).toBe(false);
  });
});
