import type { Category } from '../../shared/closet-constants';
import { WEARS_ANSWER } from '../../shared/style-questions';
import { parseQuestion, piecesWithColours } from '../stylist/question';

export interface ClosetDraft {
  /** 'White Sneakers'; the piece alone when no colour was said. */
  name: string;
  category: Category;
  /** 'White'; '' when none was said (the person fills it in before adding). */
  color: string;
}

const title = (s: string) => s.replace(/(^|[\s-])(\p{L})/gu, (_, sep: string, c: string) => sep + c.toUpperCase());

/**
 * Pieces the person says they already wear, as closet drafts (issue 27): read with the stylist's
 * own garment and colour words from the answer to the question about what they wear, leaving out
 * what they say they avoid ('never heels'). Other answers (what is missing, the budget) name
 * pieces they want, so they are not read here.
 */
export function closetDraftsFromAnswers(answers: readonly string[], today: string): ClosetDraft[] {
  const said = answers[WEARS_ANSWER]?.trim();
  if (!said) return [];
  const avoided = new Set(parseQuestion(said, { today }).avoid);
  return piecesWithColours(said)
    .filter((p) => !avoided.has(p.piece))
    .map((p) => ({
      name: title(p.colour ? `${p.colour} ${p.piece}` : p.piece),
      category: p.category,
      color: p.colour ? title(p.colour) : '',
    }));
}
