/**
 * Nouns that stand where an event would ('for the weekend', 'to the house', 'for a change') but name
 * a time, a place or something else (question/event-by-syntax.ts). A new one is a row here.
 */

// prettier-ignore
export const TIME_NOUNS: ReadonlySet<string> = new Set(['day', 'days', 'night', 'nights', 'morning', 'mornings', 'afternoon', 'evening', 'evenings',
  'week', 'weeks', 'weekend', 'weekends', 'month', 'months', 'year', 'years', 'hour', 'hours', 'minute', 'minutes', 'time', 'season', 'summer',
  'winter', 'spring', 'autumn', 'fall', 'today', 'tomorrow', 'tonight', 'while', 'moment', 'rest', 'start', 'end', 'occasion', 'occasions',
  'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'now', 'right']);

// prettier-ignore
export const PLACE_NOUNS: ReadonlySet<string> = new Set(['house', 'home', 'place', 'flat', 'apartment', 'office', 'city', 'town', 'country', 'shop',
  'shops', 'store', 'stores', 'station', 'airport', 'hotel', 'room', 'kitchen', 'garden', 'yard', 'street', 'road', 'car', 'bus', 'train', 'plane',
  'trip', 'holiday', 'vacation', 'hospital', 'clinic', 'surgery', 'site', 'job', 'terminal', 'wharf', 'port', 'depot', 'campus', 'ferry', 'bridge', 'mainland', 'weather', 'cold', 'heat', 'rain', 'snow', 'sun', 'wind', 'climate', 'beach', 'park', 'library', 'pharmacy']);

// prettier-ignore
export const NOT_AN_EVENT: ReadonlySet<string> = new Set(['outfit', 'outfits', 'look', 'looks', 'clothes', 'clothing', 'wardrobe', 'closet', 'style',
  'colour', 'color', 'colours', 'colors', 'size', 'sizes', 'fit', 'budget', 'price', 'money', 'change', 'idea', 'ideas', 'advice', 'help', 'tip',
  'tips', 'option', 'options', 'something', 'anything', 'everything', 'nothing', 'thing', 'things', 'one', 'ones', 'pair', 'piece', 'pieces',
  'work', 'job', 'school', 'uni', 'college', 'bed', 'sleep', 'way', 'rate', 'swap', 'system', 'question', 'answer', 'reason', 'warmth',
  'comfort', 'layer', 'layers', 'shoes', 'boots', 'sneakers', 'trainers', 'sandals', 'heels', 'hat', 'bag', 'scarf', 'gloves', 'socks',
  // Units a number is measured in ('gusts up to 70 km/h', 'up to 30 degrees'): a measure, never the occasion.
  'km', 'kms', 'kph', 'mph', 'kmh', 'mile', 'miles', 'metre', 'metres', 'meter', 'meters', 'kilometre', 'kilometres', 'kilometer', 'kilometers',
  'cm', 'mm', 'inch', 'inches', 'foot', 'feet', 'kg', 'kilo', 'kilos', 'pound', 'pounds', 'degree', 'degrees', 'percent', 'litre', 'litres',
  // Money ('for 30 euros', 'for like 200 bucks'): a price, never the occasion.
  'euro', 'euros', 'dollar', 'dollars', 'bucks', 'quid', 'rand', 'peso', 'pesos', 'yen', 'rupees', 'kroner', 'kronor', 'krona', 'francs', 'tenge',
  'naira', 'cedis', 'baht', 'won', 'zloty', 'grand', 'k']);

/** Activities said as a noun ('for the walk', 'to my run'): the activity reader's, never an event's name. */
// prettier-ignore
export const ACTIVITY_NOUNS: ReadonlySet<string> = new Set(['walk', 'walks', 'run', 'runs', 'hike', 'hikes', 'ride', 'rides', 'swim', 'climb', 'workout',
  'workouts', 'session', 'sessions', 'training', 'practice', 'game', 'match', 'commute', 'journey', 'drive', 'flight']);

/** Persons said in general ('for a woman', 'for men my age'); the people one goes with are reading/people.ts's. */
// prettier-ignore
export const PERSON_NOUNS: ReadonlySet<string> = new Set(['woman', 'women', 'man', 'men', 'guy', 'guys', 'girl', 'girls', 'boy', 'boys', 'lady', 'ladies',
  'gentleman', 'gentlemen', 'person', 'people', 'someone', 'somebody', 'everyone', 'everybody', 'baby', 'babies', 'child', 'teen', 'teenager',
  'client', 'clients', 'customer', 'customers', 'guest', 'guests', 'host', 'hosts', 'bride', 'groom', 'team', 'family', 'age', 'body', 'figure', 'shape',
  'height', 'build', 'skin', 'tone', 'hair']);

/** Parts of the body ('my feet hurt in heels'): a complaint's subject, never an event. */
// prettier-ignore
export const BODY_NOUNS: ReadonlySet<string> = new Set(['feet', 'foot', 'toes', 'heel', 'legs', 'leg', 'knee', 'knees', 'back', 'arms', 'arm', 'shoulders',
  'shoulder', 'hips', 'hip', 'waist', 'neck', 'chest', 'bust', 'belly', 'stomach', 'tummy', 'thighs', 'calves', 'ankle', 'ankles', 'wrist', 'hands', 'face']);

/** Verbs of watching, as written and as lemmas: what they govern is watched, not done ('watching the cricket'). */
// prettier-ignore
export const WATCHING_VERBS: ReadonlySet<string> = new Set(['watch', 'watches', 'watching', 'watched', 'see', 'seeing', 'cheer', 'cheering',
  'spectate', 'spectating', 'supporting']);

/** Sports people go to watch, said as the event ('going to the cricket', 'at the footy on Saturday'). Vocabulary: a row each. */
// prettier-ignore
export const SPECTATOR_SPORTS: ReadonlySet<string> = new Set(['cricket', 'rugby', 'footy', 'football', 'soccer', 'baseball', 'basketball', 'hockey',
  'netball', 'league', 'afl', 'nrl', 'tennis', 'races', 'darts', 'match', 'test']);
