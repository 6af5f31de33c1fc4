import type { DressCode } from '../dress-code';
import { ACTIVITIES, conceptsIn, stem, words, type ActivityId, type Concept } from './lexicon';
import { OBJECT_OPENERS, PEOPLE } from '../reading/people';
import { MEDICAL_EVENTS, MEDICAL_WHO } from '../reading/medical';
import { tokensOf } from '../reading/tokens';
import { BODY_NOUNS } from '../reading/event-frames';
import { figurativeAt } from '../reading/figures';
import { phrasesIn } from '../reading/phrases';
import { NOT_AN_OCCASION } from '../reading/set-aside';

/**
 * The occasion as the person named it ('a pottery class', 'my cousin's engagement party', 'the
 * minor league game', 'an art opening'), read by form: an event noun (class, game, party, opening,
 * meeting...) with the words that qualify it, or an activity. Its meaning (dress code, the engine's
 * occasion, an activity) comes from concepts matched on word stems with typos allowed: the
 * qualifier first ('pottery' is hands-on and messy, 'league' is a sport watched from the stands),
 * then the event noun alone, so an occasion never seen still lands at a sensible level ('a
 * taxidermy class' is a class). The answer names the occasion back in the person's words.
 * Pure (see docs/decisions/0087-occasions-named-back-in-the-persons-words.md).
 */

export interface NamedOccasion {
  /** The person's words, lower case, possessives and articles dropped: 'pottery class', 'pta meeting'. */
  phrase: string;
  /** The engine's occasion it stands for ('gallery', 'casual day', 'church', 'class', 'party'...); null: what the occasion table reads in the phrase. */
  occasion: string | null;
  dressCode: DressCode | null;
  /** Whether a qualifier decided the meaning ('engagement' party, 'pottery' class), over what the event noun alone implies. */
  qualified: boolean;
  /** An activity the occasion is ('yoga class' → yoga, 'pottery class' → a messy job); null when it is an occasion to dress for. */
  activity: ActivityId | null;
  /** An activity named alone ('hiking', 'work out'): nothing to name back beyond the activity itself. */
  bare: boolean;
  /** Whether the occasion is watched rather than played ('a basketball game'): a sport named in it is not the activity. */
  spectating: boolean;
}

interface Meaning {
  occasion: string | null;
  dressCode: DressCode | null;
  activity?: ActivityId;
  spectating?: boolean;
}

/** Words before an event noun that make it a thing, not an occasion ('wedding band', 'watch band', 'hair band'). */
const THING_BEFORE: Record<string, readonly string[]> = {
  band: ['wedding', 'watch', 'hair', 'head', 'arm', 'wrist', 'rubber', 'elastic', 'waist', 'resistance', 'sweat', 'tee', 'shirt'],
  // 'The black derbies' are shoes.
  derby: ['black', 'brown', 'tan', 'oxblood', 'burgundy', 'leather', 'suede', 'white', 'navy', 'grey', 'my', 'your', 'his', 'dress'],
};

/**
 * Shows people name by their title ('going to see Hamilton', 'tickets for The Lion King'): the theatre, named back by the
 * title. A title counts only after a word that makes it one ('see', 'for', 'the'), so 'wicked cold' is no musical.
 */
// prettier-ignore
export const SHOW_TITLES: readonly string[] = ['hamilton', 'wicked', 'the lion king', 'lion king', 'les mis', 'les miserables', 'phantom of the opera',
  'the phantom of the opera', 'book of mormon', 'the book of mormon', 'mamma mia', 'dear evan hansen', 'hadestown', 'moulin rouge', 'six the musical',
  'aladdin', 'the nutcracker', 'nutcracker', 'swan lake', 'jersey boys', 'come from away', 'mean girls', 'beetlejuice', 'cabaret', 'hairspray',
  'into the woods', 'kinky boots', 'matilda', 'miss saigon', 'west side story', 'sweeney todd', 'waitress', 'cursed child', 'mrs doubtfire', 'a christmas carol',
  'the music man', 'the book thief', 'rent', 'evita', 'oklahoma', 'the sound of music', 'sound of music', 'annie', 'frozen the musical', 'the outsiders', 'hell\'s kitchen', 'suffs', 'mj the musical', 'back to the future'];
/** Performing-arts venues by name or kind ('the Ordway', 'the Kennedy Center', 'the playhouse'): the theatre, named back as said. */
// prettier-ignore
export const SHOW_VENUES: readonly string[] = ['ordway', 'kennedy center', 'lincoln center', 'carnegie hall', 'royal albert hall', 'royal opera house', 'opera house',
  'playhouse', 'concert hall', 'performing arts center', 'performing arts centre', 'guthrie', 'orpheum', 'pantages', 'palladium', 'old vic', 'barbican',
  'national theatre', 'radio city', 'hollywood bowl', 'segerstrom', 'benedum', 'fox theatre', 'fox theater', 'symphony hall', 'music hall',
  // The venue's kind in the languages theatres are named in ('the Teatro Municipal', 'the Théâtre du Châtelet', 'the Staatsoper').
  'teatro', 'théâtre', 'teatr', 'staatsoper', 'opernhaus', 'konzerthaus'];
/** Words before a title that make it the show ('see Hamilton', 'tickets for Wicked', 'the Nutcracker'). */
const TITLE_BEFORE = new Set(['see', 'seeing', 'saw', 'watch', 'watching', 'catch', 'catching', 'for', 'the', 'at', 'tickets', 'to see']);
const TITLES = new Set(SHOW_TITLES);
const VENUES = new Set(SHOW_VENUES);

