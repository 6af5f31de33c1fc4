import { DRESS_CODES, dressCodeRank, parseDressCode, dressCodeFromTitle, type DressCode } from '../dress-code';
import { asWritten, endsInEventNoun, namedOccasion } from './occasion-phrase';
import { ACTIVITIES, conceptsIn, FABRICS, PROBLEMS, words, type ActivityId, type FabricId, type ProblemId } from './lexicon';
import { destinationIn } from './destinations';
import { fitIn, tripDaysIn, type FitArea, type FitIssue } from './trip-and-fit';
import { followUpTrip, tripIn, type TripRequest } from './trip';
import { parseDay, type AskedDay } from './when';
import { temperatureIn, weatherIn, type WeatherWord } from './stated-weather';
import { readMessage } from '../reading/read';
import { COLOUR_WORDS, lendPatternWords, WORKPLACES } from '../reading/vocabulary';
import { isEnglishWord } from '../reading/tokens';

export { parseDay, temperatureIn };
import type { QuestionKind } from '../../../shared/question-kinds';
import type { Category } from '../../../shared/closet-constants';

/**
 * What a chat message asks, read from its words (and, for follow-ups like 'and if it's cold?',
 * from the user's previous question). Pure: today's date comes from the caller.
 */

export type { QuestionKind };

/** What a follow-up changes in the request before it: one slot of the outfit, the formality, the warmth, the budget. */
export type FollowUpChange =
  | 'shoes'
  | 'outerwear'
  | 'top'
  | 'bottom'
  | 'accessories'
  | 'less formal'
  | 'more formal'
  | 'warmer'
  | 'cooler'
  | 'cheaper'
  /** Only the weather changed ('what if it rains?'). */
  | 'weather';

export type { WeatherWord };

export type { AskedDay };

export interface ParsedQuestion {
  kind: QuestionKind;
  /** Canonical occasion names ('wedding', 'first date', 'interview'...), in the order asked. */
  occasions: string[];
  /** The occasion in the person's own words when they say more than its canonical name ('pottery class', 'minor league game'); null otherwise. */
  occasionName: string | null;
  /** Explicit dress code, else the one the occasions imply; null when neither says. */
  dressCode: DressCode | null;
  /** Whether the dress code was written in the question ('black tie') rather than implied. */
  dressCodeExplicit: boolean;
  /** The dress code as written ('black tie', 'cocktail attire'), to say back; null when none was written. */
  dressCodeSaid: string | null;
  day: AskedDay | null;
  weather: WeatherWord[];
  /** Garment nouns named, singular ('blazer', 'jeans', 'boots'). */
  pieces: string[];
  colours: string[];
  /** The piece a pairing question is about ('what shoes go with my trench coat' → 'trench coat'); null when none is singled out. */
  pairWith: string | null;
  /** Garment nouns the user does not want ('no heels', 'without a tie'). */
  avoid: string[];
  budget: { amount: number; currency: 'USD' | 'EUR' | 'GBP' } | null;
  /** The subject of an off-topic question, as a noun phrase ('taxes'); null when on topic. */
  offTopic: string | null;
  /** The activity named, read by concept ('deadlifts' → lifting, 'yard work' → gardening); null when none. */
  activity: ActivityId | null;
  /** The fabric named ('cashmere', 'suede'); null when none. */
  fabric: FabricId | null;
  /** The care problem named: a stain by its cause ('stain:grass'), shrinking, creases, storage...; null when none. */
  problem: ProblemId | null;
  /** Every problem named, in the order written ('wine on it and it shrank' → wine stain, shrink); the first is `problem`. */
  problems: ProblemId[];
  /** A temperature the person states ('it's 90°F', '32 degrees C'), in °C to one decimal; it beats the forecast. */
  tempC: number | null;
  /** A trip's length in days ('5 days', 'a week', 'two nights' → 3); null when not said. */
  tripDays: number | null;
  /** The trip the message describes (length, place, month, purposes), or an activity's bag ('carry'); null when none. */
  trip: TripRequest | null;
  /** Where a garment fits badly ('shoulders', 'sleeves', 'length'...) and how ('tight', 'loose', 'long', 'short'). */
  fitArea: FitArea | null;
  fitIssue: FitIssue | null;
  /** Read together with the previous question. */
  followUp: boolean;
  /** For a follow-up, what it changes ('and shoes?' → shoes); null otherwise. */
  change: FollowUpChange | null;
}

export interface ParseContext {
  /** YYYY-MM-DD, the user's local date. */
  today: string;
  /** The person's temperature unit, for a number said without one. */
  unit?: 'F' | 'C';
  /** Earlier turns, oldest first; only user turns matter. */
  history?: readonly { role: 'user' | 'assistant'; content: string }[];
  /** Reads one message on its own (default: the parser's own reading); a test passes a counting one. */
  readAlone?: (message: string, today: string, unit?: 'F' | 'C') => MessageReading;
}

/** One message read on its own, before any earlier turn is taken into account. */
export type MessageReading = Omit<ParsedQuestion, 'followUp' | 'change'>;

function norm(text: string): string {
  return ` ${text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    // The commonest misspellings of the question words themselves: 'waht shoes go w my skirt'.
    .replace(/\b(waht|wat|wht|whta|whaat)\b/g, 'what')
    .replace(/\b(shoud|shld|shoudl|sould)\b/g, 'should')
    // Texting shorthand: 'w/' and a lone 'w' are 'with', 'w/o' is 'without'.
    .replace(/(^|\s)w\/o(?=\s|$)/g, '$1without')
    .replace(/(^|\s)w\/?(?=\s|$)/g, '$1with')
    .replace(/[^a-z0-9$£€'./-]+/g, ' ')
    // Quotation marks are not apostrophes: "the card reads 'black tie optional'" names that dress code.
    // A closing run is tried from its first mark only (from every mark it was quadratic).
    .replace(/(^|\s)'+|(?<!')'+(?=\s|$)/g, '$1 ')
    // A full stop ends a sentence, not a word: 'to the office. what should I wear' names the office.
    .replace(/([a-z])\.+(?=\s|$)/g, '$1 ')
    .replace(/\s+/g, ' ')
    .trim()} `;
}

function has(text: string, re: { test(text: string): boolean }): boolean {
  return re.test(text);
}

/**
 * Whether the patterns match one after another, each where the last one ended, as `a.*b.*c` reads:
 * the earliest end of each leaves the most room for the next, so one left-to-right pass decides it
 * (`.*` twice in one pattern backtracked cubically on a long message).
 */
function inOrder(text: string, ...steps: RegExp[]): boolean {
  let at = 0;
  for (const step of steps) {
    const re = new RegExp(step.source, 'g');
    re.lastIndex = at;
    const m = re.exec(text);
    if (!m) return false;
    at = m.index + m[0].length;
  }
  return true;
}

// Occasions: canonical name → phrases (regex source, whole words).
// prettier-ignore
const OCCASIONS: [string, string][] = [
  ['wedding', "wedding(s)?|wedding guest|nuptials|rehearsal dinner"],
  ['funeral', "funeral(s)?|memorial( service)?|wake"],
  ['job interview', "(job )?interview(s|ing)?|(job|career|careers|recruitment|graduate) fair"],
  ['first date', "first date"],
  ['date', "date night|(a|the|my|on a|romantic) date(s)?"],
  ['dinner', "dinner(s)?"],
  ['brunch', "brunch"],
  ['cocktail party', "cocktail (party|hour|event)"],
  ['party', "(birthday |holiday |christmas |house |office |new year'?s? )?part(y|ies)"],
  ['gala', "gala|ball|prom|banquet|awards?( ceremony)?"],
  ['graduation', "graduation"],
  ['work', "work|office|the office|my job|workday|business (trip|travel)|work trip|(new|first|my new|a new|the new) (job|role|position|workplace)|first day (at|of) (work|my|a|the)|starting (a |my )?(new )?(job|role|position)|(law|accounting|consulting|architecture|engineering|design|pr|ad) firm|(at|to) (a|the|my) (bank|firm|agency|startup|start-up)"],
  ['meeting', "(client |board |team )?meeting(s)?|presentation|pitch"],
  ['conference', "conference|networking( event)?|seminar|workshop"],
  ['gym', "gym|workout|work out|yoga|pilates|run|running|jog"],
  ['hike', "hik(e|ing)|trail"],
  ['beach', "beach|pool party|pool"],
  ['concert', "concert|gig|festival"],
  ['church', "church|mass|service|christening|baptism|(first )?communion|confirmation|bar mitzvah|bat mitzvah"],
  ['travel', "flight|plane|airport|travel(l?ing)?|trip|vacation|holiday"],
  ['barbecue', "barbecue|bbq|cookout|picnic"],
  ['theatre', "theat(re|er)|opera|ballet|musical|(a|the) play"],
  ['gallery', "(art )?gallery|galleries|museum|exhibition|art show|gallery opening|private view"],
  ['casual day', "errands?|coffee|weekend|hang(ing)? out|shopping trip|(soccer|football|baseball|basketball|hockey|rugby) (game|match)|ball ?game|sports game|tailgate"],
  ['video call', "video call|zoom( call)?|teams call"],
];
/** The occasion an activity stands for, and the dress code it implies when the occasion table has none. */
const ACTIVITY_OCCASION: Record<ActivityId, [string, DressCode]> = {
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
};
/** Occasions an activity replaces when both are read: 'yard work' is not the office, 'ski trip' is not travel, 'run' is not just the gym. */
const SUPERSEDED_BY_ACTIVITY = new Set(['gym', 'hike', 'beach', 'work', 'travel', 'casual day']);

