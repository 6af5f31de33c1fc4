import { COLOUR_FAMILIES, familyNamed, inAvoidedColour } from '../avoided-colours';
import { colourInfo } from '../colour-harmony';
import { phrasesIn, type PhraseRow } from '../reading/phrases';

/**
 * Colours the hosts, the family, the invitation or a theme ask guests to wear, or not to wear
 * ('the family asked everyone to wear white or light colours, not black', 'he hated black, so we're
 * all wearing colour', 'the theme is all white', 'the invite says no black'). A request stated
 * this way beats the occasion's usual colours (a funeral's dark, muted ones) in the outfit picked
 * and in the advice (issue 38.5: stated facts win). Read phrase by phrase over tables: the frames
 * that report a request, the tones people ask for, and the colour families of avoided-colours.ts.
 * Pure.
 */

/** A tone asked for rather than a colour: 'light colours', 'colour' (anything bright), 'dark colours'. */
export type Tone = 'light' | 'colour' | 'dark';

export interface StatedColours {
  /** Colour families ('white', 'blue') or tones ('light', 'colour') to wear, in the order said. */
  wear: string[];
  /** Colour families asked to be left out ('not black'). */
  avoid: string[];
  /** Who asked, to say back ('the family', 'the invitation'); null when not said. */
  by: string | null;
}

/** Frames that report a request about what to wear: what follows names the colours. */
// prettier-ignore
const REQUEST: readonly string[] = [
  'asked/asks/asking/requested/requests/told/tells/invited/encouraged/encourages/expects/expected/want/wants/wanted/prefer/prefers/preferred [everyone/everybody/us/guests/people/attendees/mourners/you/all] [all] [of] [us/them] to wear/dress',
  'would like [everyone/everybody/us/guests/people/you] [all] to wear/dress', 'please wear/dress', 'asked/asks/asking/requested for', 'asked/asks/requested/requests that [we/everyone/everybody/guests/people/you] [all] wear/dress',
  'everyone/everybody/guests/people/we is/are [all] wearing', "we're/were/everyone's/everyones [all] wearing",
  // 'Everyone's doing yellow and green', 'we're all going for red': the colours the others settled on.
  'everyone/everybody/guests/people/we is/are [all] doing/going [for]', "we're/were/everyone's/everyones/everybody's [all] doing/going [for]", 'everyone/everybody/guests/we/all will/should/must [all] wear',
  'theme/palette is/was/says', 'dress code is/was/says', 'colour/color scheme is/was', 'theme colour/color/colours/colors is/are/was',
  'invitation/invite/card/email says/said/asks/asked/requests/requested', 'no one [is] [to] wear/wearing', 'nobody [is] [to] wear/wearing',
  // 'We have to wear black', 'performers must wear black'.
  'we/i/performers/singers/staff have/has/need/needs to wear', 'we/i/performers/singers/staff must wear',
];
/** Words after a colour and 'is' that make it what is to be worn ('black is required', 'white is a must'). */
const REQUIRED: ReadonlySet<string> = new Set(['required', 'compulsory', 'mandatory', 'expected', 'requested', 'obligatory', 'must']);

/** Words that mark the colours after them as ones to leave out. */
const NOT = new Set(['not', 'no', 'never', 'except', 'without', 'avoid', 'nothing', "don't", 'dont', 'instead', 'rather', 'but']);
/** Words before a colour, or before 'all' and a colour, that ask for less of it ('less black', 'not all black'). */
const LESS = new Set(['less', 'fewer', 'not', 'no']);
/** Frames that say a colour is disliked anywhere in the message ('he hated black'). */
const DISLIKE: readonly string[] = [
  'hated/hates/hate/disliked/dislikes/dislike/loathed/loathes [wearing] [the] [colour/color]',
  "couldn't/couldnt/can't/cant stand [wearing]",
];
/** Words that end the run of colours a request names. */
const ENDS = new Set(['.', 'so', 'because', 'since', 'if', 'when', 'what', 'which', 'how', 'should', 'can', 'do', 'i', "i'm", 'im', 'my', 'is', 'are']);