/** Event nouns: the head of an occasion phrase, with what it means when nothing qualifies it. */
// prettier-ignore
const HEADS: [string[], Meaning][] = [
  // A student's lectures are classes; a talk given to a room is the conference's row.
  [['class', 'lesson', 'course', 'workshop', 'tutorial', 'lecture', 'lectures'], { occasion: 'class', dressCode: 'casual' }],
  [['game', 'match', 'tournament', 'playoff', 'derby', 'meet'], { occasion: 'casual day', dressCode: 'casual', spectating: true }],
  [['party', 'celebration', 'shower', 'reunion', 'anniversary', 'housewarming', 'soiree', 'bash', 'get together', 'gathering', 'birthday', 'send-off', 'sendoff', 'send off', 'farewell'], { occasion: 'party', dressCode: 'smart casual' }],
  [['dinner', 'supper'], { occasion: 'dinner', dressCode: 'smart casual' }],
  [['lunch', 'luncheon', 'brunch', 'breakfast', 'tea'], { occasion: 'brunch', dressCode: 'smart casual' }],
  [['meeting', 'appointment', 'consultation'], { occasion: 'meeting', dressCode: 'business casual' }],
  // A medical visit is an everyday outing dressed for the examination (chat/appointment.ts), not a meeting.
  [[...MEDICAL_EVENTS], { occasion: 'casual day', dressCode: 'casual' }],
  [['opening', 'premiere', 'screening', 'exhibition', 'exhibit', 'launch', 'signing', 'reading', 'viewing'], { occasion: 'gallery', dressCode: 'smart casual' }],
  // Music one stands for in a crowd: a friend's band, a gig, not the theatre.
  [['gig', 'band', 'rave', 'dj set'], { occasion: 'concert', dressCode: 'casual' }],
  // Some event nouns also name a thing after certain words: a wedding band is a ring, a watch band a strap.
  [['show', 'concert', 'recital', 'performance', 'play', 'musical', 'symphony', 'orchestra', 'comedy', 'nativity', 'pantomime', 'panto', 'pageant'], { occasion: 'theatre', dressCode: 'smart casual' }],
  [['ceremony', 'service', 'mass', 'christening', 'baptism', 'bris', 'communion', 'confirmation', 'mitzvah', 'quinceanera', 'blessing',
    // A house of worship names the service held there ('the gurdwara on Sunday'): covered and modest at a service's level.
    'gurdwara', 'gurudwara', 'mandir', 'mosque', 'masjid', 'synagogue', 'shul', 'temple'], { occasion: 'church', dressCode: 'smart casual' }],
  // Outdoor feasts eaten with the hands ('a crawfish boil', 'the fish fry', 'a pig roast'): a barbecue's clothes.
  [['boil', 'fish fry', 'fry', 'clambake', 'pig roast', 'hog roast', 'crab feast', 'luau', 'cookout', 'backyard party', 'braai', 'asado', 'churrasco'], { occasion: 'barbecue', dressCode: 'casual' }],
  [['festival', 'fair', 'market', 'carnival', 'tour', 'outing', 'picnic', 'potluck', 'hangout', 'trivia', 'quiz', 'crawl', 'parade', 'fireworks', 'bowling', 'karaoke', 'arcade', 'errands', 'errand', 'sightseeing',
    // An afternoon's fun with mates ('go karting then the pub after', 'mini golf', 'paintball'): a casual day out.
    'karting', 'go karting', 'go-karting', 'go kart', 'go karts', 'mini golf', 'minigolf', 'paintball', 'escape room', 'pub', 'beer garden'], { occasion: 'casual day', dressCode: 'casual' }],
  // Holiday meals: said as the day's name ('thanksgiving at her parents''), dressed as a dinner with family.
  [['thanksgiving', 'friendsgiving', 'seder', 'iftar', 'eid', 'diwali', 'hanukkah', 'chanukah', 'lunar new year', 'chinese new year', 'nowruz', 'rosh hashanah'], { occasion: 'dinner', dressCode: 'smart casual' }],
  // The events around a wedding are occasions of their own, named as said ('the sangeet', 'her mehndi'), each at its own level:
  // the evening dances and receptions dress up, the daytime rites are festive but relaxed.
  [['sangeet', 'baraat', 'walima', 'walimah', 'nikah', 'cocktail hour'], { occasion: 'cocktail party', dressCode: 'cocktail' }],
  [['mehndi', 'mehendi', 'henna night', 'haldi', 'roka', 'tilak', 'welcome drinks', 'welcome dinner', 'brunch after'], { occasion: 'party', dressCode: 'smart casual' }],
  // Traditional engagements and dowry rites held at the family home ('my cousin's ruracio', 'the introduction ceremony'): festive, dressed up.
  [['ruracio', 'dowry ceremony', 'bride price', 'kwanjula', 'kukyala', 'owambe', 'traditional engagement', 'traditional wedding', 'introduction ceremony'], { occasion: 'party', dressCode: 'cocktail' }],
  // A round one plays in polo and chinos: an occasion to dress for, not gym kit.
  [['golf', 'round of golf', 'tee time'], { occasion: 'casual day', dressCode: 'smart casual' }],
  [['tasting', 'drinks', 'happy hour', 'night out', 'night', 'mixer', 'meetup', 'meet up', 'social', 'networking event'], { occasion: 'party', dressCode: 'smart casual' }],
  [['fundraiser', 'benefit', 'auction'], { occasion: 'cocktail party', dressCode: 'cocktail' }],
  [['conference', 'convention', 'expo', 'summit', 'seminar', 'talk', 'panel', 'training'], { occasion: 'conference', dressCode: 'business casual' }],
  [['rehearsal', 'practice', 'volunteering', 'shift'], { occasion: 'casual day', dressCode: 'casual' }],
  // Leading the occasion rather than attending it dresses a step up: the one in the pulpit or before the couple.
  [['preaching', 'officiating'], { occasion: 'church', dressCode: 'business formal' }],
  // An academic milestone said by its noun ('my thesis proposal', 'the dissertation defense'): it needs its qualifier.
  [['proposal', 'defense', 'defence', 'viva'], { occasion: 'meeting', dressCode: 'business casual' }],
  // Work shown to a panel ('final crits', 'my final-year jury', 'the pitch'): a meeting's level, named as said.
  [['crit', 'critique', 'jury', 'pitch', 'pitching', 'presentation', 'presenting', 'review'], { occasion: 'meeting', dressCode: 'business casual' }],
  [['prizegiving', 'prize giving', 'prize-giving', 'award', 'awards', 'awards night', 'award ceremony', 'speech night', 'speech day'], { occasion: 'church', dressCode: 'smart casual' }],
  [['event', 'function', 'do'], { occasion: 'party', dressCode: 'smart casual' }],
  [[...SHOW_TITLES, ...SHOW_VENUES], { occasion: 'theatre', dressCode: 'smart casual' }],
  // Places one goes out to are occasions too ('a jazz club', 'the new steakhouse'): named back in the person's words.
  [['club', 'bar', 'lounge', 'nightclub', 'speakeasy', 'rooftop'], { occasion: 'party', dressCode: 'smart casual' }],
  [['restaurant', 'bistro', 'steakhouse', 'brasserie', 'trattoria', 'tapas', 'sushi bar', 'wine bar'], { occasion: 'dinner', dressCode: 'smart casual' }],
  // Occasions the occasion table knows: the phrase names them back ('the beach wedding'), the table gives their meaning.
  [['wedding', 'funeral', 'interview', 'date', 'gala', 'prom', 'graduation', 'barbecue', 'bbq', 'ball', 'banquet', 'reception', 'memorial', 'wake', 'celebration of life', 'life celebration', 'cremation', 'shiva'], { occasion: null, dressCode: null }],
];
/** Every event noun, for the reader's vocabulary (reading/vocabulary.ts). */
export const OCCASION_HEADS: readonly string[] = HEADS.flatMap(([terms]) => terms);
/** Words that make a sport's event one plays in ('curling league night', 'the running club social'). */
const PLAYED_IN: ReadonlySet<string> = new Set(['league', 'rec', 'pickup', 'pick-up']);
/** Event nouns one takes part in: an activity named in them is what the person does ('yoga class', 'soccer practice'). */
const PARTICIPATION = new Set(['class', 'lesson', 'course', 'workshop', 'tutorial', 'rehearsal', 'practice', 'training', 'session']);

