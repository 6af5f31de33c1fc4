/**
 * Texting shorthand as data (ADR 0116): each row is a written form and what it stands for. The
 * reader swaps a whole word only, so a new abbreviation is a row here, never a pattern in the parser.
 */

// prettier-ignore
export const SHORTHAND: Readonly<Record<string, string>> = {
  u: 'you', ur: 'your', r: 'are', n: 'and', w: 'with', 'w/': 'with', 'w/o': 'without', wo: 'without', b4: 'before',
  '2nite': 'tonight', '2night': 'tonight', tonite: 'tonight', nite: 'night', '2day': 'today', tdy: 'today',
  tmrw: 'tomorrow', tmr: 'tomorrow', tmrow: 'tomorrow', tmw: 'tomorrow', tmoro: 'tomorrow', tomoro: 'tomorrow', tomorow: 'tomorrow',
  '2moro': 'tomorrow', '2morrow': 'tomorrow', '2mrw': 'tomorrow', '2morow': 'tomorrow',
  pls: 'please', plz: 'please', bc: 'because', cuz: 'because', coz: 'because', bcuz: 'because', bcoz: 'because',
  rn: 'right now', thx: 'thanks', thnx: 'thanks', tx: 'thanks', ty: 'thank you', idk: "i don't know",
  wat: 'what', wut: 'what', wht: 'what', whut: 'what', wot: 'what', whats: "what's", wats: "what's",
  sth: 'something', smth: 'something', sumthin: 'something', gonna: 'going to', wanna: 'want to', gotta: 'have to',
  abt: 'about', frm: 'from', yrs: 'years', hrs: 'hours', til: 'until', ppl: 'people', bday: 'birthday', 'b-day': 'birthday', wknd: 'weekend', wkend: 'weekend',
  dont: "don't", doesnt: "doesn't", didnt: "didn't", cant: "can't", isnt: "isn't", arent: "aren't", wouldnt: "wouldn't",
  shouldnt: "shouldn't", im: "i'm", ive: "i've", youre: "you're", theyre: "they're", thats: "that's", whatre: 'what are',
  shud: 'should', shld: 'should', shd: 'should', cud: 'could', wud: 'would', k: 'okay', ok: 'okay', kk: 'okay', ya: 'you', yr: 'your',
  prolly: 'probably', prob: 'probably', rly: 'really', v: 'very', bf: 'boyfriend', gf: 'girlfriend', fam: 'family',
  convo: 'conversation', conf: 'conference', wrk: 'work', wk: 'week', nxt: 'next', msg: 'message', gd: 'good', pic: 'picture', mtg: 'meeting', appt: 'appointment', xmas: 'christmas', nye: "new year's eve",
  rite: 'right', '2gether': 'together', togther: 'together', b: 'be', tho: 'though', cardi: 'cardigan', cardis: 'cardigans', em: 'them',
  hav: 'have', hv: 'have', nites: 'nights', bout: 'about', cos: 'because', tryna: 'trying to', kinda: 'kind of', sorta: 'sort of',
  dunno: "don't know", lemme: 'let me', outta: 'out of', luv: 'love', nd: 'and', jus: 'just', gud: 'good', cld: 'could', wld: 'would',
  cn: 'can', hw: 'how', str8: 'straight', mtn: 'mountain', bldg: 'building', sis: 'sister', bro: 'brother', smthing: 'something', nah: 'no',
  mins: 'minutes', btw: 'by the way', tbh: 'to be honest', imo: 'in my opinion',
  d: 'the', aft: 'afternoon', arvo: 'afternoon', bball: 'basketball', 'b-ball': 'basketball', vball: 'volleyball',
  // A dropped g the English model takes for a word of its own ('goin' is no 'goin'): read as the -ing it stands for.
  goin: 'going', doin: 'doing', comin: 'coming', gettin: 'getting', wearin: 'wearing', lookin: 'looking', headin: 'heading', workin: 'working',
  walkin: 'walking', runnin: 'running', havin: 'having', nothin: 'nothing', somethin: 'something', thinkin: 'thinking', stayin: 'staying',
  // A compound that splits into an activity's words ('a walk-through' of a site is no walk) is read as the one word it is.
  'walk-through': 'walkthrough', 'walk-thru': 'walkthrough', 'run-through': 'runthrough',
};

/** Signs written for a word between two words ('sage + olive', 'navy & black'). */
export const SIGN_WORDS: Readonly<Record<string, string>> = { '+': 'and', '&': 'and' };

/** Day names as people shorten them; read as a day only where a day is meant ('on sat', 'sat night'), since 'sat' and 'sun' are words too. */
// prettier-ignore
export const DAY_ABBREVIATIONS: Readonly<Record<string, string>> = {
  mon: 'monday', tue: 'tuesday', tues: 'tuesday', wed: 'wednesday', weds: 'wednesday', thu: 'thursday', thur: 'thursday',
  thurs: 'thursday', fri: 'friday', sat: 'saturday', sun: 'sunday',
};

/** Words that make an abbreviated day a day when said next to it. */
// prettier-ignore
export const DAY_NEIGHBOURS: ReadonlySet<string> = new Set([
  'on', 'this', 'next', 'by', 'until', 'till', 'til', 'for', 'from', 'last', 'every', 'or', 'and', 'to', 'thru', 'through',
  'morning', 'afternoon', 'evening', 'night', 'nite', 'am', 'pm', 'brunch', 'lunch', 'dinner',
]);

/**
 * Digits that stand for words in texting: '2' for 'to', '4' for 'for', unless they count something
 * ('2 days', '4 pairs') or are part of a number, a time or a price. Decided by the word after them.
 */
export const DIGIT_WORDS: Readonly<Record<string, string>> = { '2': 'to', '4': 'for' };
/** ...and before a word of degree ('2 casual', '2 cold', '2 much'), the word it stands for there. */
export const DIGIT_BEFORE_DEGREE: Readonly<Record<string, string>> = { '2': 'too' };
