import type { ClosetItem, Weather } from '../types';
import type { WeatherWord } from '../question';
import { profileItem, type ItemProfile } from '../item-profile';
import { isInsulatedBoot, isWarmBase } from '../temperature-fit';
import { isPluralName } from '../grammar';
import { isRainLikely, temperatureBand } from '../weather-bands';
import { slotCategory } from '../../../shared/closet-slots';

/**
 * What the weather the person states asks of an outfit beyond its pieces, said once at the end of the
 * answer: full sun wants a hat, sunglasses, shade and sunscreen; ice wants grip and hands free; a warm
 * room wants light layers under the coat, a cold one a layer to put on. Each note is said only when the
 * person said that weather (or that room), so no answer ends on a line that could end another.
 */

/** An owned piece by what its name says, for the note to name it ('your Plum knit hat'). */
function owned(closet: readonly ClosetItem[], re: RegExp): ClosetItem | undefined {
  // Hats, gloves, scarves and sunglasses are accessories: 'steel-cap work boots' are no cap.
  return closet.find((i) => i.status === 'active' && slotCategory(i) === 'Accessories' && re.test(`${i.subcategory ?? ''} ${i.name}`));
}

function yourOr(item: ClosetItem | undefined, fallback: string): string {
  return item ? `your ${item.name}` : fallback;
}

/** A high from which the sun itself is the weather, said or not: a hat and shade, whatever the occasion. */
export const FIERCE_HEAT_C = 30;

/** Full sun said on a warm or hot day, or a fierce heat said ('44 in the shade', 'supposed to hit 34'). */
export function sunNote(words: readonly WeatherWord[], weather: Weather, closet: readonly ClosetItem[], statedC: number | null = null): string | null {
  if (words.includes('rain') || words.includes('snow')) return null;
  const fierce = statedC !== null && statedC >= FIERCE_HEAT_C && weather.maxTempC >= FIERCE_HEAT_C;
  if (!words.includes('sun') && !fierce) return null;
  const band = temperatureBand(weather.maxTempC);
  if (band !== 'hot' && band !== 'mild') return null;
  const hat = owned(closet, /\b(sun ?hat|straw hat|panama|bucket hat|cap|wide[- ]brim)\b/i);
  const glasses = owned(closet, /\bsunglasses\b/i);
  const shade = hat && hat === glasses ? `your ${hat.name}` : `${yourOr(hat, 'a hat')} and ${yourOr(glasses, 'sunglasses')}`;
  return `${fierce && !words.includes('sun') ? 'In that heat' : 'In full sun'}, wear ${shade}, sit in the shade when you can, and put on sunscreen.`;
}

/**
 * Snow said, or a cold day (a high under 5 °C) said to be wet or windy: the owned hat, gloves and scarf the outfit lacks.
 * Owned ones only: on a day short of deep cold a missing beanie is no gap worth a sentence.
 */
export function coldNote(words: readonly WeatherWord[], weather: Weather, closet: readonly ClosetItem[], outfit: readonly ItemProfile[]): string | null {
  const raw = weather.maxTempC < RAW_COLD_C && words.some((w) => w === 'rain' || w === 'wind' || w === 'cold');
  if (!(words.includes('snow') && weather.maxTempC <= 5) && !raw) return null;
  const worn = new Set(outfit.map((p) => p.item.id));
  const free = (re: RegExp) => {
    const item = owned(closet, re);
    return item && !worn.has(item.id) ? [item] : [];
  };
  const cover = [
    ...free(/\b(beanie|toque|tuque|knit(ted)? hat|wool(ly)? hat|bobble hat|hat)\b/i),
    ...free(/\b(mittens|mitts|gloves)\b/i),
    ...free(/\b(scarf|neck ?gaiter|neck warmer|snood)\b/i),
  ].filter((item, k, all) => all.indexOf(item) === k);
  if (!cover.length) return null;
  const names = cover.map((i) => `your ${i.name}`);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0]!;
  return `${words.includes('snow') ? 'With the snow' : 'In that raw cold'}, add ${list}.`;
}
/** A high under this, wet or windy, is raw enough that a hat and gloves are worth naming. */
const RAW_COLD_C = 5;

