import type { DressCode } from '../dress-code';
import { isEnglishWord, lemmaOf } from '../reading/tokens';
/**
 * Concepts read by meaning rather than by a fixed phrase: each concept is a family of terms
 * matched on word stems, and a word of five letters or more may be one letter off (a typo:
 * 'gardning', 'cashmre'; only for words of six letters or more). A term of several words matches those stems in order, side by side.
 * Pure and small on purpose (see docs/decisions/0078-concept-lexicon-for-the-stylist.md).
 */

export interface Concept<Id extends string = string> {
  id: Id;
  /** Words or short phrases; each word is stemmed, so 'garden' also reads 'gardening', 'gardens'. */
  terms: readonly string[];
  /** Phrases that mean something else when present ('garden party' is a party, not gardening). */
  unless?: readonly string[];
  /** Whether the term met at word `at` is used in another sense there, by its syntax ('running the gala' manages it). */
  otherSense?: (ws: readonly string[], at: number) => boolean;
}

/** A light suffix stripper: enough that inflections of one word meet, not a linguistic stemmer. */
// Stems remembered: every term of a family is compared with every word of a message, so the same few
// hundred words are stemmed thousands of times in one long message (a second for 4,000 characters).
const stems = new Map<string, string>();
const STEMS_KEPT = 20_000;

export function stem(word: string): string {
  const known = stems.get(word);
  if (known !== undefined) return known;
  const found = stemOf(word);
  if (stems.size >= STEMS_KEPT) stems.clear();
  stems.set(word, found);
  return found;
}

function stemOf(word: string): string {
  let w = word.toLowerCase().replace(/'s$/, '');
  if (w.length <= 3) return w;
  for (const [suffix, keep] of [
    ['ies', 'y'],
    ['ing', ''],
    ['ed', ''],
    ['es', ''],
    ['s', ''],
  ] as const) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 3 && !(suffix === 's' && w.endsWith('ss'))) {
      w = w.slice(0, -suffix.length) + keep;
      break;
    }
  }
  // 'running' → 'runn' → 'run'; 'shrunk' stays.
  if (/([b-df-hj-np-tv-z])\1$/.test(w) && !/(ll|ss|ff|zz)$/.test(w)) w = w.slice(0, -1);
  // 'wrinkle' and 'wrinkled' meet at 'wrinkl', 'move' and 'moving' at 'mov'.
  if (w.endsWith('e') && w.length > 3 && !w.endsWith('ee')) w = w.slice(0, -1);
  return w;
}

/** Edit distance with adjacent swaps counting once (Damerau, optimal string alignment), stopping early past `max`. */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const prev2: number[] = new Array(b.length + 1).fill(0);
  let prev: number[] = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur: number[] = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2]! + 1);
      cur[j] = v;
      rowMin = Math.min(rowMin, v);
    }
    if (rowMin > max) return max + 1;
    prev2.splice(0, prev2.length, ...prev);
    prev = cur;
  }
  return prev[b.length]!;
}

/** Words of a message, lower case, apostrophes kept inside words. */
export function words(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/[’‘]/g, "'")
      .match(/[a-z0-9]+(?:'[a-z]+)?/g) ?? []
  );
}

/** Stems of every term word of every family: a word that is itself a known term is never read as a typo of another ('stain' is not 'satin'). */
let knownStems: Set<string> | null = null;
/** Everyday words one edit from a term, which are never its typo ('no prints' is not a sprint, 'sticky' is not 'stinky'). */
const NOT_TYPOS = [
  'sticky',
  'print',
  'prints',
  'printed',
  'sporty',
  'shorts',
  'skirts',
  'shirts',
  'blouse',
  'trainers',
  'strainer',
  'sweater',
  'wetter',
  'coats',
  'boots',
  'gloves',
  'tights',
  'pants',
  'paints',
];
function isKnownWord(word: string): boolean {
  knownStems ??= new Set([...ACTIVITIES, ...FABRICS, ...PROBLEMS].flatMap((c) => c.terms.flatMap((t) => words(t).map(stem))).concat(NOT_TYPOS.map(stem)));
  return knownStems.has(stem(word));
}

/** Same stem, or (both stems five letters or more, the message word not a known term itself) one edit apart. */
/** Words already compared with a term: a message that repeats a word ('<script<script…') compares it once per term. */
const compared = new Map<string, boolean>();
const COMPARED_KEPT = 50_000;

export function sameWord(messageWord: string, termWord: string): boolean {
  const key = `${messageWord}\u0000${termWord}`;
  const known = compared.get(key);
  if (known !== undefined) return known;
  const same = compareWords(messageWord, termWord);
  if (compared.size >= COMPARED_KEPT) compared.clear();
  compared.set(key, same);
  return same;
}

function compareWords(messageWord: string, termWord: string): boolean {
  const a = stem(messageWord);
  const b = stem(termWord);
  // Met only by their stems, a form of another verb is not the term ('just saw it' is no sawing): the model's lemma says whose form it is.
  // A silent e the stemmer drops makes two English words one ('shin' and 'shine', 'rob' and 'robe'): they stay two ('Shin-Osaka' is no shine).
  const silentE = messageWord + 'e' === termWord || termWord + 'e' === messageWord;
  if (silentE && isEnglishWord(messageWord) && isEnglishWord(termWord)) return false;
  if (a === b) return messageWord === termWord || stem(lemmaOf(messageWord)) === a;
  if (isKnownWord(messageWord)) return false;
  // Typos only on long stems: 'ruining' is not 'running' (stem 'run'), 'gardning' is 'gardening'.
  // Six letters at least: shorter English words sit one edit from each other too often ('still' and 'spill').
  if (a.length < 5 || b.length < 5 || messageWord.length < 6 || termWord.length < 6) return false;
  // Typos keep the first letter, as the speller holds (reading/spelling.ts): 'cobbles' is no slip for 'bobbles'.
  if (a[0] !== b[0]) return false;
  if (editDistance(a, b, 1) > 1 && editDistance(messageWord, termWord, 1) > 1) return false;
  // Last, as it asks the language model: a word English knows is never another's typo ('across' is not 'lacrosse').
  return !isEnglishWord(messageWord);
}

export interface ConceptHit<Id extends string> {
  id: Id;
  /** Index of the first message word matched: concepts are reported in the order written. */
  at: number;
  /** Number of message words the term covered: longer terms win ties ('yard work' over 'work'). */
  span: number;
}

/** Recent readings per family: a message is read for the same family several times (its kind, its problems, a follow-up's history). */
const readings = new WeakMap<readonly Concept[], Map<string, ConceptHit<string>[]>>();
const READINGS_KEPT = 200;

