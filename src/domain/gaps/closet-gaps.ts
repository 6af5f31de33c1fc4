import { slotCategory } from '../../shared/closet-slots';
import { eventDressCode } from '../stylist/dress-code';
import { inferFormality } from '../stylist/inference';
import { profileItem } from '../stylist/item-profile';
import type { Formality } from '../../shared/closet-constants';
import { occasionNeeds } from '../shopping/occasions';
import type { OccasionGarment } from '../shopping/occasions';
import { containsPhrase, normalizeText } from '../stylist/text';
import { NEEDS, type Need } from './needs';
import { avoidedColourIn } from '../stylist/avoided-colours';
import type { Budget, Gap, GapInput, GapItem } from './types';

/** At most this many gaps: more reads as a shopping list, not a stylist's advice. */
export const MAX_GAPS = 6;
/** The home city's climate asks for a warm coat when the coming months go this cold (°C). */
export const COLD_MIN_C = 5;
/** ...a rain layer and boots when rain is this likely on a day (%)... */
export const RAINY_PERCENT = 35;
/** ...and light tops when it gets this hot (°C). */
export const HOT_MAX_C = 27;
/** Fewer tops or bottoms than these and outfits repeat within days. */
export const THIN_TOPS = 3;
export const THIN_BOTTOMS = 2;
/** The wear log speaks for the person's days once it holds this many wears. */
export const WEAR_LOG_MIN = 5;

const WORK_GOAL = /\b(work|office|professional|meetings?|presentations?|interviews?|clients?|career|boardroom|business)\b/i;
const BUSINESS_STYLES = new Set(['business casual', 'classic professional']);

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
const temperature = (c: number, unit: 'C' | 'F') => (unit === 'F' ? `${Math.round((c * 9) / 5 + 32)}°F` : `${Math.round(c)}°C`);

/** The gap's price range: the stated key-piece budget scaled to the kind of piece, never above it. */
export function budgetFor(need: Pick<Need, 'budgetShare'>, budget: Budget | null): Budget | null {
  if (!budget) return null;
  const share = Math.min(1, Math.max(0, need.budgetShare));
  const max = Math.floor((budget.max * share) / 5) * 5;
  const min = Math.min(max, Math.round((budget.min * share) / 5) * 5);
  return { min: Math.max(0, min), max: Math.max(0, max) };
}

