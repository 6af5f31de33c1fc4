import type { Category, Formality } from '../../shared/closet-constants';

/**
 * Keyword rules, most specific first: 'dress shirt' must win over 'dress', 'running shoes'
 * over 'shoes', 'suit jacket' over 'jacket'. Word boundaries keep 'tee' out of 'teal'.
 */
const RULES: [RegExp, Formality][] = [
  [/\b(tux(edo)?|dinner jacket|tailcoat|ball ?gown|evening gown|bow ?tie|opera pumps?|patent)\b/, 'formal'],
  [
    /\b(running|gym|athletic|sports?(?! ?coat)|track ?(pants|jacket|suit)?|joggers?|leggings|yoga|training|performance|swim(suit|wear)?|compression|cleats)\b/,
    'athletic',
  ],
  [
    /\b(suit( jacket| trousers| pants)?|dress shirt|dress pants|dress trousers|tie|necktie|oxfords?(?! shirt)|derby|derbies|brogues?|monk ?straps?|cufflinks|pencil skirt|overcoat|waistcoat|vest suit|pumps?|heels)\b/,
    'business',
  ],
  [
    /\b(blazer|sport ?coat|chinos?|polo|button[- ]?down|oxford shirt|sweater|cardigan|knit|turtleneck|merino|loafers?|chelsea|chukka|trench|peacoat|pea coat|blouse|dress|midi|culottes|watch|belt|pocket square|slacks|trousers)\b/,
    'smart casual',
  ],
  [
    /\b(t-?shirt|tee|tank|hoodie|sweatshirt|jeans|denim|shorts|cargo|sneakers?|trainers|sandals?|flip[- ]?flops?|slides|cap|beanie|flannel|bomber|parka|puffer|windbreaker|overshirt|henley|backpack|tote)\b/,
    'casual',
  ],
];

/**
 * The formality an item most likely has, from its subcategory (or, failing that, its name).
 * Used when the user leaves formality empty, so the stylist can still match dress codes.
 */
export function inferFormality(item: { category: Category; subcategory?: string | null; name?: string | null }): Formality {
  for (const text of [item.subcategory, item.name]) {
    const t = text?.toLowerCase().trim();
    if (!t) continue;
    for (const [pattern, formality] of RULES) if (pattern.test(t)) return formality;
  }
  // No telling words: the shelf it is filed on says what it is made for.
  if (item.category === 'Activewear' || item.category === 'Swim') return 'athletic';
  if (item.category === 'Suits & tailoring') return 'smart casual';
  return 'casual';
}