/** Every concept of a family the text names, in the order named; each concept once. */
export function conceptsIn<Id extends string>(text: string | readonly string[], family: readonly Concept<Id>[]): ConceptHit<Id>[] {
  const ws = typeof text === 'string' ? words(text) : text;
  const key = ws.join(' ');
  let cache = readings.get(family);
  if (!cache) readings.set(family, (cache = new Map()));
  const known = cache.get(key);
  if (known) return [...(known as ConceptHit<Id>[])];
  const found = readConcepts(ws, family);
  if (cache.size >= READINGS_KEPT) cache.delete(cache.keys().next().value!);
  cache.set(key, found);
  return [...found];
}

function readConcepts<Id extends string>(ws: readonly string[], family: readonly Concept<Id>[]): ConceptHit<Id>[] {
  const hits = new Map<Id, ConceptHit<Id>>();
  // An idiom that rules a concept out ('run around' all day) is not said where its first word is the concept's own noun after
  // 'a' ('a run around the park'): the term is meant there.
  const has = (concept: Concept<Id>) => (term: string) => {
    const tw = words(term);
    for (let i = 0; i + tw.length <= ws.length; i++) {
      if (!tw.every((t, k) => sameWord(ws[i + k]!, t))) continue;
      if (THING_BEFORE.has(ws[i - 1] ?? '') && concept.terms.includes(`${ws[i - 1]} ${ws[i]}`)) continue;
      return true;
    }
    return false;
  };
  for (const concept of family) {
    if (concept.unless?.some(has(concept))) continue;
    for (const term of concept.terms) {
      const tw = words(term);
      for (let i = 0; i + tw.length <= ws.length; i++) {
        if (tw.every((t, k) => sameWord(ws[i + k]!, t)) && !thingNotDoing(ws, i, tw) && !(tw.length === 1 && concept.otherSense?.(ws, i))) {
          const old = hits.get(concept.id);
          if (!old || tw.length > old.span || (tw.length === old.span && i < old.at)) hits.set(concept.id, { id: concept.id, at: i, span: tw.length });
          break;
        }
      }
    }
  }
  return [...hits.values()].sort((a, b) => a.at - b.at || b.span - a.span);
}

const THING_BEFORE = new Set(['a', 'an']);

/**
 * A one-word term said in its doing form ('rowing') met only by its bare stem after a determiner ('in a row', 'the
 * paint is chipped') names a thing, not the doing; the terms that mean the thing say it themselves ('a run', 'a hike').
 */
function thingNotDoing(ws: readonly string[], i: number, tw: readonly string[]): boolean {
  const thing = tw[0]!.endsWith('ing') && ws[i] !== tw[0] && !ws[i]!.endsWith('ing');
  // A phrase written in its doing form ('sanding and', 'digging the') met by the bare word in a list of things is no doing:
  // 'the rocks and sand, and the wind' is no sanding ('help my uncle move furniture' still moves it).
  return thing && (THING_BEFORE.has(ws[i - 1] ?? '') || (tw.length > 1 && LISTED_AFTER.has(ws[i - 1] ?? '')));
}
/** Words before a noun in a list or after an article: 'rocks and sand', 'the sand', 'of sand'. */
const LISTED_AFTER: ReadonlySet<string> = new Set(['and', 'or', 'the', 'of', 'in', 'on', 'with']);

/** The first concept of a family named, or null. */
export function firstConcept<Id extends string>(text: string | readonly string[], family: readonly Concept<Id>[]): Id | null {
  return conceptsIn(text, family)[0]?.id ?? null;
}

// ---- The families -------------------------------------------------------------------------

export type ActivityId =
  | 'lifting'
  | 'gym'
  | 'running'
  | 'yoga'
  | 'cycling'
  | 'hiking'
  | 'skiing'
  | 'swimming'
  | 'outdoors'
  | 'gardening'
  | 'moving'
  | 'chores'
  | 'walking'
  | 'watersports'
  | 'beach'
  | 'climbing'
  | 'skating'
  | 'curling'
  | 'snow'
  | 'shoveling';

// prettier-ignore
/**
 * 'Running the floor all night', 'I'm running the bar': running a place or an event is managing it, not a jog. Vocabulary: a
 * new thing people run this way is a word here.
 */
// prettier-ignore
export const MANAGED: readonly string[] = ['floor', 'show', 'event', 'events', 'bar', 'door', 'kitchen', 'stall', 'desk', 'till', 'register', 'front desk', 'front of house', 'shop', 'store',
  'booth', 'stand', 'workshop', 'meeting', 'session', 'class', 'party', 'raffle', 'tombola', 'bake sale', 'book club', 'place', 'team', 'department'];
export const RUNNING_A_PLACE: readonly string[] = ['running', 'run', 'runs'].flatMap((v) =>
  ['the', 'a', 'our', 'my'].flatMap((d) => MANAGED.map((m) => `${v} ${d} ${m}`)),
);

const RUN_FORMS: ReadonlySet<string> = new Set(['run', 'runs', 'running', 'ran']);
/** Words after 'run' that send it somewhere or make it an idiom: 'run to the tailor', 'runs into the evening', 'running late'. */
// prettier-ignore
const RUN_ELSEWHERE: ReadonlySet<string> = new Set(['to', 'into', 'late', 'out', 'low', 'short', 'behind', 'over', 'until', 'till', 'past',
  'through', 'by', 'errands', 'smoothly', 'on', 'off', 'from', 'in']);
/** Words that put a run on its ground rather than send it somewhere ('on the beach', 'by the river', 'through the park'). */
const RUN_ALONG: ReadonlySet<string> = new Set(['on', 'by', 'in', 'through', 'over']);
/** Objects run as a sport: a race, a distance or a route ('run the marathon', 'running a 5k', 'run the trail'). */
// prettier-ignore
const RUN_AS_SPORT: ReadonlySet<string> = new Set(['race', 'marathon', 'half', 'parkrun', '5k', '10k', 'trail', 'loop', 'route', 'track', 'course',
  'mile', 'miles', 'km', 'k', 'lap', 'laps', 'circuit', 'path', 'park', 'hill', 'hills', 'beach', 'river', 'lake', 'stairs', 'steps', 'relay', 'leg', 'ultra',
  'fun', 'charity', 'turkey', 'santa', 'bridge', 'lakefront', 'seawall', 'waterfront', 'canal', 'towpath', 'block']);
const DETERMINERS: ReadonlySet<string> = new Set(['the', 'a', 'an', 'our', 'my', 'his', 'her', 'their', 'this', 'that', 'its', 'your', 'some']);
/** Words after which 'run' is the verb: its subject, 'to', a modal ('i have to run to', 'we run the stall', 'can run over'). */
// prettier-ignore
const RUN_AS_VERB_AFTER: ReadonlySet<string> = new Set(['i', 'we', 'you', 'they', 'he', 'she', 'to', 'will', 'can', 'could', 'must', 'should', 'might',
  'and', 'then', 'also', 'just', 'quickly', 'quick', 'gotta', 'usually', 'often', 'always', 'never', 'sometimes', 'ill', 'll']);