/** Tones by the words people use for them; a colour family's own words are read from COLOUR_FAMILIES. */
// prettier-ignore
const TONES: readonly PhraseRow<Tone>[] = [
  { id: 'light', phrases: ['light/pale/soft/pastel colours/colors/colour/color/tones/shades', 'pastels', 'pastel', 'light/pale', 'something light/pale'] },
  { id: 'dark', phrases: ['dark/muted/sombre/somber colours/colors/colour/color/tones/shades'] },
  { id: 'colour', phrases: ['bright/vibrant/bold/happy/cheerful colours/colors/colour/color', 'colour/color/colours/colors/colourful/colorful', 'something colourful/colorful/bright', 'bright/brights', 'a pop of colour/color'] },
];

/** Who reports the request, by the word before the frame: said back with 'the'. */
const REQUESTERS = new Set([
  'family',
  'hosts',
  'host',
  'couple',
  'bride',
  'groom',
  'invitation',
  'invite',
  'organisers',
  'organizers',
  'school',
  'church',
  'temple',
  'company',
  'office',
  'team',
  'theme',
  'card',
  'email',
]);

/** Colour family words, longest first ('navy blue' before 'navy'), each with its family. */
const FAMILY_WORDS: readonly [words: string[], family: string][] = Object.entries(COLOUR_FAMILIES)
  .filter(([family]) => family !== 'pastel' && family !== 'neon')
  .flatMap(([family, members]) => members.map((m) => [m.split(' '), family] as [string[], string]))
  .sort((a, b) => b[0].length - a[0].length);

