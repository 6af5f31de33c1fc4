/**
 * The stylist's behaviour tests on the build (issue 38.7, the CheckList method): every question of
 * the development sets, perturbed by a fixed seed (typos, texting, an aside, two sentences
 * reordered, a person or a city swapped), is read by the server `npm start` serves, and must be read
 * as the original was; and each change said to an outfit question (rain, colder, less formal, a piece
 * not owned, 'what about shoes?') must move the reading the way it says. The reading is what the
 * operator's AI Testing shows as 'understood'. Part of `npm run bench:stylist`; run alone with
 * `node --import tsx bench/stylist-behaviour.ts`. Exits 1 below 95% invariance for any kind of
 * perturbation or below 100% on any direction.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkDirection, DIRECTIONS } from '../src/domain/stylist/reading/checklist/direction';
import { invariance, type SetQuestion } from '../src/domain/stylist/reading/checklist/invariance';
import type { RequestSummary } from '../src/domain/stylist/reading';
import { startWithNpmStart } from '../tests/helpers/built-server';
import { call, must } from './built-chat';

const ADMIN_PASSWORD = 'bench-behaviour-operator-password';
const SEED = Number(process.env.BEHAVIOUR_SEED ?? 1);
// AI Testing allows 30 runs a minute per address: the run spreads over loopback addresses as several operators would.
const ADDRESSES = 240;

export async function runBehaviour(): Promise<boolean> {
  const questions: SetQuestion[] = ['dev-set.json', 'dev-set-2.json'].flatMap(
    (f) => JSON.parse(readFileSync(join(import.meta.dirname, f), 'utf8')) as SetQuestion[],
  );
  const server = await startWithNpmStart({ ADMIN_PASSWORD, LOG_LEVEL: 'warn' });
  let ok = true;
  try {
    const signIn = JSON.parse((await must(call(server, 'POST', '/api/administration/login', { password: ADMIN_PASSWORD }, null), 'operator sign-in')).body) as {
      sessionToken: string;
    };
    let n = 0;
    const read = async (message: string, before: readonly string[]): Promise<RequestSummary> => {
      const localAddress = `127.0.200.${(n++ % ADDRESSES) + 2}`;
      const conversationHistory = before.flatMap((content) => [
        { role: 'user', content },
        { role: 'assistant', content: '...' },
      ]);
      // The per-address limit holds across the run: past it, wait out the minute on that address as an operator would.
      let attempt = callAs(server, signIn.sessionToken, localAddress, { mode: 'chat', message, conversationHistory });
      for (let tries = 0; tries < 3 && (await attempt).status === 429; tries++) {
        await new Promise((r) => setTimeout(r, 61_000));
        attempt = callAs(server, signIn.sessionToken, localAddress, { mode: 'chat', message, conversationHistory });
      }
      const reply = await must(attempt, `AI Testing "${message}"`, [200]);
      const understood = (JSON.parse(reply.body) as { understood?: RequestSummary }).understood;
      if (!understood) throw new Error('AI Testing answered without what it understood');
      return understood;
    };
    console.log(`Invariance (seed ${SEED}, ${questions.length} development questions, read by the build):`);
    for (const r of await invariance(questions, SEED, read)) {
      const rate = r.same / r.variants;
      if (rate < 0.95) ok = false;
      console.log(`  ${r.perturbation.padEnd(8)} ${(rate * 100).toFixed(1).padStart(5)}% of ${r.variants} variants read as the original`);
      if (process.env.BEHAVIOUR_SHOW === '1') for (const f of r.failures) console.log(`    ${f.id}: ${f.variant}\n      ${f.differences.join('; ')}`);
    }
    console.log('Direction (each change said to an outfit question):');
    const single = questions.filter((q) => !q.before?.length);
    for (const direction of DIRECTIONS) {
      let held = 0;
      let applied = 0;
      for (const q of single) {
        const wrong = await checkDirection(q.q, direction, read);
        applied++;
        if (wrong === null) held++;
        else if (process.env.BEHAVIOUR_SHOW === '1') console.log(`    ${q.id}: ${wrong}`);
      }
      if (held < applied) ok = false;
      console.log(`  ${direction.padEnd(17)} ${held}/${applied}`);
    }
  } finally {
    await server.stop();
    const problems = server.problems();
    if (problems.length) {
      console.log(`The server logged problems:\n${problems.join('\n')}`);
      ok = false;
    }
  }
  return ok;
}

function callAs(server: Parameters<typeof call>[0], token: string, localAddress: string, body: unknown) {
  return call(server, 'POST', '/api/administration/ai-testing', body, null, localAddress, { authorization: `Bearer ${token}` });
}

if (import.meta.main) process.exitCode = (await runBehaviour()) ? 0 : 1;