/** Who is not the person running: 'it runs into the evening', 'the party runs till 3'. */
const NOT_A_RUNNER: ReadonlySet<string> = new Set(['it', 'that', 'which', 'this', 'thing', 'event', 'party', 'reception', 'show', 'ceremony']);

/**
 * 'Run' is the sport only where nothing else is run: sent somewhere it hurries ('have to run to Kimironko'), of an event it
 * lasts ('it runs into the evening'); with an event for its object it manages it (runsAnEvent, read where events are known).
 */
function runInAnotherSense(ws: readonly string[], at: number): boolean {
  const w = ws[at]!;
  if (!RUN_FORMS.has(w)) return false;
  // 'Run' after a modifier is the noun, the run itself ('my run this afternoon', 'a trail run in the rain', 'long run on Sunday').
  if (w === 'run' && at > 0 && !RUN_AS_VERB_AFTER.has(ws[at - 1]!)) return false;
  const next = ws[at + 1] ?? '';
  // 'Running on the beach', 'running by the river', 'a run through the park': the ground run on is the sport's, not an errand's.
  if (RUN_ELSEWHERE.has(next)) return !(RUN_ALONG.has(next) && ws.slice(at + 2, at + 5).some((o) => RUN_AS_SPORT.has(o)));
  return w === 'runs' && NOT_A_RUNNER.has(ws[at - 1] ?? '');
}

/**
 * Whether 'run' at `at` has an event for its object ('running the year-end gala', 'we run the raffle'): managed, not run.
 * `isEvent` says whether a word names an event; a race, a distance or a route is run ('run the Tan', 'running a 5k').
 */
export function runsAnEvent(ws: readonly string[], at: number, isEvent: (w: string) => boolean): boolean {
  if (!RUN_FORMS.has(ws[at]!) || !DETERMINERS.has(ws[at + 1] ?? '')) return false;
  const object = ws.slice(at + 2, at + 5);
  return !object.some((o) => RUN_AS_SPORT.has(o) || /^\d+(k|km|mi)?$/.test(o)) && object.some(isEvent);
}

