import { onlyTheScene, type ParsedQuestion } from '../question';
import { DISCOURSE_MARKERS, DRESSING_WORDS, FASHION_WORDS } from '../reading/cues';
import { phrasesIn, says } from '../reading/phrases';
import { tokensOf } from '../reading/tokens';

/**
 * When the best reading is too weak to answer (issue 38.3), Wren asks one short question naming the
 * likeliest readings instead of guessing: an outfit for an event it cannot name ('got a thing
 * Friday'), or a piece referred to as 'it' with nothing before it to say which.
 */

/** Words that stand for an occasion without saying which. */
// prettier-ignore
const UNNAMED_OCCASION = ['a/the/this/that thing', 'a/an/the/this/that event', 'a/the do', 'something on', 'the occasion', 'a/the function', 'plans'];
/** A piece referred to only by a pronoun. */
// prettier-ignore
const UNNAMED_PIECE = [
  'with it/this/that/them', 'go/goes/match/matches it/this/that/them', 'wear it/this/that/them', 'style it/this/that/them',
  'is/are it/this/that/these/those ok/okay/fine/alright/appropriate/good', 'does/do it/this/that/these/those work/look/go',
];

/** Whether the word after a pronoun is a noun it determines ('this weather', 'that dress'), by the English model. */
function nounAfter(pronoun: string, next: string | undefined): boolean {
  if (!next || !/^(this|that|these|those)$/.test(pronoun)) return false;
  const [, after] = tokensOf(`${pronoun} ${next}`);
  return after?.pos === 'NOUN';
}

/** Words that make 'that' open a clause ('wear that won't cook me', 'wear that keeps me dry'), not point back at a piece. */
// prettier-ignore
const CLAUSE_AFTER_THAT: ReadonlySet<string> = new Set(["won't", 'wont', 'will', 'would', "wouldn't", 'wouldnt', 'is', "isn't", 'isnt', "doesn't",
  'doesnt', 'does', 'can', 'could', "can't", 'cant', 'keeps', 'keep', 'makes', 'works', 'looks', 'goes', 'lets', 'stays', 'survives', 'handles', "'ll", 'should']);

/**
 * A reference back to something said before: 'the blue one', 'the dress or the other one', 'is it too
 * much?', 'what should I do about the shoes?'. With nothing before it, nothing says which piece or what for.
 */
// prettier-ignore
const REFERS_BACK = [
  'the _ one/ones', 'the other one/ones', 'that/this one', "is/was/it's/its it/this/that too", "it's/its too", 'too much',
  'do about the', 'about the _ one/ones', 'what about it/this/that/them',
  // A choice among pieces the message never lists ('which one should I wear tonight?'): the choices are in a conversation not had.
  'which one/ones',
];

/** Two colours said as the choice ('black or grey', 'the black or the navy'). */
const COLOUR_CHOICE = (colours: readonly string[]): string[] =>
  [`${colours[0]} [one/ones] or [the] ${colours[1]}`, `${colours[1]} [one/ones] or [the] ${colours[0]}`].map((p) => p.replace(/gray/g, 'gray/grey'));
/** How dressy to go, asked as a choice ('dressy or not', 'casual or formal?', 'dress up or down'). */
// prettier-ignore
const LEVEL_CHOICE = ['dressy/fancy/formal/smart/casual or not', 'dress up or down', 'dressy/fancy/formal/smart or casual', 'casual or dressy/fancy/formal/smart'];

/** Asking for an outfit in so many words. */
const ASKS_WHAT_TO_WEAR = ['what/wat/wht + wear', 'what/wat/wht + outfit'];
/** Asking for something to wear without saying what for ('nothing to wear', 'need a fit', 'help me with something for the weekend'). */
// prettier-ignore
const NEEDS_AN_OUTFIT = [
  'nothing/nothin/nuthin/nuthing to wear', 'need/want/needs a/an fit/outfit/look', 'need/want something/sumtin/sumthin/smth/sth to wear',
  'need/want something/sumtin/sumthin/smth/sth for', 'help me with/wit/w something/sumtin/sumthin/smth/sth', 'a fit for/4',
  // 'Help me with Friday.': a day to dress for, with nothing said of what it holds.
  'help me with/wit/w/for today/tonight/tomorrow/tmrw/monday/tuesday/wednesday/thursday/friday/saturday/sunday/mon/tue/tues/wed/thu/thurs/fri/sat/sun',
  // 'Something for Thursday, please': the thing asked is the outfit; the day says nothing of what it holds.
  'something/anything for today/tonight/tomorrow/tmrw/monday/tuesday/wednesday/thursday/friday/saturday/sunday/mon/tue/tues/wed/thu/thurs/fri/sat/sun',
];
/** Asking what to take along, with no trip said. */
const PACKING_ASKED = ['what should/do/shall i bring/pack/take', 'what to bring/pack/take', 'what + i bring/pack'];