/** What qualifies an event noun, by meaning: these decide over the noun ('engagement party' is cocktail, 'pottery class' messy). */
// prettier-ignore
const QUALIFIERS: (Concept<string> & Meaning)[] = [
  { id: 'crafts', terms: ['pottery', 'ceramics', 'ceramic', 'clay', 'wheel throwing', 'sculpture', 'sculpting', 'woodworking', 'carpentry', 'welding', 'glassblowing', 'printmaking', 'screen printing', 'mosaic', 'painting', 'paint', 'watercolor', 'watercolour', 'art class', 'candle making', 'soap making', 'tie dye', 'gardening class', 'terrarium', 'mechanics'], occasion: 'class', dressCode: 'casual', activity: 'chores' },
  { id: 'cooking', terms: ['cooking', 'cookery', 'baking', 'culinary', 'pasta making', 'bread making', 'cake decorating', 'sushi making', 'knitting', 'sewing', 'crochet', 'flower arranging', 'floristry', 'photography', 'language', 'writing', 'book club'], occasion: 'class', dressCode: 'casual' },
  { id: 'sport-watched', terms: ['league', 'minor league', 'major league', 'baseball', 'softball', 'hockey', 'basketball', 'football', 'soccer', 'rugby', 'cricket', 'lacrosse', 'volleyball', 'ballgame', 'ball game', 'nba', 'nfl', 'mlb', 'nhl', 'mls', 'college', 'high school', 'varsity', 'tailgate', 'stadium', 'ballpark', 'arena', 'racetrack', 'monster truck', 'wrestling', 'tennis', 'golf tournament'], occasion: 'casual day', dressCode: 'casual', spectating: true },
  { id: 'races-dressy', terms: ['kentucky derby', 'royal ascot', 'ascot', 'polo match', 'horse race', 'race day', 'races'], occasion: 'cocktail party', dressCode: 'cocktail' },
  { id: 'arts', terms: ['art', 'gallery', 'museum', 'exhibition', 'vernissage', 'private view', 'book', 'poetry', 'film', 'movie premiere', 'fashion'], occasion: 'gallery', dressCode: 'smart casual' },
  { id: 'school', terms: ['pta', 'pto', 'parent teacher', 'parents evening', 'parent night', 'school board', 'back to school', 'open house', 'hoa', 'town hall', 'community', 'neighborhood', 'neighbourhood', 'committee', 'library', 'volunteer', 'church committee'], occasion: 'meeting', dressCode: 'smart casual' },
  { id: 'academic', terms: ['thesis', 'dissertation', 'phd', 'doctoral', 'masters', 'grant', 'research', 'project', 'capstone'], occasion: 'meeting', dressCode: 'business casual' },
  // A proposal of marriage is a date, not a meeting.
  { id: 'romance', terms: ['marriage', 'romantic', 'surprise proposal'], occasion: 'date', dressCode: 'smart casual' },
  { id: 'medical', terms: [...MEDICAL_WHO, ...MEDICAL_EVENTS], occasion: 'casual day', dressCode: 'casual' },
  { id: 'client', terms: ['client', 'board', 'investor', 'sales', 'budget', 'performance review', 'team'], occasion: 'meeting', dressCode: 'business casual' },
  { id: 'professional', terms: ['networking', 'industry', 'professional', 'alumni', 'career', 'recruiting', 'recruitment', 'business'], occasion: 'conference', dressCode: 'business casual' },
  { id: 'celebration-dressy', terms: ['engagement', 'rehearsal dinner', 'anniversary dinner', 'retirement', 'bar mitzvah', 'bat mitzvah', 'quinceanera', 'sweet sixteen', 'holiday', 'christmas', 'new year', 'new years', 'launch party', 'diwali', 'sangeet', 'walima'], occasion: 'cocktail party', dressCode: 'cocktail' },
  { id: 'celebration', terms: ['birthday', 'baby shower', 'bridal shower', 'gender reveal', 'sip and see', 'housewarming', 'reunion', 'farewell', 'leaving', 'going away', 'graduation party', 'dinner party', 'surprise'], occasion: 'party', dressCode: 'smart casual' },
  { id: 'religious', terms: ['christening', 'baptism', 'bris', 'naming ceremony', 'first communion', 'communion', 'confirmation', 'church', 'mass', 'temple', 'synagogue', 'mosque', 'shul', 'prayer', 'easter service', 'sunday service'], occasion: 'church', dressCode: 'smart casual' },
  { id: 'memorial', terms: ['memorial', 'funeral', 'wake', 'vigil', 'celebration of life', 'shiva'], occasion: 'funeral', dressCode: 'business formal' },
  { id: 'casual-outing', terms: ['bowling', 'trivia', 'pub quiz', 'quiz night', 'arcade', 'escape room', 'mini golf', 'go kart', 'zoo', 'aquarium', 'farmers market', 'flea market', 'pumpkin patch', 'apple picking', 'corn maze', 'street fair', 'food truck', 'brewery', 'pub', 'dive bar', 'bar crawl', 'pub crawl', 'karaoke', 'game night', 'movie night', 'bonfire', 'playdate', 'play date', 'kids', 'children'], occasion: 'casual day', dressCode: 'casual' },
  { id: 'nightlife', terms: ['club', 'clubbing', 'nightclub', 'cocktail bar', 'rooftop bar', 'wine bar', 'lounge', 'wine tasting', 'whisky tasting', 'whiskey tasting', 'speakeasy'], occasion: 'party', dressCode: 'smart casual' },
  { id: 'theatre', terms: ['opera', 'ballet', 'symphony', 'orchestra', 'philharmonic', 'theatre', 'theater', 'broadway'], occasion: 'theatre', dressCode: 'cocktail' },
  // Music one stands for in a crowd: a gig, not the theatre.
  { id: 'gig', terms: ['band', 'punk', 'rock', 'metal', 'indie', 'emo', 'hardcore', 'grunge', 'hip hop', 'rap', 'edm', 'techno', 'house music', 'rave', 'ska', 'reggae', 'jam band', 'cover band', 'open mic', 'battle of the bands'], occasion: 'concert', dressCode: 'casual' },
  ];