export const ACTIVITIES: readonly Concept<ActivityId>[] = [
  {
    id: 'lifting',
    terms: [
      'lift weights',
      'lifting',
      'weightlifting',
      'weight lifting',
      'weights',
      'deadlift',
      'squats',
      'bench press',
      'strength training',
      'powerlifting',
      'crossfit',
      'leg day',
      'barbell',
      'dumbbells',
    ],
    unless: [
      'lift my arms',
      'lift my arm',
      'lifting my arms',
      'lift your arms',
      'lift their arms',
      'lifting my arm',
      'lift the kids',
      'lifting the kids',
      'lost weight',
      'lost some weight',
      'lose weight',
      'losing weight',
      'gained weight',
      'gained some weight',
      'gain weight',
      'put on weight',
      'put on some weight',
      'weight loss',
      'weight gain',
      'my weight',
    ],
  },
  {
    id: 'gym',
    terms: [
      'gym',
      'workout',
      'work out',
      'working out',
      'exercise',
      'exercising',
      'training session',
      'spin class',
      'hiit',
      'bootcamp',
      'fitness class',
      'aerobics',
      'zumba',
      'trampoline',
      'trampolining',
      'trampoline park',
      'laser tag',
      'ninja course',
      'obstacle course',
      'tennis',
      'squash',
      'badminton',
      'basketball',
      // A game got up on the day, played on a court ('pickup game at the court', 'shooting hoops').
      'pickup game',
      'pick up game',
      'shoot hoops',
      'shooting hoops',
      'football practice',
      'soccer practice',
      'soccer',
      'rugby',
      'volleyball',
      'softball',
      'baseball',
      'lacrosse',
      'field hockey',
      'ice hockey',
      'pickleball',
      'padel',
      'netball',
      'ultimate frisbee',
      'dodgeball',
      'kickball',
      'rec league',
      'five a side',
      '5 a side',
      'futsal',
      'kickabout',
      'seven a side',
      '7 a side',
      'boxing',
      'kickboxing',
      'martial arts',
      'dance class',
      'rowing',
      'cricket',
      'touch rugby',
      'touch football',
      'capoeira',
      'kabaddi',
      'hurling',
      'camogie',
      'gaelic football',
      'aussie rules',
      'handball',
      'sepak takraw',
      'jiu jitsu',
      'judo',
      'karate',
      'taekwondo',
      'muay thai',
    ],
    // A school's gym is a hall its shows and assemblies are held in, sat in as an audience.
    unless: ['school gym', "school's gym", 'gym hall', 'pageant', 'nativity', 'school play', 'assembly'],
  },
  {
    id: 'running',
    terms: ['running', 'go for a run', 'a run', 'jog', 'jogging', 'marathon', 'parkrun', 'park run', '5k', '10k', 'half marathon', 'sprint', 'treadmill'],
    unless: [
      'running errands',
      'running some errands',
      'running late',
      'running around',
      'running round',
      'running about',
      'run around',
      'run round',
      'running out',
      ...RUNNING_A_PLACE,
    ],
    otherSense: runInAnotherSense,
  },
  { id: 'yoga', terms: ['yoga', 'pilates', 'barre', 'stretching class'] },
  // A motor vehicle ridden is no bike ride: 'on the quad bike', 'dirt biking'.
  {
    id: 'cycling',
    terms: [
      'cycling',
      'bike ride',
      'biking',
      'cycle to',
      'bicycle',
      // A ride by its distance or its kind is on a bike ('a 60 km ride', 'the group ride').
      'km ride',
      'k ride',
      'mile ride',
      'miles ride',
      'long ride',
      'group ride',
      'road ride',
      'gravel ride',
      'sportive',
      'gran fondo',
      'road bike',
      'mountain bike',
      'mountain biking',
      'mtb',
    ],
    unless: ['quad bike', 'quad biking', 'motorbike', 'motor bike', 'dirt bike', 'dirt biking', 'motorbiking'],
  },
  {
    id: 'hiking',
    terms: [
      'hike',
      'hiking',
      'trail',
      'trek',
      'trekking',
      'hillwalking',
      'backpacking trip',
      'mountain walk',
      'nature walk',
      'camping',
      // A loop named by the mountain or ridge it climbs is a hike ('the 10-mile Tiger Mountain loop').
      'mountain loop',
      'ridge loop',
      'canyon loop',
      'summit loop',
      // A track walked to a top, or through the bush, is a hike (Australian and New Zealand usage: 'the summit track', 'a bushwalk').
      'summit track',
      'summit walk',
      'summit trail',
      'bushwalk',
      'bushwalking',
      'bush walk',
      'walking track',
      'bush track',
    ],
  },
  { id: 'skiing', terms: ['ski', 'skiing', 'skier', 'slopes', 'snowboard', 'snowboarding', 'ski trip', 'apres ski', 'snowshoeing', 'snowshoe'] },
  // A wall or a crag: stretchy clothes and hired shoes, not the gym's trainers.
  {
    id: 'climbing',
    terms: ['climbing', 'bouldering', 'climbing gym', 'climbing wall', 'top rope', 'belay', 'belaying'],
    unless: ['climbing the stairs', 'climb the stairs', 'stair climbing', 'climbing stairs', 'social climbing', 'climbing the ladder'],
  },
  // The ice: skated on, or stood beside, in warm casual layers (skates are hired).
  {
    id: 'skating',
    terms: ['ice skating', 'ice skate', 'skating', 'skate', 'skating rink', 'ice rink', 'rink', 'figure skating', 'skating lesson', 'public skate'],
    unless: ['roller skating', 'roller skate', 'roller rink', 'rollerblading', 'skateboard', 'skateboarding', 'skate park', 'skatepark', 'roller derby'],
  },
  {
    id: 'curling',
    terms: ['curling', 'bonspiel', 'curling club', 'curling league'],
    unless: ['curling iron', 'curling wand', 'curling tongs', 'curling my hair', 'curling hair'],
  },
  // Snow on the ground: played in, or cleared, in snow boots and a warm coat.
  {
    id: 'snow',
    terms: [
      'sledding',
      'sledging',
      'sled',
      'sledge',
      'sleigh ride',
      'tobogganing',
      'toboggan',
      'snowball fight',
      'build a snowman',
      'building a snowman',
      'snowman',
      'snow angels',
      'play in the snow',
      'playing in the snow',
      'snow fort',
      'snow tubing',
    ],
  },
  {
    id: 'shoveling',
    terms: [
      'shovel',
      'shoveling',
      'shovelling',
      'shovel snow',
      'snow shoveling',
      'snow shovelling',
      'clear the snow',
      'clearing snow',
      'clearing the snow',
      'snow blower',
      'snowblower',
      'snowblowing',
      'dig out the car',
      'digging out the car',
      'clear the driveway',
      'clearing the driveway',
    ],
    unless: ['shovel gravel', 'shovel mulch', 'shovel dirt', 'shovel soil', 'shovel compost', 'shovel manure', 'shovel sand'],
  },
  {
    id: 'swimming',
    terms: [
      'swim',
      'swimming',
      'pool',
      'laps',
      'water park',
      'snorkeling',
      'snorkelling',
      'aqua aerobics',
      'water aerobics',
      'aquafit',
      'aqua fit',
      'aqua class',
      'sauna',
      'ice swim',
      'ice swimming',
      'ice hole',
      'cold plunge',
      'winter swimming',
      'avanto',
      'hot springs',
      'onsen',
      'thermal baths',
    ],
    unless: ['pool at my', 'pool around my', 'pool over my', 'pool on my', 'pool at the ankle', 'pool at the bottom', 'pool at the hem', 'pool on the floor'],
  },
  {
    id: 'gardening',
    terms: [
      'garden',
      'gardening',
      'yard work',
      'yardwork',
      'planting',
      'weeding',
      'mow the lawn',
      'mowing',
      'raking leaves',
      'rake leaves',
      'landscaping work',
      'doing landscaping',
      'some landscaping',
      'landscaping the',
      'allotment',
      'repot',
    ],
    unless: [
      'garden party',
      'garden wedding',
      'garden formal',
      'garden attire',
      'garden chic',
      'garden cocktail',
      'beer garden',
      'garden reception',
      'rose garden',
      'botanical garden',
      'in a garden',
      'at a garden',
    ],
  },
  {
    id: 'moving',
    terms: [
      'moving house',
      'moving day',
      'move house',
      'moving apartment',
      'moving flat',
      'moving out',
      'moving in',
      'help a friend move',
      'help move',
      'helping move',
      'moving van',
      'moving truck',
      'moving company',
      'moving home',
      'carrying boxes',
      'carry boxes',
      'moving boxes',
      'moving furniture',
    ],
    // Moving one's body in a piece ('something I can actually move in', 'easy to move in') is no house move.
    unless: [
      'can move in',
      'can actually move in',
      'could move in',
      'able to move in',
      'easy to move in',
      'to move in',
      'move in it',
      'move in them',
      'move around in',
      'dance and move in',
    ],
  },
  {
    id: 'chores',
    terms: [
      'paint',
      'painting',
      'repaint',
      'repainting',
      'painting the house',
      'paint the house',
      'painting a room',
      'paint a room',
      'decorating',
      'diy',
      'clean the garage',
      'cleaning the garage',
      'clearing out',
      'wash the car',
      'washing the car',
      'car wash',
      'chores',
      'spring cleaning',
      'deep clean',
      'build furniture',
      'assembling furniture',
      'fixing the fence',
      'renovating',
      'renovation',
      'woodwork',
      'messy job',
      'build a fence',
      'building a fence',
      'put up a fence',
      'fence posts',
      'fixing a fence',
      'mending a fence',
      'build a deck',
      'building a deck',
      'build a shed',
      'building a shed',
      'digging',
      'sawing',
      'power tools',
      'construction',
      'manual labor',
      'manual labour',
      'hauling',
      'chopping wood',
      'firewood',
      'clear the yard',
      'clearing the yard',
      'yard cleanup',
      // A cleanup of a place is hours of picking up in the weather ('a beach cleanup', 'the river clean-up', 'litter picking').
      'cleanup',
      'clean-up',
      'litter pick',
      'litter picking',
      'roofing',
      'gutters',
      'demolition',
      'tiling',
      'plastering',
      // Sanding said with what is sanded: the beach's sand alone ('the ceremony's on the sand') is no sanding.
      'sanding the',
      'sanding down',
      'sand down',
      'some sanding',
      'sanding and',
    ],
  },
  // A walk named by where it goes ('the Howth cliff walk', 'a coastal walk') is a walk, not an errand or a date.
  {
    id: 'walking',
    terms: [
      'dog walk',
      'walk the dog',
      'walking the dog',
      'long walk',
      'a walk',
      'go for a walk',
      'stroll',
      'walking tour',
      'guided walk',
      'group walk',
      'nature walk',
      'garden walk',
      'tour on foot',
      'city walk',
      'sightseeing on foot',
      'walking in the park',
      'walking in the woods',
      'walk in the park',
      // Walking as a group's habit, or a loop walked round a place: 'my walking group does the loop around the lake'.
      'walking group',
      'walking club',
      'walking buddy',
      'walking buddies',
      'walking partner',
      'power walk',
      'power walking',
      'morning walk',
      'evening walk',
      'loop around',
      'lake loop',
      'park loop',
      // Walking as a habit said with its verb ('I walk every morning at 7 with my neighbour').
      'walk every morning',
      'walk every evening',
      'walk every day',
      'walk each morning',
      'walk each day',
      'walk daily',
      'daily walk',
      'go walking',
      'going walking',
      'cliff walk',
      'cliffs walk',
      'coastal walk',
      'coast walk',
      'beach walk',
      'river walk',
      'riverside walk',
      'lake walk',
      'lakeside walk',
      'forest walk',
      'woodland walk',
      'country walk',
      'countryside walk',
      'hill walk',
      'harbour walk',
      'harbor walk',
      'canal walk',
      'park walk',
      'heritage walk',
      'ghost walk',
      'night walk',
      'sunrise walk',
      'sunset walk',
      // A walk walked for a cause or as training: 'a charity walk', 'a 20 km training walk', 'the walkathon'.
      'charity walk',
      'sponsored walk',
      'training walk',
      'fun walk',
      'walkathon',
      'walking challenge',
      'memorial walk',
      'pilgrimage walk',
    ],
  },
  {
    id: 'watersports',
    terms: [
      'kayak',
      'kayaking',
      'dragon boat',
      'dragon boating',
      'canoe',
      'canoeing',
      'paddleboard',
      'paddleboarding',
      'paddle board',
      'sailing',
      'surfing',
      'surf lesson',
      'rafting',
      'white water',
      'boat trip',
      'jet ski',
      // Floating down a river on a tube: wet from the start, like a kayak ('snow tubing' is the snow's).
      'tubing',
      'river tubing',
      'float trip',
      'river float',
    ],
    unless: ['snow tubing'],
  },
  { id: 'beach', terms: ['beach', 'seaside', 'the shore', 'boardwalk', 'lake day'] },
  // Hours outside, standing or sitting more than walking: warm, sturdy and dirt-proof.
  {
    id: 'outdoors',
    terms: [
      'horseback riding',
      'horse riding',
      'horseback ride',
      'riding lesson',
      'riding lessons',
      'trail ride',
      'pony trekking',
      'equestrian',
      'fishing',
      'fly fishing',
      'ice fishing',
      'go fishing',
      'hunting',
      'birdwatching',
      'bird watching',
      'birding',
      'bonfire',
      'campfire',
      'stargazing',
      'apple picking',
      'pumpkin patch',
      'corn maze',
      'tailgate',
      'tailgating',
      // Gathering and shooting outdoors, as people name them: hours standing in the weather on a bank, a beach or a range.
      'eeling',
      'foraging',
      'mushroom picking',
      'berry picking',
      'clay shooting',
      'clay pigeon',
      'clay bird',
      'clay birds',
      'skeet',
      'trap shooting',
      'duck shooting',
    ],
    unless: ['job hunting', 'house hunting', 'apartment hunting', 'flat hunting', 'bargain hunting'],
  },
];