const OCCASION_RES = OCCASIONS.map(([name, src]) => ({ name, re: new RegExp(` (${src}) `) }));

/** Dress codes written out; the longest wins. */
// prettier-ignore
const EXPLICIT_DRESS_CODES = ['black tie optional', 'black tie', 'white tie', 'creative black tie', 'business formal', 'business professional',
  'business casual', 'smart casual', 'dressy casual', 'semi formal', 'semi-formal', 'cocktail attire', 'cocktail', 'formal', 'casual', 'dressy'];

/** How occasions read as an event title for the engine's dress-code table. */
const OCCASION_TITLE: Record<string, string> = {
  wedding: 'wedding',
  funeral: 'funeral',
  'job interview': 'interview',
  'first date': 'first date',
  date: 'date night',
  dinner: 'dinner',
  brunch: 'brunch',
  'cocktail party': 'cocktail party',
  party: 'party',
  gala: 'gala',
  graduation: 'graduation',
  work: 'work',
  meeting: 'meeting',
  conference: 'conference',
  gym: 'gym',
  hike: 'hike',
  beach: 'beach',
  concert: 'concert',
  church: 'brunch',
  travel: 'road trip',
  barbecue: 'barbecue',
  theatre: 'theatre',
  gallery: 'gallery',
  'casual day': 'errands',
  'video call': 'meeting',
  skiing: 'skiing',
  swimming: 'swimming',
  gardening: 'gardening',
  'moving house': 'moving',
  chores: 'errands',
  walk: 'walk',
  'water sports': 'swimming',
};

/** Garment nouns, plural forms first where the plural is the usual name. Each maps to a singular. */
// prettier-ignore
const PIECES: [string, string][] = [
  ['rain jacket', 'rain jackets?'], ['raincoat', 'rain ?coats?'], ['trench coat', 'trench( coats?)?'], ['leather jacket', 'leather jackets?'],
  ['denim jacket', 'denim jackets?|jean jackets?'], ['dress shirt', 'dress shirts?'], ['dress shoes', 'dress shoes'], ['t-shirt', 't-?shirts?|tees?'],
  ['button-down', 'button-?downs?|button-?ups?'], ['polo', 'polos?( shirts?)?'], ['blazer', 'blazers?|sport ?coats?'], ['suit jacket', 'suit jackets?'], ['tuxedo', 'tux(edo)?s?|dinner (suit|jacket)s?'], ['suit', 'suits?'],
  ['swimsuit', 'swim ?suits?|swimming costumes?|bathing suits?|bikinis?|swim trunks|trunks|swimwear|board ?shorts|one-pieces?'],
  ['tie', 'ties|tie|neckties?|bow ?ties?'], ['jeans', 'jeans|denim'], ['chinos', 'chinos?|khakis'], ['trousers', 'trousers|pants|slacks'],
  ['shorts', 'shorts'], ['skirt', 'skirts?'], ['dress', 'dress(es)?|gowns?|sundress(es)?'], ['jumpsuit', 'jumpsuits?'], ['blouse', 'blouses?'],
  ['shirt', 'oxford shirts?|shirts?|(?:white|blue|light blue|pink|striped|my|an?) oxford(?! shoes)'], ['sweater', 'sweaters?|jumpers?|knits?|pullovers?|turtlenecks?'], ['cardigan', 'cardigans?'], ['hoodie', 'hoodies?|sweatshirts?'],
  ['coat', 'coats?|overcoats?|parkas?|puffers?'], ['jacket', 'jackets?|bombers?'], ['vest', 'vests?|waistcoats?|gilets?'],
  ['boots', 'boots?|chelsea boots?|booties'], ['sneakers', 'sneakers?|trainers?|running shoes'], ['loafers', 'loafers?'], ['heels', 'heels|pumps|stilettos?'],
  ['sandals', 'sandals?|flip-?flops?|slides'], ['flats', 'flats|ballet flats'], ['oxfords', 'oxfords|oxford shoes|brogues?|derb(y|ies)'], ['shoes', 'shoes?|footwear|kicks'],
  ['leggings', 'leggings'], ['scarf', 'scarf|scarves'], ['belt', 'belts?'], ['bag', 'bags?|handbags?|purses?|clutch(es)?|totes?'], ['hat', 'hats?|caps?|beanies?|fascinators?'],
  ['watch', 'watch(es)?'], ['jewellery', 'jewel(le)?ry|necklaces?|earrings?|bracelets?'], ['socks', 'socks?'], ['top', 'tops?'],
];
const PIECE_RES = PIECES.map(([name, src]) => ({ name, re: new RegExp(` (${src}) `, 'g') }));

/** The closet category each garment noun is filed under (a closet draft from a named piece). */
// prettier-ignore
const PIECE_CATEGORY: Record<string, Category> = {
  'rain jacket': 'Outerwear', raincoat: 'Outerwear', 'trench coat': 'Outerwear', 'leather jacket': 'Outerwear', 'denim jacket': 'Outerwear',
  blazer: 'Outerwear', 'suit jacket': 'Outerwear', coat: 'Outerwear', jacket: 'Outerwear', vest: 'Outerwear',
  'dress shirt': 'Tops', 't-shirt': 'Tops', 'button-down': 'Tops', polo: 'Tops', shirt: 'Tops', blouse: 'Tops', sweater: 'Tops', cardigan: 'Tops',
  hoodie: 'Tops', top: 'Tops', dress: 'Tops', jumpsuit: 'Tops', suit: 'Tops',
  jeans: 'Bottoms', chinos: 'Bottoms', trousers: 'Bottoms', shorts: 'Bottoms', skirt: 'Bottoms', leggings: 'Bottoms',
  'dress shoes': 'Shoes', boots: 'Shoes', sneakers: 'Shoes', loafers: 'Shoes', heels: 'Shoes', sandals: 'Shoes', flats: 'Shoes', oxfords: 'Shoes', shoes: 'Shoes',
  tie: 'Accessories', scarf: 'Accessories', belt: 'Accessories', bag: 'Accessories', hat: 'Accessories', watch: 'Accessories', jewellery: 'Accessories', socks: 'Accessories',
};

const COLOURS = COLOUR_WORDS;
const COLOUR_RES = COLOURS.map((c) => ({ name: c === 'grey' ? 'gray' : c, re: new RegExp(` ${c} `) }));

/** Subjects the stylist declines, as the noun it names in its answer. */
// prettier-ignore
const OFF_TOPIC: [string, RegExp][] = [
  ['taxes', / (tax(es)?|irs|tax return|deductions?) /],
  ['money and investing', / (stocks?|invest(ing|ment)?s?|crypto|bitcoin|mortgage|loans?|retirement|401k|savings account) /],
  ['legal questions', / (lawyer|legal advice|sue|lawsuit|divorce|contract law) /],
  ['medical questions', / (diagnos(e|is)|symptoms?|medications?|medicine|doctor|illness|disease|rash|prescription|headaches?|migraines?|fever|flu|covid|sick|injur(y|ed|ies)|sprain(ed)?|allerg(y|ies|ic)|antibiotics?|ibuprofen|blood pressure|infection|pregnan(t|cy)|therapist|anxiety|depression|dizzy|dizziness|nause(a|ous)|faint(ed|ing)?|vomit(ing)?|cough(ing)?|aches?|aching|pain|painful|hurts?|bleeding|insomnia|dentist|toothache|hurting|sore|swollen|swelling|bruis(e|ed|es|ing)|cramps?|physio(therapist)?|eczema|psoriasis|acne|dermatitis|hives|sunburn(t|ed)?|itch(y|ing)|ointment|cracked skin|cracking skin|wounds?|stitches|fractur(e|ed)|surgery|warts?|moles?) /],
  ['cooking', / (recipe|cook(ing)?|bake|baking|bread|dinner recipe) /],
  ['homework and maths', / (homework|math(s)?|equation|calculus|algebra|essay) /],
  // Writing something for the person is not dressing them, whatever the document is for ('a cover letter for a fashion job').
  ['writing letters and documents', / (write|writing|draft|drafting|proofread|proofreading|edit|rewrite|polish) (me |up )?(a |an |my |the |this )?(cover letter|resume|résumé|cv|essay|email|e-mail|letter|speech|poem|story|report|bio|toast|caption|post|text|message|review) /],
  ['programming', / ((?<!dress )code|coding|programming|javascript|python|software|computer) /],
  ['politics', / (politics|election|vote|president|senator|government) /],
  ['travel bookings', / (book (a |my )?(flight|hotel)|cheap flights?|hotel deals?) /],
  ['car trouble', / (car (repair|trouble|engine)|oil change|tyres?|tires?) /],
  ['sports results', / (score of the game|who won|sports? results?) /],
  ['relationship advice', / (break up|breakup|boyfriend left|girlfriend left) /],
];

