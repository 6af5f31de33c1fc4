import { parseQuestion, type ParsedQuestion } from '../../question';
import { PERTURBATIONS, perturb, type Perturbation } from './perturb';
import { requestDifferences, requestOf, type RequestSummary } from '../request-summary';

/** A question of a development set: the message and any earlier user turns. */
export interface SetQuestion {
  id: string;
  q: string;
  before?: readonly string[];
}

export interface InvarianceResult {
  perturbation: Perturbation;
  /** Variants made (a perturbation that does not apply to a question makes none). */
  variants: number;
  same: number;
  failures: { id: string; original: string; variant: string; differences: string[] }[];
}

const TODAY = '2026-11-23';

/** Reads a message after earlier user turns into the request it makes. */
export type RequestReader = (message: string, before: readonly string[]) => Promise<RequestSummary> | RequestSummary;

export function readLocally(message: string, before: readonly string[]): RequestSummary {
  return requestOf(parse(message, before));
}

function parse(message: string, before: readonly string[]): ParsedQuestion {
  return parseQuestion(message, {
    today: TODAY,
    unit: 'F',
    history: before.flatMap((content) => [
      { role: 'user' as const, content },
      { role: 'assistant' as const, content: '...' },
    ]),
  });
}

/** The seeded variants of each question, per kind of perturbation (a perturbation that does not apply makes none). */
export function variantsOf(
  questions: readonly SetQuestion[],
  perturbation: Perturbation,
  seed: number,
  perVariant = 2,
): { question: SetQuestion; variant: string }[] {
  return questions.flatMap((question, qi) => {
    const seen = new Set<string>();
    for (let v = 0; v < perVariant; v++) {
      const variant = perturb(question.q, perturbation, seed * 7919 + qi * 31 + v);
      if (variant !== null) seen.add(variant);
    }
    return [...seen].map((variant) => ({ question, variant }));
  });
}

/** Every question perturbed `perVariant` ways per kind of perturbation (seeded), each read against the original. */
export async function invariance(
  questions: readonly SetQuestion[],
  seed: number,
  read: RequestReader = readLocally,
  perVariant = 2,
): Promise<InvarianceResult[]> {
  const originals = new Map<string, RequestSummary>();
  for (const q of questions) originals.set(q.id, await read(q.q, q.before ?? []));
  const results: InvarianceResult[] = [];
  for (const perturbation of PERTURBATIONS) {
    const result: InvarianceResult = { perturbation, variants: 0, same: 0, failures: [] };
    for (const { question, variant } of variantsOf(questions, perturbation, seed, perVariant)) {
      result.variants++;
      const differences = requestDifferences(originals.get(question.id)!, await read(variant, question.before ?? []));
      if (differences.length === 0) result.same++;
      else result.failures.push({ id: question.id, original: question.q, variant, differences });
    }
    results.push(result);
  }
  return results;
}
