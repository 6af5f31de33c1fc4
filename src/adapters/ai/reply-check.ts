import type { TClothingItem } from '../../shared/schemas/closet';
import { CATEGORY_WORDS, COLOR_WORDS } from './closet-match';
import { MAX_ANSWER_CHARS } from './answer-shape';
import type { ChatInput } from './port';
import { stem, words } from './text';

/**
 * The rules a model's reply must keep before it is sent, the same ones the local stylist is built
 * to: every garment it calls 'your ...' or says the person has is in the closet, it fits the door's
 * length, and it suggests nothing the stated or forecast weather rules out, by word or by an owned
 * piece's material (suede in rain, linen in the cold, a wool coat in heat); a clause that rules a
 * piece out ('skip the suede') is advice, not a suggestion. Returns what is wrong; [] means send.
 */

/** Below about 45°F (7 °C) or in snow, open shoes and bare legs are wrong. */
export const COLD_LIMIT_C = 7.2;
/** From about 81°F (27 °C), heavy winter layers are wrong. */
export const HOT_LIMIT_C = 27;

const COLD_WRONG = /\b(sandals?|flip[- ]?flops?|shorts|tank tops?|espadrilles?|slides|linen)\b/i;
const HOT_WRONG = /\b(parkas?|puffers?|down jackets?|wool overcoats?|overcoats?|thermal|snow boots?|wool coats?|turtlenecks?)\b/i;
/** What rain or snow spoils: the local stylist never suggests these on a wet day. */
const WET_WRONG = /\b(suede|nubuck|linen|silk|canvas|espadrilles?|sandals?|white leather sneakers?)\b/i;
/** A clause that rules a piece out ('skip the suede', 'nothing linen', 'leave your sandals at home') is advice, not a suggestion. */
const RULED_OUT = /\b(no|not|nothing|never|avoid|skip|without|instead of|rather than|leave|save|keep|swap|ruin|ruined|spoil|spoiled)\b[^.;!?]*$/i;

/** Words that make a phrase a claim about the closet: 'the Navy Blazer you own', 'you have a red scarf', 'from your closet, the green skirt'. */
const OWNERSHIP_CLAIM =
  /\b(?:you (?:own|have|already have|already own|got)|in your (?:closet|wardrobe)(?:,| is| are)?|from your (?:closet|wardrobe)(?:,|:)?)\s+(?:a |an |the |some |those |these )?([^.,;:!?()]+)/gi;

const GARMENT_STEMS = new Set(Object.values(CATEGORY_WORDS).flat());

/** 'your Navy Blazer', 'your navy blazer and white sneakers': each garment named after 'your', with its colour words. */
function yourGarments(reply: string): { garment: string; colours: string[]; phrase: string }[] {
  const out: { garment: string; colours: string[]; phrase: string }[] = [];
  for (const m of reply.matchAll(/\byour\s+([^.,;:!?()]+)/gi)) {
    // 'with a white tee' is not theirs: the 'your' list ends at a preposition or a clause.
    const phrase = m[1]!.split(/(?<!\s)\s+(?:with|for|to|in|on|at|over|under|plus|if|when|because|so|but|instead)\s+/i)[0]!;
    for (const part of phrase.split(/(?<!\s)\s+(?:and|or|&)\s+/i)) {
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

/** Garments a reply says the person has without 'your' ('you have a burgundy velvet blazer', 'the Navy Blazer you own'). */
function claimedGarments(reply: string): { garment: string; colours: string[]; phrase: string }[] {
  const out: { garment: string; colours: string[]; phrase: string }[] = [];
  const claim = (part: string) => {
    const ws = words(sameSpelling(part)).slice(0, 5);
    const stems = ws.map(stem);
    const at = stems.findIndex((x) => GARMENT_STEMS.has(x));
    if (at >= 0) out.push({ garment: stems[at]!, colours: stems.slice(0, at).filter((x) => COLOR_WORDS.has(x)), phrase: ws.slice(0, at + 1).join(' ') });
  };
  for (const m of reply.matchAll(OWNERSHIP_CLAIM)) claim(m[1]!.split(/(?<!\s)\s+(?:with|for|to|in|on|at|and|or|but|so|which|that)\s+/i)[0]!);
  // 'the Navy Blazer you own', 'that Grey Cardigan you bought'
  for (const m of reply.matchAll(/\b(?:the|that|those|this)\s+((?:[\w-]+\s+){0,3}[\w-]+)\s+(?:you (?:own|have|bought|got))\b/gi)) claim(m[1]!);
  return out;
}

/** Closet pieces the reply suggests by name, outside a clause that rules them out. */
function suggestedItems(reply: string, closet: readonly TClothingItem[]): TClothingItem[] {
  const lower = reply.toLowerCase();
  return closet.filter((item) => {
    const name = item.name.toLowerCase();
    for (let at = lower.indexOf(name); at >= 0; at = lower.indexOf(name, at + 1)) {
      const before = reply.slice(Math.max(0, reply.lastIndexOf('.', at) + 1), at);
      if (!RULED_OUT.test(before)) return true;
    }
    return false;
  });
}

/** The first weather word of a list that the reply suggests, outside a clause that rules it out. */
function suggestedWord(reply: string, wrong: RegExp): string | null {
  const re = new RegExp(wrong.source, 'gi');
  for (const m of reply.matchAll(re)) {
    const before = reply.slice(Math.max(0, reply.lastIndexOf('.', m.index) + 1), m.index);
    if (!RULED_OUT.test(before)) return m[0];
  }
  return null;
}

export function replyProblems(reply: string, input: ReplyRules): string[] {
  const problems: string[] = [];
  const max = input.maxChars ?? MAX_ANSWER_CHARS;
  if (reply.length > max) problems.push(`${reply.length} characters, more than ${max}`);
  for (const g of yourGarments(reply)) {
    if (!owns(input.closet, g.garment, g.colours)) problems.push(`names 'your ${g.phrase}', which is not in the closet`);
  }
  for (const g of claimedGarments(reply)) {
    if (!owns(input.closet, g.garment, g.colours)) problems.push(`says they have '${g.phrase}', which is not in the closet`);
  }
  const w = input.weather;
  if (w) {
    const cold = w.snow || w.maxTempC < COLD_LIMIT_C;
    const hot = !cold && w.maxTempC >= HOT_LIMIT_C;
    // Words and the owned pieces named: 'your Suede Chelsea Boots' in the rain is wrong whatever the words around it.
    const named = suggestedItems(reply, input.closet).map((i) => `${i.name} ${i.material ?? ''} ${i.subcategory ?? ''}`);
    const hit = (wrong: RegExp) => suggestedWord(reply, wrong) ?? named.map((n) => wrong.exec(n)?.[0]).find(Boolean) ?? null;
    const coldHit = cold ? hit(COLD_WRONG) : null;
    if (coldHit) problems.push(`suggests ${coldHit} in ${w.snow ? 'snow' : `${Math.round(w.maxTempC)}°C`}`);
    const wetHit = w.rain || w.snow ? hit(WET_WRONG) : null;
    if (wetHit) problems.push(`suggests ${wetHit} in ${w.snow ? 'snow' : 'rain'}`);
    const hotHit = hot ? hit(HOT_WRONG) : null;
    if (hotHit) problems.push(`suggests ${hotHit} at ${Math.round(w.maxTempC)}°C`);
  }
  return problems;
}