/** No occasion, pursuit, piece, weather, trip or budget said; the weekend alone is no plan ('something for the weekend'). */
function noPlanSaid(q: ParsedQuestion, words: readonly string[]): boolean {
  const weekendOnly = q.occasions.every((o) => o === 'casual day') && q.occasionName === null && (words.includes('weekend') || words.includes('wknd'));
  return (
    (q.occasions.length === 0 || weekendOnly) &&
    q.occasionName === null &&
    q.activity === null &&
    q.pieces.length === 0 &&
    q.weather.length === 0 &&
    q.tempC === null &&
    q.trip === null &&
    q.budget === null &&
    !q.dressCodeExplicit
  );
}

export interface ClarifyContext {
  /** Turns before this message (the client's history, or the text thread). */
  hasHistory: boolean;
  /** Calendar events on the day asked about. */
  eventsThatDay: number;
  /** The message names an owned piece by its own name ('my Thai silk pha sin'): which piece is said, whatever the garment tables know. */
  namesAnOwnedPiece?: boolean;
}

/** `message` is the reader's text (readMessage), as every builder takes it. */
export function clarifyingQuestion(message: string, q: ParsedQuestion, ctx: ClarifyContext): string | null {
  if (q.followUp || ctx.hasHistory) return null;
  // The reader's text already: read again, its corrections would be corrected twice.
  const words = message
    .toLowerCase()
    .split(/[^a-z0-9'-]+/)
    .filter(Boolean);
  // 'Is this too casual?' judges something already chosen: the level said after 'too' is no dress code asked for.
  const judged = q.dressCodeSaid !== null && says(words, [`too ${q.dressCodeSaid}`]);
  const saysNothingElse = q.occasions.length === 0 && !q.activity && (!q.dressCode || judged) && q.trip === null;
  // 'The thing is tonight and nothing feels right': an event said only as 'the thing', on a day, asks the same (after the
  // asks below, which say it in the words of a plan wanted).
  const unnamedEvent = (kind: ParsedQuestion['kind']) => q.kind === kind && saysNothingElse && ctx.eventsThatDay === 0 && says(words, UNNAMED_OCCASION);
  const occasionAsked = () => {
    const when = q.day ? ` ${q.day.label === 'today' || q.day.label === 'tonight' || q.day.label === 'tomorrow' ? q.day.label : `on ${q.day.label}`}` : '';
    // The choices name no particular event, so none is taken for the one meant.
    return `What's the occasion${when}: work, dinner or drinks, a party, or something dressier? Tell me and I'll put the outfit together from your closet.`;
  };
  if (unnamedEvent('outfit')) return occasionAsked();
  // A bare 'what should I wear?': no occasion, day, weather or piece, and no calendar event to stand for one.
  // An outfit for nothing in particular is a guess; one short question makes it an answer.
  // Only when it asks what to wear: 'nothing fits and I leave in 10 minutes' wants an outfit now, not a question.
  if (q.kind === 'outfit' && placesNothing(q) && q.day === null && ctx.eventsThatDay === 0 && says(words, ASKS_WHAT_TO_WEAR)) {
    return "What's the occasion, or where are you going: work, a dinner or drinks, a party, something outdoors, or just a regular day? Tell me and I'll put the outfit together from your closet.";
  }
  // 'Help, I've got nothing to wear for tomorrow', 'need a fit 4 sat', 'something for the weekend, any ideas?': an outfit
  // asked for a day with nothing said of what the day holds, and no calendar event to say it. Asked plainly for a day ahead
  // ('what should I wear on Saturday?') it is the same; for today or tomorrow the plain ask is the day's outfit (Home's).
  const plainDayAhead = q.day !== null && !/^(today|tonight|tomorrow)/.test(q.day.label) && says(words, ASKS_WHAT_TO_WEAR);
  if (
    // 'Help me with Friday.' reads as no kind at all: a day to dress for is still the ask.
    (q.kind === 'outfit' || (q.kind === 'general' && q.day !== null) || (q.kind === 'fit' && q.fitArea === null && q.pieces.length === 0)) &&
    noPlanSaid(q, words) &&
    ctx.eventsThatDay === 0 &&
    (says(words, NEEDS_AN_OUTFIT) || plainDayAhead)
  ) {
    const what = q.day ? `What's on ${q.day.label}` : "What's it for";
    return `${what}: work, dinner or drinks, a party, something outdoors, or just a regular day? Tell me and I'll put the outfit together from your closet.`;
  }
  if (q.day !== null && unnamedEvent('general')) return occasionAsked();
  // 'What should I bring?', 'what do I pack?': packing with no trip said asks where to and for how long.
  const tripSaysNothing = !q.trip || (!q.trip.place && q.trip.days === null && q.trip.purposes.length === 0 && q.trip.month === null);
  if (tripSaysNothing && q.day === null && q.occasions.length === 0 && q.activity === null && q.pieces.length === 0 && says(words, PACKING_ASKED)) {
    return "Where are you going, and for how long? Tell me the trip (and anything planned there) and I'll plan what to pack from your closet.";
  }
  // 'What do I wear that won't cook me?': a 'that' opening a clause of its own points at nothing said before.
  // 'What to do with this weather': 'this' before a noun is that noun's, pointing at nothing worn.
  const pointsBack = phrasesIn(words, [{ id: 'piece', phrases: UNNAMED_PIECE }]).some(
    (h) => !CLAUSE_AFTER_THAT.has(words[h.at + h.span] ?? '') && !nounAfter(words[h.at + h.span - 1]!, words[h.at + h.span]),
  );
  if (q.pieces.length === 0 && q.colours.length === 0 && saysNothingElse && pointsBack && !ctx.namesAnOwnedPiece) {
    return "Which piece do you mean? Name it (say 'my navy blazer') and I'll find what goes with it from your closet.";
  }
  // One word of which piece at most ('the blue one', 'the dress or the other one'); 'denim jacket w black jeans, too much?' says which.
  // 'My blazer pulls across the back, is it too small?': the person's own piece, named, is which.
  const saysWhich = q.pieces.length + q.colours.length > 1 || (q.pieces.length > 0 && words.includes('my'));
  // A day said does not say which ('the red or the green one for sat?').
  const noMomentButDay = q.weather.length === 0 && q.tempC === null && q.budget === null;
  // 'What about the other jacket?': 'the other' of one kind points at one already talked about.
  const otherOfAKind = q.pieces.length === 1 && says(words, [`the other ${q.pieces[0]}`, 'the other _']) && !says(words, ['the other day/night/week/time']);
  // 'What about the jacket?': a turn in a conversation, which jacket and what for said before it; with nothing before, neither
  // is. ('What about the weekend?' names no piece: it is asked of the day.)
  const aboutThePiece = q.pieces.length === 1 && says(words, ['what/wat/wht/how/hw about the']);
  if (
    saysNothingElse &&
    !saysWhich &&
    !ctx.namesAnOwnedPiece &&
    noMomentButDay &&
    q.problem === null &&
    q.fitArea === null &&
    (says(words, REFERS_BACK) || otherOfAKind || aboutThePiece)
  ) {
    return "Which piece do you mean, and for what? Name it (say 'my navy blazer') and the occasion, and I'll answer from your closet.";
  }
  // 'Need help w something for next week': nothing of clothes placed at all, not even a word of the trade.
  // 'I need to look decent on the 12th, any ideas?': wanting to look a way, with no piece named, is the same ask.
  if (
    q.kind === 'general' &&
    placesNothing(q) &&
    ((!says(words, FASHION_WORDS) && !says(words, DRESSING_WORDS)) || (q.pieces.length === 0 && q.colours.length === 0 && says(words, LOOKING)))
  ) {
    const when = q.day ? ` ${/^(today|tonight|tomorrow|this |next )/.test(q.day.label) ? q.day.label : `on ${q.day.label}`}` : '';
    return `Happy to help: what's coming up${when}? Tell me the occasion for an outfit, a piece you want to style, or what you're thinking of buying.`;
  }
  // 'Which is better, the blue or the green?': colours weighed with nothing said of what they are, nor what for.
  if (
    q.kind === 'general' &&
    q.pieces.length === 0 &&
    q.colours.length >= 2 &&
    saysNothingElse &&
    q.weather.length === 0 &&
    q.tempC === null &&
    q.budget === null &&
    // 'Black or grey tmrw?': the colours are the choice asked, with or without 'which' or 'one' for the piece not named.
    says(words, COLOUR_CHOICE(q.colours))
  ) {
    return `The ${q.colours[0]} or the ${q.colours[1]} what, and for what? Name the pieces (say 'my ${q.colours[0]} shirt or my ${q.colours[1]} one') and the occasion, and I'll choose from your closet.`;
  }
  // 'So dressy or not??': how dressy to go, asked with no event said and none in the calendar: which event decides it.
  if (q.occasions.length === 0 && q.occasionName === null && !q.activity && q.pieces.length === 0 && ctx.eventsThatDay === 0 && says(words, LEVEL_CHOICE)) {
    return "Dressy for what? Tell me the event (and the day) and I'll say how far to dress it up, with the outfit from your closet.";
  }
  // 'Thoughts on the jacket?': an opinion asked of a kind of piece, not one of theirs, with nothing said of what for.
  if (
    q.kind === 'general' &&
    q.pieces.length === 1 &&
    !words.includes('my') &&
    saysNothingElse &&
    placesNoMoment(q) &&
    q.problem === null &&
    (asksAnOpinion(message) || asksOnlyWhich(message, words))
  ) {
    return `Which ${q.pieces[0]} do you mean, and for what? Name it (say 'my navy ${q.pieces[0]}') and the occasion, and I'll tell you how it works from your closet.`;
  }
  // 'What do you think?', 'any thoughts?': an opinion asked on nothing named, nothing to decline and nothing to answer.
  if ((q.kind === 'general' || q.kind === 'off-topic') && q.offTopic === null && placesNothing(q) && namesNothing(message)) {
    return "What would you like my thoughts on: an outfit for something coming up, a piece you own, or something you're thinking of buying?";
  }
  return null;
}

/** Wanting to look a way ('look decent', 'look smart'), said with nothing to dress for. */
const LOOKING = ['look/looking decent/nice/smart/sharp/presentable/professional/respectable/classy/good/put-together'];

/** Words that ask for an opinion and name nothing it is on. */
const OPINION_NOUNS: ReadonlySet<string> = new Set(['thought', 'opinion', 'idea', 'view', 'advice', 'help', 'take', 'input', 'feedback', 'suggestion']);

/** Words said before a request that ask nothing themselves ('hmm', 'ok so'), as the reading's table has them. */
const MARKERS: ReadonlySet<string> = new Set(DISCOURSE_MARKERS);

/** Whether a message names no thing at all: no noun, name, number or describing word, besides words asking an opinion. */
function namesNothing(message: string): boolean {
  return tokensOf(message).every((t) => !['NOUN', 'PROPN', 'NUM', 'ADJ', 'X'].includes(t.pos) || OPINION_NOUNS.has(t.lemma) || MARKERS.has(t.lower));
}

/** Words asking a verdict on something (not help with it: 'need help with a blazer' names what to help with). */
const VERDICT_NOUNS: ReadonlySet<string> = new Set(['thought', 'opinion', 'take', 'view', 'feedback', 'input', 'verdict']);

/** Whether the message asks for an opinion ('thoughts on the jacket?', 'your take on it', 'what do you think of...'). */
function asksAnOpinion(message: string): boolean {
  return tokensOf(message).some((t) => VERDICT_NOUNS.has(t.lemma)) || says(message.toLowerCase().split(/[^a-z']+/), ['what do you think', 'any good']);
}

/**
 * 'Which shoes??': a choice asked among pieces of a kind with nothing to choose by, no outfit, occasion or quality
 * ('which coat is warmest' chooses by warmth, and is answered).
 */
function asksOnlyWhich(message: string, words: readonly string[]): boolean {
  if (!words.includes('which')) return false;
  const nouns = tokensOf(message).filter((t) => ['NOUN', 'PROPN', 'NUM', 'ADJ', 'ADV'].includes(t.pos) && !MARKERS.has(t.lower));
  return nouns.length <= 1;
}

/** No day, weather or temperature: nothing that could be the whole of what a reference back changes. */
function placesNoMoment(q: ParsedQuestion): boolean {
  return q.day === null && q.weather.length === 0 && q.tempC === null && q.budget === null;
}

/** Nothing of dressing read in the message: no piece, colour, occasion, activity, fabric, problem, fit, weather, budget or trip. */
function placesNothing(q: ParsedQuestion): boolean {
  // The scene alone (the parser's own test), and no scene either.
  return onlyTheScene(q) && q.occasions.length === 0 && q.dressCode === null;
}