const FASHION_WORDS =
  / (wear|wearing|outfit|outfits|dress|dressed|style|styling|look|clothes|clothing|closet|wardrobe|colou?rs?|match|pair|fit|fits|fitting|tailor|pack|packing|accessor(y|ies)) /;

/** Words of dressing and grooming beyond the garments the parser names. */
const DRESSING_WORDS =
  / (trend(s|y|ing)?|fashion(able)?|stylish|chic|elegant|dressy|wardrobe|jewel(le)?ry|accessor(y|ies)|shoes?|sneakers?|boots?|heels?|hair(cut|style)?|beard|shav(e|ing)|groom(ing)?|make ?up|perfume|cologne|fragrance|nails?|manicure|fabrics?|materials?|laundry|ironing|sizes?|sizing|petite|tights|socks|belts?|hats?|sunglasses|watch(es)?|tattoos?|piercings?|glasses|eyewear|frames|aesthetic|vibe|brands?|basics|essentials|staples|capsule|declutter(ing)?|thrift(ing|ed)?|second-?hand|vintage|outlets?|look(s|ing)? (good|better|put together|polished|taller|slimmer))/;
/** How a piece is worn: buttons, tucking, sleeves and cuffs, lengths, socks, tights, patterns. */
const WEAR_RULE =
  / (button(s|ed|ing)?|unbutton(ed|ing)?|do (it |them |that )?up|tuck(ed|ing)?|untuck(ed)?|roll(ed|ing)? (up )?(my |the |your )?sleeves?|sleeves? (\w+ )?(cover|covers|covering|show|shows|showing|roll|rolled)|cuffs? (\w+ )?(show|showing|shows)|trouser break|tie (length|knot)|what colou?r (socks|tights|stockings)|(socks|tights|stockings) (with|match|should)|mix(ing)? (patterns|prints)|patterns? (together|with)|(have|need|supposed) to match|belts? (and|with) (my )?shoes|shoes (and|with) (my )?belts?) /;

// Linear: the marks after 'there' are read only after 'there' (two free runs of marks side by side were quadratic).
const GREETING = /^\s*(hi|hello|hey|hiya|yo|howdy|good (morning|afternoon|evening))\b[\s!.,]*(?:(there|wren)[\s!.,]*)?$/i;
const THANKS = /^\s*(thanks|thank you|thx|cheers|great,? thanks|perfect|awesome|ok thanks|okay thanks)\b[\s!.,]*(?:(so much|a lot)[\s!.,]*)?$/i;
const ABOUT = /\b(who are you|what can you do|what do you do|how can you help|what are you)\b|^\s*help(?:\s*[?!.]+)?\s*$/i;

const PAIRING =
  / (go(es)? (well )?with|goes? together|pair(s|ed|ing)?( it| this| them)? with|match(es)? (with )?(my|a|the|this)|wear (it |this |them )?with|style (my|this|it|the|a|these)|how (do|can|should) i (wear|style)|combine|team (it|with)|outfits? (with|around|for) my|(top|shoes?|colou?r|jacket|shirt)s? (goes?|go|look|looks|works?) (best |good |well )?with) /;
const OUTFIT =
  / (what (should|shall|do|can|could|would) i wear|what to wear|what'?s? (a good |the best )?(outfit|thing to wear)|outfit (for|to|idea|ideas)|dress (for|to|up)|wear (to|for|on|tomorrow|today|tonight)|suggest (an|my|a) outfit|pick (an|my|a) outfit|put together an? outfit|how (should|do) i dress|what (do|should) i put on|i have an? .* (tomorrow|today|tonight|on|this|next)|i'?m going to|going to an? |invited to|dressed for|outfit|what to put on|help me dress|what should i go with) /;
const CARE =
  / (wash(ing|ed)?|clean(ing)?|dry ?clean(ing|er)?|stain(s|ed)?|iron(ing)?|steam(ing|er)?|shrink|shrunk|launder|laundry|care for|look after|polish|moths?|pilling|pills|de-?pill|store|storing|fold(ing)?|hang(ing)? up|wrinkl(e|es|ed)|smell|deodor(ant|ise)) /;
const FIT =
  / (fit|fits|fitting|fitted|tailor(ed|ing)?|too (tight|loose|long|short|big|small|baggy)|hem(med)?|size|sizing|length|body (type|shape)|petite|tall|short guy|plus size|curvy|broad shoulders|proportions?|flattering|slim(mer)?|hurt(s|ing)?|pinch(es|ing)?|rub(s|bing)?|blisters?|uncomfortable|dig(s|ging)? in) /;
const COLOUR_WORDS_Q = / (colou?rs?|shades?|skin ?tone|undertone|palette|clash(es)?) /;
// 'Does my olive jacket go with black?': what ` (does|do|can) .* (go|work) with .*(black|…) ` matched, without its two `.*`.
const COLOUR_Q = {
  test: (t: string) =>
    COLOUR_WORDS_Q.test(t) ||
    inOrder(t, / (does|do|can) /, / (go|work) with /, /(black|white|navy|brown|grey|gray|blue|red|green|pink|beige|tan|olive|burgundy) /),
};
const SHOPPING =
  / (buy|buying|bought|shop(ping)?|purchase|invest(ing)? in|worth (it|buying)|afford|budget|cheap|expensive|splurge|brand(s)?|where (can|do|should) i (get|find)|recommend(ation)?s? (for|a)|should i get|add to my (closet|wardrobe)|missing from my (closet|wardrobe)|spend|spending|(want|need|looking for|shopping for) (a |some |an )?(new|good|decent|nice|cheap|proper)|new pair of|replace my) /;
// Packing for a trip: a suitcase word, or 'pack'/'bring' with a trip or a length of stay.
const PACKING =
  / ((pack|pakc|pak)(ing|in)? (for|list)|pakcing|packin|what (should|do|to|can) i (pack|bring|take)|what to (pack|bring|take)|suit ?case|carry ?on|luggage|packing|pack light|(pack|bring|take) .*(trip|vacation|holiday|getaway|days|nights|week|weekend|travel|flight)) /;
const CAPSULE =
  / (capsule|essentials|basics|staples|minimal(ist)? wardrobe|build (a|my) wardrobe|pack(ing)?|suitcase|carry-?on|declutter|wardrobe (basics|essentials)) /;
const ETIQUETTE =
  / (etiquette|appropriate|inappropriate|acceptable|allowed|rude|disrespectful|faux pas|tacky|frowned upon|(ok|okay|fine|rude|bad|wrong) to wear|is it (ok|okay|fine|rude|bad|wrong)|((can|may) (i|you|u|guests?|men|women|a guest)|should (guests?|men|women|a guest)) (still )?wear .* (to|at|after|before|in)|wear(ing)? white|after labou?r day|before memorial day|upstage|the bride|outshine|(does|do) .* (mean|require)|what (does|is) (black tie|white tie|cocktail attire|smart casual|business casual|semi formal|business formal|dressy casual)|mean by|dress code means?|guest attire|(is|are) (a|an|it|they|these|this) .* (ok|okay|acceptable|appropriate|fine) (for|at|to)|hats? indoors|match(ing)? (my|your) (date|partner)|what (do|should|would|will|does) (people|guests?|men|women|most people|everyone|everybody|one|a guest|the guests|attendees) (usually |normally |typically |generally |tend to )?wear|(have|need|supposed|expected|required|obliged) to wear|(is|are) (it |a |an |my |the |these |those |this )?[a-z -]*(ok|okay|acceptable|appropriate|fine|alright|allowed|too casual|too formal|too dressy|too much|dressy enough|smart enough|formal enough) (for|at|to|on|in)|is it (weird|odd|strange|tacky|rude)) /;
