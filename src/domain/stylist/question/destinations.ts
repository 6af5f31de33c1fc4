import { cityIn, cityNamed } from './gazetteer';
import { GARMENT_WORDS } from '../reading/garment-words';
import type { ClimateFamily, Destination } from './place';

/**
 * Places people travel to, each with its broad climate (Köppen-style families, coarse on purpose)
 * and hemisphere, so a trip to 'portugal in may' or 'bali in august' is packed for its typical
 * weather without a network call. A place not listed is not guessed: the answer says what it assumed.
 */

export type { ClimateFamily, Destination } from './place';

// Place names by climate; a trailing '*' marks the southern hemisphere, a '^' a place that reads °F (the US and its islands, the Bahamas, Belize). Longer names are matched first.
// prettier-ignore
const PLACES: Record<ClimateFamily, string[]> = {
  tropical: ['miami^', 'key west^', 'florida keys^', 'hawaii^', 'honolulu^', 'maui^', 'oahu^', 'kauai^', 'caribbean', 'bahamas^', 'jamaica', 'puerto rico^', 'cancun', 'tulum', 'playa del carmen', 'cabo', 'los cabos', 'puerto vallarta', 'mexico', 'costa rica', 'belize^', 'panama', 'cuba', 'dominican republic', 'punta cana', 'aruba', 'barbados', 'st lucia', 'turks and caicos', 'bermuda', 'thailand', 'bangkok', 'phuket', 'koh samui', 'bali*', 'indonesia*', 'vietnam', 'hanoi', 'ho chi minh', 'cambodia', 'philippines', 'singapore', 'malaysia', 'kuala lumpur', 'sri lanka', 'maldives', 'goa', 'mumbai', 'india', 'fiji*', 'tahiti*', 'rio*', 'rio de janeiro*', 'brazil*', 'zanzibar*', 'seychelles*', 'mauritius*', 'cairns*', 'darwin*', 'colombia', 'cartagena', 'southeast asia', 'south east asia', 'laos', 'myanmar'],
  desert: ['dubai', 'abu dhabi', 'uae', 'qatar', 'doha', 'egypt', 'cairo', 'arizona^', 'phoenix^', 'scottsdale^', 'tucson^', 'las vegas^', 'vegas^', 'palm springs^', 'marrakech', 'marrakesh', 'morocco', 'jordan', 'petra', 'saudi arabia', 'oman', 'namibia*', 'atacama*', 'sahara'],
  mediterranean: ['portugal', 'lisbon', 'porto', 'algarve', 'madeira', 'spain', 'madrid', 'barcelona', 'seville', 'valencia', 'malaga', 'mallorca', 'majorca', 'ibiza', 'italy', 'rome', 'florence', 'tuscany', 'amalfi', 'naples', 'sicily', 'sardinia', 'puglia', 'greece', 'athens', 'santorini', 'mykonos', 'crete', 'croatia', 'dubrovnik', 'split', 'malta', 'cyprus', 'provence', 'nice', 'marseille', 'cannes', 'south of france', 'riviera', 'monaco', 'turkey', 'istanbul', 'israel', 'tel aviv', 'lebanon', 'california^', 'los angeles^', 'la^', 'san diego^', 'santa barbara^', 'napa^', 'sonoma^', 'cape town*', 'perth*', 'adelaide*', 'chile*', 'santiago*'],
  'humid subtropical': ['tokyo', 'japan', 'kyoto', 'osaka', 'shanghai', 'hong kong', 'taiwan', 'taipei', 'houston^', 'texas^', 'austin^', 'dallas^', 'new orleans^', 'atlanta^', 'orlando^', 'florida^', 'nashville^', 'charleston^', 'savannah^', 'washington dc^', 'dc^', 'north carolina^', 'south carolina^', 'sydney*', 'brisbane*', 'gold coast*', 'buenos aires*', 'uruguay*', 'montevideo*', 'sao paulo*', 'durban*', 'argentina*'],
  oceanic: ['london', 'england', 'uk', 'britain', 'scotland', 'edinburgh', 'glasgow', 'ireland', 'dublin', 'wales', 'paris', 'france', 'normandy', 'brittany', 'belgium', 'brussels', 'bruges', 'amsterdam', 'netherlands', 'holland', 'germany', 'berlin', 'munich', 'hamburg', 'denmark', 'copenhagen', 'seattle^', 'portland^', 'oregon^', 'vancouver', 'pacific northwest^', 'san francisco^', 'sf^', 'new zealand*', 'auckland*', 'wellington*', 'melbourne*', 'tasmania*'],
  continental: ['new york^', 'nyc^', 'manhattan^', 'brooklyn^', 'chicago^', 'boston^', 'philadelphia^', 'toronto', 'montreal', 'quebec', 'ottawa', 'canada', 'minneapolis^', 'detroit^', 'ohio^', 'michigan^', 'wisconsin^', 'vermont^', 'maine^', 'new england^', 'denver^', 'salt lake city^', 'prague', 'vienna', 'budapest', 'poland', 'warsaw', 'krakow', 'moscow', 'russia', 'beijing', 'seoul', 'korea', 'romania', 'ukraine', 'kyiv'],
  subarctic: ['iceland', 'reykjavik', 'norway', 'oslo', 'sweden', 'stockholm', 'finland', 'helsinki', 'lapland', 'alaska^', 'anchorage^', 'greenland', 'yukon', 'scandinavia', 'faroe islands', 'tromso', 'svalbard'],
  alpine: ['alps', 'switzerland', 'zermatt', 'zurich', 'geneva', 'chamonix', 'austria', 'innsbruck', 'dolomites', 'aspen^', 'vail^', 'whistler', 'banff', 'colorado^', 'rockies^', 'rocky mountains^', 'tahoe^', 'lake tahoe^', 'park city^', 'jackson hole^', 'patagonia*', 'nepal', 'himalayas', 'everest'],
  highland: ['mexico city', 'peru*', 'cusco*', 'machu picchu*', 'lima*', 'bogota', 'ecuador', 'quito', 'ethiopia', 'nairobi*', 'kenya*', 'tanzania*', 'kilimanjaro*', 'bolivia*'],
};

