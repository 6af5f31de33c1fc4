/**
 * Words said in a figure of speech rather than as what the message is about (issue 38: the clause that asks decides):
 * the thing a look is compared to ('end up looking like a bruise', 'will I look like a Christmas tree?', 'looks like I
 * forgot to get dressed') and an idiom of being fed up ('sick of my clothes', 'sick and tired of black'). A word there is
 * no subject of its own, so it never declines a clothes question nor picks its kind.
 */

/** Verbs whose 'like' compares a look to something ('look like a bruise'); 'feel like' can say how one is, so it is not here. */
const COMPARING_VERBS: ReadonlySet<string> = new Set([
  'look',
  'looks',
  'looking',
  'looked',
  'seem',
  'seems',
  'seeming',
  'appear',
  'appears',
  'resemble',
  'resembles',
  'resembling',
  // 'Dressed like a banker', 'dress like I'm off to a wedding'.
  'dressed',
  'dressing',
]);
/** How far after 'like' the compared thing reaches ('like a [big] [walking] bruise', 'like i forgot to get dressed'). */
const COMPARED_SPAN = 6;
/** Words that end the compared thing: a new clause starts ('…like a bruise or will it work'). */
const CLAUSE_BREAKS: ReadonlySet<string> = new Set(['or', 'and', 'but', 'so', 'because', 'cause', 'if', 'though', 'although', 'while']);
/** 'Sick of', 'sick and tired of': fed up, not ill. */
const FED_UP: readonly (readonly string[])[] = [
  ['sick', 'of'],
  ['sick', 'and', 'tired'],
  ['sick', 'to', 'death', 'of'],
];

/** Kitchen verbs said of a person are heat, not cooking ('what won't cook me', 'roasting us alive'). */
const KITCHEN_HEAT: ReadonlySet<string> = new Set([
  'cook',
  'cooks',
  'cooking',
  'cooked',
  'roast',
  'roasting',
  'roasted',
  'fry',
  'frying',
  'fried',
  'bake',
  'baking',
  'boil',
  'boiling',
]);
const PERSONS: ReadonlySet<string> = new Set(['me', 'us', 'you', 'him', 'her', 'them', 'alive']);

/** Whether the word at `i` is in a figure of speech: the thing a look is compared to, an idiom of being fed up, or heat said as cooking a person. */
export function figurativeAt(ws: readonly string[], i: number): boolean {
  if (FED_UP.some((idiom) => idiom.every((w, k) => ws[i + k] === w))) return true;
  if (KITCHEN_HEAT.has(ws[i]!) && PERSONS.has(ws[i + 1] ?? '')) return true;
  for (let j = i - 1; j >= 1 && i - j <= COMPARED_SPAN; j--) {
    if (CLAUSE_BREAKS.has(ws[j]!)) return false;
    if (ws[j] === 'like' && COMPARING_VERBS.has(ws[j - 1]!)) return true;
    // A measure against another occasion ('not as formal as the wedding will be', 'dressier than a barbecue').
    if (ws[j] === 'than' || (ws[j] === 'as' && ws[j - 2] === 'as')) return true;
  }
  return false;
}