/** Gear for any training: a piece named for these serves every sport (running shoes on court, yoga leggings on a trail). */
// prettier-ignore
export const ALL_ROUND_GEAR: readonly string[] = ['gym', 'workout', 'work out', 'training', 'exercise', 'fitness', 'running', 'a run', 'jog', 'jogging',
  'yoga', 'a walk', 'long walk', 'hike', 'hiking', 'trail', 'trek', 'trekking', 'sport', 'athletic'];

/** Concepts whose terms are separate sports, dressed alike but each with gear of its own (basketball and capoeira; kayaking and surfing). */
export const SPORTS_GATHERED: readonly ActivityId[] = ['gym', 'outdoors', 'watersports'];

/** Activities whose gear is worn for each other: ski trousers for sledding, swim shorts at the beach, a rash vest in a kayak. */
export const GEAR_SHARED: readonly (readonly ActivityId[])[] = [
  ['skiing', 'snow', 'shoveling', 'skating', 'curling'],
  ['swimming', 'beach', 'watersports'],
];

export interface SportNamed {
  activity: ActivityId;
  /** The term as the table writes it ('capoeira', 'cross country ski'). */
  term: string;
}

/**
 * The sports a piece's own name says it is made for ('White capoeira trousers' → capoeira, 'Cross-country ski boots' → ski),
 * all-round training gear left out. Exact stems only: a piece's name is not a message to forgive typos in.
 */
export function sportsNamed(text: string): SportNamed[] {
  const known = sportsOfText.get(text);
  if (known) return known;
  const ws = words(text).map(stem);
  const present = new Set(ws);
  const has = (tw: readonly string[]) => {
    // Most terms share no word with a piece's name: ruled out by their first stem before any scan.
    if (!present.has(tw[0]!)) return false;
    for (let i = 0; i + tw.length <= ws.length; i++) if (tw.every((t, k) => ws[i + k] === t)) return true;
    return false;
  };
  const found = sportTerms()
    .filter((c) => !c.unless.some(has))
    .flatMap((c) => c.terms.filter((t) => has(t.stems)).map((t) => ({ activity: c.id, term: t.term })));
  if (sportsOfText.size >= PIECE_NAMES_KEPT) sportsOfText.clear();
  sportsOfText.set(text, found);
  return found;
}

/** Each piece's name is read once: the outfit engine asks of the same few hundred pieces for every look it weighs. */
const sportsOfText = new Map<string, SportNamed[]>();
const PIECE_NAMES_KEPT = 5_000;

/** The activity table's terms as stems, all-round gear left out, built once. */
let sportStems: { id: ActivityId; terms: { term: string; stems: string[] }[]; unless: string[][] }[] | null = null;
function sportTerms() {
  return (sportStems ??= ACTIVITIES.map((c) => ({
    id: c.id,
    terms: c.terms.filter((term) => !ALL_ROUND_GEAR.includes(term)).map((term) => ({ term, stems: words(term).map(stem) })),
    unless: (c.unless ?? []).map((u) => words(u).map(stem)),
  })));
}

/**
 * Whether a piece named for a sport ('capoeira trousers', 'ski boots') is gear for another sport than the one asked about:
 * another activity, or within a gathering of sports another one than the person named ('pickup basketball').
 */
export function gearForAnotherSport(pieceText: string, activity: ActivityId, askedName: string): boolean {
  const named = sportsNamed(pieceText);
  if (!named.length) return false;
  const asked = sportsNamed(askedName).filter((a) => a.activity === activity);
  const shared = (other: ActivityId) => other === activity || GEAR_SHARED.some((family) => family.includes(other) && family.includes(activity));
  return !named.some((n) =>
    n.activity !== activity ? shared(n.activity) : !SPORTS_GATHERED.includes(activity) || !asked.length || asked.some((a) => stem(a.term) === stem(n.term)),
  );
}

/** The occasion an activity stands for, and the dress code it implies when the occasion table has none. */
export const ACTIVITY_OCCASION: Record<ActivityId, [string, DressCode]> = {
  lifting: ['gym', 'athletic'],
  gym: ['gym', 'athletic'],
  running: ['gym', 'athletic'],
  yoga: ['gym', 'athletic'],
  cycling: ['gym', 'athletic'],
  hiking: ['hike', 'athletic'],
  skiing: ['skiing', 'athletic'],
  swimming: ['swimming', 'athletic'],
  gardening: ['gardening', 'casual'],
  moving: ['moving house', 'casual'],
  chores: ['chores', 'casual'],
  walking: ['walk', 'casual'],
  watersports: ['water sports', 'athletic'],
  beach: ['beach', 'casual'],
  outdoors: ['outdoors', 'casual'],
  climbing: ['gym', 'athletic'],
  skating: ['skating', 'casual'],
  curling: ['curling', 'casual'],
  snow: ['snow day', 'casual'],
  shoveling: ['snow clearing', 'casual'],
};

