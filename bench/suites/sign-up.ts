import type { FastifyInstance } from 'fastify';
import { ORIGIN, sessionCookie } from '../../tests/helpers/test-app';

/** Signs a benchmark user up through the app itself; answers the session cookie and the user's id. */
export async function signUpForBench(app: FastifyInstance, fullName: string, phoneNumber: string): Promise<{ cookie: string; userId: number }> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/users',
    headers: { origin: ORIGIN, host: 'localhost:80' },
    payload: { fullName, phoneNumber, password: 'benchmark passphrase', smsConsent: true },
  });
  if (res.statusCode !== 201) throw new Error(`sign-up answered ${res.statusCode}: ${res.body}`);
  return { cookie: sessionCookie(res), userId: (res.json() as { id: number }).id };
}
