import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { slotCategory } from '../../../shared/closet-slots';
import { parseQuestion } from '../question';
import { item, MILD_DRY } from '../test-fixtures';
import type { ClosetItem } from '../types';
import { applyWeatherWords, outfitAnswer, wardrobeOf } from './answer';

/**
 * Issue 38.4: a piece taken out of an outfit for a reason ('cant wear the chelsea boots, got a blister', 'spilled coffee
 * on the blouse, what else?') swaps that slot only: the answer names another piece of that slot, never the one taken
 * out nor one the outfit already wears, and keeps the rest of the outfit. Closets and conversations are generated.
 */
const TODAY = '2026-11-23';
const TOPS = ['Lavender blouse', 'White oxford shirt', 'Navy striped long-sleeve tee', 'Cream silk blouse', 'Grey merino sweater'];
const BOTTOMS = ['Dark wash jeans', 'Khaki chinos', 'Black wide-leg trousers', 'Grey wool trousers'];
const SHOES = ['Black chelsea boots', 'Brown leather loafers', 'White leather sneakers', 'Tan suede desert boots'];
const LAYERS = ['Navy blazer', 'Burgundy cardigan', 'Olive field jacket'];
const FIRSTS = ['What should I wear to a dinner party on Saturday?', 'what do i wear to brunch with friends sunday', 'Outfit for a first date Thursday?'];
const REASONS = [
  { category: 'Shoes', say: (p: string) => `cant wear the ${p}, got a blister` },
  { category: 'Tops', say: (p: string) => `i spilled coffee on the ${p}, wat else` },
  { category: 'Shoes', say: (p: string) => `my ${p} are at the cobbler, what else?` },
  { category: 'Tops', say: (p: string) => `The ${p} has a wine stain I can't get out. What else?` },
] as const;

function closetOf(seed: number): ClosetItem[] {
  const rand = mulberry32(seed);
  let id = 1;
  const some = (names: readonly string[], n: number) => [...names].sort(() => rand() - 0.5).slice(0, n);
  const piece = (name: string, category: ClosetItem['category']) =>
    item({ id: id++, name, category, formality: rand() < 0.5 ? 'smart casual' : 'casual', timesWorn: Math.floor(rand() * 20) });
  return [
    ...some(TOPS, 3).map((n) => piece(n, 'Tops')),
    ...some(BOTTOMS, 2).map((n) => piece(n, 'Bottoms')),
    ...some(SHOES, 3).map((n) => piece(n, 'Shoes')),
    ...some(LAYERS, 1).map((n) => piece(n, 'Outerwear')),
  ];
}

function answer(message: string, closet: ClosetItem[], history: { role: 'user' | 'assistant'; content: string }[], kept?: number[], unit: 'F' | 'C' = 'F') {
  const question = parseQuestion(message, { today: TODAY, unit, history });
  const a = outfitAnswer({
    question,
    closet,
    date: question.day?.date ?? TODAY,
    dayLabel: question.day?.label ?? 'today',
    weather: applyWeatherWords(MILD_DRY, question.weather, question.tempC),
    calendarEvents: [],
    preferences: { preferredStyle: 'Smart Casual', colorPalette: [], styleGoals: [] },
    wardrobe: wardrobeOf('womenswear', closet),
    unit,
    seed: 1,
    message,
    ...(kept ? { kept } : {}),
  });
  return { question, a };
}

describe('a piece taken out swaps only its slot, the rest of the outfit stays (issue 38.4)', () => {
  it.each(Array.from({ length: 40 }, (_, i) => 5100 + i))('seed %i', (seed) => {
    const rand = mulberry32(seed);
    const closet = closetOf(seed);
    const first = FIRSTS[Math.floor(rand() * FIRSTS.length)]!;
    const before = answer(first, closet, []);
    const outfit = closet.filter((i) => before.a.itemIds.includes(i.id));
    const reason = REASONS[Math.floor(rand() * REASONS.length)]!;
    const out = outfit.find((i) => slotCategory(i) === reason.category);
    if (!out) return;
    // The grounding takes a piece ruled out out of the closet; the piece said is its name less the colour.
    const said = out.name.split(' ').slice(1).join(' ').toLowerCase();
    const history = [
      { role: 'user' as const, content: first },
      { role: 'assistant' as const, content: before.a.text },
    ];
    const after = answer(
      reason.say(said),
      closet.filter((i) => i.id !== out.id),
      history,
      outfit.filter((i) => i.id !== out.id).map((i) => i.id),
    );
    expect(after.question.followUp).toBe(true);
    expect(after.a.text).not.toContain(out.name);
    const swappedIn = closet.filter((i) => after.a.itemIds.includes(i.id));
    const alternatives = closet.filter((i) => i.id !== out.id && slotCategory(i) === reason.category && !before.a.itemIds.includes(i.id));
    if (alternatives.length === 0) return;
    // Another piece of that slot, not one the outfit already wears.
    expect(swappedIn.map((i) => slotCategory(i))).toEqual([reason.category]);
    expect(before.a.itemIds).not.toContain(swappedIn[0]!.id);
    // The rest of the outfit is still named.
    const rest = outfit.filter((i) => slotCategory(i) !== reason.category);
    expect(rest.some((i) => after.a.text.includes(i.name))).toBe(true);
  });
});

/**
 * A piece taken out is replaced from the level around the outfit's, never by gym wear at lunch, and by what the day said
 * suits: jeans said to stick in 32 degrees give way to linen trousers a step dressier, not to leggings.
 */
describe('the piece put in its place is a step around the level, light in heat, never gym wear', () => {
  it.each(Array.from({ length: 20 }, (_, i) => 6200 + i))('seed %i', (seed) => {
    const rand = mulberry32(seed);
    let id = 1;
    const piece = (name: string, category: ClosetItem['category'], formality: ClosetItem['formality'], warmth: ClosetItem['warmth'] = 'light') =>
      item({ id: id++, name, category, formality, warmth, timesWorn: Math.floor(rand() * 10) });
    const jeans = piece('Dark straight jeans', 'Bottoms', 'casual', 'medium');
    const leggings = piece('Black gym leggings', 'Bottoms', 'athletic');
    const wool = piece('Grey wool trousers', 'Bottoms', 'business', 'warm');
    const light = piece(rand() < 0.5 ? 'Cream wide-leg linen trousers' : 'Navy cotton midi skirt', 'Bottoms', 'business');
    const closet = [jeans, leggings, wool, light, piece('Ivory linen shirt', 'Tops', 'casual'), piece('Tan flat sandals', 'Shoes', 'casual')];
    const first = ['What can I wear to lunch with friends on Tuesday?', 'what do i wear to brunch sunday'][Math.floor(rand() * 2)]!;
    const history = [
      { role: 'user' as const, content: first },
      { role: 'assistant' as const, content: 'Your ivory linen shirt with the dark straight jeans and the tan flat sandals.' },
    ];
    const message = [
      "I'd rather not do jeans. It's going to be 32 and they stick to me.",
      'no jeans pls, its 33 degrees',
      "can't do the jeans, it'll be 31 and humid",
    ][Math.floor(rand() * 3)]!;
    const { a } = answer(
      message,
      closet.filter((i) => i.id !== jeans.id),
      history,
      closet.filter((i) => i.id !== jeans.id && i.category !== 'Bottoms').map((i) => i.id),
      'C',
    );
    expect(a.text, message).toContain(light.name);
    expect(a.text, message).not.toContain(leggings.name);
    expect(a.text, message).not.toContain(wool.name);
  });
});
