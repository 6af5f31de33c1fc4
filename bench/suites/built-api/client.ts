/**
 * What the API suites ask the built server over HTTP before measuring: a signed-up user (its
 * session cookie and id) and a closet added through the bulk route, as the web app adds them.
 */
import { CATEGORIES } from '../../../src/shared/closet-constants';
import { call as callFrom, must } from '../../built-chat';

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

/** Home's date: today in the user's own zone (YYYY-MM-DD). */
export const todayIn = (timezone: string, now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: timezone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

export interface StylistUser extends BenchUser {
  /** Today in the user's zone: the date Home sends with the day's outfit. */
  today: string;
}

/**
 * A Premium user with a closet, made over HTTP as a person makes one: sign-up from its own loopback
 * address (separate people's addresses: the per-address sign-up limit stays untouched), onboarding,
 * a style, the sandbox trial (POST /api/create-subscription, checked to read 'premium': a free
 * account's daily chat limit would refuse most of a run), `closetItems` pieces, and the day's first
 * outfit, so every later visit of Home is answered from the stored outfit of the day.
 */
export async function stylistUser(base: string, n: number, closetItems: number): Promise<StylistUser> {
  const server = { url: base };
  const localAddress = `127.0.${20 + Math.floor(n / 250)}.${(n % 250) + 2}`;
  const phoneNumber = `+1415557${String(n).padStart(4, '0')}`;
  const up = await must(
    callFrom(server, 'POST', '/api/users', { fullName: 'Bench Stylist', phoneNumber, password: 'benchmark passphrase', smsConsent: true }, null, localAddress),
    'sign-up',
  );
  const user: BenchUser = { cookie: up.cookie!, id: (JSON.parse(up.body) as { id: number }).id };
  await must(callFrom(server, 'PATCH', `/api/users/${user.id}/complete-onboarding`, {}, user.cookie), 'onboarding');
  await must(
    callFrom(server, 'PUT', `/api/users/${user.id}/style-preferences`, { preferredStyle: 'Smart Casual', colorPalette: [], styleGoals: [] }, user.cookie),
    'style',
  );
  await must(callFrom(server, 'POST', '/api/create-subscription', {}, user.cookie), 'sandbox trial');
  const plan = (JSON.parse((await must(callFrom(server, 'GET', '/api/user/subscription', undefined, user.cookie), 'subscription')).body) as { plan: string })
    .plan;
  if (plan !== 'premium') throw new Error(`the sandbox trial left user ${user.id} on plan '${plan}'`);
  await addCloset(base, user, closetItems);
  const { timezone } = JSON.parse((await must(callFrom(server, 'GET', '/api/user', undefined, user.cookie), 'user')).body) as { timezone: string };
  const today = todayIn(timezone);
  await must(callFrom(server, 'POST', '/api/ai-stylist/generate-outfit', { userId: user.id, date: today, events: [] }, user.cookie), 'first outfit', [200]);
  return { ...user, today };
}