function tokens(message: string): string[] {
  return message
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[.!?;:]+/g, ' . ')
    .replace(/,/g, ' , ')
    .replace(/-/g, ' ')
    .replace(/[^a-z0-9'., ]+/g, ' ')
    .split(' ')
    .filter(Boolean);
}

/** The colour family or tone at a word, with how many words it spans; null when none starts there. */
function colourAt(ws: readonly string[], i: number): { id: string; span: number } | null {
  const tone = phrasesIn(ws.slice(i, i + 3), TONES).find((h) => h.at === 0);
  const family = FAMILY_WORDS.find(([words]) => words.every((w, k) => ws[i + k] === w));
  if (!tone && !family) return null;
  // 'Black tie', 'white tie' are dress codes, not colours.
  if (family && ws[i + family[0].length] === 'tie') return null;
  if (tone && (!family || tone.span >= family[0].length)) return { id: tone.id, span: tone.span };
  return { id: family![1], span: family![0].length };
}

/** The colours a message says were asked for, or to leave out; null when it reports none. */
export function statedColours(message: string): StatedColours | null {
  const ws = tokens(message);
  const wear: string[] = [];
  const avoid: string[] = [];
  let by: string | null = null;
  const add = (list: string[], id: string) => {
    if (!list.includes(id)) list.push(id);
  };
  for (const frame of phrasesIn(ws, [{ id: 'request', phrases: REQUEST }])) {
    let negative = ['no', 'nobody'].includes(ws[frame.at]!) || ws.slice(frame.at, frame.at + frame.span).includes("don't");
    let found = false;
    for (let i = frame.at + frame.span, seen = 0; i < ws.length && seen < 12; seen++) {
      const w = ws[i]!;
      if (ENDS.has(w)) break;
      if (w === ',') negative = false;
      if (NOT.has(w)) negative = true;
      const hit = colourAt(ws, i);
      if (hit) {
        // 'Light' alone is a tone only as what is worn ('wear light'), never 'a light jacket': a garment after it makes it a weight.
        add(negative ? avoid : wear, hit.id);
        found = true;
        i += hit.span;
        continue;
      }
      i++;
    }
    if (found && !by) {
      const before = ws.slice(Math.max(0, frame.at - 3), frame.at + 1).find((w) => REQUESTERS.has(w));
      by = before ? `the ${before === 'invite' ? 'invitation' : before}` : null;
    }
  }
  // 'Black is required', 'white is a must': the colour said first, the rule after it.
  for (let i = 0; i < ws.length; i++) {
    const hit = colourAt(ws, i);
    if (!hit || hit.id === 'colour') continue;
    const after = ws.slice(i + hit.span, i + hit.span + 3);
    if ((after[0] === 'is' || after[0] === 'are') && (REQUIRED.has(after[1] ?? '') || (after[1] === 'a' && after[2] === 'must') || after[1] === 'only'))
      add(wear, hit.id);
  }
  // 'An all-white party', 'it's all black': the whole look in one colour. 'A less all-black version', 'not all black this
  // time': that colour is what to wear less of.
  for (let i = 0; i < ws.length; i++) {
    if (ws[i] !== 'all') continue;
    const hit = colourAt(ws, i + 1);
    if (hit && hit.id !== 'colour') add(LESS.has(ws[i - 1] ?? '') ? avoid : wear, hit.id);
  }
  // 'Less black', 'fewer grey pieces': a colour to wear less of.
  for (let i = 1; i < ws.length; i++) {
    // ('No black shoes' may say what is not owned: only 'less' and 'fewer' ask this alone.)
    const hit = ws[i - 1] === 'less' || ws[i - 1] === 'fewer' ? colourAt(ws, i) : null;
    if (hit && hit.id !== 'colour') add(avoid, hit.id);
  }
  // 'He hated black': a colour disliked by the person the day is for, or by the person asking.
  for (const frame of phrasesIn(ws, [{ id: 'dislike', phrases: DISLIKE }])) {
    // 'Can't stand all-white': the whole look in a colour is disliked as that colour.
    const at = frame.at + frame.span + (ws[frame.at + frame.span] === 'all' ? 1 : 0);
    const hit = colourAt(ws, at);
    if (hit && hit.id !== 'colour') add(avoid, hit.id);
  }
  const wanted = wear.filter((c) => !avoid.includes(c));
  if (!wanted.length && !avoid.length) return null;
  return { wear: wanted, avoid, by };
}

const LIGHT_FAMILIES = ['white', 'beige'];
const NOT_COLOURFUL = ['black', 'grey', 'white', 'beige', 'brown'];

/** Whether a colour text (a piece's colour field or name) is in a family or tone asked for. */
export function inStatedColour(id: string, text: string | null | undefined): boolean {
  if (!text) return false;
  const info = colourInfo(text);
  const inFamily = (families: readonly string[]) => families.some((f) => inAvoidedColour(f, text));
  if (id === 'light') {
    if (inFamily(LIGHT_FAMILIES) || inAvoidedColour('pastel', text) || /\b(light|pale)\b/i.test(text)) return true;
    return info.kind === 'chromatic' && (info.lightness ?? 0.5) >= 0.72;
  }
  if (id === 'dark')
    return inFamily(['black', 'grey']) || /\b(navy|charcoal|dark)\b/i.test(text) || (info.kind === 'chromatic' && (info.lightness ?? 0.5) < 0.35);
  if (id === 'colour') return info.kind === 'chromatic' && !inFamily(NOT_COLOURFUL);
  return familyNamed(id) ? inAvoidedColour(id, text) : false;
}

/** What a piece is to a stated request: in a colour asked for, allowed (not ruled out), or out. */
export function standingOf(stated: StatedColours, colour: string | null | undefined, name: string): 'asked' | 'allowed' | 'out' {
  // The colour field says the colour; the name only when the field says none ('Black wool coat' filed without one).
  const text = colour || name;
  // A colour left out is out wherever it is said of the piece ('Navy and white Breton' has white in it).
  if (stated.avoid.some((a) => inAvoidedColour(a, text) || inAvoidedColour(a, name))) return 'out';
  return stated.wear.some((w) => inStatedColour(w, text)) ? 'asked' : 'allowed';
}

const TONE_WORDS: Record<Tone, string> = { light: 'light colours', colour: 'colour', dark: 'dark colours' };

/** The request said back: 'white or light colours, not black'. */
export function statedColoursText(stated: StatedColours): string {
  const name = (id: string) => TONE_WORDS[id as Tone] ?? id;
  const wear = stated.wear.map(name);
  const wearText = wear.length > 1 ? `${wear.slice(0, -1).join(', ')} or ${wear.at(-1)}` : (wear[0] ?? '');
  const avoidText = stated.avoid.length ? `no ${stated.avoid.join(' or ')}` : '';
  return [wearText, avoidText].filter(Boolean).join(', ');
}
