import type { TClothingItem } from '../../shared/schemas/closet';
import { CATEGORY_WORDS, COLOR_WORDS } from './closet-match';
import { MAX_ANSWER_CHARS } from './answer-shape';
import type { ChatInput } from './port';
import { stem, words } from './text';

/**
 * The rules a model's reply must keep before it is sent, the same ones the local stylist is built
 * to: every garment it calls 'your ...' is in the closet, it fits the door's length, and it
 * suggests nothing the stated or forecast weather rules out. Returns what is wrong; [] means send.
 */

/** Below about 45°F (7 °C) or in snow, open shoes and bare legs are wrong. */
export const COLD_LIMIT_C = 7.2;
/** From about 81°F (27 °C), heavy winter layers are wrong. */
export const HOT_LIMIT_C = 27;

const COLD_WRONG = /\b(sandals?|flip[- ]?flops?|shorts|tank tops?|espadrilles?|slides)\b/i;
const HOT_WRONG = /\b(parkas?|puffers?|down jackets?|wool overcoats?|overcoats?|thermal|snow boots?)\b/i;

const GARMENT_STEMS = new Set(Object.values(CATEGORY_WORDS).flat());

/** 'your Navy Blazer', 'your navy blazer and white sneakers': each garment named after 'your', with its colour words. */
function yourGarments(reply: string): { garment: string; colours: string[]; phrase: string }[] {
  const out: { garment: string; colours: string[]; phrase: string }[] = [];
  for (const m of reply.matchAll(/\byour\s+([^.,;:!?()]+)/gi)) {
    // 'with a white tee' is not theirs: the 'your' list ends at a preposition or a clause.
    const phrase = m[1]!.split(/\s+(?:with|for|to|in|on|at|over|under|plus|if|when|because|so|but|instead)\s+/i)[0]!;
    for (const part of phrase.split(/\s+(?:and|or|&)\s+/i)) {
      const ws = words(sameSpelling(part)).slice(0, 5);
      if (/^(a|an|the|some|any)$/i.test(ws[0] ?? '')) break;
      const stems = ws.map(stem);
      const at = stems.findIndex((s) => GARMENT_STEMS.has(s));
      if (at < 0) break;
      out.push({ garment: stems[at]!, colours: stems.slice(0, at).filter((s) => COLOR_WORDS.has(s)), phrase: ws.slice(0, at + 1).join(' ') });
    }
  }
  return out;
}

const sameSpelling = (text: string) => text.replace(/grey/gi, 'gray');

function owns(closet: readonly TClothingItem[], garment: string, colours: readonly string[]): boolean {
  return closet.some((item) => {
    const text = words(sameSpelling(`${item.name} ${item.subcategory ?? ''} ${item.color}`)).map(stem);
    return text.includes(garment) && colours.every((c) => text.includes(c));
  });
}

export interface ReplyRules {
  closet: readonly TClothingItem[];
  /** The weather the reply is for; null or absent when the question has none. */
  weather?: NonNullable<ChatInput['grounding']>['weather'];
  maxChars?: number;
}

export function replyProblems(reply: string, input: ReplyRules): string[] {
  const problems: string[] = [];
  const max = input.maxChars ?? MAX_ANSWER_CHARS;
  if (reply.length > max) problems.push(`${reply.length} characters, more than ${max}`);
  for (const g of yourGarments(reply)) {
    if (!owns(input.closet, g.garment, g.colours)) problems.push(`names 'your ${g.phrase}', which is not in the closet`);
  }
  const w = input.weather;
  if (w) {
    const cold = w.snow || w.maxTempC < COLD_LIMIT_C;
    const coldHit = cold ? COLD_WRONG.exec(reply) : null;
    if (coldHit) problems.push(`suggests ${coldHit[0]} in ${w.snow ? 'snow' : `${Math.round(w.maxTempC)}°C`}`);
    const hotHit = !cold && w.maxTempC >= HOT_LIMIT_C ? HOT_WRONG.exec(reply) : null;
    if (hotHit) problems.push(`suggests ${hotHit[0]} at ${Math.round(w.maxTempC)}°C`);
  }
  return problems;
}