/**
 * How an answer names an activity said by one of its terms (activity-said.ts). Most terms are named as said: a
 * pursuit ending in -ing bare ('kayaking', 'ice skating'), a thing done with 'the' ('the hike', 'the marathon'). Here:
 * terms named by their own word without an article ('tennis', 'yoga'), terms named otherwise ('5k' → 'the 5K'), and
 * terms too general to say back (null: the activity's own phrase, 'the gym').
 */
// prettier-ignore
export const ACTIVITY_SAID: Readonly<Record<string, string | null>> = {
  'five a side': 'five-a-side', '5 a side': 'five-a-side', 'seven a side': 'seven-a-side', '7 a side': 'seven-a-side', futsal: 'futsal', kickabout: 'the kickabout',
  tennis: 'tennis', squash: 'squash', badminton: 'badminton', basketball: 'basketball', soccer: 'soccer', rugby: 'rugby', volleyball: 'volleyball',
  softball: 'softball', baseball: 'baseball', lacrosse: 'lacrosse', 'field hockey': 'field hockey', 'ice hockey': 'ice hockey', pickleball: 'pickleball', padel: 'padel',
  netball: 'netball', 'ultimate frisbee': 'ultimate frisbee', dodgeball: 'dodgeball', kickball: 'kickball', 'laser tag': 'laser tag', 'martial arts': 'martial arts',
  aerobics: 'aerobics', 'aqua aerobics': 'aqua aerobics', 'water aerobics': 'water aerobics', aquafit: 'aquafit', 'aqua fit': 'aqua fit', zumba: 'Zumba', hiit: 'HIIT', bootcamp: 'bootcamp', crossfit: 'CrossFit', yoga: 'yoga', pilates: 'Pilates', barre: 'barre',
  squats: 'squats', 'leg day': 'leg day', diy: 'DIY', chores: 'chores', woodwork: 'woodwork', 'manual labor': 'manual labor', 'manual labour': 'manual labour',
  exercise: 'exercise', camping: 'camping', 'yard work': 'yard work', yardwork: 'yard work', 'white water': 'white-water rafting', 'apres ski': 'après-ski',
  '5k': 'the 5K', '10k': 'the 10K', jog: 'a jog', stroll: 'a stroll', 'long walk': 'a long walk', workout: 'your workout', 'work out': 'your workout',
  'lift weights': 'lifting weights', weights: 'lifting weights', barbell: 'lifting weights', dumbbells: 'lifting weights', deadlift: 'lifting weights', 'bench press': 'lifting weights',
  laps: 'swimming laps', snowman: 'building a snowman', 'snow angels': 'making snow angels', 'snow fort': 'building a snow fort', skier: 'skiing',
  'moving van': 'moving day', 'moving truck': 'moving day', 'moving company': 'moving day', 'help move': 'helping with the move', 'move house': 'moving house',
  'rake leaves': 'raking leaves', 'carry boxes': 'carrying boxes', 'shovel snow': 'shoveling snow', 'cycle to': 'cycling', bicycle: 'cycling', 'snow blower': 'snowblowing', snowblower: 'snowblowing',
  construction: 'construction work', firewood: 'chopping firewood', gutters: 'clearing the gutters', 'fence posts': 'putting in fence posts', 'power tools': null,
  gym: null, 'a run': null, 'go for a run': null, 'a walk': null, 'go for a walk': null, 'the shore': null, 'loop around': null, 'landscaping the': 'landscaping',
  'walking buddy': null, 'walking buddies': null, 'walking partner': null, repot: 'repotting', 'moving day': 'moving day',
  // A walk said as a habit is named as the habit ('I walk every morning' → 'your morning walk').
  'walk every morning': 'your morning walk', 'walk each morning': 'your morning walk', 'morning walk': 'your morning walk',
  'walk every evening': 'your evening walk', 'evening walk': 'your evening walk', 'walk every day': 'your daily walk', 'walk each day': 'your daily walk',
  'walk daily': 'your daily walk', 'daily walk': 'your daily walk', bushwalk: 'the bushwalk', bushwalking: 'bushwalking', 'bush walk': 'the bush walk',
};

/** Terms that name a thing the pursuit is done with or on: the answer names the doing ('kayak' → 'kayaking', 'sled' → 'sledding'). */
// prettier-ignore
export const ACTIVITY_SAID_AS_DOING: ReadonlySet<string> = new Set(['kayak', 'canoe', 'paddleboard', 'paddle board', 'snowboard', 'ski', 'snowshoe', 'sled', 'sledge',
  'toboggan', 'skate', 'ice skate', 'trampoline', 'paint', 'repaint', 'repot', 'garden', 'shovel', 'belay', 'top rope', 'jet ski']);

/** Verbs of going on foot for its own sake ('walking on the Corniche', 'we stroll along the river'), read in walked.ts. */
export const WALK_VERBS: ReadonlySet<string> = new Set([
  'walk',
  'walks',
  'walking',
  'walked',
  'stroll',
  'strolls',
  'strolling',
  'wander',
  'wandering',
  'ramble',
  'rambling',
]);
/** Places on high ground: a walk up to one is a hike ('walk up to the summit of kunanyi'). */
// prettier-ignore
export const UPHILL_PLACES: ReadonlySet<string> = new Set(['summit', 'summits', 'peak', 'peaks', 'mountain', 'mountains', 'mt', 'ridge', 'ridgeline',
  'volcano', 'crater', 'glacier', 'fells', 'munro', 'munros', 'escarpment', 'gorge', 'canyon']);
/** Words that make an outing hard going: shoes made for the trail are needed, dry or not. */
export const ACTIVITY_DEMANDING: ReadonlySet<string> = new Set([
  'scramble',
  'scrambling',
  'scrambles',
  'summit',
  'rocky',
  'steep',
  'technical',
  'elevation',
  'proper',
  'peak',
  'mountain',
]);

/** The places and times a pursuit's -ing word heads ('the climbing gym', 'the moving day'): named with 'the'. */
export const ACTIVITY_PLACE_NOUNS: ReadonlySet<string> = new Set([
  'gym',
  'wall',
  'rink',
  'day',
  'trip',
  'league',
  'park',
  'group',
  'club',
  'tour',
  'class',
  'lesson',
]);

export type FabricId = 'wool' | 'cashmere' | 'silk' | 'suede' | 'leather' | 'linen' | 'denim' | 'cotton' | 'synthetic' | 'down';

