import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkDirection, DIRECTIONS } from './direction';
import { invariance, type SetQuestion } from './invariance';
import { PERTURBATIONS, perturb } from './perturb';

// The development sets: every question we build against, perturbed by a fixed seed (issue 38.7).
const bench = join(import.meta.dirname, '../../../../../bench');
const questions: SetQuestion[] = ['dev-set.json', 'dev-set-2.json'].flatMap((f) => JSON.parse(readFileSync(join(bench, f), 'utf8')) as SetQuestion[]);

describe('the reading holds under perturbation (CheckList invariance, seed 1)', async () => {
  const results = await invariance(questions, 1);
  for (const r of results) {
    it(`${r.perturbation}: at least 95% of ${r.variants} variants read as the original`, () => {
      expect(r.variants).toBeGreaterThan(80);
      const shown = r.failures.slice(0, 5).map((f) => `${f.id}: ${f.variant} (${f.differences.join('; ')})`);
      expect(r.same / r.variants, shown.join('\n')).toBeGreaterThanOrEqual(0.95);
    });
  }
});

describe('a change moves the request the way it says (CheckList direction)', () => {
  const single = questions.filter((q) => !q.before?.length);
  for (const direction of DIRECTIONS) {
    it(direction, async () => {
      const failures: string[] = [];
      for (const q of single) {
        const wrong = await checkDirection(q.q, direction);
        if (wrong) failures.push(`${q.id}: ${wrong}`);
      }
      expect(failures).toEqual([]);
    });
  }
});

describe('perturbations', () => {
  it('are the same for the same seed and differ across seeds', () => {
    const q = 'What should I wear to my cousin’s wedding on Saturday with my boyfriend?';
    for (const p of PERTURBATIONS) expect(perturb(q, p, 7)).toBe(perturb(q, p, 7));
    const typos = new Set(Array.from({ length: 20 }, (_, s) => perturb(q, 'typo', s)));
    expect(typos.size).toBeGreaterThan(5);
  });
});
