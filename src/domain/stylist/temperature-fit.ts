import { isCoat, type ItemProfile } from './item-profile';
import { isCold, temperatureBand } from './weather-bands';

/**
 * The temperature's say within a dress code, for every door (Home, the texts, chat): on a hot
 * day wool, heavy knits and boots give way to the lightest owned piece of the same kind, and
 * denim to linen or light cotton; near freezing thin or open shoes give way to boots and a
 * light coat to a warm one, and on a dry day rubber boots give way to everyday shoes. These are preferences the scorer weighs, never hard rules: with
 * nothing better owned, the piece is still worn.
 */

/** Heavy by nature whatever the warmth field says: wool, knits that cover the neck, boots. */
const HEAVY =
  /\b(wool|woollen|merino|cashmere|tweed|flannel|corduroy|fleece|velvet|velour|turtleneck|roll ?neck|boots?|booties|wellies|wellingtons?|overcoat|parka|puffer|thermals?|sherpa|shearling)\b/i;
/** Made to keep heat in under clothes: out of place wherever it is warm, outdoors or in. */
const WARM_BASE = /\b(thermals?|fleece[- ]lined|sherpa[- ]lined|base ?layer|long johns|insulated)\b/i;
/** Pieces that leave legs or toes bare: never on a cold day (a high under 10 °C). */
const BARE = /\b(shorts|sandals?|slides|flip-?flops|thongs|jandals?|espadrilles|chappals?|kolhapuris?|huaraches?|havaianas|birkenstocks?|tevas?)\b/i;

/** Core pieces cut for heat: bare arms and shoulders. */
const SUMMER_CUT = /\b(slip dress|sundress|sun dress|tank|tanks|cami|camisole|strappy|sleeveless|spaghetti|halter|halterneck|tube top|crop top|bandeau)\b/i;

/** Open or thin shoes that leave feet cold and wet near freezing. */
const THIN_SHOES = /\b(sandals?|slides|flip-?flops|espadrilles|heels|pumps|loafers|ballet flats|flats|canvas|mules?)\b/i;
const BOOTS = /\b(boots?|booties)\b/i;
const DENIM = /\b(jeans|denim)\b/i;
/** Made for wet ground and nothing else: rubber boots and ponchos look out of place on a dry day. */
const RAIN_ONLY = /\b(wellies|wellingtons?|welly|rubber boots?|rain ?boots?|galoshes?|poncho)\b/i;

/** Points a piece loses for the day's temperature (0 when it suits it). */
export const TEMPERATURE_PENALTY = {
  heavyInHeat: 10,
  // A thermal or fleece-lined piece on a hot day is wrong whatever else is owned.
  warmBaseInHeat: 40,
  denimInHeat: 3,
  thinShoesNearFreezing: 12,
  lightCoatNearFreezing: 8,
  // A coat is the outer layer in the cold when one is owned (issue 40.1): a fleece or a bomber of the same warmth gives way.
  jacketNearFreezing: 12,
  // Deep cold outweighs the dress code's nudge on a coat (formality counts 40 % on outerwear): the parka over the office clothes.
  uninsulatedInDeepCold: 24,
  // Feet go numb first: insulated boots beat the office shoes (changed at the door), as the parka beats the topcoat.
  unlinedShoesInDeepCold: 50,
  rainOnlyWhenDry: 10,
  // Bare arms and shoulders (a slip dress, a tank) on a cold day: fine under a coat indoors, wrong as the day's outfit when
  // anything with sleeves is owned.
  summerCoreInCold: 30,
  // Bare legs and open toes on a cold day are wrong for any occasion, whatever the dress code prefers.
  bareInCold: 60,
  // A skirt or dress lifts and open toes take the grit in a strong wind: a level's worth for a dress (which fills two slots),
  // so trousers and closed shoes of the same level come first, and with nothing else owned the piece is still worn.
  loose: 12,
} as const;

/** Cut to catch the wind: a skirt, a dress. A jumpsuit or a shirt dress over trousers does not lift. */
const CATCHES_WIND = /\b(skirts?|dress|dresses|sundress|kaftan|caftan|sarong)\b/i;

/**
 * Points a piece loses on a windy day (a forecast from 40 km/h, or wind the person states): skirts and dresses lift, open
 * shoes fill with grit. The layer against the wind is chosen where the outfit is finished (a coat or shell over a knit).
 */
export function windPenalty(p: ItemProfile, windy: boolean): number {
  if (!windy) return 0;
  if ((p.slot === 'one-piece' || p.slot === 'bottom') && CATCHES_WIND.test(text(p))) return TEMPERATURE_PENALTY.loose;
  if (p.slot === 'shoes' && BARE.test(text(p))) return TEMPERATURE_PENALTY.loose;
  return 0;
}

/** Made for deep cold: insulation, down, shearling; a wool coat is warm but not this. */
const INSULATED = /\b(parka|puffer|down|insulated|quilted|padded|shearling|expedition|arctic|snow|winter)\b/i;

/** 'Deep cold': a high of -10 °C or below, wind chill included when the person says so. */
export function deepCold(maxTempC: number): boolean {
  return maxTempC <= -10;
}

/** 'Near freezing': below 0 °C, or a cold day whose high stays at 2 °C or under. */
export function nearFreezing(maxTempC: number): boolean {
  const band = temperatureBand(maxTempC);
  return band === 'freezing' || (band === 'cold' && maxTempC <= 2);
}

