import { piecesNamed } from '../question';
import { firstConcept, FABRICS, type FabricId } from '../question/lexicon';
import type { ClosetItem } from '../types';

/** What a garment is made of, for care and storage answers. */

/** The usual fabric of a garment when nothing else says. */
export const PIECE_FABRIC: Record<string, FabricId> = {
  jeans: 'denim',
  'denim jacket': 'denim',
  chinos: 'cotton',
  't-shirt': 'cotton',
  shirt: 'cotton',
  'dress shirt': 'cotton',
  'button-down': 'cotton',
  polo: 'cotton',
  hoodie: 'cotton',
  'trench coat': 'cotton',
  suit: 'wool',
  'suit jacket': 'wool',
  sweater: 'wool',
  cardigan: 'wool',
  scarf: 'wool',
  'leather jacket': 'leather',
  loafers: 'leather',
  oxfords: 'leather',
  'dress shoes': 'leather',
  belt: 'leather',
  leggings: 'synthetic',
  'rain jacket': 'synthetic',
  raincoat: 'synthetic',
  tie: 'silk',
};

/** The fabric of an owned item: its material field, else its name ('Camel Cashmere Sweater'), else its garment's usual fabric. */
export function fabricOfItem(item: Pick<ClosetItem, 'name' | 'subcategory' | 'material'>): FabricId | null {
  const named = firstConcept(`${item.subcategory ?? ''} ${item.name}`, FABRICS);
  if (named) return named;
  const m = item.material;
  if (m && m !== 'other' && m !== 'knit') return m as FabricId;
  if (m === 'knit') return 'wool';
  const piece = piecesNamed(`${item.subcategory ?? ''} ${item.name}`)[0];
  return piece ? (PIECE_FABRIC[piece] ?? null) : null;
}