const CHANGE_RES: [FollowUpChange, RegExp][] = [
  [
    'less formal',
    / (less (formal|dressy|fancy|smart|stuffy|corporate|serious)|more (casual|relaxed|chill)|dress(ed)? (it )?down|(tone|dial) (it |that )?down|too (formal|dressy|fancy|stuffy|corporate)|casual(er)? version|more laid ?back) /,
  ],
  ['more formal', / (more (formal|dressy|smart|polished)|dressier|smarter|dress(ed)? (it )?up|(dial|step) (it |that )?up|too (casual|sloppy)|fancier) /],
  // 'Warmer?' asks for a warmer outfit; 'if it's cold?' states the weather (a weather change).
  ['warmer', / (warmer|too cold|something (warm|cosier|cozier)) /],
  ['cooler', / (cooler( option)?|too (hot|warm)|lighter (option|version|outfit)|something (cooler|lighter)) /],
  ['cheaper', / (cheaper|less expensive|lower budget|too (expensive|pricey)|on a budget|budget (version|option)|more affordable) /],
];
const FOLLOW_UP = /^\s*(and|but|what about|how about|what if|also|ok(ay)?,? (and|what|but)|if it'?s|if it is|same but|instead|then)\b/i;

const AVOID_RE =
  / (no|not|without|avoid(ing)?|hate|dislike|skip( the)?|never|can'?t wear|cannot wear|won'?t wear|don'?t (want|like|wear|have)( to wear)?|rather not( wear)?|other than|except|instead of) ((a|an|the|my|any|wearing)\s)?((?:[a-z-]+ ){1,3})/g;

// What the parser can recognise is what the reader corrects towards (ADR 0116).
lendPatternWords(
  [
    ...OCCASION_RES.map((o) => o.re),
    ...PIECE_RES.map((p) => p.re),
    ...OFF_TOPIC.map(([, re]) => re),
    ...CHANGE_RES.map(([, re]) => re),
    FASHION_WORDS,
    DRESSING_WORDS,
    WEAR_RULE,
    PAIRING,
    OUTFIT,
    CARE,
    FIT,
    COLOUR_WORDS_Q,
    SHOPPING,
    PACKING,
    CAPSULE,
    ETIQUETTE,
    FOLLOW_UP,
    AVOID_RE,
  ],
  isEnglishWord,
);

function piecesIn(t: string): string[] {
  const found: { name: string; at: number }[] = [];
  let rest = t;
  for (const { name, re } of PIECE_RES) {
    re.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = re.exec(rest))) {
      found.push({ name, at: m.index });
      // Blank the match so 'dress shoes' is not also 'dress' and 'shoes'.
      rest = rest.slice(0, m.index + 1) + ' '.repeat(m[1]!.length) + rest.slice(m.index + 1 + m[1]!.length);
      re.lastIndex = m.index + 1;
    }
  }
  // 'dress' as a verb ('dress for', 'dress up', 'how should I dress') is not a garment.
  return [...new Set(found.sort((a, b) => a.at - b.at).map((f) => f.name))];
}

function dressVerbFree(t: string): string {
  return (
    t
      .replace(
        // 'a dress to the shower' is the garment: a determiner before it makes it a noun.
        / (how (should|do|to) i |to |i |should i |me )?(?<! (?:a|an|the|my|this|that|her|your|his|our|their|new|one|nice|long|short)) dress(ed|ing)? (for|to|up|down|like|in|when|if|code|warmly|smart(ly)?|nicely|appropriately|well) /g,
        ' $4 ',
      )
      .replace(/ dress code /g, ' ')
      // 'Falling open at the top' names a part of the garment, not a top.
      .replace(/ (at|from|near|around|across) the top /g, ' ')
      .replace(/ how (should|do) i dress /g, ' ')
  );
}

function coloursIn(t: string): string[] {
  const found: { name: string; at: number }[] = [];
  let rest = t;
  for (const { name, re } of COLOUR_RES) {
    const m = re.exec(rest);
    if (!m) continue;
    found.push({ name, at: m.index });
    rest = rest.slice(0, m.index + 1) + ' '.repeat(m[0].length - 2) + rest.slice(m.index + m[0].length - 1);
  }
  return [...new Set(found.sort((a, b) => a.at - b.at).map((f) => f.name))];
}

function budgetIn(t: string): ParsedQuestion['budget'] {
  const m =
    /([$£€])\s?(\d{1,6}(?:[.,]\d{1,2})?)/.exec(t) ??
    / (\d{1,6}) ?(dollars|bucks|usd|euros?|eur|pounds|gbp|quid) /.exec(t) ??
    / (under|below|less than|up to|max(imum)?|budget( of| is)?) (\d{1,6}) /.exec(t) ??
    // 'have about 200', 'spend around 150': money said without a sign.
    / (?:have|spend|spending|got|pay|paying) (?:about |around |roughly |up to |like )?(\d{2,6}) (?!(?:°|degrees?|deg|minutes?|mins?|hours?|days?|weeks?|people|guests|years?|kids|items|pieces|f|c) )/.exec(
      t,
    );
  if (!m) return null;
  if (m[1] === '$' || m[1] === '£' || m[1] === '€') {
    return { amount: Number(m[2]!.replace(',', '.')), currency: m[1] === '£' ? 'GBP' : m[1] === '€' ? 'EUR' : 'USD' };
  }
  if (m[2] && /^(dollars|bucks|usd|euros?|eur|pounds|gbp|quid)$/.test(m[2])) {
    const c = m[2];
    return { amount: Number(m[1]), currency: /eur/.test(c) ? 'EUR' : /pound|gbp|quid/.test(c) ? 'GBP' : 'USD' };
  }
  return { amount: Number(m[m.length - 1]), currency: 'USD' };
}

function avoidIn(t: string): string[] {
  const out: string[] = [];
  AVOID_RE.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = AVOID_RE.exec(t))) {
    const phrase = ` ${m[m.length - 1]!.trim()} `;
    // Only the first garment after the trigger: 'no heels, flats are fine' avoids heels only.
    const first = piecesIn(phrase)[0];
    if (first) out.push(first);
  }
  // 'Solid colours only', 'no busy prints': patterns are ruled out as a kind, whatever the garment.
  if (
    / (solid colou?rs?|solids|plain colou?rs?|block colou?rs?|(no|not|without|avoid(ing)?|skip) (any |busy |loud |bold )?(patterns?|prints?|patterned|printed|stripes?|logos?|graphics?)) /.test(
      t,
    )
  )
    out.push('patterns');
  return [...new Set(out)];
}

/** The problems a message names; holes are moths only in a garment or where moths are said ('digging holes' is no closet pest). */
function problemHits(t: string, garmentNamed: boolean) {
  return conceptsIn(words(t), PROBLEMS).filter((h) => h.id !== 'moths' || garmentNamed || / (moths?|moth-eaten|moth holes) /.test(t));
}

/** A stain cause alone ('wine', 'oil') is a colour or a word, not a problem, unless a stain or cleaning is also in the question. */
function problemIn(t: string, garmentNamed: boolean): ProblemId | null {
  const hits = problemHits(t, garmentNamed);
  const causes = hits.filter((h) => h.id.startsWith('stain:'));
  // '...paint splashed on the hem of my jeans': a cause landed on a garment is a stain too.
  const stainSaid =
    hits.some((h) => h.id === 'stain' || h.id === 'wash') ||
    / (out|off|remove|removing|get rid|lift|clean) /.test(t) ||
    // A leak, a mark or a spot is a stain whatever verb brings it ('a pen leaked in my pocket', 'yellow marks').
    / (leak|leaks|leaked|leaking|bled|burst|exploded|smudges?|smudged|marks?|spots?|blots?|splatter(ed)?|splodge) /.test(t) ||
    (garmentNamed && / (on|all over|onto|got|stuck|dripped|spilled|spilt|smeared|splashed|inside|in the pocket) /.test(t));
  if (causes.length && stainSaid) return causes[0]!.id;
  return hits.find((h) => !h.id.startsWith('stain:'))?.id ?? null;
}