const MARKS = /[*^]$/;

/** Every word of every known place name, for the reader's vocabulary: 'bali' is a place, not a misspelt 'ball'. */
export const PLACE_WORDS: readonly string[] = Object.values(PLACES).flatMap((names) => names.flatMap((n) => n.replace(MARKS, '').split(' ')));

const ALL: { re: RegExp; place: Destination }[] = Object.entries(PLACES)
  .flatMap(([climate, names]) =>
    names.map((raw) => {
      const key = raw.replace(MARKS, '');
      const name =
        key.length <= 3 ? key.toUpperCase() : key.replace(/\b[a-z]/g, (c) => c.toUpperCase()).replace(/\b(And|De|Del|Of)\b/g, (w) => w.toLowerCase());
      return { key, place: { name, climate: climate as ClimateFamily, south: raw.endsWith('*'), fahrenheit: raw.endsWith('^') } };
    }),
  )
  .sort((a, b) => b.key.length - a.key.length)
  .map(({ key, place }) => ({ re: new RegExp(` ${key} `), place }));

const PIECE_NOUNS: ReadonlySet<string> = new Set(GARMENT_WORDS);

/** The first known destination in normalised, padded text (' ... in lisbon ... '); the longest name wins ('mexico city' over 'mexico'). */
export function destinationIn(t: string): Destination | null {
  // 'la' and 'dc' only as places: after 'in', 'to' or 'visit'.
  for (const { re, place } of ALL) {
    const m = re.exec(t);
    if (!m) continue;
    // 'My Panama hat', 'a Fair Isle jumper': a place's name before a garment's is the garment's make, not a trip.
    if (PIECE_NOUNS.has(t.slice(m.index + m[0].length).split(' ')[0]!)) continue;
    if (place.name.length <= 3 && !new RegExp(` (in|to|visit|visiting|from) ${place.name.toLowerCase()} `).test(t)) continue;
    // A bare common word that is also a place needs a trip preposition before it ('nice dinner' is not Nice; 'split' is not Split).
    if (
      /^(nice|split|turkey|florida|india|jordan|la|sf)$/i.test(place.name) &&
      !new RegExp(` (in|to|visit|visiting|around|across) ${place.name.toLowerCase()} `).test(t)
    )
      continue;
    return place;
  }
  return null;
}

/** A destination by the name the parser wrote back ('Portugal', or a town the table does not list: 'Duluth'); null for one unknown. */
export function destinationNamed(name: string): Destination | null {
  const key = name.toLowerCase();
  return ALL.find(({ place }) => place.name.toLowerCase() === key)?.place ?? cityNamed(name);
}

/** The scale a place named in `text` (normalised, padded) reads temperatures in, or null when it names none the table knows. */
export function placeScale(t: string): 'C' | 'F' | null {
  // Any town or city will do here (gazetteer.ts): naming one says where the person is, though not that they travel there.
  const place = destinationIn(t) ?? cityIn(t);
  return place ? (place.fahrenheit ? 'F' : 'C') : null;
}
