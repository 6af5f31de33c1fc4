import { slotCategory } from '../../../shared/closet-slots';
import { DRESS_CODE_RULES, DRESS_CODES, type DressCode } from '../dress-code';
import { FORMALITIES, type Category } from '../../../shared/closet-constants';
import { colourInfo } from '../colour-harmony';
import { profileItem } from '../item-profile';
import { piecesNamed, type ParsedQuestion } from '../question';
import { standingOf, statedColours } from '../question/stated-colours';
import { RULE_STATED, RULE_STATED_AFTER } from '../reading/cues';
import { phrasesIn, says } from '../reading/phrases';
import { DARK } from './appropriate';
import type { ClosetItem } from '../types';
import { mentionsIn } from './owned-match';
import { HEELED } from './kind-asked-to-wear';

/**
 * Pieces a rule the person reports requires ('dark suit is the rule', 'the manager said all black with closed shoes',
 * 'collar n tie but no jacket needed', 'we wear black bottoms'): stated facts that win over the occasion's usual level
 * (issue 38.5). The clause that states a rule (reading/cues.ts RULE_STATED) names the pieces; a piece said with 'no',
 * 'not' or 'without' is waived, not required. The owned piece of each kind that best meets the rule is worn.
 */

/** Words before a piece that waive it ('no jacket needed', 'without a tie'). */
const WAIVING: ReadonlySet<string> = new Set(['no', 'not', 'without', 'never', 'nor']);
/** Words of a shoe that leave the toes or heel out: not what 'closed shoes' asks for. */
const OPEN_SHOES =
  /\b(sandals?|slides|flip-?flops|thongs|jandals?|mules?|slingbacks?|peep[- ]?toes?|espadrilles|chappals?|kolhapuris?|birkenstocks?|tevas?|clogs?)\b/i;

/** Words that close a shoe ('closed shoes', 'closed-toe', 'closed-toed'). */
const CLOSED: ReadonlySet<string> = new Set(['closed', 'closed-toe', 'closed-toed']);

/** Words for every piece worn in one place, and the place. */
const SLOT_WORDS: Readonly<Record<string, Category>> = {
  top: 'Tops',
  tops: 'Tops',
  bottom: 'Bottoms',
  bottoms: 'Bottoms',
  shoes: 'Shoes',
  footwear: 'Shoes',
};

/** Words that ask for a collared shirt. */
const COLLARED: ReadonlySet<string> = new Set(['collar', 'collared', 'collars']);

/** The colour among a few words ('black bottoms'), by the colour table. */
function colourIn(words: readonly string[]): string | null {
  return words.find((w) => colourInfo(w).kind !== 'unknown') ?? null;
}

/** The dress code a required piece sets at the least ('a tie' is business casual whatever the bowls club): never lowered. */
export function levelForPieces(required: readonly ClosetItem[], code: DressCode | null): DressCode | null {
  // Clothes set it; an accessory alone (a silk tie) sets a step below its own, as it dresses up what it is worn with. Shoes
  // set nothing: 'closed shoes' at a café is no call for a blazer.
  const worn = required.filter((i) => !['Accessories', 'Shoes'].includes(slotCategory(i)));
  const accessories = required.filter((i) => slotCategory(i) === 'Accessories');
  const highest = worn.length
    ? Math.max(...worn.map((i) => profileItem(i).formalityLevel))
    : Math.max(-1, ...accessories.map((i) => profileItem(i).formalityLevel - 1));
  const least = LEVEL_CODE[highest];
  if (!least) return code;
  return !code || DRESS_CODES.indexOf(least) > DRESS_CODES.indexOf(code) ? least : code;
}
/** By formality level (athletic 0 … formal 4): the lowest code a piece of that level belongs to. */
const LEVEL_CODE: Record<number, DressCode> = { 2: 'smart casual', 3: 'business casual', 4: 'business formal' };