/** Every problem named, the one `problemIn` reads first, then the other precise ones (stain causes when a stain is said, shrinking, pilling...) in the order written. */
function problemsIn(t: string, garmentNamed: boolean): ProblemId[] {
  const first = problemIn(t, garmentNamed);
  if (!first) return [];
  const hits = problemHits(t, garmentNamed);
  const stainSaid = first.startsWith('stain:');
  const more = hits.filter((h) => h.id !== 'stain' && h.id !== 'wash' && (stainSaid || !h.id.startsWith('stain:'))).map((h) => h.id);
  const all = [...new Set([first, ...more])];
  // 'Curry sauce', 'tomato sauce': one stain whose method already treats the oil in it.
  return all.some((p) => p === 'stain:curry' || p === 'stain:tomato') ? all.filter((p) => p !== 'stain:grease') : all;
}

function kindOf(raw: string, t: string, q: Omit<ParsedQuestion, 'kind' | 'followUp' | 'change'>): QuestionKind {
  if (GREETING.test(raw)) return 'greeting';
  if (THANKS.test(raw)) return 'thanks';
  if (ABOUT.test(raw) && raw.split(/\s+/).length <= 6) return 'about';
  if (q.offTopic && !has(t, FASHION_WORDS) && q.pieces.length === 0) return 'off-topic';
  // Nothing about clothes, grooming or getting dressed anywhere in it ('a good sushi place near me', 'a name for my puppy'):
  // declined before any other reading, so 'recommend' is not shopping.
  if (!aboutDressing(t, q)) return 'off-topic';
  // A part of a garment that fits badly is a fit question, not care ('tight at the hips', 'shoulders too wide'); shoes that rub stay care.
  // The shoes must be the subject: 'jeans come down past my shoes' is about the jeans.
  const shoes = /^(boots|sneakers|loafers|heels|sandals|flats|oxfords|shoes|dress shoes)$/.test(q.pieces[0] ?? '');
  if (q.fitArea && q.fitIssue && !shoes && (q.problem === null || q.problem === 'comfort' || q.problem === 'stretch')) return 'fit';
  // 'How long should my sleeves be?', 'where should the shoulder seam sit?': how a part ought to fit.
  if (q.fitArea && !shoes && q.problem === null && / (how|where) .*(should|supposed|meant) /.test(t)) return 'fit';
  // A trip is packing and an activity's bag is an outfit, by the request's form ('throw in my bag for boxing' is not bag care).
  if (q.trip?.form === 'trip' && !has(t, / what (should|do|can) i wear (today|tonight|tomorrow) /)) return 'packing';
  if (q.trip?.form === 'carry') return 'outfit';
  if ((has(t, CARE) || (q.problem && q.problem !== 'wash')) && !has(t, OUTFIT) && !(q.activity && q.problem === null)) return 'care';
  // 'Funeral on Friday, what is appropriate?' asks for an outfit; 'is a hat fine at a christening?' asks a rule.
  // 'Can I wear my tan boots with the khaki chinos?', 'would the gold necklace go with my black dress': two pieces put together.
  // 'should the last jacket button stay open?', 'tucked or untucked for a barbecue?', 'what colour tights with my skirt?': how a piece
  // is worn, a rule, not an outfit for the occasion nor a verdict on two pieces.
  if (has(t, WEAR_RULE) && !has(t, / (what (should|shall|do|can|could|would) i wear|what to wear|outfits?) /)) return 'general';
  if (twoPiecesTogether(t, q)) return 'pairing';
  // 'Is it okay to pair navy with black?': the verb puts two colours together, whatever frame asks it.
  if (
    q.colours.length >= 2 &&
    q.pieces.length === 0 &&
    q.occasions.length === 0 &&
    has(t, / (pair(s|ed|ing)?|match(es|ing)?|go(es)? (well )?with|combin(e|ing)|mix(ing)?|together) /)
  )
    return 'colour';
  // 'What do guests wear to a christening?' asks the custom, whatever the occasion.
  if (
    has(
      t,
      / what (do|does|should|would) (people|ppl|guests?|men|women|most people|everyone|everybody|one|a guest|the guests|attendees) (usually |normally |typically |generally |tend to )?wear /,
    )
  )
    return 'etiquette';
  if (has(t, ETIQUETTE) && (q.pieces.length || q.colours.length || q.occasions.length === 0 || / (mean|means|require|requires) /.test(t))) return 'etiquette';
  // Packing plans a trip, whatever the trip is for ('pack for a ski week', 'suitcase for a wedding weekend').
  if (has(t, PACKING) && !has(t, / what (should|do|can) i wear (today|tonight|tomorrow) /)) return 'packing';
  // An activity asks what to wear for it, however it is worded ('clothes for deadlifts?', 'gardning tomorrow').
  if (q.activity && !has(t, SHOPPING) && !has(t, PAIRING)) return 'outfit';
  if (has(t, CAPSULE) && !has(t, / what (should|do|can) i wear /)) return 'capsule';
  if (q.budget || (has(t, SHOPPING) && !has(t, / what (should|do|can) i wear /))) return 'shopping';
  if (has(t, PAIRING) && (q.pieces.length > 0 || / (it|this|them) /.test(t))) return 'pairing';
  if (q.pairWith && q.pieces.length >= 2 && / (what|which) /.test(t) && !has(t, OUTFIT)) return 'pairing';
  if (
    has(t, OUTFIT) ||
    ((q.occasions.length > 0 || q.weather.length > 0 || q.tempC !== null) &&
      / (wear|wearing|dress|outfit|put on|layer|layers|layering) /.test(dressVerbFree(t) + t))
  )
    return 'outfit';
  if (has(t, FIT)) return 'fit';
  // 'What goes with mustard?': one colour and what goes with it.
  if (
    q.colours.length &&
    q.pieces.length === 0 &&
    has(t, / (go(es)?|goes|work(s)?|look(s)?|pair(s)?) (well |best |good |nice )?with | combo | combination | match(es)? /)
  )
    return 'colour';
  if (has(t, COLOUR_Q) || (q.colours.length >= 2 && / (with|and) /.test(t))) return 'colour';
  if (q.occasions.length > 0 || q.dressCode) return 'outfit';
  if (q.offTopic && q.pieces.length === 0) return 'off-topic';
  return 'general';
}

/** An office's usual dress code by its trade (vocabulary WORKPLACES), when the message names one; null when it names none. */
function workplaceCode(t: string): DressCode | null {
  const trade = conceptsIn(words(t), WORKPLACES)[0]?.id;
  return trade === 'formal' ? 'business formal' : trade === 'relaxed' ? 'smart casual' : null;
}

/** Whether a message speaks of clothes, grooming or getting dressed at all: a piece, colour, occasion, activity, fabric, problem or a word of the trade. */
function aboutDressing(t: string, q: Omit<ParsedQuestion, 'kind' | 'followUp' | 'change'>): boolean {
  return (
    q.pieces.length > 0 ||
    // A colour speaks of dressing when it is put with another ('does navy go with black?'), not in 'a black lab puppy'.
    (q.colours.length > 0 && (q.colours.length >= 2 || / (go(es)?|work(s)?|match(es)?|pair(s)?|clash(es)?|with) /.test(t))) ||
    q.occasions.length > 0 ||
    q.activity !== null ||
    q.fabric !== null ||
    q.problem !== null ||
    q.fitArea !== null ||
    q.dressCode !== null ||
    q.budget !== null ||
    q.trip !== null ||
    q.tripDays !== null ||
    // A day or the weather alone may change the question before it ('what about tomorrow?', 'and if it's cold?').
    q.day !== null ||
    q.weather.length > 0 ||
    q.tempC !== null ||
    q.avoid.length > 0 ||
    CHANGE_RES.some(([, re]) => re.test(t)) ||
    // In a stylist's chat, 'what should I buy?' is about clothes.
    / (buy|buying|purchase|shop|shopping|invest in|splurge|spend|spending|missing|lacking|gaps?) /.test(t) ||
    has(t, FASHION_WORDS) ||
    has(t, DRESSING_WORDS)
  );
}

/** Two named pieces joined by 'with' and no occasion: a question about wearing them together. */
function twoPiecesTogether(t: string, q: Omit<ParsedQuestion, 'kind' | 'followUp' | 'change'>): boolean {
  return q.pieces.length >= 2 && q.occasions.length === 0 && q.activity === null && q.problem === null && / with /.test(t) && !has(t, PACKING);
}

/**
 * 'Do grey and brown work?', 'what jackets work with my jeans': 'work' as a verb is not the office.
 * It is the office after a preposition or a possessive ('to work', 'for work', 'my work').
 */
