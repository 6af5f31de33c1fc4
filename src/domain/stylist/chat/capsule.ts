import { DRESS_CODE_RULES, type DressCode } from '../dress-code';
import type { ParsedQuestion } from '../question';
import type { ClosetItem, Weather } from '../types';
import type { ClosetAnswer, Wardrobe } from './answer';
import { counted, outfitCount, pickSet, suitablePieces, yours, type PieceSet } from './closet-pick';

/**
 * 'Build me a capsule from my closet': a small set of owned pieces that all go together, picked by
 * the engine's rules for the dress code asked (or the person's everyday one), and how many
 * outfits it makes. What the closet lacks for a capsule is said with what to add.
 */

export interface CapsuleInput {
  question: ParsedQuestion;
  closet: readonly ClosetItem[];
  /** The season's weather, the question's words applied: a capsule is for now. */
  weather: Weather;
  date: string;
  /** The everyday dress code when the question names none. */
  everyday: DressCode;
  wardrobe: Wardrobe;
}

const WANT = { tops: 4, bottoms: 3, shoes: 2, layers: 1, onePieces: 2 };

const ADD: Record<'Tops' | 'Bottoms' | 'Shoes', Record<Wardrobe, string>> = {
  Tops: { menswear: 'a plain white or light blue shirt', womenswear: 'a plain white or cream top', mixed: 'a plain white shirt or top' },
  Bottoms: { menswear: 'navy or grey trousers', womenswear: 'dark trousers or a neutral midi skirt', mixed: 'navy or grey trousers' },
  Shoes: { menswear: 'leather shoes in brown or black', womenswear: 'neutral leather flats or ankle boots', mixed: 'neutral leather shoes' },
};

export function capsuleAnswer(input: CapsuleInput): ClosetAnswer {
  const code = input.question.dressCode ?? input.everyday;
  const label = DRESS_CODE_RULES[code].label;
  const pool = suitablePieces(input.closet, code, input.weather, input.date);
  const set: PieceSet = pickSet(pool, WANT);
  const pieces = [...set.tops, ...set.bottoms, ...set.onePieces, ...set.shoes, ...set.layers];
  const count = outfitCount(set);
  const facts = [`Capsule for ${label}: ${pieces.map((p) => p.item.name).join(', ') || 'nothing owned suits'}`, `Outfits it makes: ${count}`];
  const lacking = (['Tops', 'Bottoms', 'Shoes'] as const).filter((c) =>
    c === 'Tops' ? set.tops.length + set.onePieces.length === 0 : c === 'Bottoms' ? set.bottoms.length + set.onePieces.length === 0 : set.shoes.length === 0,
  );
  if (!input.closet.some((i) => i.status === 'active')) {
    return {
      text:
        `A capsule wardrobe is a small set of pieces that all go together: for ${label}, ${WANT.tops - 1} or ${WANT.tops} tops, ${WANT.bottoms - 1} or ${WANT.bottoms} bottoms, ${WANT.shoes} pairs of shoes and one layer, in neutral colours with one accent. ` +
        `Add what you own to your closet and I'll pick your capsule from it and count the outfits it makes.`,
      itemIds: [],
      tipQuery: '',
      facts: ['The closet is empty'],
    };
  }
  if (count === 0) {
    const add = lacking.length ? lacking : (['Tops', 'Bottoms'] as const);
    return {
      text:
        `Your closet doesn't hold a capsule wardrobe for ${label} yet${pieces.length ? `: ${yours(pieces.map((p) => p.item))} would be part of it, but` : ':'} it needs ${add.map((c) => ADD[c][input.wardrobe]).join(' and ')}. ` +
        `Start with those in neutral colours and every piece will work with the rest.`,
      itemIds: pieces.map((p) => p.item.id),
      tipQuery: '',
      facts,
    };
  }
  const groups = [
    set.tops.length ? `${counted(set.tops.length, 'Tops')} (${yours(set.tops.map((p) => p.item))})` : null,
    set.bottoms.length ? `${counted(set.bottoms.length, 'Bottoms')} (${yours(set.bottoms.map((p) => p.item))})` : null,
    set.onePieces.length ? `${set.onePieces.length} one-piece${set.onePieces.length === 1 ? '' : 's'} (${yours(set.onePieces.map((p) => p.item))})` : null,
    set.shoes.length ? `${counted(set.shoes.length, 'Shoes')} (${yours(set.shoes.map((p) => p.item))})` : null,
    set.layers.length ? `a layer (${yours(set.layers.map((p) => p.item))})` : null,
  ].filter((g): g is string => g !== null);
  const sentences = [
    `A ${pieces.length}-piece capsule wardrobe for ${label} from your own closet: ${groups.join('; ')}.`,
    `The colours and formality all work together, so it makes ${count} different outfit${count === 1 ? '' : 's'}.`,
  ];
  // The slot that limits the count is the one to grow.
  const grow = lacking[0] ?? (set.tops.length <= set.bottoms.length ? 'Tops' : set.shoes.length < 2 ? 'Shoes' : 'Bottoms');
  sentences.push(
    lacking.length
      ? `It has no ${grow.toLowerCase()} yet: add ${ADD[grow][input.wardrobe]}.`
      : `To grow it, ${ADD[grow][input.wardrobe]} would add the most outfits.`,
  );
  return { text: sentences.join(' '), itemIds: pieces.map((p) => p.item.id), tipQuery: '', facts };
}

/**
 * 'If I could buy one thing, what should it be?' when nothing is missing: the piece that would add
 * the most outfits to the capsule the closet already holds, said as what to look for.
 */
export function mostOutfitsAdded(input: CapsuleInput): string {
  const code = input.question.dressCode ?? input.everyday;
  const set: PieceSet = pickSet(suitablePieces(input.closet, code, input.weather, input.date), WANT);
  const grow = set.tops.length + set.onePieces.length <= set.bottoms.length ? 'Tops' : set.shoes.length < 2 ? 'Shoes' : 'Bottoms';
  const partners = grow === 'Tops' ? set.bottoms : set.tops;
  return `${ADD[grow][input.wardrobe]} would add the most outfits${partners.length ? `, to wear with ${yours(partners.slice(0, 2).map((p) => p.item))}` : ''}`;
}
