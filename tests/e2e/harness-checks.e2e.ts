import { describe, expect, it } from 'vitest';
import { until } from '../helpers/until';
import { METRICS_TOKEN } from './browser';
import { useJourney } from './harness';
import { errorLines, serverErrorCounts } from './server-problems';

/**
 * The harness itself (issue 36): the journeys run the build when TEST_DATABASE_URL is set, and a
 * 5xx or an error line fails the journey that met it, naming the route and the error. Here the
 * server is made to fail on purpose: its sessions table is taken away, so a sign-up answers 500.
 */
describe('the journey harness', () => {
  const journey = useJourney('harness-checks');
  const url = (path: string) => `${journey.server.url}${path}`;
  let phone = 7100;

  const signUp = () =>
    fetch(url('/api/users'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: journey.server.url },
      body: JSON.stringify({ fullName: 'Harness Person', phoneNumber: `+1415555${phone++}`, password: 'a long harness passphrase', smsConsent: true }),
    });
  /** Waits until the server has counted `n` 500s on sign-up and logged `n` error lines: both reach the harness a moment after the answer. */
  const settled = (n: number) =>
    until(async () => {
      const metrics = await fetch(url('/metrics'), { headers: { authorization: `Bearer ${METRICS_TOKEN}` } }).then((r) => r.text());
      return serverErrorCounts(metrics).get('POST /api/users → 500') === n && errorLines(journey.server.log()).length === n;
    }, `${n} failed sign-up(s) counted and logged`);

  it('runs the build whenever TEST_DATABASE_URL is set, as CI does', () => {
    expect(journey.server.runs).toBe(process.env.TEST_DATABASE_URL ? 'build' : 'sources');
  });

  it('names a 5xx answer by route and the error the server logged, and lets one provoked on purpose pass', async () => {
    await journey.server.database.execute('alter table sessions rename to sessions_away');
    try {
      expect((await signUp()).status).toBe(500);
      await settled(1);
      const problems = await journey.server.problems();
      expect(problems).toEqual([
        'POST /api/users → 500 (1 time)',
        expect.stringMatching(/^error logged: unhandled error: \w+: .*sessions.*\(request [^)]+\)$/s),
      ]);
      // Told beforehand, the harness lets exactly that one pass.
      journey.server.allowServerError('/api/users');
      expect((await signUp()).status).toBe(500);
      await settled(2);
      expect(await journey.server.problems()).toEqual([]);
    } finally {
      await journey.server.database.execute('alter table sessions_away rename to sessions');
    }
    expect((await signUp()).status).toBe(201);
  });
});
