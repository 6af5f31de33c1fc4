/**
 * What the chat benchmarks share (`npm run bench:chat`, the questions we build against, and the
 * held-out set in bench/held-out/): the three closets, the chat path minus the database, and the
 * rubric checks every answer meets whatever was asked. Written from the issues, independently of
 * the stylist's code.
 */
import { performance } from 'node:perf_hooks';
import { LocalAi } from '../src/adapters/ai/local';
import { geocodeOffline } from '../src/adapters/geocoder';
import type { ChatGrounding } from '../src/adapters/ai/port';
import { TypicalWeather } from '../src/adapters/weather';
import type { UserRow } from '../src/db/schema';
import type { ClosetItem } from '../src/domain/stylist';
import { item } from '../src/domain/stylist/test-fixtures';
import type { TClothingItem } from '../src/shared/schemas/closet';
import type { Ctx } from '../src/server/context';
import { groundChat } from '../src/server/services/stylist/chat-grounding';
import { builtChatAsker } from './built-chat';

export const TODAY = '2026-11-23'; // a Monday

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

export function closet(seeds: Seed[]): ClosetItem[] {
  return seeds.map(([name, category, color, extra], i) => item({ id: i + 1, name, category, color, timesWorn: i % 5, ...extra }));
}

function dto(item: ClosetItem): TClothingItem {
  return { ...item, imageUrl: null, price: null, purchaseDate: null, notes: null, tags: [], createdAt: '2026-01-01T00:00:00.000Z' } as unknown as TClothingItem;
}

export const CLOSETS: { name: string; gender: 'male' | 'female' | null; items: ClosetItem[]; home?: string }[] = [
  { name: 'menswear', gender: 'male', items: closet(MENSWEAR) },
  { name: 'womenswear', gender: 'female', items: closet(WOMENSWEAR) },
  { name: 'mixed', gender: null, items: closet(MIXED) },
];

const WOMEN_WORDS = /\b(skirts?|blouses?|gowns?|heels|pumps|dress(es)?)\b(?! (shirts?|shoes|code|trousers))/i;
const MEN_WORDS = /\b(ties?|tuxedos?|cufflinks)\b/i;

export function sentenceCount(text: string): number {
  return text
    .split('\n')
    .reduce((n, line) => n + (/^\s*([-*•]|\d+\.)\s/.test(line) ? 0 : (line.match(/[^.!?]+(?:[.!?](?!\d)|$)+/g) ?? []).filter((s) => s.trim()).length), 0);
}

export type BenchCloset = (typeof CLOSETS)[number];
export type Turn = { role: 'user' | 'assistant'; content: string };

/**
 * Where the chat benchmarks ask: the build users run (default: `npm start`'s server over HTTP,
 * bench/built-chat.ts), or with BENCH_TARGET=source the sources in-process, for fast iteration
 * (figures from it are not the product's). One asker per process, shared by every set it runs.
 */
export const BENCH_TARGET = process.env.BENCH_TARGET === 'source' ? 'source' : 'build';

export interface ChatAsker {
  converse(c: BenchCloset, before: string[], q: string): Promise<string>;
  /** Asks with a conversation written out in full (the turns a client sends as conversationHistory). */
  converseWith(c: BenchCloset, history: Turn[], q: string): Promise<string>;
  times: number[];
  target: string;
  close(): Promise<void>;
}

let shared: Promise<ChatAsker> | null = null;

/** onGround sees each parsed request and its grounding (source only: tallies of which answer path was taken). */
export function chatAsker(onGround?: (g: ChatGrounding) => void): Promise<ChatAsker> {
  if (onGround || BENCH_TARGET === 'source') return Promise.resolve(sourceChatAsker(onGround));
  shared ??= builtChatAsker();
  return shared;
}

/** Stops the built server (if one was started) and fails on any 5xx or error it logged. */
export async function closeChatAsker(): Promise<void> {
  const asker = shared;
  shared = null;
  if (asker) await (await asker).close();
}

