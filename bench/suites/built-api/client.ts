/**
 * What the API suites ask the built server over HTTP before measuring: a signed-up user (its
 * session cookie and id) and a closet added through the bulk route, as the web app adds them.
 */
import { CATEGORIES } from '../../../src/shared/closet-constants';

const COLORS = ['Navy', 'White', 'Black', 'Grey', 'Beige', 'Olive', 'Burgundy', 'Light Blue'] as const;

async function call(
  base: string,
  method: string,
  path: string,
  body: unknown,
  cookie: string | null,
  ok: number[],
): Promise<{ json: unknown; cookie: string | null }> {
  const res = await fetch(new URL(path, base), {
    method,
    headers: { origin: base, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(cookie ? { cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!ok.includes(res.status)) throw new Error(`${method} ${path} answered ${res.status}: ${text.slice(0, 300)}`);
  const set = res.headers.getSetCookie().find((c) => c.startsWith('ww_session='));
  return { json: text ? JSON.parse(text) : null, cookie: set ? set.split(';')[0]! : cookie };
}

export interface BenchUser {
  cookie: string;
  id: number;
}

/** Signs up (the per-address sign-up limit allows ten an hour: a suite needs one or two per server). */
export async function signUp(base: string, phoneNumber: string): Promise<BenchUser> {
  const r = await call(base, 'POST', '/api/users', { fullName: 'Bench Mark', phoneNumber, password: 'benchmark passphrase', smsConsent: true }, null, [201]);
  return { cookie: r.cookie!, id: (r.json as { id: number }).id };
}

/** `count` items through POST /api/clothing-items/bulk, 20 a call (the route's most). */
export async function addCloset(base: string, user: BenchUser, count: number): Promise<void> {
  const items = Array.from({ length: count }, (_, i) => ({
    name: `Bench item ${i + 1}`,
    category: CATEGORIES[i % CATEGORIES.length]!,
    color: COLORS[(i * 3) % COLORS.length]!,
  }));
  for (let i = 0; i < items.length; i += 20) await call(base, 'POST', '/api/clothing-items/bulk', { items: items.slice(i, i + 20) }, user.cookie, [200, 201]);
}