// Words that end a qualifier run: articles, possessives, pronouns, verbs of asking, time words.
// prettier-ignore
const STOP = new Set(['a', 'an', 'the', 'my', 'our', 'his', 'her', 'their', 'your', 'its', 'this', 'that', 'these', 'those', 'next', 'last', 'to', 'for', 'at', 'of', 'in', 'on', 'with', 'and', 'or', 'but', 'after', 'before', 'from', 'by', 'i', 'im', "i'm", 'we', 'you', 'me', 'us', 'it', 'is', 'are', 'was', 'were', "we're", "they're", 'theyre', "we'll", "i'll", "you'll", "they'll", "we've", "i've", "we'd", "i'd", 'be', 'been', 'being', 'am', 'have', 'has', 'had', 'got', 'get', 'going', 'go', 'goin', 'gonna', 'heading', 'headed', 'attending', 'attend', 'invited', 'hosting', 'host', 'what', 'which', 'should', 'shall', 'do', 'does', 'can', 'could', 'would', 'will', 'wear', 'wearing', 'dress', 'outfit', 'outfits', 'help', 'need', 'ideas', 'idea', 'please', 'today', 'tonight', 'tomorrow', 'tmrw', 'morning', 'afternoon', 'evening', 'weekend', 'week', 'month', 'year', 'so', 'some', 'any', 'there',
  // Amounts say how many, not what kind ('a million errands', 'a couple of drinks').
  'million', 'bunch',
  // A temperature's unit ends a phrase too ('41 degrees, preaching 2 services').
  'degrees', 'degree', 'celsius', 'fahrenheit',
  // A length said with a number ('a 90-minute guided walk', 'a 5k run') says how long, not what kind.
  'minute', 'minutes', 'min', 'hour', 'hours', 'hr', 'mile', 'miles', 'km', 'k', 'ton', 'tons', 'lot', 'lots', 'load', 'loads', 'few', 'couple', 'several', 'many', 'bazillion', 'there\'s', 'theres', 'about', 'how', 'if', 'like', 'just', 'up', 'out', 'into', 'all', 'day',
  'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'mon', 'tue', 'tues', 'wed', 'thu', 'thur', 'thurs', 'fri', 'sat', 'sun', ...PEOPLE]);

/** Words of when that may stand between an article and its event ('the Saturday morning tour'). */
const WHEN_WORDS: ReadonlySet<string> = new Set([
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
  'morning',
  'afternoon',
  'evening',
  'night',
  'nightly',
  'weekly',
  'weekend',
  'sunrise',
  'sunset',
  'lunchtime',
  'midday',
]);

/** A day or a date after 'on' ('on Saturday', 'on the 12th', 'on 4 Dec'). */
const WHEN_AFTER_ON =
  /^(monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|the|\d+(st|nd|rd|th)?|jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|january|february|march|april|june|july|august|september|october|november|december)$/;

/** Event nouns that are also verbs or common words: they head an occasion only after a qualifier or an article ('a play', 'the show', 'tennis match'). */
const VERBISH = new Set([
  'boil',
  'fry',
  'show',
  'play',
  'match',
  'meet',
  'talk',
  'tour',
  'practice',
  'reading',
  'viewing',
  'training',
  'service',
  'do',
  'function',
  'night',
  'tea',
  'drinks',
  'launch',
  'signing',
  'event',
  'shift',
  'course',
  'fair',
  'date',
  'ball',
  'wake',
  'reception',
  'club',
  'bar',
]);
/** Event nouns that name nothing alone ('after my shower', 'the night'). */
const NEEDS_QUALIFIER = new Set([
  'boil',
  'fry',
  'proposal',
  'defense',
  'defence',
  'night',
  'event',
  'function',
  'do',
  'shift',
  'session',
  'shower',
  'meet',
  'crawl',
  'launch',
  'signing',
  'reading',
  'viewing',
]);
const ARTICLE = /^(a|an|the|my|our|his|her|their|your|this|next|tonight's|tonights|weekly|annual|big|little|first|school|kids|work|for|\d+)$/;
/** A word that makes the next noun a thing one goes to: an article, 'for' ('out for drinks'), a count ('2 services') or a possessive ('Hannah's band'). */
const determines = (word: string | undefined) => !!word && (ARTICLE.test(word) || /'s$/.test(word));
/** What follows an -ing event noun used as a verb: its object ('meeting them', 'meeting a friend', 'opening my gifts'). */
const OBJECT_AFTER = new Set([...OBJECT_OPENERS, ...PEOPLE]);

const HEAD_TERMS = HEADS.flatMap(([terms, meaning]) => terms.map((t) => ({ term: t, tw: words(t), meaning, verbish: VERBISH.has(t) })));
const ACTIVITY_TERMS = ACTIVITIES.flatMap((a) => a.terms.map((t) => ({ tw: words(t), activity: a.id })));
// Event nouns and activities are matched on exact stems (a chat answer must stay fast); the qualifiers, a short phrase, allow typos.
const stemsOf = (tw: readonly string[]) => tw.map(stem);
const HEAD_STEMS = HEAD_TERMS.map((h) => ({ ...h, st: stemsOf(h.tw) }));
const ACTIVITY_STEMS = ACTIVITY_TERMS.map((a) => ({ ...a, st: stemsOf(a.tw) }));
const FIRST_STEMS = new Set([...HEAD_STEMS, ...ACTIVITY_STEMS].map((t) => t.st[0]!));

/** Verbs by which a group holds an event ('the class is doing a concert', 'the club's having its dinner'). */
// prettier-ignore
const HOLDING: ReadonlySet<string> = new Set(['doing', 'having', 'holding', 'hosting', 'throwing', 'putting', 'running', 'organising', 'organizing', 'planning', 'staging', 'performing', 'giving', 'do', 'have', 'hold', 'host', 'throw', 'put', 'stage', 'perform', 'give']);
const HOLDING_AUX: ReadonlySet<string> = new Set(['is', 'are', 'was', 'were', "'s", 's', 'r', 'will', 'be', "'re", 'gonna', 'going', 'to']);

/** Groups that hold events of their own ('the class', 'my running club', 'the team'). */
const GROUPS: ReadonlySet<string> = new Set(['class', 'club', 'group', 'team', 'crew', 'squad', 'league', 'studio', 'choir', 'band', 'society']);

/** Whether the word at `at` is a group said to hold an event ('class is having a party'): what is done there is not done. */
export function hostsAnEvent(ws: readonly string[], at: number): boolean {
  // 'The yoga class is having…' names the group after the pursuit; 'yoga class' may be read as one term too.
  const group = GROUPS.has(ws[at] ?? '') ? at + 1 : GROUPS.has(ws[at - 1] ?? '') ? at : -1;
  return group > 0 && holdsAnEvent(ws, group);
}

/** Whether the words from `at` say the noun before holds an event ('is doing their', 'will be having a'). */
function holdsAnEvent(ws: readonly string[], at: number): boolean {
  let k = at;
  while (k < ws.length && k - at < 3 && HOLDING_AUX.has(ws[k]!)) k++;
  // What is held is an event within a few words ('doing their Christmas concert'); 'doing a 10k' is the pursuit itself.
  return k > at && HOLDING.has(ws[k] ?? '') && ws.slice(k + 1, k + 6).some((w) => HEAD_WORDS.has(w) || HEAD_WORDS.has(w.replace(/s$/, '')));
}

/** Words after 'do' that make it the verb ('people do wear', 'they do it'). */
// prettier-ignore
const DO_AS_VERB_NEXT: ReadonlySet<string> = new Set(['i', 'you', 'u', 'we', 'they', 'it', 'people', 'guys', 'men', 'women', 'not', 'wear', 'need', 'have', 'this', 'that', 'with', 'my', 'the', 'a', 'an']);

/** A word that can stand in an event's name before its noun ('carols', 'wine'), not a link between two events ('then'). */
function namePart(word: string | undefined): boolean {
  if (!word || isStop(word)) return false;
  const pos = tokensOf(word)[0]?.pos;
  return pos === 'NOUN' || pos === 'ADJ' || pos === 'PROPN';
}

function isStop(word: string): boolean {
  return STOP.has(word) || /^\d/.test(word) || /'s$/.test(word);
}

/** The word is the noun itself or its plural ('party', 'parties', 'classes'). */
function sameNoun(word: string, noun: string): boolean {
  return word === noun || word === `${noun}s` || word === `${noun}es` || (noun.endsWith('y') && word === `${noun.slice(0, -1)}ies`);
}

const PLAY_VERBS: ReadonlySet<string> = new Set(['play', 'plays', 'playing', 'played']);

/** Words before 'play' that make the person its subject ('I play', 'we play', 'going to play', "let's play"). */
const PLAYER_BEFORE = new Set(['i', 'we', "i'll", "we'll", 'to', 'gonna', 'wanna', "let's", 'lets', 'usually', 'always', 'sometimes']);

/** The person takes part ('my coworkers and I play pickup basketball', 'we play five-a-side'): the sport is theirs, not watched. */
function playsThemself(ws: readonly string[]): boolean {
  return ws.some((w, i) => (w === 'play' || w === 'plays') && PLAYER_BEFORE.has(ws[i - 1] ?? ''));
}

/** The occasion named in a message, or null when none is; a show's title wins over the venue said before it ('the Ordway for Hamilton'). */
/** Whether two words name the same event in one row ('pitching' and 'pitch'), so the noun can name what the verb said. */
export function sameEventRow(a: string, b: string): boolean {
  return HEADS.some(([terms]) => terms.includes(a) && terms.includes(b));
}

export function namedOccasion(message: string): NamedOccasion | null {
  const found = firstInSentences(message);
  if (!found || !VENUES.has(found.phrase)) return found;
  const rest = message.toLowerCase().split(found.phrase).slice(1).join(found.phrase);
  const title = firstOccasion(rest);
  return title && TITLES.has(title.phrase) ? title : found;
}

/** Whether the English model reads the word at `i` of `ws` (the n-th time that word is written) as a verb. */
function taggedVerb(message: string, ws: readonly string[], i: number): boolean {
  return tagAt(message, ws, i) === 'VERB';
}

/** The English model's part of speech for the word at `i` of `ws` (the n-th time that word is written). */
function tagAt(message: string, ws: readonly string[], i: number): string | undefined {
  const nth = ws.slice(0, i).filter((w) => w === ws[i]).length;
  const same = tokensOf(message).filter((t) => t.lower === ws[i]);
  return same[nth]?.pos;
}

/**
 * 'Do' is a party after a word that names it ('the work do', 'a leaving do', 'xmas do'): a noun, a name, a describing
 * word or a gerund, never a plural subject ('will the boots do?'), a helper verb ("won't do up", "can't do zips") or a
 * pronoun ('what do I wear'); the model's tag of 'do' itself is no guide.
 */
function doIsAParty(message: string, ws: readonly string[], i: number): boolean {
  const before = ws[i - 1];
  // A plural before it is the verb's subject ('will the boots do?', 'the trousers won't do up'); a festival's name is no plural.
  const plural = !!before && /[^s]s$/.test(before) && !/mas$/.test(before);
  if (!before || isStop(before) || plural || DO_AS_VERB_NEXT.has(ws[i + 1] ?? '')) return false;
  const tag = tagAt(message, ws, i - 1);
  return ['NOUN', 'PROPN', 'ADJ', 'NUM'].includes(tag ?? '') || (tag === 'VERB' && before.endsWith('ing'));
}

/** A sentence that asks what to wear ('What do I wear for the gurdwara?'). */
const ASKS_WHAT_TO_WEAR = /\?|\b(?:wear|dress|outfit)\b/i;

/**
 * The first occasion, read sentence by sentence: words of one sentence never qualify another's event ('Jacket's fine. Funeral's
 * on Thursday'). The sentence that asks what to wear speaks first: 'The sangeet is Saturday (I'm wearing my saree for that).
 * What do I wear for the gurdwara?' asks for the gurdwara, whatever was told before it.
 */
function firstInSentences(message: string): NamedOccasion | null {
  // A dash sets a clause apart as a full stop does ('the Little River ride — bib shorts are sorted'); tried from the start of a
  // run of spaces only, so a long run stays linear.
  const sentences = message.split(/(?<=[.!?;])\s+|(?<!\s)\s+[—–-]\s+/);
  const asking = sentences.filter((s) => ASKS_WHAT_TO_WEAR.test(s) && / (for|to) /i.test(` ${s} `));
  for (const sentence of asking.length < sentences.length ? asking : []) {
    const found = firstOccasion(sentence);
    if (found) return found;
  }
  for (const sentence of sentences) {
    const found = firstOccasion(sentence);
    if (found) return found;
  }
  return null;
}

/** Words that deny the occasion after them ('not a wedding', "isn't a party"). */
const DENYING: ReadonlySet<string> = new Set(['not', "isn't", 'isnt', "wasn't", 'no', 'never']);
/** Words a denial reaches over ('not really a wedding', 'not exactly a gala'). */
const DENIAL_FILLERS: ReadonlySet<string> = new Set(['a', 'an', 'the', 'really', 'exactly', 'like', 'just', 'even', 'quite', 'some']);

/** Whether the word at i is said only to deny it ('a small pooja at home, not a wedding'). */
export function deniedAt(ws: readonly string[], i: number): boolean {
  let k = i - 1;
  while (k >= 0 && i - k <= 3 && DENIAL_FILLERS.has(ws[k]!)) k--;
  if (DENYING.has(ws[k] ?? '') || deferredAt(ws, i)) return true;
  // Words that qualify the occasion stand between the article and it ('not a job interview', 'not a big fancy wedding').
  for (let j = i - 2; j >= Math.max(0, i - 4); j--) if (DENYING.has(ws[j]!) && ARTICLES.has(ws[j + 1]!)) return true;
  return false;
}
const ARTICLES: ReadonlySet<string> = new Set(['a', 'an', 'the']);

/** Words before an occasion's word that make it a time, not the plan: '31 degrees by lunch', 'tennis last weekend'. */
const TIME_BEFORE: ReadonlySet<string> = new Set(['by', 'last']);

/**
 * Whether the occasion's word at i is not the plan asked about: denied ('not a wedding'), only measured against ('not as
 * formal as the wedding will be', 'like I'm about to lead a trek') or a time ('by lunch', 'last weekend').
 */
export function setAsideAt(ws: readonly string[], i: number): boolean {
  return deniedAt(ws, i) || figurativeAt(ws, i) || TIME_BEFORE.has(ws[i - 1] ?? '') || mealAsATime(ws, i);
}

/** 'In the office after lunch', 'drinks after dinner': a meal said after 'after' or 'before' is a time of the day, not the plan. */
function mealAsATime(ws: readonly string[], i: number): boolean {
  return MEALS.test(ws[i] ?? '') && (ws[i - 1] === 'after' || ws[i - 1] === 'before');
}

/** Words of a plan's business said after its name ('wedding stuff', 'the party planning'). */
const PLAN_BUSINESS: ReadonlySet<string> = new Set(['stuff', 'things', 'prep', 'planning', 'plans', 'shopping', 'outfit', 'outfits', 'bits']);
/** What puts a plan off ('can wait', 'is later'): said of it, it is not the plan asked about now. */
const PUT_OFF: readonly (readonly [string, string])[] = [
  ['can', 'wait'],
  ['is', 'later'],
  ['comes', 'later'],
  ['will', 'wait'],
];

/** 'Wedding stuff can wait till the weekend; right now I need to get to work': the plan put off is not the one asked. */
function deferredAt(ws: readonly string[], i: number): boolean {
  let k = i + 1;
  while (k < ws.length && k - i <= 2 && PLAN_BUSINESS.has(ws[k]!)) k++;
  return PUT_OFF.some(([a, b]) => ws[k] === a && ws[k + 1] === b);
}

function firstOccasion(message: string): NamedOccasion | null {
  const ws = words(message);
  const ss = ws.map(stem);
  const longest = <T extends { st: readonly string[] }>(terms: T[], i: number) =>
    FIRST_STEMS.has(ss[i] ?? '') ? terms.filter((h) => h.st.every((x, k) => ss[i + k] === x)).sort((a, b) => b.st.length - a.st.length)[0] : undefined;
  // An event noun is a noun as written, one or many ('opening', 'openings'): its stem's verb is no event ('to open a sermon').
  const headAt = (i: number) => longest(FIRST_STEMS.has(ss[i] ?? '') ? HEAD_STEMS.filter((h) => h.tw.every((t, k) => sameNoun(ws[i + k] ?? '', t))) : [], i);
  // A place named by its last word ('the synthetic pitch', 'the tennis court') heads no event.
  const places = new Set(phrasesIn(ws, NOT_AN_OCCASION).flatMap((h) => (h.id === 'place' ? [h.at + h.span - 1] : [])));
  for (let i = 0; i < ws.length; i++) {
    if (places.has(i)) continue;
    // 'Do' is a party only after a word that names it ('the work christmas do', 'a leaving do'), never the verb ('what do I wear').
    if (isStop(ws[i]!) && !(ws[i] === 'do' && doIsAParty(message, ws, i))) continue;
    const head = headAt(i);
    const activityHit = head ? undefined : longest(ACTIVITY_STEMS, i);
    if (!head && !activityHit) continue;
    // 'A small pooja at home, not a wedding': an occasion said only to deny it is not the one asked about (setAsideAt).
    if (setAsideAt(ws, i)) continue;
    const span = (head ?? activityHit)!.tw.length;
    // 'My daughter's class is doing their Christmas concert', 'the club is having its dinner': the group that holds the
    // event is its host, and the event held is what is dressed for.
    if (head && holdsAnEvent(ws, i + span)) continue;
    // A run of event nouns ('yoga class', 'game night'): the last one heads it. So does one joined by 'and' to a word before
    // an event noun ('nine lessons and carols service', 'a food and wine festival'): one event with a two-part name.
    if (headAt(i + span)) continue;
    // Not when the two halves are built alike ('half workshop and half drinks'): that is two parts of one day, each its own.
    if (ws[i + span] === 'and' && namePart(ws[i + span + 1]) && ws[i + span + 1] !== ws[i - 1] && headAt(i + span + 2)) continue;
    // An event word a word or two before a sport describes it ('a social touch rugby team', 'charity netball'): the sport is what is done.
    if (head && (longest(ACTIVITY_STEMS, i + span) || longest(ACTIVITY_STEMS, i + span + 1))) continue;
    let start = i;
    // A show's title or a venue is a name: no words qualify it, and it needs a word that makes it one ('see Hamilton', 'the Ordway').
    const named = head && (TITLES.has(head.term) || VENUES.has(head.term));
    if (named && !(TITLES.has(head.term) ? TITLE_BEFORE.has(ws[i - 1] ?? '') || head.term.startsWith('the ') : determines(ws[i - 1]) || ws[i - 1] === 'at'))
      continue;
    // A verb of taking part ends the qualifiers ('guys from work play pickup basketball' names 'pickup basketball').
    while (!named && start > 0 && i - start < 3 && !isStop(ws[start - 1]!) && !PLAY_VERBS.has(ws[start - 1]!)) start--;
    if (named && ws[i - 1] === 'the' && TITLES.has(`the ${head.term}`)) start = i - 1;
    const before = ws[start - 1];
    // 'The Saturday morning tour': the words of when stand between the article and the event.
    let opener = start - 1;
    while (opener > 0 && WHEN_WORDS.has(ws[opener]!)) opener--;
    if (head?.verbish && start === i && !determines(before) && !(opener < start - 1 && determines(ws[opener]))) continue;
    // 'Only top half shows': a verb-like event noun in its -s form, whose phrase no determiner opens, is the verb when the
    // English model reads it so ('a crawfish boil', 'the fashion shows' are opened by one and stay events).
    if (head?.verbish && ws[i] !== head.term && ws[i]!.endsWith('s') && !determines(before) && taggedVerb(message, ws, i)) continue;
    if (head && THING_BEFORE[head.term]?.includes(ws[i - 1] ?? '')) continue;
    // 'First time meeting them', 'meeting a friend for drinks': an -ing noun with an object is the verb; the occasion is elsewhere.
    if (
      head &&
      /ing$/.test(head.term) &&
      !/^(a|an|the|this|that|my|our|his|her|their|your|next)$/.test(ws[i - 1] ?? '') &&
      OBJECT_AFTER.has(ws[i + span] ?? '')
    )
      continue;
    // ('do' was read as the verb or not where it was met: 'the work do on Saturday' is the party.)
    // 'The tour on Saturday' is dated, not 'toured on': 'on' before a day or a date keeps the event.
    const dated = ws[i + span] === 'on' && WHEN_AFTER_ON.test(ws[i + span + 1] ?? '');
    if (head?.verbish && head.term !== 'do' && !dated && /^(me|you|us|them|it|with|my|off|up|on|out)$/.test(ws[i + span] ?? '')) continue;
    const phraseWords = ws.slice(start, i + span);
    // 'My knee brace shows', 'my bra strap shows': a part of the body or what is worn on it is what shows, no event.
    if (phraseWords.slice(0, -span).some((w) => BODY_NOUNS.has(w))) continue;
    // A generic noun alone says too little to name back ('the night', 'the event').
    if (phraseWords.length === 1 && head && NEEDS_QUALIFIER.has(head.term)) continue;
    // An owner that is a kind of thing qualifies too ('the band's show' is a gig); a person's name does not.
    const owner = before && /'s$/.test(before) ? before.slice(0, -2) : null;
    // An owner that is a kind of thing says what the event is ('the symphony's holiday concert'); else the qualifier nearest the
    // noun decides ('the team holiday party' is a holiday party that a team holds, not a meeting).
    const qualifierHits = conceptsIn(owner ? [owner, ...phraseWords] : phraseWords, QUALIFIERS);
    const hit = owner && qualifierHits[0]?.at === 0 ? qualifierHits[0] : qualifierHits.at(-1);
    let meaning = hit ? QUALIFIERS.find((q) => q.id === hit.id) : undefined;
    // A sport named in a lesson is played, not watched ('tennis lesson'); a wedding or a gala is read by the occasion table.
    if ((meaning?.spectating && head && !head.meaning.spectating) || (head && head.meaning.occasion === null)) meaning = undefined;
    // A day out in a crowd keeps its own level whatever its theme: a Christmas market or a wine festival is no cocktail party.
    if (meaning && head?.meaning.occasion === 'casual day' && meaning.occasion !== 'casual day') meaning = undefined;
    // A show watched keeps its level whatever the season it celebrates: a Christmas pageant or a holiday concert is no cocktail party.
    if (meaning?.id === 'celebration-dressy' && head?.meaning.occasion === 'theatre') meaning = undefined;
    // A sport's league or club night is played ('my first curling league night', 'bowling league night').
    const participating = !head || PARTICIPATION.has(head.term) || phraseWords.some((w) => PLAYED_IN.has(w));
    const activity = participating ? (conceptsIn(phraseWords, ACTIVITIES)[0]?.id ?? activityHit?.activity ?? null) : null;
    const base: Meaning = meaning ?? head?.meaning ?? { occasion: null, dressCode: null };
    // Pickup, social and league games are played ('pickup basketball at the court', 'social netball').
    const spectating = !!(
      base.spectating &&
      !/\b(playing|playin|play in|my team|our team|social|rec|league|kickabout)\b|\bpick-?up (?!at\b|from\b|time\b|truck\b|the\b|my\b|her\b|his\b|is\b|was\b)[a-z]/.test(
        message.toLowerCase(),
      ) &&
      !playsThemself(ws)
    );
    return {
      phrase: phraseWords.join(' '),
      occasion: base.occasion,
      dressCode: base.dressCode,
      qualified: !!meaning,
      bare: !head && start === i,
      activity: spectating ? null : (base.activity ?? activity),
      spectating,
    };
  }
  return null;
}

const HEAD_WORDS = new Set(HEADS.flatMap(([terms]) => terms));

/** Whether a phrase ends in an event noun ('spin class', 'boxing session'): an activity said that way is named back as said. */
export function endsInEventNoun(phrase: string): boolean {
  const ws = words(phrase);
  return ws.length >= 2 && (HEAD_WORDS.has(ws.at(-1)!) || PARTICIPATION.has(ws.at(-1)!));
}
const MASS =
  /^(yoga|pilates|karaoke|bowling|brunch|lunch|dinner|breakfast|church|mass|drinks|work|trivia|errands|sightseeing|golf|thanksgiving|friendsgiving|preaching|officiating)$/;

const MEALS = /^(brunch|lunch|dinner|breakfast|supper)$/;

/** How an answer names the occasion: 'the pottery class', 'the art opening', 'indoor climbing', 'yoga'. */
export function occasionWithArticle(phrase: string): string {
  const last = phrase
    .replace(/ after work$/, '')
    .split(' ')
    .pop()!
    .toLowerCase();
  // A meal named by what it is for is one event ('the pharmacy conference dinner', 'the team lunch'); alone it is said bare ('dinner').
  if (MASS.test(last) && !(MEALS.test(last) && /\s/.test(phrase.replace(/ after work$/, '').trim()) && !/^(a|an|the|this|that)\s/i.test(phrase))) return phrase;
  // An owner said first is the determiner ('Zanele's umembeso', 'my sister's wedding'): no article before it.
  if (/^([a-z]+'s|[a-z]+s'|my|our|his|her|their|your)\s/i.test(phrase)) return phrase;
  // A show's title is its name ('Hamilton', 'The Nutcracker'), said as written with capitals.
  if (TITLES.has(phrase.toLowerCase()))
    return phrase.replace(/(^|\s)([a-z])/g, (_, sp: string, c: string) => `${sp}${c.toUpperCase()}`).replace(/ (Of|The|A) /g, (w) => w.toLowerCase());
  // Event nouns take 'the' ('the christening'); an activity said as a verb does not ('indoor climbing').
  return HEAD_WORDS.has(last) || !/ing$/.test(last) ? `the ${phrase}` : phrase;
}

/** The phrase as the person wrote its names and acronyms ('the Howth cliff walk', 'PTA meeting'); every other word lower case. */
export function asWritten(phrase: string, message: string): string {
  // A word capitalised inside a sentence is a name ('the Howth cliff walk', 'a BBQ'): it keeps its capitals.
  const written = new Map<string, string>();
  for (const m of message.matchAll(/[A-Za-z][A-Za-z'’-]*/g)) {
    const before = message.slice(0, m.index).trimEnd();
    const sentenceStart = before === '' || /[.!?]$/.test(before);
    const acronym = /^[A-Z]{2,5}$/.test(m[0]);
    if (/[A-Z]/.test(m[0]) && (acronym || !sentenceStart) && !written.has(m[0].toLowerCase())) written.set(m[0].toLowerCase(), m[0]);
  }
  return phrase
    .split(' ')
    .map((w) => written.get(w) ?? w)
    .join(' ');
}
