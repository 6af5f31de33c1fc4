/**
 * `npm run bench:chat`: the local stylist's chat quality benchmark (issue 16).
 *
 * Questions written as people ask them (occasions, weather, days, follow-ups, pairings, care,
 * fit, colour, shopping, capsule, off-topic), each asked against three closets (menswear,
 * womenswear, mixed) through the same path as POST /api/ai-stylist/chat minus the database:
 * parse → ground in the closet with the outfit engine and typical weather → the local stylist.
 * Every answer is judged by rubric checks written here, independently of the stylist's code:
 *   - length: at most 900 characters; at most five sentences, or a list of at most five points
 *   - owned: every 'your X' names an item the user owns
 *   - outfit: an outfit question names at least two owned items, or says what is missing
 *   - gender: nothing for the other wardrobe unless the question asked for it
 *   - weather: no suede or linen suggested when rain or snow is asked about
 *   - asked: each constraint of the question (occasion, day, weather, budget, piece, decline) is addressed
 * Prints every failed check and exits 1 below 95 % of checks passed or above 50 ms p95.
 */
import { performance } from 'node:perf_hooks';
import { LocalAi } from '../src/adapters/ai/local';
import { TypicalWeather } from '../src/adapters/weather';
import type { UserRow } from '../src/db/schema';
import type { ClosetItem } from '../src/domain/stylist';
import type { TClothingItem } from '../src/shared/schemas/closet';
import type { Ctx } from '../src/server/context';
import { groundChat } from '../src/server/services/stylist/chat-grounding';

const TODAY = '2026-11-23'; // a Monday
const PASS_TARGET = 0.95;
const P95_TARGET_MS = 50;

type Seed = [name: string, category: ClosetItem['category'], color: string, extra?: Partial<ClosetItem>];

// prettier-ignore
const MENSWEAR: Seed[] = [
  ['Navy Suit Jacket', 'Outerwear', 'Navy', { subcategory: 'Suit jacket', formality: 'formal' }], ['Navy Suit Trousers', 'Bottoms', 'Navy', { formality: 'formal' }],
  ['White Dress Shirt', 'Tops', 'White', { formality: 'formal' }], ['Light Blue Oxford Shirt', 'Tops', 'Light Blue'], ['Grey Crew Tee', 'Tops', 'Grey'],
  ['Navy Merino Sweater', 'Tops', 'Navy', { material: 'wool' }], ['Olive Polo', 'Tops', 'Olive'], ['Khaki Chinos', 'Bottoms', 'Khaki'],
  ['Grey Wool Trousers', 'Bottoms', 'Grey', { formality: 'business' }], ['Dark Slim Jeans', 'Bottoms', 'Indigo'], ['Navy Running Shorts', 'Bottoms', 'Navy', { formality: 'athletic' }],
  ['Black Oxford Shoes', 'Shoes', 'Black', { formality: 'formal' }], ['Brown Loafers', 'Shoes', 'Brown'], ['White Leather Sneakers', 'Shoes', 'White'],
  ['Suede Chelsea Boots', 'Shoes', 'Tan', { material: 'suede' }], ['Running Shoes', 'Shoes', 'Grey', { formality: 'athletic' }],
  ['Navy Blazer', 'Outerwear', 'Navy', { subcategory: 'Blazer' }], ['Beige Trench Coat', 'Outerwear', 'Beige'], ['Charcoal Wool Overcoat', 'Outerwear', 'Charcoal'],
  ['Grey Performance Tee', 'Tops', 'Grey', { formality: 'athletic' }], ['Burgundy Silk Tie', 'Accessories', 'Burgundy'],
];
// prettier-ignore
const WOMENSWEAR: Seed[] = [
  ['Black Cocktail Dress', 'Tops', 'Black', { formality: 'formal' }], ['Emerald Wrap Dress', 'Tops', 'Emerald'], ['Ivory Silk Blouse', 'Tops', 'Ivory'],
  ['White Tee', 'Tops', 'White'], ['Camel Cashmere Sweater', 'Tops', 'Camel', { material: 'wool' }], ['Black Tailored Trousers', 'Bottoms', 'Black', { formality: 'business' }],
  ['Navy Pencil Skirt', 'Bottoms', 'Navy'], ['Light Wash Jeans', 'Bottoms', 'Light Blue'], ['Black Leggings', 'Bottoms', 'Black', { formality: 'athletic' }],
  ['Floral Midi Skirt', 'Bottoms', 'Pink'], ['Nude Heels', 'Shoes', 'Beige', { formality: 'business' }], ['Black Ankle Boots', 'Shoes', 'Black'],
  ['White Sneakers', 'Shoes', 'White'], ['Tan Suede Loafers', 'Shoes', 'Tan', { material: 'suede' }], ['Training Shoes', 'Shoes', 'Grey', { formality: 'athletic' }],
  ['Black Blazer', 'Outerwear', 'Black', { subcategory: 'Blazer' }], ['Khaki Trench Coat', 'Outerwear', 'Khaki'], ['Camel Wool Coat', 'Outerwear', 'Camel'],
  ['Pink Sports Top', 'Tops', 'Pink', { formality: 'athletic' }], ['Gold Necklace', 'Accessories', 'Gold'],
];
// prettier-ignore
const MIXED: Seed[] = [
  ['White Oxford Shirt', 'Tops', 'White'], ['Grey Hoodie', 'Tops', 'Grey'], ['Black Turtleneck', 'Tops', 'Black'], ['Striped Tee', 'Tops', 'Navy'],
  ['Olive Chinos', 'Bottoms', 'Olive'], ['Black Jeans', 'Bottoms', 'Black'], ['Grey Joggers', 'Bottoms', 'Grey', { formality: 'athletic' }],
  ['White Linen Trousers', 'Bottoms', 'White', { material: 'linen' }], ['Black Sneakers', 'Shoes', 'Black'], ['Brown Leather Boots', 'Shoes', 'Brown'],
  ['Navy Rain Jacket', 'Outerwear', 'Navy'], ['Denim Jacket', 'Outerwear', 'Blue'], ['Grey Wool Coat', 'Outerwear', 'Grey'], ['Black Crossbody Bag', 'Accessories', 'Black'],
];