// prettier-ignore
export const FABRICS: readonly Concept<FabricId>[] = [
  { id: 'cashmere', terms: ['cashmere'] },
  { id: 'wool', terms: ['wool', 'woolen', 'woollen', 'merino', 'tweed', 'flannel', 'alpaca', 'mohair', 'lambswool', 'felt'] },
  { id: 'silk', terms: ['silk', 'silky', 'satin', 'chiffon'] },
  { id: 'suede', terms: ['suede', 'nubuck'] },
  // Boots known by their maker's name are leather ('my Docs', 'Dr Martens').
  { id: 'leather', terms: ['leather', 'patent', 'doc martens', 'dr martens', 'doc marten', 'dr marten', 'docs'] },
  { id: 'linen', terms: ['linen'] },
  { id: 'denim', terms: ['denim', 'jeans'] },
  { id: 'cotton', terms: ['cotton', 'chinos', 'khakis', 'oxford cloth', 'poplin', 'corduroy', 'canvas'] },
  { id: 'synthetic', terms: ['polyester', 'nylon', 'spandex', 'lycra', 'elastane', 'synthetic', 'performance', 'activewear', 'gym clothes', 'workout clothes', 'athleisure', 'fleece', 'gore-tex', 'goretex', 'rayon', 'viscose', 'acrylic'] },
  { id: 'down', terms: ['down jacket', 'down coat', 'puffer', 'puffy', 'down filled', 'duvet coat', 'down parka', 'down vest', 'down gilet', 'down puffer', 'down-filled', 'goose down', 'duck down', 'down fill'] },
];

export type StainCause =
  | 'grass'
  | 'wine'
  | 'coffee'
  | 'grease'
  | 'tomato'
  | 'curry'
  | 'ink'
  | 'sweat'
  | 'mud'
  | 'blood'
  | 'salt'
  | 'makeup'
  | 'sunscreen'
  | 'paint'
  | 'rust'
  | 'water'
  | 'wax'
  | 'sap'
  | 'protein';
export type ProblemId =
  | `stain:${StainCause}`
  | 'stain'
  | 'shrink'
  | 'crease'
  | 'pilling'
  | 'smell'
  | 'stretch'
  | 'fade'
  | 'storage'
  | 'wash'
  | 'shine'
  | 'comfort'
  | 'moths'
  | 'repair'
  | 'proofing';

