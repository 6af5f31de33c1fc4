/**
 * The chat benchmarks' door into the build (issue 36.3): the product started as `npm start` starts
 * it (tests/helpers/built-server.ts), and every question asked over HTTP as the web app asks it,
 * so the README's figures are what users get. One server for the whole run.
 *
 * Each closet gets a pool of accounts (sign-up with the closet's gender, the sandbox trial, the
 * closet added through the API, Smart Casual as the style): every conversation starts with a new
 * chat on one of them, and the pool spreads the run under the per-user chat limit (20 a minute).
 * Sign-ups come from their own loopback addresses, as separate people's would, to stay under the
 * per-address sign-up limit. What the API does not let a client set (how often a piece was worn)
 * is left as a new closet has it.
 */
import { request as httpRequest, Agent } from 'node:http';
import { performance } from 'node:perf_hooks';
import { SUBCATEGORIES, type Category } from '../src/shared/closet-constants';
import type { ClosetItem } from '../src/domain/stylist';
import { startWithNpmStart, type BuiltServer } from '../tests/helpers/built-server';

type Turn = { role: 'user' | 'assistant'; content: string };
interface BenchCloset {
  name: string;
  gender: 'male' | 'female' | null;
  items: ClosetItem[];
  /** The owner's 'Home city or ZIP', set in Settings when given. */
  home?: string;
}

const POOL = Number(process.env.BENCH_CHAT_ACCOUNTS ?? 25);
const keepAlive = new Agent({ keepAlive: true, maxSockets: 8 });

interface Reply {
  status: number;
  body: string;
  cookie: string | null;
}

export function call(
  server: Pick<BuiltServer, 'url'>,
  method: string,
  path: string,
  body: unknown,
  cookie: string | null,
  localAddress?: string,
  headers: Record<string, string> = {},
): Promise<Reply> {
  const url = new URL(path, server.url);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method,
        ...(localAddress ? { localAddress, agent: false } : { agent: keepAlive }),
        headers: {
          origin: server.url,
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          ...(cookie ? { cookie } : {}),
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => {
          const set = res.headers['set-cookie']?.find((c) => c.startsWith('ww_session='));
          resolve({ status: res.statusCode ?? 0, body: text, cookie: set ? set.split(';')[0]! : cookie });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

export async function must(r: Promise<Reply>, what: string, ok = [200, 201]): Promise<Reply> {
  const reply = await r;
  if (!ok.includes(reply.status)) throw new Error(`${what} answered ${reply.status}: ${reply.body.slice(0, 300)}`);
  return reply;
}

/** The closet as the API takes it: a subcategory the picker does not list for that category is left out. */
function asRequest(item: ClosetItem) {
  const listed = (SUBCATEGORIES[item.category as Category] as readonly string[] | undefined) ?? [];
  return {
    name: item.name,
    category: item.category,
    color: item.color,
    ...(item.subcategory && listed.includes(item.subcategory) ? { subcategory: item.subcategory } : {}),
    ...(item.material ? { material: item.material } : {}),
    ...(item.formality ? { formality: item.formality } : {}),
    ...(item.warmth ? { warmth: item.warmth } : {}),
  };
}

let addressSeq = 0;
let phoneSeq = 0;

async function account(server: BuiltServer, closet: BenchCloset): Promise<string> {
  const n = addressSeq++;
  const localAddress = `127.0.${10 + Math.floor(n / 250)}.${(n % 250) + 2}`;
  const phoneNumber = `+1415${String(5_000_000 + phoneSeq++).padStart(7, '0')}`;
  const signUp = await must(
    call(server, 'POST', '/api/users', { fullName: 'Bench Person', phoneNumber, password: 'a long bench passphrase', smsConsent: true }, null, localAddress),
    'sign-up',
  );
  const cookie = signUp.cookie!;
  const id = (JSON.parse(signUp.body) as { id: number }).id;
  if (closet.gender) await must(call(server, 'PATCH', `/api/users/${id}/update-profile`, { gender: closet.gender }, cookie), 'profile');
  await must(call(server, 'PATCH', `/api/users/${id}/complete-onboarding`, {}, cookie), 'onboarding');
  // The home a person sets in Settings: its forecast, its scale and its clock (a place nobody finds stays unset, as it would for them).
  if (closet.home) await must(call(server, 'PUT', `/api/users/${id}/home-location`, { homeLocation: closet.home }, cookie), 'home', [200, 400]);
  await must(call(server, 'PUT', `/api/users/${id}/style-preferences`, { preferredStyle: 'Smart Casual', colorPalette: [], styleGoals: [] }, cookie), 'style');
  await must(call(server, 'POST', '/api/create-subscription', {}, cookie), 'trial');
  const items = closet.items.map(asRequest);
  for (let i = 0; i < items.length; i += 20) await must(call(server, 'POST', '/api/clothing-items/bulk', { items: items.slice(i, i + 20) }, cookie), 'closet');
  return cookie;
}

/** Asks the built server; `converse` has the same shape as the in-process asker's. */
export async function builtChatAsker() {
  const server = await startWithNpmStart({ LOG_LEVEL: 'warn' });
  const pools = new Map<string, string[]>();
  const turn = new Map<string, number>();
  const times: number[] = [];

  const cookieFor = async (c: BenchCloset) => {
    let pool = pools.get(c.name);
    if (!pool) {
      pool = [];
      for (let i = 0; i < POOL; i++) pool.push(await account(server, c));
      pools.set(c.name, pool);
    }
    const n = turn.get(c.name) ?? 0;
    turn.set(c.name, n + 1);
    return pool[n % pool.length]!;
  };

  const ask = async (cookie: string, message: string, history: Turn[]) => {
    const start = performance.now();
    const reply = await must(call(server, 'POST', '/api/ai-stylist/chat', { message, conversationHistory: history }, cookie), `chat "${message}"`, [200]);
    times.push(performance.now() - start);
    return (JSON.parse(reply.body) as { message: string }).message;
  };

  /** A new chat (as the web app's New chat button clears it), the earlier questions answered in turn, then the question. */
  const converse = async (c: BenchCloset, before: string[], q: string) => {
    const cookie = await cookieFor(c);
    await must(call(server, 'DELETE', '/api/ai-stylist/conversation', undefined, cookie), 'new chat');
    const history: Turn[] = [];
    for (const b of before) history.push({ role: 'user', content: b }, { role: 'assistant', content: await ask(cookie, b, [...history]) });
    return ask(cookie, q, history);
  };

  /** A new chat whose history is the conversation given, as a client sends it. */
  const converseWith = async (c: BenchCloset, history: Turn[], q: string) => {
    const cookie = await cookieFor(c);
    await must(call(server, 'DELETE', '/api/ai-stylist/conversation', undefined, cookie), 'new chat');
    return ask(cookie, q, history);
  };

  const close = async () => {
    keepAlive.destroy();
    const problems = server.problems();
    await server.stop();
    if (problems.length) throw new Error(`The server logged errors or answered 5xx during the benchmark:\n${problems.join('\n')}`);
  };
  return { converse, converseWith, times, close, target: `the build (npm start at ${server.url})` };
}