/** Ice said: below freezing and slippery underfoot. */
export function iceNote(words: readonly WeatherWord[], closet: readonly ClosetItem[], outfit: readonly ItemProfile[], said = ''): string | null {
  if (!words.includes('ice')) return null;
  const hat = owned(closet, /\b(hat|beanie|toque|tuque)\b/i);
  const hands = owned(closet, /\b(mittens|gloves)\b/i);
  const boots = outfit.find((p) => slotCategory(p.item) === 'Shoes' && /\bboots?\b/i.test(p.item.name));
  // Glazed ground defeats any sole: slip-on ice grips are what keeps a person upright.
  const feet = boots
    ? `your ${boots.item.name} with slip-on ice grips (traction cleats) over them where the ground is glazed`
    : 'boots with a grippy sole, and slip-on ice grips (traction cleats) where the ground is glazed';
  // One piece may be both ('a wool beanie and mittens' set): named once; pieces the answer already named are not named again.
  const warmth = hat && hat === hands ? `your ${hat.name}` : `${yourOr(hat, 'a warm hat')} and ${yourOr(hands, 'mittens')}`;
  const warmthSaid = [hat, hands].every((i) => i && said.includes(i.name));
  return `It will be icy: wear ${feet}${warmthSaid ? '' : `; add ${warmth}`}, and keep your hands free for balance.`;
}

/** Deep cold: below this high (°C) bare heads, hands and necks lose heat fastest, and only insulated boots keep feet warm. */
export const DEEP_COLD_C = -5;

/**
 * Deep cold, said or forecast ('minus 31 with the windchill', '-18 and windy'): the hat, mittens or gloves and scarf the
 * outfit lacks, owned ones by name, and the insulated boots the closet holds when the outfit's shoes are not. Said only on
 * such a day, so it ends no other answer.
 */
export function deepColdNote(weather: Weather, closet: readonly ClosetItem[], outfit: readonly ItemProfile[], statedC: number | null = null): string | null {
  const coldest = Math.min(weather.maxTempC, statedC ?? Infinity);
  if (coldest > DEEP_COLD_C) return null;
  const worn = new Set(outfit.map((p) => p.item.id));
  const free = (re: RegExp) => {
    const item = owned(closet, re);
    return item && worn.has(item.id) ? null : (item ?? undefined);
  };
  const cover = [free(/\b(hat|beanie|toque|tuque|balaclava)\b/i), free(/\b(mittens|mitts|choppers|gloves)\b/i), free(/\b(scarf|neck ?gaiter|gaiter|snood)\b/i)];
  const fallbacks = ['a warm hat', 'mittens or gloves', 'a scarf'];
  const parts = cover.flatMap((item, k) => (item === null ? [] : [yourOr(item, fallbacks[k]!)]));
  const shoes = outfit.find((p) => slotCategory(p.item) === 'Shoes');
  const boots =
    shoes && !isInsulatedBoot(shoes)
      ? closet.map(profileItem).find((p) => p.item.status === 'active' && !worn.has(p.item.id) && isInsulatedBoot(p))
      : undefined;
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? '');
  // Feet go numb first in shoes made for indoors: the insulated pair owned for outside, else the kind worth finding.
  const feet =
    !shoes || isInsulatedBoot(shoes)
      ? ''
      : boots
        ? `wear your ${boots.item.name} outside and change into the ${shoes.item.name} indoors`
        : `your ${shoes.item.name} ${isPluralName(shoes.item.name) ? 'are' : 'is'} no match for it outside, so insulated winter boots are worth finding`;
  if (!list && !feet) return null;
  return `In that cold, ${[list ? `add ${list}` : '', feet].filter(Boolean).join(', and ')}.`;
}

/** Layers to put on in a cold room, the likeliest first: a cardigan or a blazer before a knit. */
const INDOOR_LAYERS = ['cardigan', 'blazer', 'shawl', 'pashmina', 'wrap', 'sweater', 'jumper'];
/** A layer's word names the piece, not a cut of another ('a wrap blouse', 'a sweater dress' are no layers). */
function headedBy(name: string, word: string): boolean {
  const ws = name.toLowerCase().split(/[^a-z]+/);
  const at = ws.indexOf(word);
  return at >= 0 && !['blouse', 'dress', 'top', 'skirt', 'shirt', 'vest'].includes(ws[at + 1] ?? '');
}
const layerRank = (name: string) => INDOOR_LAYERS.findIndex((w) => headedBy(name, w));

/** A warm room: no thermal under the clothes, light layers, the coat taken off there. A cold one: a layer to put on. */
export function indoorNote(
  indoors: 'warm' | 'cold' | null,
  outfit: readonly ItemProfile[],
  closet: readonly ClosetItem[],
  fabricSaid = false,
  hotDay = false,
): string | null {
  if (!indoors) return null;
  const coat = outfit.find((p) => slotCategory(p.item) === 'Outerwear');
  if (indoors === 'warm') {
    // On a hot day with no coat to take off, a warm room says nothing the outfit for the heat does not.
    if (!coat && hotDay) return null;
    return coat
      ? `It will be warm inside, so everything under the ${coat.item.name} stays light: layers you can take off once you're in.`
      : "It will be warm inside, so keep to light layers you can take off once you're in.";
  }
  // A fabric the person spoke of ('I can't wear wool') may be one they rule out: the layer is then named by kind only.
  const layer = fabricSaid ? undefined : indoorLayer(outfit, closet);
  return `It runs cold inside, so bring ${yourOr(layer, 'a cardigan or light layer')} to put on there.`;
}