/** Asks the local stylist through the chat path minus the database; times each answer. */
function sourceChatAsker(onGround?: (g: ChatGrounding) => void): ChatAsker {
  const local = new LocalAi({ assistantName: 'Wren' });
  const ctx = { weather: new TypicalWeather() } as unknown as Ctx;
  const times: number[] = [];
  const userOf = (c: BenchCloset) => {
    const home = c.home ? geocodeOffline(c.home) : null;
    return {
      id: 1,
      gender: c.gender,
      phoneNumber: '+14155550134',
      homeLocation: home ? c.home : null,
      homeLatitude: home?.latitude ?? null,
      homeLongitude: home?.longitude ?? null,
      homePlace: home?.name ?? null,
      homeCountry: home?.countryCode ?? null,
      timezone: 'America/New_York',
    } as unknown as UserRow;
  };
  const ask = async (c: BenchCloset, message: string, history: Turn[]) => {
    const start = performance.now();
    const preferences = { preferredStyle: 'Smart Casual', colorPalette: [], styleGoals: [] };
    const { grounding } = await groundChat(ctx, userOf(c), { message, history, today: TODAY, closet: c.items, preferences, events: [] });
    onGround?.(grounding);
    const answer = local.answer({ message, history, closet: c.items.map(dto), preferences, systemPrompt: '', userName: null, today: TODAY, grounding });
    times.push(performance.now() - start);
    return answer;
  };
  /** Asks the earlier questions first (each answered), then the question, in one conversation. */
  const converse = async (c: BenchCloset, before: string[], q: string) => {
    const history: Turn[] = [];
    // Each earlier message is answered with the turns before it, as in a real conversation.
    for (const b of before) history.push({ role: 'user', content: b }, { role: 'assistant', content: await ask(c, b, [...history]) });
    return ask(c, q, history);
  };
  const converseWith = (c: BenchCloset, history: Turn[], q: string) => ask(c, q, history);
  return { converse, converseWith, times, target: 'the sources in-process (BENCH_TARGET=source: not what users run)', close: async () => undefined };
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
}

/** One question's checks: each is a label and whether it passed. */
export type Checks = { ok: boolean; label: string }[];

/**
 * The checks every answer meets: length, only owned pieces called 'your', nothing from the other
 * wardrobe unless asked, no suede or linen when rain or snow is asked about, and for an outfit
 * question two owned pieces or a plain word on what is missing.
 */
export function generalChecks(c: BenchCloset, questionText: string, answer: string, outfit: boolean): Checks {
  const out: Checks = [];
  const owned = c.items.map((i) => i.name);
  const points = answer.split('\n').filter((l) => /^\s*([-*•]|\d+\.)\s/.test(l)).length;
  out.push({ ok: answer.length <= 900 && points <= 5 && (points > 0 ? sentenceCount(answer) <= 2 : sentenceCount(answer) <= 5), label: 'length' });
  const yours = [...answer.matchAll(/\byour ((?:[A-Z][\w-]*)(?: (?:[A-Z][\w-]*))*)/g)].map((m) => m[1]!);
  const strangers = yours.filter((n) => !owned.some((o) => o === n || o.startsWith(n) || n.startsWith(o)) && !/^(Smart|Business|Classic)/.test(n));
  out.push({ ok: strangers.length === 0, label: `owned (${strangers.join(', ')})` });
  if (outfit) {
    const named = owned.filter((o) => answer.includes(o)).length;
    out.push({ ok: named >= 2 || /can't put together|Look for/.test(answer), label: `outfit (named ${named})` });
  }
  if (c.gender === 'male' && !WOMEN_WORDS.test(questionText)) out.push({ ok: !WOMEN_WORDS.test(answer), label: 'gender' });
  if (c.gender === 'female' && !MEN_WORDS.test(questionText)) out.push({ ok: !MEN_WORDS.test(answer), label: 'gender' });
  if (/rain|snow|wet|storm/i.test(questionText)) {
    const cleaned = answer.replace(/nothing suede,? (silk )?(or|and) (white )?linen/gi, '').replace(/Nothing suede or linen/gi, '');
    out.push({ ok: !/suede|linen/i.test(cleaned), label: 'weather' });
  }
  return out;
}