function text(p: ItemProfile): string {
  return `${p.item.subcategory ?? ''} ${p.item.name} ${p.material ?? ''}`;
}

/** A thermal top, fleece-lined leggings: worn for cold, never on a hot day or in a warm room. */
export function isWarmBase(p: Pick<ItemProfile, 'slot' | 'item' | 'material'>): boolean {
  return p.slot !== 'layer' && WARM_BASE.test(text(p as ItemProfile));
}

export function isHeavy(p: ItemProfile): boolean {
  return p.warmth === 'warm' || HEAVY.test(text(p));
}

/** Boots made for deep cold ('insulated winter boots', 'snow boots'): worn there and changed at the door, like a coat. */
export function isInsulatedBoot(p: ItemProfile): boolean {
  return p.slot === 'shoes' && BOOTS.test(text(p)) && INSULATED.test(text(p));
}

/** Snow underfoot: rain likely with a high at or below 1 °C (as the answers call it snow). */
export function snowUnderfoot(maxTempC: number, wet: boolean): boolean {
  return wet && maxTempC <= 1;
}

/** Open shoes or bare legs: what a wet day soaks, at any temperature. */
export function bareInTheWet(p: ItemProfile): boolean {
  return (p.slot === 'shoes' || p.slot === 'bottom') && BARE.test(text(p));
}

export function temperaturePenalty(p: ItemProfile, maxTempC: number, wet = false): number {
  // Snow underfoot is wet ground too: only a dry day above freezing sends the wellies back.
  const dryDay = !wet && maxTempC > 1 && RAIN_ONLY.test(text(p)) ? TEMPERATURE_PENALTY.rainOnlyWhenDry : 0;
  const jacket = nearFreezing(maxTempC) && p.slot === 'layer' && !p.tailored && !isCoat(p.item) ? TEMPERATURE_PENALTY.jacketNearFreezing : 0;
  return dryDay + jacket + warmthPenalty(p, maxTempC, wet);
}

function warmthPenalty(p: ItemProfile, maxTempC: number, wet: boolean): number {
  const band = temperatureBand(maxTempC);
  if (band === 'hot') {
    if (p.slot === 'layer' || p.slot === 'accessory') return 0;
    if (isWarmBase(p)) return TEMPERATURE_PENALTY.warmBaseInHeat;
    if (isHeavy(p)) return TEMPERATURE_PENALTY.heavyInHeat;
    if (DENIM.test(text(p)) && p.warmth !== 'light') return TEMPERATURE_PENALTY.denimInHeat;
    return 0;
  }
  if (isCold(band) && (p.slot === 'bottom' || p.slot === 'shoes') && BARE.test(text(p))) return TEMPERATURE_PENALTY.bareInCold;
  if (isCold(band) && (p.slot === 'top' || p.slot === 'one-piece') && SUMMER_CUT.test(text(p))) return TEMPERATURE_PENALTY.summerCoreInCold;
  if (!nearFreezing(maxTempC)) return 0;
  if (deepCold(maxTempC) || snowUnderfoot(maxTempC, wet)) {
    // A wool coat does at freezing in the snow; only deep cold needs insulation on the body.
    if (p.slot === 'layer' && !p.tailored && !INSULATED.test(text(p)) && deepCold(maxTempC)) return TEMPERATURE_PENALTY.uninsulatedInDeepCold;
    if (p.slot === 'shoes' && !isInsulatedBoot(p)) {
      return TEMPERATURE_PENALTY.unlinedShoesInDeepCold + (BOOTS.test(text(p)) ? 0 : TEMPERATURE_PENALTY.thinShoesNearFreezing);
    }
  }
  if (p.slot === 'shoes' && !BOOTS.test(text(p)) && (THIN_SHOES.test(text(p)) || p.warmth === 'light' || p.rainSensitive)) {
    return TEMPERATURE_PENALTY.thinShoesNearFreezing;
  }
  if (p.slot === 'layer' && !p.tailored && p.warmth !== 'warm') return TEMPERATURE_PENALTY.lightCoatNearFreezing;
  return 0;
}

/**
 * Why a piece asked about is wrong for the day dressed for, or null when it is not: heavy cloth or a warm coat on a hot
 * day, bare legs or open toes on a cold one. Said back as the verdict ('your velvet lehenga is heavy for a hot day'),
 * whatever the occasion allows (issue 38.5: the weather stated wins in every builder).
 */
export function wrongForTheDay(p: ItemProfile, maxTempC: number): string | null {
  const band = temperatureBand(maxTempC);
  if (band === 'hot') {
    if (p.slot === 'layer') return p.warmth === 'warm' || HEAVY.test(text(p)) ? 'too warm to wear on a hot day' : null;
    if (p.slot === 'accessory') return null;
    // Boots are worn in the heat for what they are (riding boots, cowboy boots); only snow boots are too warm.
    if (p.slot === 'shoes') return p.warmth === 'warm' || INSULATED.test(text(p)) ? 'too warm for a hot day' : null;
    if (isWarmBase(p) || isHeavy(p)) return 'heavy for a hot day';
    return null;
  }
  if (isCold(band) && (p.slot === 'bottom' || p.slot === 'shoes') && BARE.test(text(p))) return 'too bare for a day this cold';
  return null;
}