/** The owned layer to put on in a cold room, not already worn: a cardigan before a knit; with `untailored`, never a blazer (a class on a mat). */
export function indoorLayer(outfit: readonly ItemProfile[], closet: readonly ClosetItem[], untailored = false): ClosetItem | undefined {
  const worn = new Set(outfit.map((p) => p.item.id));
  return closet
    .filter((i) => i.status === 'active' && !worn.has(i.id) && INDOOR_LAYERS.some((w) => headedBy(i.name, w)))
    .sort((a, b) => layerRank(a.name) - layerRank(b.name))
    .map(profileItem)
    .find((p) => (p.slot === 'layer' || p.slot === 'top') && !isWarmBase(p) && !(untailored && p.tailored))?.item;
}

/** Pieces left out when it will be warm indoors: a thermal or fleece-lined base layer under the clothes. */
export function warmInsideAllows(indoors: 'warm' | 'cold' | null, item: ClosetItem): boolean {
  return indoors !== 'warm' || !isWarmBase(profileItem(item));
}

/** The one note an outfit answer ends on for the weather the person stated, if any: ice first, then deep cold, snow or raw cold, the room, sun. */
/**
 * 'Cold at 7, then hot by 2': a day said to swing from cold to hot is dressed in layers, the outer one taken off as it warms.
 * Null unless the person said both.
 */
export function swingNote(words: readonly WeatherWord[], outfit: readonly ItemProfile[]): string | null {
  const cold = words.includes('cold') || words.includes('cool');
  const hot = words.includes('hot') || words.includes('warm');
  if (!cold || !hot) return null;
  const layer = outfit.find((p) => p.slot === 'layer');
  return layer
    ? `The day swings from cold to hot: keep your ${layer.item.name} on in the morning and take it off later, once it warms up.`
    : 'The day swings from cold to hot: wear thin layers you can take off as it warms up, with the warmest on top.';
}

export function weatherNote(
  question: { weather: readonly WeatherWord[]; fabric?: string | null; tempC?: number | null },
  weather: Weather,
  closet: readonly ClosetItem[],
  outfit: readonly ItemProfile[],
  indoors: 'warm' | 'cold' | null,
): string | null {
  return (
    iceNote(question.weather, closet, outfit) ??
    swingNote(question.weather, outfit) ??
    deepColdNote(weather, closet, outfit, question.tempC ?? null) ??
    coldNote(question.weather, weather, closet, outfit) ??
    // The room the person spoke of ('the office aircon is freezing') is what they asked about: it comes before the sun.
    indoorNote(indoors, outfit, closet, !!question.fabric, temperatureBand(weather.maxTempC) === 'hot') ??
    sunNote(question.weather, weather, closet, question.tempC ?? null)
  );
}

/**
 * 'What if it's 100 degrees, still the blazer?': a follow-up that states heat and asks about the layer gets the verdict
 * asked for: skip it, the rest of the outfit stays, and the layer only for air conditioning indoors. Null when the
 * follow-up states no heat, or the slot is not the layer, or rain still calls for one.
 */
export function layerInHeat(
  question: { tempC: number | null; weather: readonly WeatherWord[] },
  weather: Weather,
  slot: string,
  layer: ClosetItem | undefined,
  rest: readonly ClosetItem[],
  opening: string | null,
  occasion: string | null,
): { text: string; itemIds: number[]; facts: string[] } | null {
  if (slot !== 'Outerwear' || !layer) return null;
  const saidHeat = question.tempC !== null || question.weather.some((w) => w === 'hot' || w === 'humid' || w === 'warm');
  if (!saidHeat || temperatureBand(weather.maxTempC) !== 'hot' || isRainLikely(weather)) return null;
  const names = rest.slice(0, 3).map((i) => i.name);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
  const keep = list ? ` Wear your ${list} on their own, in the lightest pieces you have, and keep to the shade.` : '';
  return {
    text: `${opening ?? 'In that heat'}, skip the ${layer.name}${occasion ? ` for ${occasion}` : ''}: it is too hot for a layer.${keep} Bring it only if you will be indoors with strong air conditioning.`,
    itemIds: rest.map((i) => i.id),
    facts: [`Follow-up: ${layer.name} skipped in the heat`],
  };
}
