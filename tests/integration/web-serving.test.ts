import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_HINT_COOKIE } from '../../src/shared/session-hint';
import { databaseKinds, sessionCookie, type TestApp } from '../helpers/test-app';
import { appServingBuild, INDEX_HTML } from '../helpers/web-build';

/*
 * Issue 15 (ADR 0046): how the server sends the web app and the API. A small build of its own
 * (the shape Vite and the precompress plugin write) keeps these tests independent of `npm run build:web`.
 */

const ENTRY_JS = `console.log(${JSON.stringify('entry '.repeat(400))});`;
const LANDING_JS = `export const landing = ${JSON.stringify('landing '.repeat(300))};`;
const MANIFEST = {
  'main.tsx': { file: 'assets/index-AbC123.js', isEntry: true, imports: ['_vendor-react.js'] },
  '_vendor-react.js': { file: 'assets/vendor-react-XyZ789.js' },
  'features/landing/index.ts': { file: 'assets/landing-LaN456.js', isDynamicEntry: true, imports: ['_vendor-react.js', '_button.js'] },
  '_button.js': { file: 'assets/button-BuT000.js' },
  'features/home/index.ts': { file: 'assets/home-HoM111.js', isDynamicEntry: true },
};

function writeBuild(dir: string) {
  mkdirSync(join(dir, 'assets'), { recursive: true });
  mkdirSync(join(dir, '.vite'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  const files: Record<string, string> = {
    'assets/index-AbC123.js': ENTRY_JS,
    'assets/landing-LaN456.js': LANDING_JS,
    'assets/vendor-react-XyZ789.js': 'export {}',
    'assets/button-BuT000.js': 'export {}',
    'robots.txt': 'User-agent: *\nAllow: /\n',
    'assets/index-Css111.css': 'body{color:#123456}',
    '.prerender/index.html': '<main><h1>Always know what to wear</h1></main>',
  };
  mkdirSync(join(dir, '.prerender'), { recursive: true });
  for (const [name, body] of Object.entries(files)) writeFileSync(join(dir, name), body);
  writeFileSync(join(dir, 'assets/index-AbC123.js.br'), brotliCompressSync(ENTRY_JS));
  writeFileSync(join(dir, 'assets/index-AbC123.js.gz'), gzipSync(ENTRY_JS));
}

describe.each(databaseKinds)('serving the web app and the API (%s)', (kind) => {
  let t: TestApp;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ t, close } = await appServingBuild(kind, writeBuild));
  });
  afterAll(async () => {
    await close?.();
  });

  it('sends hashed assets for a year, immutable, as brotli or gzip when asked', async () => {
    const br = await t.request({ method: 'GET', url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(ENTRY_JS);

    const gz = await t.request({ method: 'GET', url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(ENTRY_JS);

    const plain = await t.request({ method: 'GET', url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(ENTRY_JS);
  });

  it('answers 404 for a hashed asset it does not have (a build older than the kept ones), never the page', async () => {
    const res = await t.request({ method: 'GET', url: '/assets/settings-Gone999.js' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('sends index.html and files outside /assets with no-cache', async () => {
    for (const url of ['/', '/closet', '/robots.txt']) {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('gives each public page its title and description, and the map of routes to chunks', async () => {
    const landing = await t.request({ method: 'GET', url: '/' });
    expect(landing.headers['content-type']).toMatch(/^text\/html/);
    expect(landing.body).toContain('<title>Wearwise · Always know what to wear</title>');
    expect(landing.body).toMatch(/<meta name="description" content="Wearwise is your AI personal stylist[^"]*" \/>/);
    expect(landing.body).toContain('<meta property="og:title" content="Wearwise · Always know what to wear" />');
    // The map the app prefetches from when idle: routes to chunk files beyond the entry's.
    const map = JSON.parse(/<script type="application\/json" id="ww-screen-chunks">([^<]*)<\/script>/.exec(landing.body)![1]!) as Record<string, string[]>;
    expect(map['/home']).toEqual(['/assets/home-HoM111.js']);
    expect(map['/']).toEqual(['/assets/landing-LaN456.js', '/assets/button-BuT000.js']);

    // Pages come compressed too (they are not routes @fastify/compress would see).
    const brPage = await t.request({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip, br' } });
    expect(brPage.headers['content-encoding']).toBe('br');
    expect(brPage.headers['vary']).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brPage.rawPayload).toString()).toBe(landing.body);
    const gzPage = await t.request({ method: 'GET', url: '/closet', headers: { 'accept-encoding': 'gzip' } });
    expect(gzPage.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzPage.rawPayload).toString()).toContain('<div id="root">');

    const terms = await t.request({ method: 'GET', url: '/terms?from=footer' });
    expect(terms.body).toContain('<title>Terms of Service · Wearwise</title>');
    expect(terms.body).not.toContain('og:title');
  });

  it('sends a signed-out visitor the painted page with its styles inline and its scripts only from the boot script (ADR 0055)', async () => {
    const landing = await t.request({ method: 'GET', url: '/' });
    expect(landing.body).toContain('<div id="root"><main><h1>Always know what to wear</h1></main></div>');
    expect(landing.body).toContain('<style>body{color:#123456}</style>');
    expect(landing.body).not.toContain('rel="stylesheet"');
    // No script the browser would fetch while parsing: the boot script asks for them once the page has painted.
    expect(landing.body).not.toMatch(/<script[^>]*\bsrc=/);
    expect(landing.body).not.toContain('<link rel="modulepreload"');
    const boot = JSON.parse(/<script type="application\/json" id="ww-boot">([^<]*)<\/script>/.exec(landing.body)![1]!) as { entry: string; preload: string[] };
    expect(boot).toEqual({ entry: '/assets/index-AbC123.js', preload: ['/assets/landing-LaN456.js', '/assets/button-BuT000.js'] });
    const inline = /<script>([\s\S]*?)<\/script>/.exec(landing.body)![1]!;
    // The content security policy allows exactly that inline script, by its hash, and no other.
    const hash = `'sha256-${createHash('sha256').update(inline).digest('base64')}'`;
    const scriptSrc = /script-src ([^;]*)/.exec(String(landing.headers['content-security-policy']))![1]!;
    expect(scriptSrc.split(' ')).toContain(hash);
    expect(scriptSrc).not.toContain('unsafe-inline');

    // /auth?mode=signin shows the sign-in form, not the painted sign-up form: the bare shell, scripts as usual.
    const signIn = await t.request({ method: 'GET', url: '/auth?mode=signin' });
    expect(signIn.body).toContain('<div id="root"></div>');
    expect(signIn.body).toContain('<script type="module" crossorigin src="/assets/index-AbC123.js"></script>');
  });

  it('sends someone who may be signed in the bare shell, preloading the screen and, with a session, GET /api/user', async () => {
    const hinted = await t.request({ method: 'GET', url: '/', cookie: `${SESSION_HINT_COOKIE}=1` });
    expect(hinted.body).toContain('<div id="root"></div>');
    expect(hinted.body).toContain('<link rel="stylesheet" crossorigin href="/assets/index-Css111.css">');
    expect(hinted.body).toContain('<script type="module" crossorigin src="/assets/index-AbC123.js"></script>');
    // A public page preloads its screen's chunks beyond the entry; what the entry loads is not preloaded twice.
    expect(hinted.body).toContain('<link rel="modulepreload" crossorigin href="/assets/landing-LaN456.js" />');
    expect(hinted.body).toContain('<link rel="modulepreload" crossorigin href="/assets/button-BuT000.js" />');
    expect(hinted.body).not.toContain('modulepreload crossorigin href="/assets/vendor-react');
    expect(hinted.body).not.toContain('href="/assets/home-HoM111.js"');

    // Signed out, an app screen preloads nothing: the visitor is about to be sent to /auth.
    const closet = await t.request({ method: 'GET', url: '/closet' });
    expect(closet.body).toContain('<title>Wearwise · Always know what to wear</title>');
    expect(closet.body).not.toContain('modulepreload');
    expect(closet.body).not.toContain('/api/user');

    const { cookie } = await t.signUp();
    const home = await t.request({ method: 'GET', url: '/home', cookie });
    expect(home.body).toContain('<link rel="modulepreload" crossorigin href="/assets/home-HoM111.js" />');
    expect(home.body).toContain('<link rel="preload" href="/api/user" as="fetch" crossorigin="use-credentials" />');
  });

  it('compresses API answers above 1 KB and leaves small ones alone, with no-cache', async () => {
    const { cookie } = await t.signUp();
    // /api/closet-categories style answers are small; the API docs JSON is large.
    const small = await t.request({ method: 'GET', url: '/api/config', cookie, headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers['cache-control']).toBe('no-cache');

    const big = await t.request({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'br, gzip' } });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    const body = brotliDecompressSync(big.rawPayload);
    expect(body.length).toBeGreaterThan(1024);
    expect(big.rawPayload.length).toBeLessThan(body.length);
    expect(JSON.parse(body.toString())).toHaveProperty('paths');

    const gz = await t.request({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toHaveProperty('paths');
  });

  it('sets the readable session hint with the session, clears it on logout, and never on a failed sign-in', async () => {
    const { cookie } = await t.signUp();
    const signUp = await t.request({
      method: 'POST',
      url: '/api/users',
      payload: { fullName: 'Hint Person', password: 'a long test passphrase', smsConsent: true, phoneNumber: '+14155559876' },
    });
    expect(signUp.statusCode).toBe(201);
    const hint = signUp.cookies.find((c) => c.name === SESSION_HINT_COOKIE);
    const session = signUp.cookies.find((c) => c.name === 'ww_session');
    expect(hint?.value).toBe('1');
    expect(hint?.httpOnly).toBeFalsy();
    expect(session?.httpOnly).toBe(true);
    expect(String(hint?.expires)).toBe(String(session?.expires));

    const badLogin = await t.request({ method: 'POST', url: '/api/login', payload: { username: 'nobody-here', password: 'wrong password' } });
    expect(badLogin.statusCode).toBe(401);
    expect(badLogin.cookies.find((c) => c.name === SESSION_HINT_COOKIE)).toBeUndefined();

    const logout = await t.request({ method: 'POST', url: '/api/logout', cookie: sessionCookie(signUp) });
    const cleared = logout.cookies.find((c) => c.name === SESSION_HINT_COOKIE);
    expect(cleared?.value).toBe('');
    expect(cookie).toMatch(/^ww_session=/);
  });

  it('keeps GET /api/user as it was: the user with a session, 401 without', async () => {
    const { cookie, user } = await t.signUp();
    const me = await t.request({ method: 'GET', url: '/api/user', cookie });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: user.id });
    const stranger = await t.request({ method: 'GET', url: '/api/user' });
    expect(stranger.statusCode).toBe(401);
  });

  it('drops both cookies when the session is no longer valid, and hints an older session on page loads', async () => {
    const gone = await t.request({ method: 'GET', url: '/api/user', cookie: `ww_session=not-a-real-session; ${SESSION_HINT_COOKIE}=1` });
    expect(gone.statusCode).toBe(401);
    expect(gone.cookies.find((c) => c.name === 'ww_session')?.value).toBe('');
    expect(gone.cookies.find((c) => c.name === SESSION_HINT_COOKIE)?.value).toBe('');

    const { cookie } = await t.signUp();
    const page = await t.request({ method: 'GET', url: '/home', cookie });
    expect(page.cookies.find((c) => c.name === SESSION_HINT_COOKIE)?.value).toBe('1');
    const already = await t.request({ method: 'GET', url: '/home', cookie: `${cookie}; ${SESSION_HINT_COOKIE}=1` });
    expect(already.cookies.find((c) => c.name === SESSION_HINT_COOKIE)).toBeUndefined();
  });
});
