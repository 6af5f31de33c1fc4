import { dayNumber } from '../dates';
import { DRESS_CODES, parseDressCode, dressCodeFromTitle, type DressCode } from '../dress-code';
import { ACTIVITIES, conceptsIn, FABRICS, PROBLEMS, words, type ActivityId, type FabricId, type ProblemId } from './lexicon';
import { fitIn, tripDaysIn, type FitArea, type FitIssue } from './trip-and-fit';
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

export type WeatherWord = 'rain' | 'snow' | 'cold' | 'cool' | 'mild' | 'warm' | 'hot' | 'wind' | 'humid' | 'sun';

export interface AskedDay {
  /** YYYY-MM-DD */
  date: string;
  /** 'today', 'tonight', 'tomorrow', 'Saturday', 'this weekend', 'December 14' */
  label: string;
}

export interface ParsedQuestion {
  kind: QuestionKind;
  /** Canonical occasion names ('wedding', 'first date', 'interview'...), in the order asked. */
  occasions: string[];
  /** Explicit dress code, else the one the occasions imply; null when neither says. */
  dressCode: DressCode | null;
  /** Whether the dress code was written in the question ('black tie') rather than implied. */
  dressCodeExplicit: boolean;
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
  /** A temperature the person states ('it's 90°F', '32 degrees C'), in °C to one decimal; it beats the forecast. */
  tempC: number | null;
  /** A trip's length in days ('5 days', 'a week', 'two nights' → 3); null when not said. */
  tripDays: number | null;
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
}

function norm(text: string): string {
  return ` ${text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[^a-z0-9$£€'./-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()} `;
}