function closet(seeds: Seed[]): ClosetItem[] {
  return seeds.map(([name, category, color, extra], i) => ({
    id: i + 1,
    name,
    brand: null,
    category,
    subcategory: null,
    color,
    season: 'All Seasons',
    material: null,
    formality: null,
    warmth: null,
    status: 'active',
    lastWornOn: null,
    timesWorn: i % 5,
    ...extra,
  }));
}

function dto(item: ClosetItem): TClothingItem {
  return { ...item, imageUrl: null, price: null, purchaseDate: null, notes: null, tags: [], createdAt: '2026-01-01T00:00:00.000Z' } as unknown as TClothingItem;
}

interface Case {
  q: string;
  /** Earlier user questions (each answered first), for follow-ups. */
  before?: string[];
  /** Patterns the answer must contain: the constraints asked. */
  asked?: RegExp[];
  outfit?: boolean;
}

// prettier-ignore
const CASES: Case[] = [
  { q: 'What should I wear to a wedding in the rain?', asked: [/wedding/i, /rain/i], outfit: true },
  { q: 'what do i wear to a wedding on saturday', asked: [/wedding/i, /Saturday/], outfit: true },
  { q: "I've got a job interview tomorrow, what should I wear?", asked: [/interview/i, /tomorrow/i], outfit: true },
  { q: 'Outfit for a first date tonight?', asked: [/first date/i, /tonight/i], outfit: true },
  { q: 'What should I wear to the office today?', asked: [/work|office|business/i], outfit: true },
  { q: 'gym outfit please', asked: [/gym|athletic/i], outfit: true },
  { q: 'What should I wear for a hike this weekend?', asked: [/hike/i, /weekend/i], outfit: true },
  { q: 'Funeral on Friday, what is appropriate?', asked: [/funeral/i, /Friday/], outfit: true },
  { q: "What should I wear to brunch on Sunday if it's sunny?", asked: [/brunch/i, /Sunday/], outfit: true },
  { q: 'What do I wear to a black tie gala?', asked: [/formal|black tie|gala/i], outfit: true },
  { q: 'Cocktail party tonight and it might snow, help!', asked: [/cocktail/i, /snow/i], outfit: true },
  { q: "It's freezing today, what should I wear to work?", asked: [/cold|freezing/i], outfit: true },
  { q: "What should I wear tomorrow? It's going to be really hot", asked: [/hot/i, /tomorrow/i], outfit: true },
  { q: 'Dinner date on Thursday, it will be raining', asked: [/Thursday/, /rain/i], outfit: true },
  { q: 'What should I wear today?', asked: [/today/i], outfit: true },
  { q: 'What to wear to a client meeting on Wednesday?', asked: [/meeting/i, /Wednesday/], outfit: true },
  { q: 'Going to a concert tonight, what should I wear?', asked: [/concert/i, /tonight/i], outfit: true },
  { q: 'What should I wear to a graduation on December 12th?', asked: [/graduation/i, /December 12/], outfit: true },
  { q: 'What should I wear to a casual barbecue?', asked: [/barbecue/i], outfit: true },
  { q: 'Wedding outfit but no heels please', asked: [/wedding/i], outfit: true },
  { q: "What should I wear to dinner? I don't want to wear jeans", asked: [/dinner/i, /no jeans/i], outfit: true },
  { q: 'Smart casual outfit for a windy day?', asked: [/smart casual/i], outfit: true },
  { q: "and if it's cold?", before: ['What should I wear to a wedding on Saturday?'], asked: [/wedding/i, /cold/i], outfit: true },
  { q: 'what about tomorrow?', before: ['What should I wear to the office today?'], asked: [/tomorrow/i], outfit: true },
  { q: 'and if it rains?', before: ['Outfit for a first date tonight?'], asked: [/first date/i, /rain/i], outfit: true },
  { q: 'What about Saturday?', before: ['What do I wear to a casual barbecue?'], asked: [/Saturday/, /barbecue/i], outfit: true },
  { q: 'What goes with my black jeans?', asked: [/black jeans/i] },
  { q: 'What shoes go with my trench coat?', asked: [/trench/i] },
  { q: 'How do I style a blazer?', asked: [/blazer/i] },
  { q: 'What can I wear with my grey sweater?', asked: [/sweater|grey|gray/i] },
  { q: 'What goes with a green skirt?', asked: [/skirt/i] },
  { q: 'Does navy go with black?', asked: [/navy/i, /black/i] },
  { q: 'Can I wear brown shoes with black trousers?', asked: [/brown|black/i] },
  { q: 'What colours suit olive skin?', asked: [/colou?r|tone|undertone/i] },
  { q: 'Do burgundy and pink clash?', asked: [/burgundy|pink/i] },
  { q: 'How do I wash a wool sweater?', asked: [/wash|wool|knit/i] },
  { q: 'How do I get a wine stain out of a shirt?', asked: [/stain/i] },
  { q: 'How should I store my winter coats?', asked: [/stor|coat|hang/i] },
  { q: 'How do I look after suede shoes?', asked: [/suede|shoe/i] },
  { q: 'How should chinos fit?', asked: [/fit|length|leg/i] },
  { q: 'My trousers are too long, what should I do?', asked: [/tailor|hem|length|break/i] },
  { q: "I'm petite, any tips?", asked: [/petite|proportion|length|short/i] },
  { q: 'How should a blazer fit?', asked: [/shoulder|fit|sleeve/i] },
  { q: 'What should I buy for winter under $200?', asked: [/\$200/] },
  { q: 'Best shoes to invest in on a budget of 150?', asked: [/\$150/] },
  { q: 'What should I buy next?', asked: [/buy|spend|piece|add/i] },
  { q: 'How do I build a capsule wardrobe?', asked: [/capsule/i] },
  { q: 'What should I pack for a weekend trip?', asked: [/pack/i] },
  { q: "What's trending this season?", asked: [/trend/i] },
  { q: 'Can you do my taxes?', asked: [/^I can't help with taxes/] },
  { q: 'Whats a good recipe for banana bread', asked: [/^I can't help with cooking/] },
  { q: 'Who will win the election?', asked: [/^I can't help with politics/] },
  { q: 'Can you fix my python code?', asked: [/^I can't help with programming/] },
  { q: 'Should I buy bitcoin?', asked: [/^I can't help with money/] },
  { q: 'hi', asked: [/Wren/] },
];

const CLOSETS: { name: string; gender: 'male' | 'female' | null; items: ClosetItem[] }[] = [
  { name: 'menswear', gender: 'male', items: closet(MENSWEAR) },
  { name: 'womenswear', gender: 'female', items: closet(WOMENSWEAR) },
  { name: 'mixed', gender: null, items: closet(MIXED) },
];

const WOMEN_WORDS = /\b(skirts?|blouses?|gowns?|heels|pumps|dress(es)?)\b(?! (shirts?|shoes|code|trousers))/i;
const MEN_WORDS = /\b(ties?|tuxedos?|cufflinks)\b/i;

function sentenceCount(text: string): number {
  return text
    .split('\n')
    .reduce((n, line) => n + (/^\s*([-*•]|\d+\.)\s/.test(line) ? 0 : (line.match(/[^.!?]+(?:[.!?](?!\d)|$)+/g) ?? []).filter((s) => s.trim()).length), 0);
}

async function main() {
  const local = new LocalAi({ assistantName: 'Wren' });
  const ctx = { weather: new TypicalWeather() } as unknown as Ctx;
  const failures: string[] = [];
  const times: number[] = [];
  let checks = 0;
  let passed = 0;
  const check = (ok: boolean, label: string) => {
    checks++;
    if (ok) passed++;
    else failures.push(label);
  };

  const ask = async (c: (typeof CLOSETS)[number], user: UserRow, message: string, history: { role: 'user' | 'assistant'; content: string }[]) => {
    const start = performance.now();
    const preferences = { preferredStyle: 'Smart Casual', colorPalette: [], styleGoals: [] };
    const { grounding } = await groundChat(ctx, user, { message, history, today: TODAY, closet: c.items, preferences, events: [] });
    const answer = local.answer({ message, history, closet: c.items.map(dto), preferences, systemPrompt: '', userName: null, today: TODAY, grounding });
    times.push(performance.now() - start);
    return answer;
  };

  let questions = 0;
  for (const c of CLOSETS) {
    const user = {
      id: 1,
      gender: c.gender,
      phoneNumber: '+14155550134',
      homeLocation: null,
      homeLatitude: null,
      homeLongitude: null,
      homePlace: null,
      homeCountry: null,
      timezone: 'America/New_York',
    } as unknown as UserRow;
    const owned = c.items.map((i) => i.name);
    for (const k of CASES) {
      const history: { role: 'user' | 'assistant'; content: string }[] = [];
      for (const b of k.before ?? []) history.push({ role: 'user', content: b }, { role: 'assistant', content: await ask(c, user, b, []) });
      const a = await ask(c, user, k.q, history);
      questions++;
      const where = `[${c.name}] ${k.q}\n    → ${a.replace(/\n/g, '\n      ')}`;
      const points = a.split('\n').filter((l) => /^\s*([-*•]|\d+\.)\s/.test(l)).length;
      check(a.length <= 900 && points <= 5 && (points > 0 ? sentenceCount(a) <= 2 : sentenceCount(a) <= 5), `length: ${where}`);
      const yours = [...a.matchAll(/\byour ((?:[A-Z][\w-]*)(?: (?:[A-Z][\w-]*))*)/g)].map((m) => m[1]!);
      const strangers = yours.filter((n) => !owned.some((o) => o === n || o.startsWith(n) || n.startsWith(o)) && !/^(Smart|Business|Classic)/.test(n));
      check(strangers.length === 0, `owned (${strangers.join(', ')}): ${where}`);
      if (k.outfit) {
        const named = owned.filter((o) => a.includes(o)).length;
        check(named >= 2 || /can't put together|Look for/.test(a), `outfit (named ${named}): ${where}`);
      }
      if (c.gender === 'male' && !WOMEN_WORDS.test(k.q)) check(!WOMEN_WORDS.test(a), `gender: ${where}`);
      if (c.gender === 'female' && !MEN_WORDS.test(k.q)) check(!MEN_WORDS.test(a), `gender: ${where}`);
      const wet = /rain|snow|wet|storm/i.test([...(k.before ?? []), k.q].join(' '));
      if (wet) {
        const cleaned = a.replace(/nothing suede,? (silk )?(or|and) (white )?linen/gi, '').replace(/Nothing suede or linen/gi, '');
        check(!/suede|linen/i.test(cleaned), `weather: ${where}`);
      }
      for (const re of k.asked ?? []) check(re.test(a), `asked ${re}: ${where}`);
    }
  }

  times.sort((x, y) => x - y);
  const p95 = times[Math.floor(times.length * 0.95)]!;
  const median = times[Math.floor(times.length / 2)]!;
  const rate = passed / checks;
  for (const f of failures) console.log(`FAIL ${f}\n`);
  console.log(`Questions: ${questions} over ${CLOSETS.length} closets (${CASES.length} each)`);
  console.log(`Rubric checks passed: ${passed}/${checks} = ${(rate * 100).toFixed(1)} % (target ≥ ${PASS_TARGET * 100} %)`);
  console.log(`Answer time: median ${median.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms (target < ${P95_TARGET_MS} ms)`);
  if (rate < PASS_TARGET || p95 >= P95_TARGET_MS) process.exitCode = 1;
}

await main();
