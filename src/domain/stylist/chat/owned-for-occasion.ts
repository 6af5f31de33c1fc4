import { slotCategory } from '../../../shared/closet-slots';
import { FORMALITIES } from '../../../shared/closet-constants';
import { DRESS_CODE_RULES, type DressCode } from '../dress-code';
import { isPluralName } from '../grammar';
import { profileItem } from '../item-profile';
import { categoryOfGarment, type ParsedQuestion } from '../question';
import { words } from '../question/lexicon';
import { occasionWithArticle } from '../question/occasion-phrase';
import { phrasesIn } from '../reading/phrases';
import type { ClosetItem } from '../types';
import type { ClosetAnswer } from './answer';
import { listJoin } from './closet-pick';
import { lookFor, shoesToLookFor } from './look-for';
import { mentionsIn } from './owned-match';

/**
 * 'Do I own anything that works as smart shoes for a wedding? I don't think white sneakers cut it', 'which of my coats would do
 * for the gala?': an inventory asked of one kind of piece for an occasion. The answer is about that kind only: the owned
 * pieces of it that meet the occasion's level, else the closest and what to get; never a whole outfit (issue 38: never an
 * answer to a different question). Pure.
 */

/** How the inventory is asked. Vocabulary: a new way of asking is a row. */
// prettier-ignore
const ASKS_WHAT_I_OWN: readonly string[] = [
  'do/does i own/have anything/something', "have i got anything/something", 'is/are there anything/something in my closet/wardrobe',
  'anything/something in my closet/wardrobe', 'which/what of my', 'any of my', 'do i have any', 'do i own any', 'have i got any',
];

/** Words that dismiss a piece said in passing ('I don't think white sneakers cut it', 'the sneakers won't do'). */
// prettier-ignore
const DISMISSED: readonly string[] = ["cut it", "won't do", 'wont do', 'will not do', 'too casual', 'not smart enough', 'not dressy enough', 'not formal enough'];

/** How many words may stand between the asking words and the kind ('anything that works as smart shoes'). */
const KIND_REACH = 8;
/** Words that open another clause: a piece after them is not the kind asked ('…or am I renting a tux?'). */
const CLAUSE_ENDS: ReadonlySet<string> = new Set(['or', 'but', 'because', 'so', 'otherwise']);

export interface OwnedForOccasionInput {
  question: ParsedQuestion;
  /** The reader's text. */
  message: string;
  closet: readonly ClosetItem[];
  wardrobe: 'menswear' | 'womenswear' | 'mixed';
}

/** Null unless the message asks what of one kind is owned for an occasion with a level. */
export function ownedForOccasionAnswer({ question, message, closet, wardrobe }: OwnedForOccasionInput): ClosetAnswer | null {
  const code = question.dressCode as DressCode | null;
  const occasion = question.occasionName ?? question.occasions[0];
  if (!code || !occasion || question.activity || question.followUp) return null;
  const ws = words(message);
  const asked = phrasesIn(ws, [{ id: 'own', phrases: ASKS_WHAT_I_OWN }])[0];
  if (!asked) return null;
  // The kind asked is the piece named with the asking words ('anything that works as smart shoes', 'which of my coats'); its
  // place on the body is what is searched. A piece said further on is another question's ('or am I renting a tux?').
  const mentions = mentionsIn(message, question.pieces, closet);
  const end = asked.at + asked.span;
  const kind = mentions.find((m) => m.at >= end && m.at - end <= KIND_REACH && !ws.slice(end, m.at).some((w) => CLAUSE_ENDS.has(w)))?.piece;
  if (!kind) return null;
  const category = categoryOfGarment(kind);
  // A piece the person already dismissed is not offered back ('I don't think white sneakers cut it').
  const dismissed = phrasesIn(ws, [{ id: 'no', phrases: DISMISSED }]).length
    ? mentions.filter((m) => m.item && m.piece !== kind && categoryOfGarment(m.piece) === category).map((m) => m.item!)
    : [];
  const rule = DRESS_CODE_RULES[code];
  const target = FORMALITIES.indexOf(rule.target);
  const ofKind = closet
    .filter((i) => i.status === 'active' && slotCategory(i) === category && !dismissed.some((d) => d.id === i.id))
    .map(profileItem)
    .filter((p) => p.formality !== 'athletic');
  const fit = ofKind.filter((p) => rule.core.includes(p.formality)).sort((a, b) => Math.abs(a.formalityLevel - target) - Math.abs(b.formalityLevel - target));
  const forWhat = occasionWithArticle(occasion);
  const they = (names: readonly string[]) => (names.length > 1 || isPluralName(names[0] ?? '') ? 'they' : 'it');
  const aside = dismissed.length ? ` You're right about your ${listJoin(dismissed.map((i) => i.name))}: too casual for it.` : '';
  if (fit.length) {
    const names = fit.slice(0, 2).map((p) => p.item.name);
    return {
      text: `Yes: your ${listJoin(names)} ${names.length > 1 || isPluralName(names[0]!) ? 'work' : 'works'} for ${forWhat}, at ${rule.label}.${aside}`,
      itemIds: fit.slice(0, 2).map((p) => p.item.id),
      tipQuery: '',
      facts: [`Owned for ${occasion}: ${names.join(', ')}`],
    };
  }
  const closest = [...ofKind].sort((a, b) => b.formalityLevel - a.formalityLevel)[0];
  // One step below the level, within what the code allows around it (black oxfords filed as business, for a wedding): it will do.
  if (closest && rule.extra.includes(closest.formality) && closest.formalityLevel === target - 1) {
    const are = isPluralName(closest.item.name);
    return {
      text: `Your ${closest.item.name} will do for ${forWhat}: ${are ? 'they sit' : 'it sits'} a step below ${rule.label}, so keep ${are ? 'them' : 'it'} polished and let the rest of the outfit carry the occasion.${aside}`,
      itemIds: [closest.item.id],
      tipQuery: '',
      facts: [`Owned for ${occasion}: ${closest.item.name}, a step below ${rule.label}`],
    };
  }
  // Shoes asked, shoes to get; another kind is said with the look it belongs to.
  const want = (category === 'Shoes' ? shoesToLookFor(code, wardrobe, question.avoid) : null) ?? lookFor(code, wardrobe, question.avoid);
  return {
    text: `${closest ? `Your ${closest.item.name} ${isPluralName(closest.item.name) ? 'come' : 'comes'} closest, but ${they([closest.item.name])} ${isPluralName(closest.item.name) ? 'sit' : 'sits'} below ${rule.label}.` : `Nothing you own of that kind reaches ${rule.label}.`}${aside} For ${forWhat}, look for ${want}.`,
    itemIds: closest ? [closest.item.id] : [],
    tipQuery: '',
    facts: [`Owned for ${occasion}: nothing of ${kind} at ${rule.label}`],
    lacks: true,
  };
}
