/**
 * What an inbound text asks for, decided before anything else reads it (decisions.md 4).
 * Keywords match the whole message, case-insensitively, once the spaces and punctuation around it
 * are dropped. Plain-language opt-outs match anywhere, but only as a request to stop
 * messages, so 'how do I stop my shirt from wrinkling?' stays a styling question.
 */
export type SmsIntent = 'opt_out' | 'opt_in' | 'help' | 'outfit' | 'more' | 'menu' | 'skip' | 'pack' | 'message';

export const OPT_OUT_KEYWORDS = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'REVOKE', 'OPTOUT'] as const;
export const OPT_IN_KEYWORDS = ['START', 'YES', 'UNSTOP'] as const;
export const HELP_KEYWORDS = ['HELP', 'INFO'] as const;
export const OUTFIT_KEYWORD = 'OUTFIT';
/** The outfit text's next step ('Reply 2 for another look'): the day's next outfit. */
export const MORE_KEYWORDS = ['2', 'MORE'] as const;
/** What can be texted, listed in one reply. */
export const MENU_KEYWORD = 'MENU';
/** Passes over the consultation question being asked (issue 24). */
export const SKIP_KEYWORD = 'SKIP';
/** The packing list of the trip under way or the next one (issue 44 point 2). */
export const PACK_KEYWORD = 'PACK';

const STOP_VERB = String.raw`(?:stop|quit|cease|end|halt|no\s+more)`;
const MESSAGING = String.raw`(?:text(?:ing|s)?|messag(?:e|es|ing)|sms(?:es)?|contact(?:ing)?|send(?:ing)?(?:\s+me)?\s+(?:texts|messages))`;

const PLAIN_OPT_OUTS: RegExp[] = [
  // 'please stop texting me', 'stop sending me texts', 'quit messaging me'
  new RegExp(String.raw`\b${STOP_VERB}\s+(?:all\s+)?(?:the\s+)?${MESSAGING}\b`, 'i'),
  // "don't text me", 'do not message me anymore', 'never text me again'
  new RegExp(String.raw`\b(?:don'?t|do\s+not|never)\s+(?:ever\s+)?(?:text|message|contact|sms)\s+me\b`, 'i'),
  // 'no more texts', 'no more messages please'
  /\bno\s+more\s+(?:texts|messages|sms)\b/i,
  // 'unsubscribe me', 'opt me out', 'opt out please'
  /\bunsubscribe\b/i,
  /\bopt\s*(?:me\s+)?out\b/i,
  // 'remove me from your list', 'take me off the list'
  /\b(?:remove|take)\s+me\s+(?:off|from)\s+(?:this|the|your)\s+(?:list|texts|messages)\b/i,
  // 'leave me alone'
  /\bleave\s+me\s+alone\b/i,
];

/**
 * The keyword form of a message: upper-cased, without the spaces, punctuation, quotes or emoji
 * around it ('Skip...', '"outfit"', 'Menu?'), which phones and people add.
 */
export function keywordOf(body: string): string {
  // Trimmed one character at a time: `/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu` rescanned a long run of punctuation from each of its characters.
  const chars = [...body];
  let start = 0;
  let end = chars.length;
  while (start < end && !WORDY.test(chars[start]!)) start++;
  while (end > start && !WORDY.test(chars[end - 1]!)) end--;
  return chars.slice(start, end).join('').toUpperCase();
}

const WORDY = /[\p{L}\p{N}]/u;

export function isPlainLanguageOptOut(body: string): boolean {
  return PLAIN_OPT_OUTS.some((re) => re.test(body));
}

export function parseIntent(body: string): SmsIntent {
  const word = keywordOf(body);
  if ((OPT_OUT_KEYWORDS as readonly string[]).includes(word)) return 'opt_out';
  if ((OPT_IN_KEYWORDS as readonly string[]).includes(word)) return 'opt_in';
  if ((HELP_KEYWORDS as readonly string[]).includes(word)) return 'help';
  if (word === OUTFIT_KEYWORD) return 'outfit';
  if ((MORE_KEYWORDS as readonly string[]).includes(word)) return 'more';
  if (word === MENU_KEYWORD) return 'menu';
  if (word === SKIP_KEYWORD) return 'skip';
  if (word === PACK_KEYWORD) return 'pack';
  if (isPlainLanguageOptOut(body)) return 'opt_out';
  return 'message';
}