// prettier-ignore
export const PROBLEMS: readonly Concept<ProblemId>[] = [
  { id: 'stain:grass', terms: ['grass', 'grass stain', 'lawn'] },
  { id: 'stain:wine', terms: ['wine', 'red wine', 'merlot', 'sangria', 'juice', 'berry', 'berries'] },
  { id: 'stain:coffee', terms: ['coffee', 'tea', 'espresso', 'latte', 'cappuccino', 'cola'] },
  { id: 'stain:grease', terms: ['grease', 'greasy', 'oil', 'oily', 'butter', 'lard', 'ghee', 'tallow', 'schmaltz', 'salad dressing', 'pizza', 'fries', 'mayo', 'sauce', 'chocolate', 'gravy', 'bacon', 'cooking oil', 'olive oil', 'bike chain', 'motor oil'] },
  { id: 'stain:tomato', terms: ['tomato', 'tomato sauce', 'ketchup', 'pasta sauce', 'marinara', 'bolognese', 'salsa', 'spaghetti sauce', 'pizza sauce', 'bbq sauce', 'barbecue sauce'] },
  { id: 'stain:curry', terms: ['curry', 'turmeric', 'tikka', 'masala', 'saffron'] },
  { id: 'stain:ink', terms: ['ink', 'pen', 'biro', 'ballpoint', 'marker', 'sharpie', 'highlighter'] },
  { id: 'stain:sweat', terms: ['sweat', 'sweaty', 'deodorant', 'antiperspirant', 'armpit', 'armpits', 'underarms', 'pit stains', 'underarm', 'yellow collar', 'ring around the collar',
    // Whites yellowed at the collar, the cuffs or the arms: sweat and deodorant set in over time.
    'going yellow', 'gone yellow', 'turning yellow', 'turned yellow', 'yellowing', 'yellowed', 'yellow marks', 'yellow stains'] },
  { id: 'stain:mud', terms: ['mud', 'muddy', 'dirt', 'dirty', 'soil', 'clay'] },
  { id: 'stain:blood', terms: ['blood', 'bloody', 'nosebleed'] },
  { id: 'stain:salt', terms: ['salt', 'salty', 'road salt', 'salt lines', 'white lines', 'tide marks', 'tide lines'] },
  { id: 'stain:makeup', terms: ['makeup', 'make up', 'foundation', 'lipstick', 'mascara', 'concealer', 'bronzer', 'self tan', 'fake tan', 'self tanner', 'tanner', 'tanning lotion', 'tanning mousse', 'spray tan'] },
  { id: 'stain:sunscreen', terms: ['sunscreen', 'sunblock', 'sun cream', 'suncream', 'sun lotion', 'spf', 'tanning oil'] },
  { id: 'stain:paint', terms: ['paint', 'acrylic paint', 'emulsion', 'nail polish', 'nail varnish', 'wall paint'] },
  { id: 'stain:rust', terms: ['rust', 'rusty', 'rust marks', 'rust stain'] },
  { id: 'stain:water', terms: ['water stain', 'water spots', 'water marks', 'got wet', 'rained on', 'soaked', 'drenched', 'soaking wet', 'caught in the rain', 'caught in a downpour', 'caught in the downpour', 'caught in a storm', 'caught in the storm'] },
  { id: 'stain:wax', terms: ['wax', 'candle wax', 'crayon', 'chewing gum', 'gum', 'sticker residue', 'glue'] },
  // Milk, food and bodily soiling: protein that hot water cooks into the cloth. The verbs name the substance ('the baby spewed on it').
  { id: 'stain:protein', terms: ['vomit', 'vomited', 'puke', 'puked', 'spew', 'spewed', 'threw up', 'thrown up', 'spit up', 'spat up', 'spit-up', 'spitup', 'breast milk', 'baby milk', 'spilled milk', 'spilt milk', 'milk stain', 'baby formula', 'baby food', 'drool', 'drooled', 'slobber', 'slobbered', 'egg yolk'] },
  { id: 'stain:sap', terms: ['sap', 'tree sap', 'pine sap', 'resin', 'pine resin', 'pine pitch', 'tar'] },
  { id: 'stain', terms: ['stain', 'stained', 'residue', 'discoloration', 'discolouration', 'spill', 'spilled', 'spilt', 'splash', 'mark', 'spot'] },
  { id: 'shrink', terms: ['shrink', 'shrank', 'shrunk', 'shrunken', 'unshrink', 'un-shrink', 'felted', 'too small after washing', 'got smaller in the wash', 'came out tiny', 'came out small', 'came out smaller', 'now too small', 'doll size', 'child size', 'the wash tiny', 'the dryer tiny', 'the wash small', 'the dryer small', 'the wash smaller', 'the dryer smaller', 'now its tiny', "now it's tiny", 'now tiny', 'its tiny now', "it's tiny now", 'washed on hot', 'washed it on hot'] },
  { id: 'crease', terms: ['crease', 'creased', 'creasing', 'wrinkle', 'wrinkled', 'wrinkly', 'crumpled', 'crinkled', 'iron', 'ironing', 'steam', 'steamer'] },
  { id: 'pilling', terms: ['pilling', 'pill', 'pills', 'pilled', 'bobbles', 'bobbling', 'fuzz balls', 'lint balls', 'fuzzy balls', 'depill', 'de-pill', 'piling', 'bobbly', 'little balls', 'tiny balls', 'small balls', 'balls of fluff', 'fluff balls', 'bits of fluff', 'fuzz', 'fuzzy', 'lint', 'bobbles', 'nubs'] },
  { id: 'smell', terms: ['smell', 'smells', 'smelly', 'stink', 'stinks', 'stinky', 'odor', 'odour', 'musty', 'funk', 'whiff', 'mildew'] },
  { id: 'stretch', terms: ['stretched', 'stretched out', 'lost its shape', 'lost their shape', 'out of shape', 'crushed', 'squashed', 'squished', 'flattened', 'bent out of shape', 'saggy', 'baggy knees', 'baggy at the knees', 'baggy in the knees', 'bags at the knees', 'bag out at the knees', 'saggy knees', 'sag at the knees', 'bagging out', 'bagged out', 'misshapen', 'shoulder bumps'] },
  { id: 'fade', terms: ['fade', 'faded', 'fading', 'lose colour', 'lose color', 'colour run', 'color run', 'bleed', 'bleeding dye', 'dye transfer'] },
  { id: 'comfort', terms: ['hurt', 'hurts', 'hurting', 'pinch', 'pinches', 'pinching', 'rubbing', 'rubs', 'blister', 'blisters', 'uncomfortable', 'digs in', 'dig in', 'break in', 'breaking in', 'too tight'] },
  { id: 'shine', terms: ['shiny', 'shine', 'shiny patches', 'shiny knees', 'shiny seat', 'glossy patches', 'iron marks', 'iron shine'] },
  { id: 'moths', terms: ['moth', 'moths'] },
  // Damage to mend: a hole, tear, snag, ladder, lost button, split seam or broken zip ('a run in my tights' is read by word-sense.ts).
  // Holes and rips worn as a style ('jeans with holes', 'ripped jeans', 'distressed') are no damage.
  // Ladders climbed ('up and down ladders all day', 'on a ladder') are no ladder in a pair of tights.
  { id: 'repair', unless: ['with holes', 'with rips', 'ripped jeans', 'torn jeans', 'distressed', 'snag a', 'snag an', 'snag some', 'snagged a', 'snagged an', 'snagged some', 'to snag', 'torn between', 'torn about', 'torn on', 'torn over',
    'up and down ladders', 'up and down a ladder', 'up ladders', 'up a ladder', 'on a ladder', 'on ladders', 'climbing ladders', 'climb ladders', 'off a ladder'],
    terms: ['hole', 'holes', 'moth hole', 'moth holes', 'moth-eaten', 'moth eaten', 'holey', 'a tear', 'tear in', 'tears in', 'small tear', 'tore', 'torn', 'a rip', 'rip in', 'rips in', 'ripped my', 'ripped it', 'ripped them', 'ripped the', 'got ripped', 'is ripped', 'are ripped',
    'snag', 'snags', 'snagged', 'pulled thread', 'pulled a thread', 'ladder', 'laddered', 'ladders', 'button fell off', 'button came off', 'buttons fell off', 'buttons came off', 'lost a button', 'lost the button', 'lost its button', 'missing button',
    'missing a button', 'button is missing', 'button popped', 'popped a button', 'popped the button', 'loose button', 'button is loose', 'sew a button', 'sew on a button', 'sew the button', 'split open', 'split down', 'split along', 'burst seam', 'split seam', 'seam split', 'seam has split', 'seam ripped',
    'seam came undone', 'seam came apart', 'seam is coming apart', 'seams are coming apart', 'coming apart at the seam', 'coming apart at the seams', 'split the seam', 'split at the seam', 'burst seam', 'popped a seam', 'popped the seam',
    'unravelling', 'unraveling', 'unravelled', 'unraveled', 'frayed', 'fraying', 'is coming apart', 'are coming apart', 'came apart', 'hem came down', 'hem fell down', 'hem is coming down', 'hem came undone', 'broken zip', 'broken zipper', 'zip broke', 'zipper broke', 'zip is broken', 'zipper is broken',
    'zip split', 'zipper split', 'zip came off', 'zipper came off', 'mend', 'mending', 'darning'] },
  { id: 'storage', terms: ['how to hang', 'way to hang', 'should i hang', 'do i hang', 'hang up', 'hang it', 'hang them', 'hang my', 'hanging up', 'store', 'storing', 'storage', 'put away', 'where to keep', 'where should i keep', 'how to keep', 'how should i keep', 'over the summer', 'over the winter', 'between seasons', 'pack away', 'off season', 'off-season', 'keep in shape', 'hang or fold', 'hanger', 'hangers', 'shoe rack', 'closet space', 'organise', 'organize',
    'where do i keep', 'where can i keep', 'where should i put', 'where do i put', 'where to put', 'where can i put', 'how do i keep', 'best way to keep', 'tangle', 'tangled', 'tangling', 'knot', 'knotted', 'knotting', 'no space', 'no room', 'out of space', 'running out of space', 'short on space', 'overflowing', 'cramped', 'vacuum bag', 'under the bed', 'underbed', 'wardrobe space', 'drawer space', 'put them away', 'stash'] },
  // Rain getting through a coat that used to keep it out: its proofing is worn, not a stain.
  { id: 'proofing', terms: ['reproof', 're-proof', 'reproofing', 're-proofing', 'reproofer', 'rewax', 're-wax', 'rewaxing', 're-waxing', 'reproofed', 'rewaxed',
    'letting water through', 'letting water in', 'lets water through', 'lets water in', 'lets the rain in', 'letting the rain in', 'water through', 'wetting out', 'wets out', 'soaks through', 'soaking through', 'not waterproof anymore', 'no longer waterproof', 'stopped beading', 'not beading',
    "isn't beading", 'isnt beading', "aren't beading", "doesn't bead", 'doesnt bead', "don't bead", 'no longer beads', 'no longer beading'] },
  // Scuffed and scratched leather wants cleaning, conditioning and polish: the piece's own care.
  { id: 'wash', terms: ['wash', 'washing', 'clean', 'cleaning', 'launder', 'laundry', 'dry clean', 'machine wash', 'hand wash', 'care for', 'look after', 'condition', 'polish', 'waterproof', 'protect',
    'scuff', 'scuffs', 'scuffed', 'scuff marks', 'scuffing'],
    // 'The air conditioning is broken': a room's cooling, not leather conditioned.
    otherSense: (ws, at) => ws[at - 1] === 'air' },
];