/** 'Sat, Dec 12': an event's date as copy says it, never the stored ISO form. */
export function eventDateText(date: string): string {
  const day = new Date(`${date.slice(0, 10)}T12:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  return day.toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/**
 * The closet searched by role before an occasion gap is shown: a dress is a dress whatever shelf
 * it was filed on (the engine's one-piece), a suit is a tailored jacket, and a garment that names
 * words (a tuxedo, a gown) needs one of them. Returns the piece that fills the need, else the
 * nearest owned piece of that role with why it falls short (to name it, never to deny it).
 */
function ownedForRole(
  garment: OccasionGarment,
  formality: readonly Formality[],
  closet: readonly GapItem[],
): { fills: GapItem | null; nearest: { item: GapItem; short: string } | null } {
  const role = garment.category === 'dresses' ? 'dresses' : 'suits';
  const named = (i: GapItem) => {
    const text = normalizeText(`${i.subcategory ?? ''} ${i.name}`);
    return !garment.words || garment.words.some((w) => containsPhrase(text, w));
  };
  const ofRole = closet
    .map((item, id) => ({
      item,
      p: profileItem({
        ...item,
        id,
        brand: null,
        season: 'All Seasons',
        material: item.material ?? null,
        formality: item.formality ?? null,
        warmth: item.warmth ?? null,
        lastWornOn: null,
      }),
    }))
    .filter(({ p }) => (role === 'dresses' ? p.onePiece : p.tailored));
  const fills = ofRole.find(({ item, p }) => formality.includes(p.formality) && named(item));
  const nearest = [...ofRole].sort((a, b) => Number(named(b.item)) - Number(named(a.item)) || b.p.formalityLevel - a.p.formalityLevel)[0];
  const noun = garment.label.replace(/^an? /, '');
  const short = (n: NonNullable<typeof nearest>) => (named(n.item) ? `is ${n.p.formality}, short of it` : `is no ${noun}`);
  return { fills: fills?.item ?? null, nearest: nearest ? { item: nearest.item, short: short(nearest) } : null };
}

/** Why the closet is asked to be dressier: the strongest of calendar, goals, style and wear log. */
interface Driver {
  weight: number;
  phrase: string;
}

function workDriver(input: GapInput, owned: readonly GapItem[]): Driver | null {
  const businessEvents = input.events.filter((e) => {
    const code = eventDressCode(e);
    return code === 'business casual' || code === 'business formal';
  }).length;
  if (businessEvents > 0) return { weight: 6 + businessEvents, phrase: `Your calendar has ${plural(businessEvents, 'business event')}` };
  const goal = input.profile.styleGoals.find((g) => WORK_GOAL.test(g));
  if (goal) return { weight: 5, phrase: `Your goal is to ${lowerFirst(goal.trim().replace(/[.!]+$/, ''))}` };
  const style = input.profile.preferredStyle.trim();
  if (BUSINESS_STYLES.has(style.toLowerCase())) return { weight: 4, phrase: `Your style is ${style}` };
  const wears = owned.reduce((n, i) => n + i.timesWorn, 0);
  const dressyWears = owned
    .filter((i) => ['business', 'formal'].includes(inferFormality({ ...i, material: i.material ?? null, formality: i.formality ?? null })))
    .reduce((n, i) => n + i.timesWorn, 0);
  if (wears >= WEAR_LOG_MIN && dressyWears * 2 >= wears) return { weight: 3, phrase: 'Most of what you wear is office wear' };
  return null;
}

/**
 * What this person's closet lacks, best first: the pieces their calendar's dress codes, their
 * goals and style, their home city's climate and their wear log ask for, that nothing they own
 * answers. Each gap has one line of reason and a price range inside the budget they stated.
 * Pure and deterministic; never names a kind of piece they own (owning is decided per kind in
 * needs.ts, the same test for every screen).
 */
export function closetGaps(input: GapInput): Gap[] {
  const owned = input.closet.filter((i) => i.status !== 'archived');
  const out: Gap[] = [];
  const ownsOne = (need: Need) => owned.some((i) => need.owns(i));
  const countOf = (category: GapItem['category']) => owned.filter((i) => slotCategory(i) === category).length;
  const label = (need: Need) => (input.wardrobe === 'mixed' ? need.label : (need.labels?.[input.wardrobe] ?? need.label));
  const add = (need: Need, weight: number, reason: string) => {
    if (out.some((g) => g.key === need.key)) return;
    out.push({
      key: need.key,
      label: label(need),
      reason,
      category: need.category,
      shopCategory: need.shopCategory,
      search: need.search,
      budget: budgetFor(need, input.profile.budget),
      checklist: need.checklist,
      weight,
    });
  };
  /** 'you own no blazer', or 'you own no shoes' when the whole category is empty. */
  const lacking = (need: Need) => (countOf(need.category) === 0 && need.category === 'Shoes' ? 'shoes' : need.noun);
  const because = (driver: Driver, need: Need) => `${driver.phrase}, and you own no ${lacking(need)}.`;

  // Dressy events first: a Black Tie evening the closet cannot dress is the most urgent gap.
  const occasions = occasionNeeds({
    events: input.events,
    closet: owned.map((i) => ({ ...i, formality: i.formality ?? null })),
    wardrobe: input.wardrobe,
  }).filter((o) => o.label && !/business/i.test(o.label));
  for (const need of occasions) {
    const garment = need.garments[0]!;
    const noun = garment.label.replace(/^an? /, '');
    const found = need.garments.map((g) => ownedForRole(g, need.formality, owned));
    // Something owned fills it (filed on any shelf): no gap to show.
    if (found.some((f) => f.fills)) continue;
    const nearest = found[0]!.nearest;
    const key = `occasion:${need.label.toLowerCase()}`;
    if (out.some((g) => g.key === key)) continue;
    const occasionNeed: Need = {
      key,
      label: noun.charAt(0).toUpperCase() + noun.slice(1),
      noun,
      category: garment.category === 'dresses' ? 'Dresses & jumpsuits' : 'Suits & tailoring',
      shopCategory: garment.category,
      search: garment.words ? garment.words.filter((w) => !w.includes(' ')).join(' or ') : noun,
      budgetShare: 1,
      checklist: ['Fits at the shoulders and waist', 'A classic dark color', 'Budget for tailoring', 'Try it with the shoes you will wear'],
      owns: () => false,
    };
    const when = `Your calendar has ${need.event.title} (${need.label}) on ${eventDateText(need.event.date)}`;
    // A dress that is owned is named, never denied: it is the level that falls short.
    const short = nearest ? `your ${nearest.item.name} ${nearest.short}` : `you own no ${noun}`;
    add(occasionNeed, 12, `${when}, and ${short}.`);
  }

  const work = workDriver(input, owned);
  if (work) {
    for (const [need, offset] of [
      [NEEDS.blazer, 0],
      [NEEDS.dressShoes, countOf('Shoes') === 0 ? 0.5 : -0.5],
      [NEEDS.workShirts, -1],
      [NEEDS.tailoredBottoms, -1.5],
    ] as const) {
      if (!ownsOne(need)) add(need, work.weight + offset, because(work, need));
    }
  }

  const climate = input.climate;
  if (climate) {
    const where = climate.place ? `in ${climate.place}` : 'where you live';
    if (climate.coldestMinC <= COLD_MIN_C) {
      const cold: Driver = { weight: 6, phrase: `It gets down to ${temperature(climate.coldestMinC, input.unit)} ${where} in the coming months` };
      if (!ownsOne(NEEDS.warmCoat)) add(NEEDS.warmCoat, cold.weight, because(cold, NEEDS.warmCoat));
      if (!ownsOne(NEEDS.warmKnit)) add(NEEDS.warmKnit, cold.weight - 2, because(cold, NEEDS.warmKnit));
    }
    if (climate.rainProbability >= RAINY_PERCENT) {
      const rain: Driver = { weight: 5, phrase: `Rain is likely on ${Math.round(climate.rainProbability)}% of days ${where} in the coming months` };
      if (!ownsOne(NEEDS.rainLayer)) add(NEEDS.rainLayer, rain.weight, because(rain, NEEDS.rainLayer));
      if (!ownsOne(NEEDS.wetWeatherShoes)) add(NEEDS.wetWeatherShoes, rain.weight - 1, because(rain, NEEDS.wetWeatherShoes));
    }
    if (climate.warmestMaxC >= HOT_MAX_C && !ownsOne(NEEDS.lightTops)) {
      const hot: Driver = { weight: 4, phrase: `It reaches ${temperature(climate.warmestMaxC, input.unit)} ${where} in the coming months` };
      add(NEEDS.lightTops, hot.weight, because(hot, NEEDS.lightTops));
    }
  }

  // The basics every closet needs, when nothing above already names that kind of piece.
  const hasCategoryGap = (category: GapItem['category']) => out.some((g) => g.category === category);
  if (countOf('Shoes') === 0 && !hasCategoryGap('Shoes')) add(NEEDS.shoes, 9, 'You own no shoes yet, so no outfit is complete.');
  if (!ownsOne(NEEDS.bottoms) && !hasCategoryGap('Bottoms')) add(NEEDS.bottoms, 9, 'You own no trousers, jeans or skirts yet.');
  if (countOf('Tops') === 0 && !hasCategoryGap('Tops')) add(NEEDS.tops, 9, 'You own no tops yet.');
  else if (countOf('Tops') < THIN_TOPS && !hasCategoryGap('Tops'))
    add(NEEDS.tops, 3, `You own only ${plural(countOf('Tops'), 'top')}, so your outfits repeat within days.`);
  if (ownsOne(NEEDS.bottoms) && countOf('Bottoms') < THIN_BOTTOMS && !hasCategoryGap('Bottoms'))
    add(NEEDS.bottoms, 3, `You own only ${plural(countOf('Bottoms'), 'pair')} of trousers, jeans or skirts, so every outfit starts the same way.`);
  if (countOf('Outerwear') === 0 && !hasCategoryGap('Outerwear')) add(NEEDS.jacket, 2, 'You own no jacket for cool mornings and evenings.');

  return out
    .map((g, i) => ({ g, i }))
    .sort((a, b) => b.g.weight - a.g.weight || a.i - b.i)
    .slice(0, MAX_GAPS)
    .map(({ g }) => withoutAvoidedColours(g, input.profile.avoidColours ?? []));
}

/** What a gap suggests (its name, search words and checklist) never names a colour the person avoids (ADR 0113). */
function withoutAvoidedColours(gap: Gap, avoid: readonly string[]): Gap {
  if (!avoid.length) return gap;
  const kept = gap.checklist.filter((line) => !avoidedColourIn(avoid, line));
  const checklist = kept.length < gap.checklist.length && !kept.includes(PALETTE_LINE) ? [...kept, PALETTE_LINE] : kept;
  const clean = (text: string) => (avoidedColourIn(avoid, text) ? dropColourWords(text, avoid) : text);
  return { ...gap, label: clean(gap.label), search: clean(gap.search), checklist };
}

const PALETTE_LINE = 'A color from your palette';

/** The words of a text that are not in an avoided colour ('Mustard rain jacket' → 'rain jacket'). */
function dropColourWords(text: string, avoid: readonly string[]): string {
  const words = text.split(' ').filter((w) => !avoidedColourIn(avoid, w));
  const out = words.join(' ').trim();
  return out ? out.charAt(0).toUpperCase() + out.slice(1) : text;
}