/** The clauses of a message: its sentences, each cut again at 'but' ('collar and tie but no jacket'). */
function clauses(message: string): string[] {
  return message
    .split(/[.;!?\n]/)
    .flatMap((sentence) => sentence.split(/\bbut\b/i))
    .map((c) => c.replace(/,$/, '').trim())
    .filter(Boolean);
}

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .split(/[^a-z0-9'-]+/)
    .filter(Boolean);

/**
 * The owned pieces a reported rule waives ('collar n tie but no jacket needed', 'without a tie'): left out of the look. A
 * jacket waived at a level that asks for a collar is the tailored one too (a blazer, a sport coat).
 */
export function piecesWaived(message: string, question: ParsedQuestion, closet: readonly ClosetItem[]): ClosetItem[] {
  if (!question.occasions.length && !question.occasionName) return [];
  const ruled = clauses(message).filter((c) => {
    const ws = wordsOf(c);
    return says(ws, RULE_STATED) || says(ws, RULE_STATED_AFTER) || ws.some((w) => ['needed', 'required', 'necessary'].includes(w));
  });
  const waived = ruled.flatMap((clause) => {
    const ws = wordsOf(clause);
    return mentionsIn(clause, piecesNamed(clause), []).filter((m) => ws.slice(Math.max(0, m.at - 2), m.at).some((w) => WAIVING.has(w)));
  });
  const jacket = waived.some((m) => m.piece === 'jacket' || m.piece === 'blazer');
  return closet.filter(
    (i) =>
      i.status === 'active' && (waived.some((m) => piecesNamed(`${i.subcategory ?? ''} ${i.name}`).includes(m.piece)) || (jacket && profileItem(i).tailored)),
  );
}

/** The owned pieces a reported rule requires, one per kind named; empty when the message reports no rule naming a piece. */
export function piecesRequired(message: string, question: ParsedQuestion, closet: readonly ClosetItem[]): ClosetItem[] {
  const active = closet.filter((i) => i.status === 'active');
  const stated = statedColours(message);
  const chosen: ClosetItem[] = [];
  // The pieces the rule names: after a rule said first ('they said all black…'), before one said last ('dark suit is the rule').
  const ruled = clauses(message).flatMap((clause) => {
    const ws = wordsOf(clause);
    const first = phrasesIn(ws, [{ id: 'rule', phrases: RULE_STATED }])[0];
    const last = phrasesIn(ws, [{ id: 'rule', phrases: RULE_STATED_AFTER }])[0];
    // 'Closed-toe flat shoes only, hard hats provided': a part that ends on 'only' names what the rule allows.
    const only =
      first || last
        ? []
        : clause
            .split(/[,:]/)
            .map(wordsOf)
            .filter((part) => part.length >= 2 && part.at(-1) === 'only');
    // 'Which suit n tie?' for the occasion: two pieces asked to be chosen are worn, one of each (one alone is a slot's question).
    const which = ws.indexOf('which');
    const chosenAsked = which >= 0 && piecesNamed(ws.slice(which + 1).join(' ')).length >= 2 ? [ws.slice(which + 1).join(' ')] : [];
    // 'Collar and tie', 'closed shoes' are the rule and its pieces at once.
    return [
      ...chosenAsked,
      ...(first ? [ws.slice(first.at).join(' ')] : []),
      ...(last ? [ws.slice(0, last.at).join(' ')] : []),
      ...only.map((part) => part.slice(0, -1).join(' ')),
    ];
  });
  for (const clause of ruled) {
    const ws = wordsOf(clause);
    // A place on the body said for the whole kind ('black bottoms', 'closed shoes', 'a plain top') is any piece worn there.
    const slots = ws.flatMap((w, at) => {
      const modifiers = ws.slice(Math.max(0, at - 2), at);
      if (SLOT_WORDS[w]) return [{ piece: w, slot: SLOT_WORDS[w]! as Category | null, modifiers, at }];
      // 'Collar and tie': the collar is a shirt's.
      return COLLARED.has(w) ? [{ piece: 'shirt', slot: null as Category | null, modifiers, at }] : [];
    });
    const named = mentionsIn(clause, piecesNamed(clause), []).filter((m) => !SLOT_WORDS[m.piece]);
    for (const m of [...named.map((x) => ({ ...x, slot: null as Category | null })), ...slots.map((x) => ({ ...x, colour: colourIn(x.modifiers) }))].sort(
      (a, b) => a.at - b.at,
    )) {
      if (ws.slice(Math.max(0, m.at - 2), m.at).some((w) => WAIVING.has(w))) continue;
      const closed = m.slot === 'Shoes' && ws.some((w) => CLOSED.has(w));
      // 'Flat shoes only': no heel.
      const flat = m.slot === 'Shoes' && ws.some((w) => w === 'flat' || w === 'flats');
      const dark = m.modifiers.includes('dark');
      const candidates = active.filter(
        (i) =>
          (m.slot
            ? slotCategory(i) === m.slot || (m.slot === 'Bottoms' && profileItem(i).onePiece)
            : piecesNamed(`${i.subcategory ?? ''} ${i.name}`).includes(m.piece)) &&
          !chosen.includes(i) &&
          !(closed && OPEN_SHOES.test(i.name)) &&
          !(flat && HEELED.test(`${i.subcategory ?? ''} ${i.name}`)) &&
          (!m.colour || colourInfo(i.color).name === colourInfo(m.colour).name || i.name.toLowerCase().includes(m.colour)),
      );
      // The one that meets the rule best: in the colour stated for the whole look ('all black'), dark when 'dark' is said,
      // then the nearest a step above the occasion's level, since a rule is stated where the level matters (a tie for the
      // bowls club's prizegiving, not the bow tie).
      const aim = FORMALITIES.indexOf(DRESS_CODE_RULES[question.dressCode ?? 'smart casual'].target) + 1;
      const score = (i: ClosetItem) =>
        (stated && standingOf(stated, i.color, i.name) === 'asked' ? 4 : 0) +
        (dark && DARK.has(profileItem(i).colour.name) ? 4 : 0) +
        // 'Black bottoms' are trousers or a skirt before a dress.
        (m.slot && slotCategory(i) === m.slot ? 2 : 0) -
        Math.abs(profileItem(i).formalityLevel - aim);
      const best = candidates.sort((a, b) => score(b) - score(a) || a.id - b.id)[0];
      if (best && !chosen.some((c) => slotCategory(c) === slotCategory(best))) chosen.push(best);
    }
  }
  // A rule read in a follow-up's reply to the stylist is still the person's; nothing is required of a question with no occasion.
  return question.occasions.length || question.occasionName ? chosen : [];
}