function has(text: string, re: RegExp): boolean {
  return re.test(text);
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
  ['work', "work|office|the office|my job|workday|business (trip|travel)|work trip"],
  ['meeting', "(client |board |team )?meeting(s)?|presentation|pitch"],
  ['conference', "conference|networking( event)?|seminar|workshop"],
  ['gym', "gym|workout|work out|yoga|pilates|run|running|jog"],
  ['hike', "hik(e|ing)|trail"],
  ['beach', "beach|pool party|pool"],
  ['concert', "concert|gig|festival"],
  ['church', "church|mass|service|christening|baptism|(first )?communion|confirmation|bar mitzvah|bat mitzvah"],
  ['travel', "flight|plane|airport|travel(l?ing)?|trip|vacation|holiday"],
  ['barbecue', "barbecue|bbq|cookout|picnic"],
  ['theatre', "theat(re|er)|opera|ballet|musical|play"],
  ['gallery', "(art )?gallery|galleries|museum|exhibition|art show|gallery opening|private view"],
  ['casual day', "errands|coffee|weekend|hang(ing)? out|shopping trip|(soccer|football|baseball|basketball|hockey|rugby) (game|match)|ball ?game|sports game|tailgate"],
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

// prettier-ignore
const WEATHER_WORDS: [WeatherWord, RegExp][] = [
  ['rain', / (rain(s|y|ing|ed)?|drizzl(e|y|ing)|showers?|downpour|wet|storm(s|y)?|monsoon|umbrella) /],
  ['snow', / (snow(s|y|ing)?|sleet|blizzard|slush(y)?) /],
  ['cold', / (cold(er)?|freezing|chilly|frosty|icy|below zero|winter(y)?) /],
  ['cool', / (cool(er)? (day|evening|morning|night|weather)|(it's|its|is|be|gets) cool|crisp|nippy) /],
  ['mild', / (mild) /],
  ['warm', / (warm(er)?( day| weather| evening)?|balmy) /],
  ['hot', / (hot(ter)?|heat(wave)?|scorching|sweltering|boiling|summer(y)?|sweaty) /],
  ['wind', / (wind(y)?|breez(e|y)|gust(s|y)?) /],
  ['humid', / (humid(ity)?|muggy|sticky) /],
  ['sun', / (sun(ny|shine)?) /],
];

/** Garment nouns, plural forms first where the plural is the usual name. Each maps to a singular. */
// prettier-ignore
const PIECES: [string, string][] = [
  ['rain jacket', 'rain jackets?'], ['raincoat', 'rain ?coats?'], ['trench coat', 'trench( coats?)?'], ['leather jacket', 'leather jackets?'],
  ['denim jacket', 'denim jackets?|jean jackets?'], ['dress shirt', 'dress shirts?'], ['dress shoes', 'dress shoes'], ['t-shirt', 't-?shirts?|tees?'],
  ['button-down', 'button-?downs?|button-?ups?'], ['polo', 'polos?( shirts?)?'], ['blazer', 'blazers?|sport ?coats?'], ['suit jacket', 'suit jackets?'], ['suit', 'suits?|tux(edo)?s?'],
  ['tie', 'ties|tie|neckties?|bow ?ties?'], ['jeans', 'jeans|denim'], ['chinos', 'chinos?|khakis'], ['trousers', 'trousers|pants|slacks'],
  ['shorts', 'shorts'], ['skirt', 'skirts?'], ['dress', 'dress(es)?|gowns?|sundress(es)?'], ['jumpsuit', 'jumpsuits?'], ['blouse', 'blouses?'],
  ['shirt', 'oxford shirts?|shirts?'], ['sweater', 'sweaters?|jumpers?|knits?|pullovers?|turtlenecks?'], ['cardigan', 'cardigans?'], ['hoodie', 'hoodies?|sweatshirts?'],
  ['coat', 'coats?|overcoats?|parkas?|puffers?'], ['jacket', 'jackets?|bombers?'], ['vest', 'vests?|waistcoats?|gilets?'],
  ['boots', 'boots?|chelsea boots?|booties'], ['sneakers', 'sneakers?|trainers?|running shoes'], ['loafers', 'loafers?'], ['heels', 'heels|pumps|stilettos?'],
  ['sandals', 'sandals?|flip-?flops?|slides'], ['flats', 'flats|ballet flats'], ['oxfords', 'oxfords?|brogues?|derb(y|ies)'], ['shoes', 'shoes?'],
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

// prettier-ignore
const COLOURS = ['off white', 'navy blue', 'light blue', 'dark blue', 'royal blue', 'forest green', 'olive green', 'dark green', 'hot pink', 'dusty pink',
  'black', 'white', 'grey', 'gray', 'navy', 'blue', 'red', 'green', 'olive', 'brown', 'tan', 'beige', 'camel', 'cream', 'ivory', 'khaki',
  'burgundy', 'maroon', 'wine', 'pink', 'purple', 'lavender', 'lilac', 'yellow', 'mustard', 'orange', 'rust', 'teal', 'charcoal', 'silver',
  'gold', 'coral', 'mint', 'sage', 'stone', 'taupe', 'emerald', 'cobalt', 'blush', 'mauve', 'terracotta', 'chocolate', 'indigo'];
const COLOUR_RES = COLOURS.map((c) => ({ name: c === 'gray' ? 'grey' : c, re: new RegExp(` ${c} `) }));

/** Subjects the stylist declines, as the noun it names in its answer. */
// prettier-ignore
const OFF_TOPIC: [string, RegExp][] = [
  ['taxes', / (tax(es)?|irs|tax return|deductions?) /],
  ['money and investing', / (stocks?|invest(ing|ment)?s?|crypto|bitcoin|mortgage|loans?|retirement|401k|savings account) /],
  ['legal questions', / (lawyer|legal advice|sue|lawsuit|divorce|contract law) /],
  ['medical questions', / (diagnos(e|is)|symptoms?|medications?|medicine|doctor|illness|disease|rash|prescription|headaches?|migraines?|fever|flu|covid|sick|injur(y|ed|ies)|sprain(ed)?|allerg(y|ies|ic)|antibiotics?|ibuprofen|blood pressure|infection|pregnan(t|cy)|therapist|anxiety|depression|dizzy|dizziness|nause(a|ous)|faint(ed|ing)?|vomit(ing)?|cough(ing)?|aches?|aching|pain|painful|hurts?|bleeding|insomnia|dentist|toothache) /],
  ['cooking', / (recipe|cook(ing)?|bake|baking|bread|dinner recipe) /],
  ['homework and maths', / (homework|math(s)?|equation|calculus|algebra|essay) /],
  ['programming', / ((?<!dress )code|coding|programming|javascript|python|software|computer) /],
  ['politics', / (politics|election|vote|president|senator|government) /],
  ['travel bookings', / (book (a |my )?(flight|hotel)|cheap flights?|hotel deals?) /],
  ['car trouble', / (car (repair|trouble|engine)|oil change|tyres?|tires?) /],
  ['sports results', / (score of the game|who won|sports? results?) /],
  ['relationship advice', / (break up|breakup|boyfriend left|girlfriend left) /],
];

const FASHION_WORDS =
  / (wear|wearing|outfit|outfits|dress|dressed|style|styling|look|clothes|clothing|closet|wardrobe|colou?rs?|match|pair|fit|fits|fitting|tailor|pack|packing|accessor(y|ies)) /;

const GREETING = /^\s*(hi|hello|hey|hiya|yo|howdy|good (morning|afternoon|evening))\b[\s!.,]*(there|wren)?[\s!.,]*$/i;
const THANKS = /^\s*(thanks|thank you|thx|cheers|great,? thanks|perfect|awesome|ok thanks|okay thanks)\b[\s!.,]*(so much|a lot)?[\s!.,]*$/i;
const ABOUT = /\b(who are you|what can you do|what do you do|how can you help|what are you)\b|^\s*help\s*[?!.]*\s*$/i;

const PAIRING =
  / (go(es)? (well )?with|goes? together|pair(s|ed|ing)?( it| this| them)? with|match(es)? (with )?(my|a|the|this)|wear (it |this |them )?with|style (my|this|it|the|a|these)|how (do|can|should) i (wear|style)|combine|team (it|with)|outfits? (with|around|for) my|(top|shoes?|colou?r|jacket|shirt)s? (goes?|go|look|looks|works?) (best |good |well )?with) /;
const OUTFIT =
  / (what (should|shall|do|can|could|would) i wear|what to wear|what'?s? (a good |the best )?(outfit|thing to wear)|outfit (for|to|idea|ideas)|dress (for|to|up)|wear (to|for|on|tomorrow|today|tonight)|suggest (an|my|a) outfit|pick (an|my|a) outfit|put together an? outfit|how (should|do) i dress|what (do|should) i put on|i have an? .* (tomorrow|today|tonight|on|this|next)|i'?m going to|going to an? |invited to|dressed for|outfit|what to put on|help me dress|what should i go with) /;
const CARE =
  / (wash(ing|ed)?|clean(ing)?|dry ?clean(ing|er)?|stain(s|ed)?|iron(ing)?|steam(ing|er)?|shrink|shrunk|launder|laundry|care for|look after|polish|moths?|pilling|pills|de-?pill|store|storing|fold(ing)?|hang(ing)? up|wrinkl(e|es|ed)|smell|deodor(ant|ise)) /;
const FIT =
  / (fit|fits|fitting|fitted|tailor(ed|ing)?|too (tight|loose|long|short|big|small|baggy)|hem(med)?|size|sizing|length|body (type|shape)|petite|tall|short guy|plus size|curvy|broad shoulders|proportions?|flattering|slim(mer)?|hurt(s|ing)?|pinch(es|ing)?|rub(s|bing)?|blisters?|uncomfortable|dig(s|ging)? in) /;
const COLOUR_Q =
  / (colou?rs?|shades?|skin ?tone|undertone|palette|(does|do|can) .* (go|work) with .*(black|white|navy|brown|grey|gray|blue|red|green|pink|beige|tan|olive|burgundy)|clash(es)?) /;
const SHOPPING =
  / (buy|buying|bought|shop(ping)?|purchase|invest(ing)? in|worth (it|buying)|afford|budget|cheap|expensive|splurge|brand(s)?|where (can|do|should) i (get|find)|recommend(ation)?s? (for|a)|should i get|add to my (closet|wardrobe)|missing from my (closet|wardrobe)) /;
// Packing for a trip: a suitcase word, or 'pack'/'bring' with a trip or a length of stay.
const PACKING =
  / ((pack|pakc|pak)(ing|in)? (for|list)|pakcing|packin|what (should|do|to|can) i (pack|bring|take)|what to (pack|bring|take)|suit ?case|carry ?on|luggage|packing|pack light|(pack|bring|take) .*(trip|vacation|holiday|getaway|days|nights|week|weekend|travel|flight)) /;
const CAPSULE =
  / (capsule|essentials|basics|staples|minimal(ist)? wardrobe|build (a|my) wardrobe|pack(ing)?|suitcase|carry-?on|declutter|wardrobe (basics|essentials)) /;
const ETIQUETTE =
  / (etiquette|appropriate|inappropriate|acceptable|allowed|rude|disrespectful|faux pas|tacky|frowned upon|(ok|okay|fine|rude|bad|wrong) to wear|is it (ok|okay|fine|rude|bad|wrong)|((can|may) (i|you|guests?|men|women|a guest)|should (guests?|men|women|a guest)) (still )?wear .* (to|at|after|before|in)|wear(ing)? white|after labou?r day|before memorial day|upstage|the bride|outshine|(does|do) .* (mean|require)|what (does|is) (black tie|white tie|cocktail attire|smart casual|business casual|semi formal|business formal|dressy casual)|mean by|dress code means?|guest attire|(is|are) (a|an|it|they|these|this) .* (ok|okay|acceptable|appropriate|fine) (for|at|to)|hats? indoors|match(ing)? (my|your) (date|partner)) /;
const CHANGE_RES: [FollowUpChange, RegExp][] = [
  [
    'less formal',
    / (less (formal|dressy|fancy|smart|stuffy)|more (casual|relaxed)|dress(ed)? (it )?down|too (formal|dressy|fancy)|casual(er)? version|more laid ?back) /,
  ],
  ['more formal', / (more (formal|dressy|smart|polished)|dressier|smarter|dress(ed)? (it )?up|too (casual|sloppy)|fancier) /],
  // 'Warmer?' asks for a warmer outfit; 'if it's cold?' states the weather (a weather change).
  ['warmer', / (warmer|too cold|something (warm|cosier|cozier)) /],
  ['cooler', / (cooler( option)?|too (hot|warm)|lighter (option|version|outfit)|something (cooler|lighter)) /],
  ['cheaper', / (cheaper|less expensive|lower budget|too (expensive|pricey)|on a budget|budget (version|option)|more affordable) /],
];
const FOLLOW_UP = /^\s*(and|but|what about|how about|what if|also|ok(ay)?,? (and|what|but)|if it'?s|if it is|same but|instead|then)\b/i;

const AVOID_RE =
  / (no|not|without|avoid(ing)?|hate|dislike|skip( the)?|never|can'?t wear|cannot wear|won'?t wear|don'?t (want|like|wear|have)( to wear)?|rather not( wear)?|other than|except|instead of) ((a|an|the|my|any|wearing)\s)?((?:[a-z-]+ ){1,3})/g;

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
// prettier-ignore
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const MONTH_SHORT = MONTHS.map((m) => m.slice(0, 3));
const MS_PER_DAY = 86_400_000;

function isoFromDayNumber(n: number): string {
  return new Date(n * MS_PER_DAY).toISOString().slice(0, 10);
}

function capital(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** The day asked about, relative to today: today, tonight, tomorrow, a weekday, this weekend, or a date. */
export function parseDay(text: string, today: string): AskedDay | null {
  const t = norm(text);
  const base = dayNumber(today);
  if (Number.isNaN(base)) return null;
  const weekday = new Date(base * MS_PER_DAY).getUTCDay();
  if (/ (day after tomorrow) /.test(t)) return { date: isoFromDayNumber(base + 2), label: 'the day after tomorrow' };
  if (/ (tomorrow|tmrw|tmr) /.test(t)) return { date: isoFromDayNumber(base + 1), label: / tomorrow (night|evening) /.test(t) ? 'tomorrow night' : 'tomorrow' };
  if (/ (tonight|this evening) /.test(t)) return { date: today, label: 'tonight' };
  if (/ (today|this morning|this afternoon|right now|now) /.test(t)) return { date: today, label: 'today' };
  if (/ (this|the|next) weekend /.test(t) || / on the weekend /.test(t)) {
    // Saturday of this weekend (today when it is the weekend already); next weekend is a week on.
    const ahead = weekday === 0 ? -1 : 6 - weekday;
    const next = / next weekend /.test(t);
    return { date: isoFromDayNumber(base + Math.max(ahead, 0) + (next ? 7 : 0)), label: next ? 'next weekend' : 'this weekend' };
  }
  const wd = new RegExp(` (next |this |on )?(${WEEKDAYS.join('|')})s? `).exec(t);
  if (wd) {
    const target = WEEKDAYS.indexOf(wd[2]!);
    let ahead = (target - weekday + 7) % 7;
    if (wd[1] === 'next ' && ahead === 0) ahead = 7;
    return { date: isoFromDayNumber(base + ahead), label: capital(wd[2]!) };
  }
  const iso = / (\d{4})-(\d{2})-(\d{2}) /.exec(t);
  if (iso) return { date: `${iso[1]}-${iso[2]}-${iso[3]}`, label: iso.slice(1).join('-') };
  const monthFirst = new RegExp(` (${MONTHS.join('|')}|${MONTH_SHORT.join('|')})\\.? (\\d{1,2})(st|nd|rd|th)? `).exec(t);
  const dayFirst = new RegExp(` (\\d{1,2})(st|nd|rd|th)? (of )?(${MONTHS.join('|')}|${MONTH_SHORT.join('|')}) `).exec(t);
  const slash = / (\d{1,2})\/(\d{1,2}) /.exec(t);
  const theNth = / (on )?the (\d{1,2})(st|nd|rd|th) /.exec(t);
  let month: number | null = null;
  let day: number | null = null;
  if (monthFirst) [month, day] = [MONTH_SHORT.indexOf(monthFirst[1]!.slice(0, 3)), Number(monthFirst[2])];
  else if (dayFirst) [month, day] = [MONTH_SHORT.indexOf(dayFirst[4]!.slice(0, 3)), Number(dayFirst[1])];
  else if (slash) [month, day] = [Number(slash[1]) - 1, Number(slash[2])];
  else if (theNth) {
    const [y, m, d] = today.split('-').map(Number) as [number, number, number];
    const n = Number(theNth[2]);
    month = n >= d ? m - 1 : m;
    day = n;
    const year = y + (month > 11 ? 1 : 0);
    month %= 12;
    return dateOrNull(year, month, day, base);
  }
  if (month !== null && day !== null && month >= 0 && month <= 11) {
    const year = Number(today.slice(0, 4));
    const thisYear = dateOrNull(year, month, day, base);
    if (thisYear && dayNumber(thisYear.date) >= base) return thisYear;
    return dateOrNull(year + 1, month, day, base);
  }
  return null;
}

function dateOrNull(year: number, month: number, day: number, _base: number): AskedDay | null {
  if (day < 1 || day > 31) return null;
  const d = new Date(Date.UTC(year, month, day));
  if (d.getUTCMonth() !== month) return null;
  return { date: d.toISOString().slice(0, 10), label: `${capital(MONTHS[month]!)} ${day}` };
}

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
  return t
    .replace(
      / (how (should|do|to) i |to |i |should i |me )?dress(ed|ing)? (for|to|up|down|like|in|when|if|code|warmly|smart(ly)?|nicely|appropriately|well) /g,
      ' $4 ',
    )
    .replace(/ dress code /g, ' ')
    .replace(/ how (should|do) i dress /g, ' ');
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
    / (under|below|less than|up to|max(imum)?|budget( of| is)?) (\d{1,6}) /.exec(t);
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
  return [...new Set(out)];
}

/**
 * A stated temperature in °C: '90°F', '30 degrees', '12c', 'in the 80s'. A number without a unit
 * is in the person's own unit when known ('40 degrees' is cold in Ohio, hot in Madrid), else
 * above 45 it reads as °F.
 */
export function temperatureIn(text: string, unitHint?: 'F' | 'C'): number | null {
  const t = text.toLowerCase().replace(/º/g, '°');
  const m =
    /(?<![\w-])(-?\d{1,3})\s?(?:°|degrees?|deg)\s?(f|c|fahrenheit|celsius|centigrade)?\b/.exec(t) ??
    /(?<!\w)(-?\d{1,3})\s?(f|c)\b/.exec(t) ??
    /\bin the (\d0)'?s\b()/.exec(t) ??
    // 'it's 95 and humid': a bare number said of the day.
    /\b(?:it'?s|it is|it'?ll be|it will be|going to be|gonna be|high of|highs of) (-?\d{1,3})\b()(?!\s*(?:%|percent|am|pm|a\.m|p\.m|o'?clock|min|mins|minutes|hours?|miles|km|people|guests|dollars|bucks|years?|:))/.exec(
      t,
    );
  if (!m) return null;
  const n = Number(m[1]) + (/in the/.test(m[0]) ? 5 : 0);
  const unit = m[2] ? (m[2].startsWith('c') ? 'C' : 'F') : (unitHint ?? (n > 45 ? 'F' : 'C'));
  const c = unit === 'F' ? ((n - 32) * 5) / 9 : n;
  // One decimal, so a stated 40°F is written back as 40°F, not 39°F.
  return c < -50 || c > 55 ? null : Math.round(c * 10) / 10;
}

function weatherIn(t: string): WeatherWord[] {
  const words = WEATHER_WORDS.filter(([, re]) => re.test(t)).map(([w]) => w);
  // 'hot pink' and 'summer dress' are not the weather when something else is said about it.
  return words.filter((w) => !(w === 'hot' && / hot pink /.test(t) && !/ (it'?s|is|be|gets?|very|so|too) hot /.test(t)));
}

/** A stain cause alone ('wine', 'oil') is a colour or a word, not a problem, unless a stain or cleaning is also in the question. */
function problemIn(t: string, garmentNamed: boolean): ProblemId | null {
  const hits = conceptsIn(words(t), PROBLEMS);
  const causes = hits.filter((h) => h.id.startsWith('stain:'));
  // '...grass on the knees of my khakis': a cause landed on a garment is a stain too.
  const stainSaid =
    hits.some((h) => h.id === 'stain' || h.id === 'wash') ||
    / (out|off|remove|removing|get rid|lift|clean) /.test(t) ||
    (garmentNamed && / (on|all over|onto|got|stuck|dripped|spilled|spilt|smeared|splashed) /.test(t));
  if (causes.length && stainSaid) return causes[0]!.id;
  return hits.find((h) => !h.id.startsWith('stain:'))?.id ?? null;
}

function kindOf(raw: string, t: string, q: Omit<ParsedQuestion, 'kind' | 'followUp' | 'change'>): QuestionKind {
  if (GREETING.test(raw)) return 'greeting';
  if (THANKS.test(raw)) return 'thanks';
  if (ABOUT.test(raw) && raw.split(/\s+/).length <= 6) return 'about';
  if (q.offTopic && !has(t, FASHION_WORDS) && q.pieces.length === 0) return 'off-topic';
  // A part of a garment that fits badly is a fit question, not care ('tight at the hips', 'shoulders too wide'); shoes that rub stay care.
  const shoes = q.pieces.some((p) => /^(boots|sneakers|loafers|heels|sandals|flats|oxfords|shoes|dress shoes)$/.test(p));
  if (q.fitArea && q.fitIssue && !shoes && (q.problem === null || q.problem === 'comfort' || q.problem === 'stretch')) return 'fit';
  if ((has(t, CARE) || (q.problem && q.problem !== 'wash')) && !has(t, OUTFIT) && !(q.activity && q.problem === null)) return 'care';
  // 'Funeral on Friday, what is appropriate?' asks for an outfit; 'can I wear white to a wedding?' asks a rule.
  if (has(t, ETIQUETTE) && (q.pieces.length || q.colours.length || q.occasions.length === 0 || / (mean|means|require|requires) /.test(t))) return 'etiquette';
  // Packing plans a trip, whatever the trip is for ('pack for a ski week', 'suitcase for a wedding weekend').
  if (has(t, PACKING) && !has(t, / what (should|do|can) i wear (today|tonight|tomorrow) /)) return 'packing';
  // An activity asks what to wear for it, however it is worded ('clothes for deadlifts?', 'gardning tomorrow').
  if (q.activity && !has(t, SHOPPING) && !has(t, PAIRING)) return 'outfit';
  if (has(t, CAPSULE) && !has(t, / what (should|do|can) i wear /)) return 'capsule';
  if (q.budget || (has(t, SHOPPING) && !has(t, / what (should|do|can) i wear /))) return 'shopping';
  if (has(t, PAIRING) && (q.pieces.length > 0 || / (it|this|them) /.test(t))) return 'pairing';
  if (q.pairWith && q.pieces.length >= 2 && / (what|which) /.test(t) && !has(t, OUTFIT)) return 'pairing';
  if (has(t, OUTFIT) || ((q.occasions.length > 0 || q.weather.length > 0) && / (wear|wearing|dress|outfit|put on) /.test(dressVerbFree(t) + t)))
    return 'outfit';
  if (has(t, FIT)) return 'fit';
  if (has(t, COLOUR_Q) || (q.colours.length >= 2 && / (with|and) /.test(t))) return 'colour';
  if (q.occasions.length > 0 || q.dressCode) return 'outfit';
  if (q.offTopic && q.pieces.length === 0) return 'off-topic';
  return 'general';
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
function dayOf(message: string, today: string, occasion: string | null): AskedDay | null {
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
  const at = mentions(t, occasion);
  const distance = (c: (typeof clauses)[number]) =>
    Math.min(...at.map((p) => (p >= c.start && p <= c.end ? 0 : Math.min(Math.abs(p - c.start), Math.abs(p - c.end)))));
  return [...clauses].sort((a, b) => distance(a) - distance(b))[0]!.day;
}

function parseAlone(message: string, today: string, unit?: 'F' | 'C'): Omit<ParsedQuestion, 'followUp' | 'change'> {
  const t = norm(message);
  const ws = words(message);
  const activity = conceptsIn(ws, ACTIVITIES)[0]?.id ?? null;
  const read = OCCASION_RES.filter(({ re }) => re.test(t)).map(({ name }) => name);
  const occasions = activity
    ? [
        ACTIVITY_OCCASION[activity][0],
        ...read.filter((o) => !SUPERSEDED_BY_ACTIVITY.has(o) || (o === 'work' && / (the office|at work|to work|my job) /.test(t))),
      ]
    : read;
  // 'first date' is not also a 'date'; 'cocktail party' not also a 'party'.
  const distinct = occasions.filter((o) => !(o === 'date' && occasions.includes('first date')) && !(o === 'party' && occasions.includes('cocktail party')));
  // 'work out' is the gym, not the office.
  const occ = asked(t, / work(ing)? ?out /.test(t) ? distinct.filter((o) => o !== 'work') : distinct);
  const explicit = EXPLICIT_DRESS_CODES.find((c) => t.includes(` ${c} `));
  const explicitCode = explicit ? parseDressCode(explicit) : null;
  const implied = activity ? ACTIVITY_OCCASION[activity][1] : occ.length ? dressCodeFromTitle(occ.map((o) => OCCASION_TITLE[o] ?? o).join(' and ')) : null;
  const pieces = piecesIn(dressVerbFree(t));
  const offTopic = OFF_TOPIC.find(([, re]) => re.test(t))?.[0] ?? null;
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
    dressCode: explicitCode ?? implied,
    dressCodeExplicit: !!explicitCode,
    day: dayOf(message, today, occ[0] ?? null),
    weather: weatherIn(t),
    pieces,
    colours: coloursIn(t),
    avoid: avoidIn(t),
    budget: budgetIn(t),
    offTopic,
    activity,
    fabric: conceptsIn(ws, FABRICS)[0]?.id ?? null,
    problem: problemIn(t, pieces.length > 0),
    tempC: temperatureIn(message, unit),
    tripDays: tripDaysIn(t),
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
  const piece = current.pieces[0]!;
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
  const current = parseAlone(message, context.today, context.unit);
  const previousUser = [...(context.history ?? [])].reverse().find((turn) => turn.role === 'user');
  const short = message.trim().split(/\s+/).length <= 6;
  const change = short ? changeIn(message, current) : null;
  const looksLikeFollowUp =
    FOLLOW_UP.test(message) ||
    (change !== null && !['care', 'colour', 'etiquette'].includes(current.kind)) ||
    (message.trim().split(/\s+/).length <= 5 && current.kind === 'general' && (current.weather.length > 0 || current.day !== null || current.tempC !== null));
  if (!previousUser || !looksLikeFollowUp || ['greeting', 'thanks', 'about', 'off-topic'].includes(current.kind)) {
    return { ...current, followUp: false, change: null };
  }
  const previous = parseQuestion(previousUser.content, {
    today: context.today,
    unit: context.unit,
    history: historyBefore(context.history ?? [], previousUser),
  });
  if (['greeting', 'thanks', 'about', 'off-topic', 'general'].includes(previous.kind) && current.kind !== 'general') {
    return { ...current, followUp: false, change: null };
  }
  const slot = change === 'shoes' || change === 'outerwear' || change === 'top' || change === 'bottom' || change === 'accessories';
  const kind =
    current.kind === 'general' ||
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
    dressCode,
    dressCodeExplicit: change === 'less formal' || change === 'more formal' ? true : current.dressCode ? current.dressCodeExplicit : previous.dressCodeExplicit,
    day: current.day ?? previous.day,
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
    activity: current.activity ?? previous.activity,
    fabric: current.fabric ?? previous.fabric,
    problem: current.problem ?? previous.problem,
    tempC: current.tempC ?? (change === 'warmer' || change === 'cooler' ? null : previous.tempC),
    tripDays: current.tripDays ?? previous.tripDays,
    fitArea: current.fitArea ?? previous.fitArea,
    fitIssue: current.fitIssue ?? previous.fitIssue,
    followUp: true,
    change: change ?? ((current.weather.length > 0 || current.tempC !== null) && !current.occasions.length && !current.day ? 'weather' : null),
  };
}

/** The turns before a given turn: a follow-up to a follow-up reads the whole chain. */
function historyBefore(history: NonNullable<ParseContext['history']>, turn: NonNullable<ParseContext['history']>[number]) {
  const i = history.indexOf(turn);
  return i > 0 ? history.slice(0, i) : [];
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
