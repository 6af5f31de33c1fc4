import { parseQuestion } from '../stylist/question';
import { keywordOf, parseIntent } from './keywords';

/**
 * What a text means while a consultation question is waiting (issue 24). Keywords and questions
 * are read before the text is taken as an answer: OUTFIT is never stored as 'my everyday style',
 * and 'what shoes with a red dress?' is never stored as 'the colours I love'.
 */
export type ConsultationReply =
  { kind: 'keyword'; intent: 'opt_out' | 'opt_in' | 'help' | 'outfit' | 'menu' | 'skip' | 'pack' } | { kind: 'question' } | { kind: 'answer' };

const WH_WORDS = new Set(['what', "what's", 'whats', 'which', 'who', 'whom', 'whose', 'when', 'where', 'why', 'how', "how's"]);
/** Auxiliaries that open a yes/no question ('should I...', 'does navy...'); not the ones that open clipped answers ('have a lot of meetings', 'would say casual'). */
const AUX_WORDS = new Set(['do', 'does', 'did', 'is', 'are', 'am', 'was', 'were', 'can', 'could', 'should', 'shall', 'would', 'will']);
/** A subject after 'what', 'how', 'when'... makes a statement, not a question: 'what I wear most is jeans', 'when it's cold I layer'. */
const STATEMENT_SUBJECTS = new Set(['i', "i'm", 'im', "i've", 'we', 'they', 'he', 'she', 'it', "it's", 'its', 'my', 'our', 'their', 'there']);
/** What may follow an auxiliary in a question: a subject ('can I', 'is this', 'does a blazer'). */
const QUESTION_SUBJECTS = new Set([
  'i',
  'you',
  'we',
  'they',
  'he',
  'she',
  'it',
  'this',
  'that',
  'these',
  'those',
  'there',
  'my',
  'your',
  'a',
  'an',
  'the',
  'any',
]);
/** A request put as an instruction ('help me pick shoes', 'suggest something for a wedding'). */
const REQUEST =
  /^(?:please\s+)?(?:(?:help|tell|show|give|send)\s+(?:me|us)\b|(?:suggest|recommend|advise)\b|(?:any|some)\s+(?:ideas?|tips?|advice|suggestions?)\b|i\s+need\s+(?:ideas?|tips?|advice|help|an?\s+outfit|something\s+to\s+wear)\b)/i;
/** What the stylist's reading of a message calls a clothing request (not a greeting, thanks or chit-chat). */
const CLOTHING_KINDS = new Set(['outfit', 'pairing', 'care', 'fit', 'colour', 'shopping', 'capsule', 'etiquette', 'general']);

const firstWords = (body: string) =>
  body
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .split(/[^a-z0-9']+/)
    .filter(Boolean);

const TRAILING = /[\s\p{P}\p{S}]/u;

/** A '?' with only spaces, punctuation or symbols after it ('Really?!', 'ok? 🙂'), read from the end in one pass. */
function endsWithQuestionMark(text: string): boolean {
  const chars = [...text];
  for (let i = chars.length - 1; i >= 0 && TRAILING.test(chars[i]!); i--) if (chars[i] === '?') return true;
  return false;
}

/**
 * Whether a text asks something rather than answers: it ends with '?', or opens the way
 * questions open (a question word not followed by a subject, or an auxiliary followed by one),
 * or it is a request put as an instruction that the stylist's own reading calls a clothing one.
 */
export function isQuestion(body: string, today: string): boolean {
  const text = body.trim();
  if (!text) return false;
  if (endsWithQuestionMark(text)) return true;
  const [first, second] = firstWords(text);
  if (!first) return false;
  if (WH_WORDS.has(first)) return second === undefined || !STATEMENT_SUBJECTS.has(second);
  if (AUX_WORDS.has(first)) return second !== undefined && QUESTION_SUBJECTS.has(second);
  return REQUEST.test(text) && CLOTHING_KINDS.has(parseQuestion(text, { today }).kind);
}

/** Reads a text sent while a consultation question waits: a keyword, a question, or an answer. */
export function readConsultationReply(body: string, today: string): ConsultationReply {
  const intent = parseIntent(body);
  // '2' may answer the budget question, and YES the 'replace your profile?' one.
  if (intent !== 'message' && intent !== 'more' && keywordOf(body) !== 'YES') return { kind: 'keyword', intent };
  if (isQuestion(body, today)) return { kind: 'question' };
  return { kind: 'answer' };
}

/** A yes or no to 'replace your style profile?'; null when the text is neither. */
export function parseYesNo(body: string): 'yes' | 'no' | null {
  const word = keywordOf(body).replace(/\s+/g, ' ');
  if (/^(?:Y|YES|YEP|YEAH|YUP|SURE|OK|OKAY|REPLACE|YES PLEASE|YES REPLACE IT|DO IT)$/.test(word)) return 'yes';
  if (/^(?:N|NO|NOPE|NAH|KEEP|KEEP IT|NO THANKS|NO THANK YOU|KEEP MINE|KEEP THE OLD ONE)$/.test(word)) return 'no';
  return null;
}
