import type { Category } from '../../shared/closet-constants';
import type { Priority } from '../../shared/schemas/stylist';

/**
 * The local style analyst: turns the five consultation answers (STYLE_QUESTIONS, in order) into
 * goals, one of the four predefined styles and a starter checklist. Keyword reading, not a model:
 * it must work offline, explain itself and give the same answer twice.
 */

export type StyleName = 'Smart Casual' | 'Minimalist Modern' | 'Business Casual' | 'Classic Professional';

export interface StyleAnalysisItem {
  name: string;
  category: Category;
  description: string;
  priority: Priority;
}

export interface StyleAnalysisResult {
  styleGoals: string[];
  preferredStyle: StyleName;
  essentialItems: StyleAnalysisItem[];
}

/** Spec 8: the profile used when nothing can be read from the answers. */
export const DEFAULT_GOALS = ['Find my personal style', 'Elevate my everyday look'];

const norm = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9$]+/g, ' ')
    .trim()} `;
const has = (text: string, words: readonly string[]) => words.some((w) => text.includes(` ${w} `));
const count = (text: string, words: readonly string[]) => words.filter((w) => text.includes(` ${w} `)).length;

// Cue words per style, each a whole word or phrase after normalisation.
// prettier-ignore
const CUES: Record<StyleName, readonly string[]> = {
  'Classic Professional': [
    'suit', 'suits', 'tie', 'ties', 'law', 'lawyer', 'attorney', 'law firm', 'court', 'bank', 'banking', 'banker', 'finance', 'financial',
    'corporate', 'executive', 'boardroom', 'formal', 'tailored', 'tailoring', 'consulting', 'consultant', 'investment', 'partner meetings', 'traditional',
  ],
  'Business Casual': [
    'office', 'work', 'at work', 'workplace', 'meetings', 'meeting', 'colleagues', 'blazer', 'blazers', 'chinos', 'button down', 'button downs',
    'button up', 'dress shirt', 'slacks', 'business casual', 'presentations', 'clients', 'client', 'hybrid', 'manager', 'job', 'professional', 'commute',
  ],
  'Minimalist Modern': [
    'minimal', 'minimalist', 'minimalism', 'clean lines', 'clean', 'simple', 'neutral', 'neutrals', 'monochrome', 'black and white', 'capsule',
    'fewer', 'less is more', 'quality over quantity', 'understated', 'scandinavian', 'streamlined', 'sleek', 'modern', 'all black',
  ],
  'Smart Casual': [
    'casual', 'jeans', 'weekend', 'weekends', 'sneakers', 'relaxed', 'comfortable', 'comfort', 'tee', 'tees', 't shirt', 't shirts', 'hoodie',
    'dinner', 'dates', 'date night', 'going out', 'bars', 'friends', 'creative', 'startup', 'laid back', 'smart casual', 'polo', 'polos',
  ],
};
// Strong cues decide on their own: someone who says 'minimalist' means it even if they also mention work.
// prettier-ignore
const STRONG: Record<StyleName, readonly string[]> = {
  'Classic Professional': ['suit', 'suits', 'law firm', 'lawyer', 'attorney', 'banking', 'banker', 'corporate', 'formal', 'boardroom'],
  'Business Casual': ['office', 'business casual', 'blazer', 'chinos', 'meetings', 'workplace'],
  'Minimalist Modern': ['minimal', 'minimalist', 'minimalism', 'capsule', 'monochrome', 'neutrals', 'clean lines', 'less is more'],
  'Smart Casual': ['smart casual', 'laid back', 'casual'],
};

// prettier-ignore
const COLOURS = [
  'black', 'white', 'grey', 'gray', 'charcoal', 'navy', 'blue', 'light blue', 'cobalt', 'green', 'olive', 'forest green', 'sage', 'emerald',
  'red', 'burgundy', 'maroon', 'pink', 'blush', 'purple', 'lavender', 'yellow', 'mustard', 'orange', 'rust', 'terracotta', 'brown', 'tan',
  'camel', 'beige', 'cream', 'khaki', 'teal', 'coral', 'neon', 'earth tones', 'pastels', 'bright colors', 'bright colours', 'neutrals',
] as const;
// prettier-ignore
const NEGATIONS = ['avoid', 'avoids', 'hate', 'hates', 'dislike', 'dislikes', 'never', 'not', 'dont', 'no', 'stay away', 'can t', 'cant', 'wash me out', 'washes me out', 'except'];

/** Loved and avoided colours: a colour in a clause with a negation is avoided. */
export function readColours(text: string): { loved: string[]; avoided: string[] } {
  const loved: string[] = [];
  const avoided: string[] = [];
  for (const clause of text.split(/[.;!?\n]|,|\bbut\b|\bwhile\b|\bthough\b|\bhowever\b/i)) {
    const n = norm(clause);
    const found = COLOURS.filter((c) => n.includes(` ${c} `))
      .filter((c, _, all) => !all.some((o) => o !== c && o.includes(c) && n.includes(` ${o} `)))
      .sort((a, b) => n.indexOf(` ${a} `) - n.indexOf(` ${b} `));
    const target = has(n, NEGATIONS) ? avoided : loved;
    for (const c of found) if (!target.includes(c) && !loved.includes(c) && !avoided.includes(c)) target.push(c);
  }
  return { loved, avoided };
}

/** A budget for a key piece in dollars, or null when the answer names none. */
export function readBudget(text: string): { amount: number | null; level: 'low' | 'mid' | 'high' | null } {
  const amounts = [...text.matchAll(/\$\s?(\d[\d,]*)(\s?k\b)?|\b(\d[\d,]*)\s?(dollars|bucks|usd)\b/gi)].map((m) => {
    const value = Number((m[1] ?? m[3] ?? '0').replaceAll(',', ''));
    return m[2] ? value * 1000 : value;
  });
  const n = norm(text);
  const amount = amounts.length ? Math.max(...amounts) : null;
  if (amount !== null) return { amount, level: amount < 80 ? 'low' : amount <= 250 ? 'mid' : 'high' };
  if (has(n, ['cheap', 'budget', 'tight', 'not much', 'as little', 'affordable', 'thrift', 'thrifting', 'sales', 'on sale', 'student']))
    return { amount: null, level: 'low' };
  if (has(n, ['invest', 'investment', 'splurge', 'designer', 'luxury', 'quality', 'whatever it takes', 'a lot'])) return { amount: null, level: 'high' };
  if (has(n, ['moderate', 'reasonable', 'mid range', 'middle'])) return { amount: null, level: 'mid' };
  return { amount: null, level: null };
}

interface Piece {
  name: string;
  category: Category;
  description: string;
  cues: readonly string[];
}

// What people say is missing, mapped to a checklist piece. Longer, more specific phrases first.
const PIECES: readonly Piece[] = [
  {
    name: 'Navy Blazer',
    category: 'Outerwear',
    cues: ['blazer', 'blazers', 'sport coat', 'sports jacket'],
    description: 'Sharpens jeans or chinos in one move and works for meetings, dinners and events.',
  },
  {
    name: 'Tailored Suit',
    category: 'Outerwear',
    cues: ['suit', 'suits'],
    description: 'A well-fitted suit in navy or charcoal covers interviews, weddings and big meetings.',
  },
  {
    name: 'Occasion Outfit',
    category: 'Dresses & jumpsuits',
    cues: ['wedding outfit', 'wedding guest outfit', 'wedding guest', 'event outfit', 'occasion outfit', 'cocktail dress', 'dresses'],
    description: 'One outfit you love for weddings and events: a dress or a suit that fits the dress code and the season.',
  },
  {
    name: 'Wool Overcoat',
    category: 'Outerwear',
    cues: ['coat', 'overcoat', 'winter coat', 'outerwear'],
    description: 'A clean, knee-length coat finishes every cold-weather outfit, smart or casual.',
  },
  {
    name: 'Casual Jacket',
    category: 'Outerwear',
    cues: ['jacket', 'jackets', 'layer', 'layers', 'layering'],
    description: 'An unstructured field or chore jacket is the easy third piece for weekends.',
  },
  {
    name: 'Leather Loafers',
    category: 'Shoes',
    cues: ['loafers', 'dress shoes', 'nice shoes', 'good shoes', 'smart shoes', 'shoes'],
    description: 'Polished leather shoes lift chinos and trousers without needing a tie.',
  },
  { name: 'Chelsea Boots', category: 'Shoes', cues: ['boots', 'boot'], description: 'Sleek boots work with jeans and trousers through the colder months.' },
  {
    name: 'White Leather Sneakers',
    category: 'Shoes',
    cues: ['sneakers', 'trainers', 'casual shoes'],
    description: 'Clean, minimal sneakers keep casual outfits looking deliberate.',
  },
  {
    name: 'White Oxford Shirt',
    category: 'Tops',
    cues: ['shirt', 'shirts', 'button down', 'button downs', 'dress shirt', 'oxford'],
    description: 'Works under a blazer, with a tie or open-collared on weekends.',
  },
  {
    name: 'Merino Crew Sweater',
    category: 'Tops',
    cues: ['sweater', 'sweaters', 'knit', 'knits', 'knitwear', 'jumper'],
    description: 'A fine-gauge knit layers over shirts and tees and reads polished.',
  },
  {
    name: 'Quality Plain Tees',
    category: 'Tops',
    cues: ['tee', 'tees', 't shirt', 't shirts', 'basics'],
    description: 'Heavyweight tees in white, gray and navy are the base of casual outfits.',
  },
  {
    name: 'Tailored Trousers',
    category: 'Bottoms',
    cues: ['trousers', 'slacks', 'dress pants', 'pants'],
    description: 'Mid-gray or navy trousers with a clean break anchor office outfits.',
  },
  {
    name: 'Slim Chinos',
    category: 'Bottoms',
    cues: ['chinos', 'khakis'],
    description: 'Stone or navy chinos sit between jeans and trousers and go with almost everything.',
  },
  {
    name: 'Dark Slim Jeans',
    category: 'Bottoms',
    cues: ['jeans', 'denim'],
    description: 'A dark, even wash reads smart enough for dinner and relaxed enough for Saturday.',
  },
  {
    name: 'Leather Belt',
    category: 'Accessories',
    cues: ['belt', 'belts'],
    description: 'A plain leather belt matched to your shoes ties an outfit together.',
  },
  {
    name: 'Classic Watch',
    category: 'Accessories',
    cues: ['watch', 'watches', 'accessories', 'accessory'],
    description: 'One simple watch is the accessory that suits every dress code.',
  },
];

// The staples each style is built on, used after what the person said they miss.
const STAPLES: Record<StyleName, readonly string[]> = {
  'Classic Professional': ['Tailored Suit', 'White Oxford Shirt', 'Leather Loafers', 'Wool Overcoat', 'Leather Belt'],
  'Business Casual': ['Navy Blazer', 'White Oxford Shirt', 'Slim Chinos', 'Leather Loafers', 'Merino Crew Sweater'],
  'Minimalist Modern': ['Quality Plain Tees', 'Dark Slim Jeans', 'White Leather Sneakers', 'Merino Crew Sweater', 'Wool Overcoat'],
  'Smart Casual': ['Navy Blazer', 'Dark Slim Jeans', 'White Leather Sneakers', 'White Oxford Shirt', 'Casual Jacket'],
};

const OCCASION_GOALS: { cues: readonly string[]; goal: string }[] = [
  {
    cues: ['client', 'clients', 'presentations', 'presentation', 'pitch', 'interviews', 'interview', 'boardroom'],
    goal: 'Make a confident impression in meetings and presentations',
  },
  { cues: ['office', 'work', 'workplace', 'job', 'meetings', 'commute', 'colleagues'], goal: 'Look polished at work without overthinking it' },
  {
    cues: ['date', 'dates', 'date night', 'dinner', 'dinners', 'evenings', 'evening', 'going out', 'bars', 'parties', 'party'],
    goal: 'Have go-to outfits for evenings and dates',
  },
  { cues: ['weekend', 'weekends', 'kids', 'errands', 'brunch', 'hanging out'], goal: 'Put together relaxed weekend looks that still feel intentional' },
  { cues: ['travel', 'travelling', 'traveling', 'trips', 'flights'], goal: 'Dress well and pack light when traveling' },
  { cues: ['wedding', 'weddings', 'events', 'formal events', 'gala'], goal: 'Feel ready for weddings and special events' },
  { cues: ['gym', 'active', 'running', 'outdoors', 'hiking', 'sports'], goal: 'Stay comfortable on active days while looking put together' },
];

const titleCase = (s: string) => s.replace(/\b\w/g, (c) => c.toUpperCase());
const list = (items: string[]) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

function chooseStyle(all: string, styleText: string, selfDescription: string): StyleName {
  const scores = new Map<StyleName, number>();
  for (const style of Object.keys(CUES) as StyleName[]) {
    // The first two answers (everyday style, the week) say the most about the style; count them twice.
    // How they describe their own style (the first answer) outweighs where they spend the week.
    scores.set(style, count(all, CUES[style]) + count(styleText, CUES[style]) + 3 * count(all, STRONG[style]) + 4 * count(selfDescription, STRONG[style]));
  }
  // Office people split by how formal their world is.
  const business = scores.get('Business Casual')!;
  const classic = scores.get('Classic Professional')!;
  if (classic > 0 && business > 0 && has(all, STRONG['Classic Professional'])) scores.set('Classic Professional', classic + business);
  let best: StyleName = 'Smart Casual';
  let bestScore = 0;
  for (const [style, score] of scores) {
    if (score > bestScore) {
      best = style;
      bestScore = score;
    }
  }
  return best;
}

/** The consultation's questions; answers after them are corrections to the summary. */
const QUESTION_COUNT = 5;

/**
 * What a correction asserts, with what it sets aside removed: 'more minimalist than business
 * casual' says minimalist; 'not business casual', 'less formal', 'instead of suits' say nothing
 * for the words they reject.
 */
function asserted(text: string): string {
  return norm(text.toLowerCase().replace(/\b(?:rather than|instead of|than|not|less|no longer|no more)\b[^,.;!?]*?(?=\band\b|\bbut\b|[,.;!?]|$)/g, ' '));
}

/** The style a correction names, or null: what the person says about the summary wins over what the answers implied. */
function styleNamedIn(text: string): StyleName | null {
  let best: StyleName | null = null;
  let bestScore = 0;
  for (const style of Object.keys(CUES) as StyleName[]) {
    const score = 3 * count(text, STRONG[style]) + count(text, CUES[style]);
    if (score > bestScore) {
      best = style;
      bestScore = score;
    }
  }
  return best;
}

/**
 * Answers in the order of STYLE_QUESTIONS (everyday style, the week, colours, what is missing,
 * budget). Fewer answers work too: every cue is also read from the whole text.
 */
export function analyzeStyleAnswers(answers: readonly string[]): StyleAnalysisResult {
  const raw = answers.map((a) => a ?? '');
  const all = norm(raw.join(' . '));
  const styleText = norm(raw.slice(0, 2).join(' . '));
  const colourText = raw.length >= 3 ? raw[2]! : raw.join('. ');
  const missingText = norm([raw.length >= 4 ? raw[3]! : raw.join(' . '), ...raw.slice(QUESTION_COUNT)].join(' . '));
  const budgetText = raw.length >= 5 ? raw[4]! : raw.join(' ');

  // A reply to the summary ('I'm more minimalist than business casual, and I need a wedding
  // outfit') is read on its own and wins: the summary is re-made from it, never sent back unchanged.
  const corrections = raw.slice(QUESTION_COUNT);
  const correction = asserted(corrections.join(' . '));
  const preferredStyle = styleNamedIn(correction) ?? chooseStyle(all, styleText, norm(raw[0] ?? ''));
  const colours = readColours([colourText, ...corrections].join('. '));
  const budget = readBudget(budgetText);

  const goals: string[] = [];
  // Goals a correction names come first, so the cap of three never drops what was just said.
  for (const { cues, goal } of OCCASION_GOALS) if (has(correction, cues) && goals.length < 3) goals.push(goal);
  for (const { cues, goal } of OCCASION_GOALS) if (has(all, cues) && goals.length < 3 && !goals.includes(goal)) goals.push(goal);
  if (preferredStyle === 'Minimalist Modern') goals.unshift('Build a versatile capsule of fewer, better pieces');
  const lovedNamed = colours.loved.filter(
    (c) => !['neutrals', 'pastels', 'earth tones', 'bright colors', 'bright colours'].includes(c) || colours.loved.length === 1,
  );
  if (lovedNamed.length) goals.push(`Build outfits around the colors I love: ${list(lovedNamed.slice(0, 3))}`);
  const missingPieces = PIECES.filter((p) => has(missingText, p.cues));
  // 'shoes' inside 'dress shoes' should not add a second shoe: keep one piece per category cue hit.
  const missing = missingPieces.filter(
    (p, i) => missingPieces.findIndex((q) => q.category === p.category && q.category === 'Shoes') === i || p.category !== 'Shoes',
  );
  if (missing.length) goals.push(`Fill the gaps: ${list(missing.slice(0, 3).map((p) => p.name.toLowerCase()))}`);
  if (budget.level === 'low') goals.push('Spend wisely on versatile pieces that work together');
  else if (budget.level === 'high') goals.push('Invest in a few quality key pieces');
  const styleGoals = [...new Set(goals)].slice(0, 4);

  const byName = new Map(PIECES.map((p) => [p.name, p]));
  const items: StyleAnalysisItem[] = [];
  const priceHint =
    budget.amount !== null
      ? ` Aim for around $${budget.amount}.`
      : budget.level === 'low'
        ? ' Good versions exist at modest prices; check sales.'
        : budget.level === 'high'
          ? ' Worth buying the best quality you can.'
          : '';
  const avoid = new Set(colours.avoided);
  const colourise = (p: Piece): string => {
    // Name the piece in a loved colour when the default one is avoided ('Navy Blazer' for someone who avoids navy).
    const first = p.name.split(' ')[0]!.toLowerCase();
    if (!avoid.has(first)) return p.name;
    const alternative = colours.loved.find((c) => !c.includes(' ') && !['neutrals', 'pastels'].includes(c)) ?? 'charcoal';
    return `${titleCase(alternative)} ${p.name.split(' ').slice(1).join(' ')}`;
  };
  for (const p of missing) items.push({ name: colourise(p), category: p.category, description: p.description + priceHint, priority: 'High' });
  for (const name of STAPLES[preferredStyle]) {
    if (items.length >= 5) break;
    const p = byName.get(name)!;
    if (
      items.some((i) => i.category === p.category && i.priority === 'High' && p.category !== 'Tops') ||
      items.some((i) => i.name.endsWith(p.name.split(' ').slice(1).join(' ')) && i.category === p.category)
    )
      continue;
    items.push({ name: colourise(p), category: p.category, description: p.description, priority: items.length < 3 ? 'Medium' : 'Low' });
  }

  return { styleGoals: styleGoals.length ? styleGoals : [...DEFAULT_GOALS], preferredStyle, essentialItems: items.slice(0, 6) };
}

const titleCase1 = (c: string) => c.charAt(0).toUpperCase() + c.slice(1);

/**
 * The colours the person said they love and avoid, as the profile stores them ('Yellow', 'Neon'):
 * the colour answer and any correction after the five questions (a later word wins: 'actually I
 * wear yellow now' takes yellow off the avoided list). Kept apart from the photo palette.
 */
export function statedColours(answers: readonly string[]): { lovedColours: string[]; avoidColours: string[] } {
  const raw = answers.map((a) => a ?? '');
  const colourText = raw.length >= 3 ? raw[2]! : raw.join('. ');
  const first = readColours(colourText);
  const loved = new Set(first.loved);
  const avoided = new Set(first.avoided);
  for (const correction of raw.slice(QUESTION_COUNT)) {
    const said = readColours(correction);
    for (const c of said.loved) {
      avoided.delete(c);
      loved.add(c);
    }
    for (const c of said.avoided) {
      loved.delete(c);
      avoided.add(c);
    }
  }
  const named = (list: Set<string>) => [...list].slice(0, 20).map(titleCase1);
  return { lovedColours: named(loved), avoidColours: named(avoided) };
}

/** The user's answers in a consultation transcript: every user turn, in order. */
export function answersFromMessages(messages: readonly { role: string; content: string }[]): string[] {
  return messages.filter((m) => m.role === 'user').map((m) => m.content.trim());
}
