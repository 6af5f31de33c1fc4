/**
 * The held-out half of `npm run bench:stylist` (issue 23.6): questions written once, by someone
 * who read only the issue and never the code, stored in bench/held-out/held-out*.json and never
 * tuned on. Each question carries its own rubric (what the answer must address, must not say,
 * which owned piece it should name, whether the closet lacks what is asked, whether it is off
 * topic); the checks every answer meets (bench/chat-harness.ts) apply too. A question is fully
 * right when every one of its checks passes.
 *
 * Failures are not printed unless HELD_OUT_SHOW=1: reading them to change the product's wording is
 * tuning, after which the set must be replaced (README, The stylist's held-out questions).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ChatGrounding } from '../src/adapters/ai/port';
import { CLOSETS, chatAsker, generalChecks, sentenceCount, type Checks } from './chat-harness';
import { runRubricSet } from './stylist-rubric-held-out';

/** Issue 38's targets on questions nobody has seen: 95% of rubric checks and 60% of answers fully right. */
export const HELD_OUT_TARGETS = { checks: 0.95, fullyRight: 0.6 };

interface HeldOutCase {
  id: string;
  closet: 'menswear' | 'womenswear' | 'mixed';
  q: string;
  before?: string[];
  asked?: string[];
  avoid?: string[];
  outfit?: boolean;
  ownedAny?: string[];
  lack?: boolean;
  declines?: boolean;
}

export interface HeldOutResult {
  questions: number;
  checks: number;
  passed: number;
  fullyRight: number;
  failures: string[];
}

// What 'the closet lacks something' and 'I can't help with that' look like in plain English.
const SAYS_LACKING =
  /\b(don't|do not|doesn't|does not) (have|own|see)|\bno\b[^.]{0,40}\b(in|from) your (closet|wardrobe)|\bnothing\b[^.]{0,40}\b(in|from) your (closet|wardrobe)|\bmissing\b|\black(s|ing)?\b|\bisn't\b[^.]{0,30}\b(in|from) your|\bLook for\b|\bcan't put together\b|\byou(?:'d| would| will)? need\b|\bworth (adding|buying|getting)\b|\badd (a|an|some)\b/i;
const DECLINES =
  /\b(can't|cannot|can not|won't|not able to|unable to) help\b|\bnot (something|what) I\b|\boutside (of )?what I\b|\bI(?:'m| am) (a|your) (stylist|style)|\bI (only |can )?help with\b|\byour stylist\b|\bI(?:'m| am) (best|here) (at|for|to)\b|\bstick to\b|\b(doctor|professional|GP|physician|pharmacist)\b/i;

export async function runHeldOut(file = join(import.meta.dirname, 'held-out', 'held-out.json'), onGround?: (g: ChatGrounding) => void): Promise<HeldOutResult> {
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as HeldOutCase[] | { questions: unknown[] };
  // Sets from held-out-7 on carry closets of their own and a rubric of word checks (bench/stylist-rubric-held-out.ts).
  if (!Array.isArray(parsed)) return runRubricSet(file);
  const cases = parsed;
  const { converse } = await chatAsker(onGround);
  const result: HeldOutResult = { questions: 0, checks: 0, passed: 0, fullyRight: 0, failures: [] };
  for (const k of cases) {
    const closet = CLOSETS.find((c) => c.name === k.closet);
    if (!closet) throw new Error(`${k.id}: no closet named ${k.closet}`);
    const answer = await converse(closet, k.before ?? [], k.q);
    const asked = [...(k.before ?? []), k.q].join(' ');
    const checks: Checks = [
      ...generalChecks(closet, asked, answer, !!k.outfit && !k.declines),
      ...(k.asked ?? []).map((re) => ({ ok: new RegExp(re, 'i').test(answer), label: `asked /${re}/` })),
      ...(k.avoid ?? []).map((re) => ({ ok: !new RegExp(re, 'i').test(answer), label: `avoid /${re}/` })),
    ];
    if (k.ownedAny?.length)
      checks.push({ ok: k.ownedAny.some((name) => answer.toLowerCase().includes(name.toLowerCase())), label: `names one of ${k.ownedAny.join(', ')}` });
    if (k.lack) checks.push({ ok: SAYS_LACKING.test(answer), label: 'says what the closet lacks' });
    if (k.declines) {
      const owned = closet.items.some((i) => answer.includes(i.name));
      checks.push({ ok: DECLINES.test(answer) && sentenceCount(answer) <= 2 && !owned, label: 'declines briefly' });
    }
    result.questions++;
    result.checks += checks.length;
    const passed = checks.filter((c) => c.ok).length;
    result.passed += passed;
    if (passed === checks.length) result.fullyRight++;
    for (const c of checks.filter((x) => !x.ok)) result.failures.push(`${k.id} [${k.closet}] ${c.label}: ${k.q}\n    → ${answer.replace(/\n/g, '\n      ')}`);
  }
  return result;
}

/** The held-out sets, oldest first: held-out.json, then held-out-2.json and any later one. */
export function heldOutSets(dir = join(import.meta.dirname, 'held-out')): string[] {
  return readdirSync(dir)
    .filter((f) => /^held-out(-\d+)?\.json$/.test(f))
    .sort((a, b) => Number(/-(\d+)/.exec(a)?.[1] ?? 1) - Number(/-(\d+)/.exec(b)?.[1] ?? 1));
}

export function heldOutMet(r: HeldOutResult): boolean {
  return r.passed / r.checks >= HELD_OUT_TARGETS.checks && r.fullyRight / r.questions >= HELD_OUT_TARGETS.fullyRight;
}

export function describeHeldOut(r: HeldOutResult): string {
  const pct = (n: number, d: number) => `${((n / d) * 100).toFixed(1)} %`;
  return [
    `Held-out questions: ${r.questions}`,
    `  rubric checks passed: ${r.passed}/${r.checks} = ${pct(r.passed, r.checks)} (target ≥ ${HELD_OUT_TARGETS.checks * 100} %)`,
    `  fully right: ${r.fullyRight}/${r.questions} = ${pct(r.fullyRight, r.questions)} (target ≥ ${HELD_OUT_TARGETS.fullyRight * 100} %)`,
  ].join('\n');
}