function workVerbFree(t: string): string {
  return (
    t
      .replace(/ (works?|worked|working) (with|together|well|best|better|harder|hard|ok|okay|on me|for me) /g, ' $2 ')
      // 'Make my wardrobe work harder', 'will it work': a thing that works, not the office.
      .replace(/ (wardrobe|closet|clothes|pieces|outfits?|it|this|that|they|them|these|those) (works?|work) /g, ' $1 ')
      .replace(/ ((?!to |at |for |from |after |before |my |of |the |off |into )[a-z']+) (works?|worked)(?=[?.!]? $)/g, ' $1')
  );
}

/** The words with the first run of a phrase's words taken out. */
function withoutPhrase(ws: readonly string[], phrase: readonly string[]): string[] {
  for (let i = 0; i + phrase.length <= ws.length; i++) {
    if (phrase.every((w, k) => ws[i + k] === w)) return [...ws.slice(0, i), ...ws.slice(i + phrase.length)];
  }
  return [...ws];
}

/** Every place an occasion is named in the normalised text. */
function mentions(t: string, occasion: string): number[] {
  const src = OCCASIONS.find(([name]) => name === occasion)?.[1];
  if (!src) return [];
  const re = new RegExp(` (${src}) `, 'g');
  const at: number[] = [];
  let m: RegExpExecArray | null;
  while ((m = re.exec(t))) {
    at.push(m.index);
    re.lastIndex = m.index + 1;
  }
  return at;
}

/** The occasion asked about comes first: 'a party today, but what for the funeral' asks about the funeral, named twice. */
function asked(t: string, occasions: string[]): string[] {
  if (occasions.length < 2) return occasions;
  const count = (o: string) => mentions(t, o).length;
  return [...occasions].sort((a, b) => count(b) - count(a));
}

/**
 * The day asked about. With two days in one message ('a funeral next Wednesday but a party today'),
 * the day named in the clause nearest the occasion asked about wins.
 */
function dayOf(message: string, today: string, occasion: string | null, phrase?: string): AskedDay | null {
  const whole = parseDay(message, today);
  if (!occasion) return whole;
  const t = norm(message);
  const clauses: { start: number; end: number; day: AskedDay }[] = [];
  let start = 0;
  for (const part of t.split(/(?=[,;!?]| but | while | then )/)) {
    const day = parseDay(part, today);
    if (day) clauses.push({ start, end: start + part.length, day });
    start += part.length;
  }
  if (new Set(clauses.map((c) => c.day.date)).size < 2) return whole;
  const at = [...mentions(t, occasion), ...(phrase && t.includes(` ${phrase} `) ? [t.indexOf(` ${phrase} `)] : [])];
  const distance = (c: (typeof clauses)[number]) =>
    Math.min(...at.map((p) => (p >= c.start && p <= c.end ? 0 : Math.min(Math.abs(p - c.start), Math.abs(p - c.end)))));
  return [...clauses].sort((a, b) => distance(a) - distance(b))[0]!.day;
}

/**
 * Denim is named by its wash ('light wash jeans', 'dark-wash denim'): a shade, not a laundry
 * question. The wash is read as the colour it names so 'wash' stays a care word only when it is one.
 */
const DENIM_WASH =
  /\b(light|pale|mid|medium|dark|deep|acid|stone|vintage|rinse|raw|black|grey|gray)[ -]?wash(ed)?\b(?=[ -]+(jeans?|denim|jackets?|shorts|skirts?|[a-z]+ (jeans?|denim)))/gi;
const WASH_SHADE: Record<string, string> = {
  light: 'light blue',
  pale: 'light blue',
  mid: 'blue',
  medium: 'blue',
  dark: 'indigo',
  deep: 'indigo',
  rinse: 'indigo',
  raw: 'indigo',
  black: 'black',
  grey: 'grey',
  gray: 'grey',
};
export function denimWashFree(message: string): string {
  return message.replace(DENIM_WASH, (_m, shade: string) => WASH_SHADE[shade.toLowerCase()] ?? 'light blue');
}

/**
 * 'A grocery run', 'the school run', 'a coffee run': a run named by where it goes is an errand, not
 * running. A run named by when, how far or how hard ('a morning run', 'a 5k run', 'trail run') stays a run.
 */
const RUN_KINDS =
  /^(a|an|the|my|our|his|her|their|your|this|that|morning|evening|night|nighttime|early|late|long|short|easy|quick|slow|tempo|trail|fun|charity|park|beach|treadmill|track|hill|first|last|daily|weekly|recovery|interval|sprint|race|marathon|group|club|solo|\d+k|\d+km|k|mile|miles|km|go|going|went|for|to|do|did|sunday|monday|tuesday|wednesday|thursday|friday|saturday|weekend|today|tomorrow|tonight|i|we|you|they|he|she|usually|often|always|never|sometimes|also|then|and|will|can|could|should|might|gonna|wanna|want|like|love|to|still|easy)$/;
export function errandRunFree(message: string): string {
  return message.replace(/\b([A-Za-z]+) run\b(?!ning)/g, (whole, before: string) => (RUN_KINDS.test(before.toLowerCase()) ? whole : `${before} errand`));
}

/**
 * The sentences of a message that ask or say something: an aside ('Quick question.', 'Thanks in
 * advance!', 'My sister said to ask you.') is not read, so it can neither change the kind of question
 * nor make a follow-up look like a new one (issue 38: the main clause decides).
 */
function substance(message: string, today: string, unit?: 'F' | 'C'): string {
  const sentences = message.split(/(?<=[.!?])\s+(?=\S)/).filter((x) => x.trim());
  if (sentences.length < 2) return message;
  const kept = sentences.filter((sentence) => saysSomething(parseAlone(sentence, today, unit), sentence));
  return kept.length === 0 || kept.length === sentences.length ? message : kept.join(' ');
}

function saysSomething(r: MessageReading, sentence: string): boolean {
  return (
    !['general', 'off-topic', 'greeting', 'thanks', 'about'].includes(r.kind) ||
    r.offTopic !== null ||
    r.pieces.length > 0 ||
    r.occasions.length > 0 ||
    r.weather.length > 0 ||
    r.colours.length > 0 ||
    r.avoid.length > 0 ||
    r.day !== null ||
    r.tempC !== null ||
    r.activity !== null ||
    r.budget !== null ||
    r.problem !== null ||
    r.fabric !== null ||
    r.fitArea !== null ||
    r.trip !== null ||
    FOLLOW_UP.test(sentence) ||
    CHANGE_RES.some(([, re]) => re.test(norm(sentence)))
  );
}

export function parseAlone(raw: string, today: string, unit?: 'F' | 'C'): MessageReading {
  // The reading layer first: shorthand, digits for words, abbreviated days and misspellings become words (ADR 0116).
  const message = errandRunFree(denimWashFree(substance(readMessage(raw).text, today, unit)));
  const t = norm(message);
  const ws = words(message);
  const heard = conceptsIn(ws, ACTIVITIES);
  const phrase = namedOccasion(message);
  // The phrase is read alone; the whole message may veto its activity ('trousers pool at my ankles' is no swim).
  const vetoed = !!phrase && conceptsIn(words(phrase.phrase), ACTIVITIES).some((h) => !heard.some((x) => x.id === h.id));
  const found = vetoed ? null : phrase;
  // 'A party tonight, but what for the funeral? the funeral is formal': an occasion said twice is the one asked about.
  const named = found && !OCCASION_RES.some(({ name, re }) => re.test(t) && !re.test(` ${found.phrase} `) && mentions(t, name).length >= 2) ? found : null;
  // 'Lake day Sunday, have I got anything to swim in?': an activity said outside the occasion's phrase is what the person does.
  const outside = named ? conceptsIn(withoutPhrase(ws, words(named.phrase)), ACTIVITIES)[0]?.id : undefined;
  const said = outside ?? heard[0]?.id ?? null;
  // A sport inside an occasion one watches or attends ('basketball game') is not what the person does; at a pool or
  // beach party the guests are in the water or on the sand, so its clothes are the person's (a beach wedding's are not).
  const saidInPhrase =
    !!named &&
    !!said &&
    !outside &&
    !((said === 'swimming' || said === 'beach') && / (party|parties|bbq|barbecue|cookout|hangout|day)$/.test(` ${named.phrase}`)) &&
    conceptsIn(words(named.phrase), ACTIVITIES).some((h) => h.id === said);
  const activity = named && !named.bare ? (named.activity ?? (saidInPhrase ? null : said)) : said;
  const read = OCCASION_RES.filter(({ re }) => re.test(workVerbFree(t))).map(({ name }) => name);
  const inPhrase = named ? OCCASION_RES.filter(({ re }) => re.test(` ${named.phrase} `)).map(({ name }) => name) : [];
  const namedAs = named && !activity ? (named.qualified ? named.occasion : (inPhrase[0] ?? named.occasion)) : null;
  const occasions = activity
    ? [
        ACTIVITY_OCCASION[activity][0],
        ...read.filter((o) => !SUPERSEDED_BY_ACTIVITY.has(o) || (o === 'work' && / (the office|at work|to work|my job) /.test(t))),
      ]
    : namedAs
      ? [namedAs, ...read.filter((o) => o !== namedAs && !inPhrase.includes(o))]
      : read;
  // 'first date' is not also a 'date'; 'cocktail party' not also a 'party'.
  const distinct = occasions.filter((o) => !(o === 'date' && occasions.includes('first date')) && !(o === 'party' && occasions.includes('cocktail party')));
  // 'work out' is the gym, not the office.
  const workless = / work(ing)? ?out /.test(t) ? distinct.filter((o) => o !== 'work') : distinct;
  // The occasion named comes first however often another is mentioned.
  const occ = namedAs ? workless : asked(t, workless);
  // 'Black-tie', 'smart-casual': the hyphen is spelling, not meaning.
  const explicit = EXPLICIT_DRESS_CODES.find((c) => t.replace(/([a-z])-([a-z])/g, '$1 $2').includes(` ${c.replace('-', ' ')} `));
  const explicitCode = explicit ? parseDressCode(explicit) : null;
  const afterWork = !!namedAs && / (after|straight from|right after|from) work /.test(t);
  const namedCode = namedAs && named ? (named.qualified ? named.dressCode : (dressCodeFromTitle(named.phrase) ?? named.dressCode)) : null;
  const impliedRaw = activity
    ? ACTIVITY_OCCASION[activity][1]
    : (namedCode ?? (occ.length ? dressCodeFromTitle(occ.map((o) => OCCASION_TITLE[o] ?? o).join(' and ')) : null));
  // The workplace says the office's dress code: a law firm or a bank dresses up, a startup or a studio down.
  const office = (occ[0] === 'work' || occ[0] === 'job interview') && !explicitCode ? workplaceCode(t) : null;
  // An interview dresses one step above the office ('a design agency' is smart casual, so its interview is business casual).
  const workplace = office && occ[0] === 'job interview' ? DRESS_CODES[Math.min(dressCodeRank(office) + 1, dressCodeRank('business formal'))]! : office;
  // Straight from work: dressed for the office, which also does for the evening.
  const implied = workplace ?? (afterWork && impliedRaw && dressCodeRank(impliedRaw) < dressCodeRank('business casual') ? 'business casual' : impliedRaw);
  const canonicalWords = new Set((occ[0] ?? '').split(' '));
  const occasionName =
    named && (!named.bare || endsInEventNoun(named.phrase)) && !words(named.phrase).every((w) => canonicalWords.has(w))
      ? `${asWritten(named.phrase, message)}${afterWork ? ' after work' : ''}`
      : null;
  const pieces = piecesIn(dressVerbFree(t));
  // 'A cooking class' is an occasion to dress for, not a question about cooking.
  const offTopic = OFF_TOPIC.find(([, re]) => re.test(t) && !(named && re.test(` ${named.phrase} `)))?.[0] ?? null;
  const fit = fitIn(t);
  const withMatch =
    / (?:go(?:es)?|goes|wear|pair|match|look|looks|work|works)(?: (?:best|good|well|nice))? with (?:my |a |an |the |these |this |some )?(.*)$/.exec(t) ??
    / style (?:my |a |an |the |these |this )?(.*)$/.exec(t);
  // 'Navy chinos, what shoes?': the piece asked for is not the subject.
  const whatPiece = / (?:what|which) ((?:[a-z-]+ ){1,2})/.exec(t);
  const askedPieces = whatPiece ? piecesIn(` ${whatPiece[1]!}`) : [];
  const pairWith = withMatch
    ? (piecesIn(` ${withMatch[1]!} `)[0] ?? null)
    : askedPieces.length && pieces.some((p) => !askedPieces.includes(p))
      ? pieces.find((p) => !askedPieces.includes(p))!
      : null;
  const base = {
    pairWith,
    occasions: occ,
    occasionName,
    dressCode: explicitCode ?? implied,
    dressCodeExplicit: !!explicitCode,
    dressCodeSaid: explicitCode && explicit ? (explicit === 'cocktail' ? 'cocktail attire' : explicit.replace('semi-formal', 'semi formal')) : null,
    day: dayOf(message, today, occ[0] ?? null, named?.phrase),
    weather: weatherIn(message),
    pieces,
    colours: coloursIn(t),
    avoid: avoidIn(t),
    budget: budgetIn(t),
    offTopic,
    activity,
    fabric: conceptsIn(ws, FABRICS)[0]?.id ?? null,
    problem: problemIn(t, pieces.length > 0),
    problems: problemsIn(t, pieces.length > 0),
    tempC: temperatureIn(message, unit),
    tripDays: tripDaysIn(t),
    trip: tripIn(t, ws, {
      activityNamed: activity !== null,
      knownPlace: (x) => destinationIn(x)?.name ?? null,
      hasProblem: problemIn(t, pieces.length > 0) !== null,
      todayMonth: Number(today.slice(5, 7)) - 1,
    }),
    fitArea: fit.area,
    fitIssue: fit.issue,
  };
  return { ...base, kind: kindOf(message, t, base) };
}

/**
 * Reads a message into the question it asks. A follow-up ('and if it's cold?', 'what about
 * Saturday?') keeps what the previous question asked and changes only what the new words say.
 */
/** What a short follow-up changes: a named slot of the outfit ('and shoes?'), the formality, the warmth or the budget. */
function changeIn(message: string, current: Omit<ParsedQuestion, 'followUp' | 'change'>): FollowUpChange | null {
  const t = norm(message);
  const said = CHANGE_RES.find(([, re]) => re.test(t))?.[0];
  if (said) return said;
  if (message.trim().split(/\s+/).length > 6 || current.occasions.length || current.pieces.length === 0) return null;
  // 'How long should shorts be?', 'what goes with my blazer?': a question of its own about a piece, not the slot of the outfit before.
  if (
    /^ ?(how(?! about)|why|when|where|do|does|did|is|are|can|could|should|would|will|must)\b/.test(t) ||
    / (go(es)?|goes) (well )?with | pair(s|ed)? with | match(es)? /.test(t)
  )
    return null;
  return slotOf(current);
}

/** The slot of the outfit a piece named in a follow-up fills ('boots?' the shoes); null when no piece, or the piece is ruled out. */
function slotOf(current: Omit<ParsedQuestion, 'followUp' | 'change'>): FollowUpChange | null {
  const piece = current.pieces[0];
  if (!piece || current.occasions.length) return null;
  // 'Something without a blazer': a piece said no to changes what is left out, not which slot is asked about.
  if (current.avoid.includes(piece)) return null;
  if (/^(boots|sneakers|loafers|heels|sandals|flats|oxfords|shoes|dress shoes|socks)$/.test(piece)) return 'shoes';
  if (/(coat|jacket|blazer|vest)$/.test(piece) || piece === 'raincoat') return 'outerwear';
  if (/^(jeans|chinos|trousers|shorts|skirt|leggings)$/.test(piece)) return 'bottom';
  if (/^(scarf|belt|bag|hat|watch|jewellery|tie)$/.test(piece)) return 'accessories';
  return 'top';
}

function shiftCode(code: DressCode | null, by: number): DressCode {
  const i = DRESS_CODES.indexOf(code ?? 'smart casual');
  return DRESS_CODES[Math.max(1, Math.min(DRESS_CODES.length - 1, i + by))]!;
}

/**
 * Reads a message into the question it asks. A follow-up ('and if it's cold?', 'what about
 * Saturday?', 'and shoes?', 'less formal?') keeps what the previous question asked and changes
 * only what the new words say.
 */
export function parseQuestion(message: string, context: ParseContext): ParsedQuestion {
  const history = context.history ?? [];
  const read = context.readAlone ?? parseAlone;
  // A follow-up to a follow-up reads the whole chain; each earlier turn is read once however the chain is walked.
  const readings = new Map<number, ParsedQuestion>();
  const readTurn = (i: number): ParsedQuestion => {
    let reading = readings.get(i);
    if (!reading) {
      reading = readInChain(history[i]!.content, i, context, read, readTurn);
      readings.set(i, reading);
    }
    return reading;
  };
  return readInChain(message, history.length, context, read, readTurn);
}

/** The index of the last user turn before `end`, or -1. */
function lastUserTurn(history: NonNullable<ParseContext['history']>, end: number): number {
  for (let i = end - 1; i >= 0; i--) if (history[i]!.role === 'user') return i;
  return -1;
}

/** Reads a message said after the first `end` turns of the history; `readTurn` gives an earlier user turn's reading. */
function readInChain(
  message: string,
  end: number,
  context: ParseContext,
  read: NonNullable<ParseContext['readAlone']>,
  readTurn: (i: number) => ParsedQuestion,
): ParsedQuestion {
  // Follow-up cues are read in full words too ('n wat abt shoes?' is 'and what about shoes?').
  message = substance(readMessage(message).text, context.today, context.unit);
  const current = read(message, context.today, context.unit);
  const previousIndex = lastUserTurn(context.history ?? [], end);
  const previousUser = previousIndex >= 0;
  const short = message.trim().split(/\s+/).length <= 6;
  // A longer follow-up still names its change ('fine, but warmer: it will be 1 degree', 'could it be less dressy? the team wears hoodies').
  const refersBack =
    FOLLOW_UP.test(message) ||
    (message.trim().split(/\s+/).length <= 12 && current.occasions.length === 0 && / (it|that|this|the outfit|them) /.test(norm(message)));
  // 'Hmm actually less dressy, he says it's more of a bar': a change said in so many words, however long the message.
  const said = message.trim().split(/\s+/).length <= 16 ? (CHANGE_RES.find(([, re]) => re.test(norm(message)))?.[0] ?? null) : null;
  // 'Which jacket would you throw over that?': a piece asked about the outfit just given is that slot.
  const change = short ? changeIn(message, current) : (said ?? (refersBack && / (which|what|any) /.test(norm(message)) ? slotOf(current) : null));
  const looksLikeFollowUp =
    FOLLOW_UP.test(message) ||
    // 'It's at a wine bar, pretty casual': 'it' is the plan just asked about, now said more precisely (its day stays).
    (message.trim().split(/\s+/).length <= 14 &&
      current.day === null &&
      /^ ?(it's|its|it is|it'll be|it will be|that's|thats|the plan is) /.test(norm(message))) ||
    (change !== null && !['care', 'colour', 'etiquette'].includes(current.kind)) ||
    (message.trim().split(/\s+/).length <= 5 && current.kind === 'general' && (current.weather.length > 0 || current.day !== null || current.tempC !== null)) ||
    // 'Something without a blazer', 'no heels pls, we'll be walking everywhere': a message that opens by ruling a piece out.
    // A message that only rules pieces out ('I don't have a blazer, what else?'), however it is worded.
    (['general', 'off-topic', 'fit'].includes(current.kind) && current.avoid.length > 0 && current.occasions.length === 0 && current.activity === null) ||
    // 'Actually it's going to be 90 out', 'hmm it's supposed to be really muggy': a sentence that only states the weather changes the request before it.
    (message.trim().split(/\s+/).length <= 12 &&
      current.kind === 'general' &&
      (current.weather.length > 0 || current.tempC !== null) &&
      current.pieces.length === 0 &&
      current.occasions.length === 0);
  // A follow-up may say nothing of clothes itself ('and if the orchard is all muddy?', 'what about 10 days?'): the question before it does.
  const declined = current.kind === 'off-topic' && (current.offTopic !== null || !FOLLOW_UP.test(message));
  if (!previousUser || !looksLikeFollowUp || declined || ['greeting', 'thanks', 'about'].includes(current.kind)) {
    return { ...current, followUp: false, change: null };
  }
  // 'Thunderstorms now', 'it's raining right now': 'now' dates the weather, not the day asked about.
  const day =
    current.day && !current.occasions.length && current.day.date === context.today && !/\b(today|tonight|this (morning|afternoon|evening))\b/i.test(message)
      ? null
      : current.day;
  const previous = readTurn(previousIndex);
  if (['greeting', 'thanks', 'about', 'off-topic', 'general'].includes(previous.kind) && current.kind !== 'general') {
    return { ...current, followUp: false, change: null };
  }
  const slot = change === 'shoes' || change === 'outerwear' || change === 'top' || change === 'bottom' || change === 'accessories';
  const kind =
    current.kind === 'general' ||
    current.kind === 'off-topic' ||
    (slot && (previous.kind === 'outfit' || previous.kind === 'pairing')) ||
    (change === 'cheaper' && previous.kind === 'shopping') ||
    (current.kind === 'outfit' && previous.kind === 'pairing' && current.pieces.length === 0)
      ? previous.kind
      : current.kind;
  // 'Warmer?' says 'warm' but asks to keep the weather and dress warmer for it.
  const weather = current.weather.length && change !== 'warmer' && change !== 'cooler' ? current.weather : previous.weather;
  const dressCode =
    change === 'less formal'
      ? shiftCode(previous.dressCode, -1)
      : change === 'more formal'
        ? shiftCode(previous.dressCode, 1)
        : (current.dressCode ?? previous.dressCode);
  const subject = previous.pairWith ?? previous.pieces[0];
  return {
    kind: kind === 'general' ? 'outfit' : kind,
    occasions: current.occasions.length ? current.occasions : previous.occasions,
    occasionName: current.occasions.length ? current.occasionName : previous.occasionName,
    dressCode,
    dressCodeExplicit: change === 'less formal' || change === 'more formal' ? true : current.dressCode ? current.dressCodeExplicit : previous.dressCodeExplicit,
    dressCodeSaid: change === 'less formal' || change === 'more formal' ? null : current.dressCode ? current.dressCodeSaid : previous.dressCodeSaid,
    day: day ?? previous.day,
    weather:
      change === 'warmer' && !weather.includes('cold')
        ? [...weather.filter((w) => w !== 'hot' && w !== 'warm'), 'cold']
        : change === 'cooler' && !weather.includes('hot')
          ? [...weather.filter((w) => w !== 'cold' && w !== 'cool'), 'hot']
          : weather,
    pieces:
      slot && previous.kind === 'pairing' && subject ? [...new Set([subject, ...current.pieces])] : current.pieces.length ? current.pieces : previous.pieces,
    colours: current.colours.length ? current.colours : previous.colours,
    avoid: [...new Set([...previous.avoid, ...current.avoid])],
    budget:
      current.budget ?? (change === 'cheaper' && previous.budget ? { ...previous.budget, amount: Math.round(previous.budget.amount * 0.6) } : previous.budget),
    offTopic: null,
    pairWith: slot && previous.kind === 'pairing' ? (subject ?? null) : (current.pairWith ?? previous.pairWith),
    // 'And for the brunch after?': a new occasion ends the previous activity.
    activity: current.activity ?? (current.occasions.length ? null : previous.activity),
    fabric: current.fabric ?? previous.fabric,
    problem: current.problem ?? previous.problem,
    problems: current.problems.length ? current.problems : previous.problems,
    tempC: current.tempC ?? (change === 'warmer' || change === 'cooler' ? null : previous.tempC),
    tripDays: current.tripDays ?? previous.tripDays,
    trip: current.trip ?? followUpTrip(previous.trip, norm(message), Number(context.today.slice(5, 7)) - 1),
    fitArea: current.fitArea ?? previous.fitArea,
    fitIssue: current.fitIssue ?? previous.fitIssue,
    followUp: true,
    change: change ?? ((current.weather.length > 0 || current.tempC !== null) && !current.occasions.length && !day ? 'weather' : null),
  };
}

/** The garment nouns a free text names ('Navy Rain Jacket' → ['rain jacket']), as the parser reads them. */
export function piecesNamed(text: string): string[] {
  return piecesIn(dressVerbFree(norm(text)));
}

export interface NamedPiece {
  /** The garment noun, singular as the parser names it ('sneakers', 't-shirt'). */
  piece: string;
  /** The colour said just before it ('white sneakers'), else null. */
  colour: string | null;
  category: Category;
}

/**
 * The garments a free text names, each with the colour said right before it ('dark jeans and
 * white sneakers' → jeans without a colour, white sneakers), read with the parser's own piece and
 * colour words. A colour counts when it is among the three words before the piece.
 */
export function piecesWithColours(text: string): NamedPiece[] {
  const t = dressVerbFree(norm(text));
  const out: NamedPiece[] = [];
  for (const clause of t.split(/ (?:and|or|with|plus|but|,|;|\.) /)) {
    const padded = ` ${clause.trim()} `;
    for (const piece of piecesIn(padded)) {
      const at = padded.search(PIECE_RES.find((p) => p.name === piece)!.re);
      // The three words before the piece: 'navy blue slim jeans', not a colour earlier in the clause.
      const near = padded.slice(0, Math.max(0, at)).trim().split(' ').slice(-3).join(' ');
      const colour = coloursIn(` ${near} `).at(-1) ?? null;
      if (!out.some((o) => o.piece === piece)) out.push({ piece, colour, category: PIECE_CATEGORY[piece] ?? 'Accessories' });
    }
  }
  return out;
}
