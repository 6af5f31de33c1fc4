import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RENDER_STATE_ID } from '../../src/shared/page-meta';
import { databaseKinds, type TestApp } from '../helpers/test-app';
import { appServingBuild, INDEX_HTML } from '../helpers/web-build';

/*
 * Issue 15, ADR 0056: how the server sends a signed-in screen it renders. The server bundle here
 * is a stand-in with the real one's contract (src/web/server-entry.ts): it makes its calls through
 * the fetch it is given and returns markup and state, so these tests see what the page builder and
 * the in-process calls do. The real bundle is exercised on the real build by the journeys
 * (tests/e2e/fast-web.e2e.ts).
 */

const HOSTILE = '</script><script>alert(1)</script><!--';

/** The stand-in bundle: a page naming the user, what a POST from the render was answered, and what it was told of the browser. */
const RENDERER = `
globalThis.__wwRenders ??= 0;
export async function renderSignedIn(path, fetchAs, env) {
  globalThis.__wwRenders += 1;
  const me = await fetchAs('/api/user');
  if (me.status !== 200) return null;
  const user = await me.json();
  if (user.fullName === 'Render Breaks') throw new Error('a component failed on the server');
  if (user.fullName === 'Render Declines') return null;
  const post = await fetchAs('/api/ai-stylist/generate-outfit', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ userId: user.id, date: '2026-11-23', events: [] }),
  });
  return {
    html: '<main><h1>' + user.fullName + '</h1><p id="post">' + post.status + '</p><p id="env">' + path + ' ' + env.locale + '</p></main>',
    state: { queries: { user }, env, note: ${JSON.stringify(HOSTILE)} },
  };
}
`;

function writeBuild(dir: string) {
  mkdirSync(join(dir, 'assets'), { recursive: true });
  mkdirSync(join(dir, '.ssr'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(join(dir, 'assets/index-AbC123.js'), 'export {}');
  writeFileSync(join(dir, 'assets/index-Css111.css'), 'body{color:#123456}');
  writeFileSync(join(dir, '.ssr/server-entry.js'), RENDERER);
}

const renders = () => (globalThis as { __wwRenders?: number }).__wwRenders ?? 0;
const rootOf = (html: string) => /<div id="root">([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1] ?? null;

describe.each(databaseKinds)('signed-in screens rendered by the server (%s)', (kind) => {
  let t: TestApp;
  let close: () => Promise<void>;
  let before = 0;
  beforeAll(async () => {
    ({ t, close } = await appServingBuild(kind, writeBuild));
  });
  afterAll(async () => {
    await close?.();
  });
  beforeEach(() => {
    before = renders();
  });

  it("sends /home painted with the visitor's own data, for their browser only, its calls made as them", async () => {
    const { cookie } = await t.signUp({ fullName: 'Rendered Person' });
    const res = await t.request({ method: 'GET', url: '/home', cookie, headers: { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(String(res.headers['vary'])).toMatch(/cookie/i);
    const root = rootOf(res.body);
    expect(root).toContain('<h1>Rendered Person</h1>');
    // The outfit is a POST: made from inside the render it passes the same origin check the page's own call does.
    expect(root).toContain('<p id="post">200</p>');
    expect(root).toContain('<p id="env">/home fr-CA</p>');
    // The data travels as inert JSON that no text inside can close; its scripts come from the boot script.
    expect(res.body).not.toContain(HOSTILE);
    const json = new RegExp(`<script type="application/json" id="${RENDER_STATE_ID}">(.*?)</script>`).exec(res.body)?.[1];
    const state = JSON.parse(json!) as { queries: { user: { fullName: string } }; env: { now: number; locale: string }; note: string };
    expect(state.note).toBe(HOSTILE);
    expect(state.queries.user.fullName).toBe('Rendered Person');
    expect(state.env.locale).toBe('fr-CA');
    expect(Math.abs(state.env.now - Date.now())).toBeLessThan(60_000);
    expect(res.body).not.toMatch(/<script type="module"/);
    expect(res.body).toContain('<script>(function () {');
    // Nothing to ask for: the user is in the page.
    expect(res.body).not.toContain('href="/api/user"');
  });

  it('compresses the rendered page for each answer and reads no language it cannot trust', async () => {
    const { cookie } = await t.signUp({ fullName: 'Compressed Person' });
    const res = await t.request({ method: 'GET', url: '/closet', cookie, headers: { 'accept-encoding': 'gzip, br', 'accept-language': '"><script>' } });
    expect(res.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(res.rawPayload).toString();
    expect(rootOf(html)).toContain('<h1>Compressed Person</h1>');
    expect(rootOf(html)).toContain('<p id="env">/closet en-US</p>');
  });

  it('renders nothing for a visitor without a session, nor for screens it does not render', async () => {
    const signedOut = await t.request({ method: 'GET', url: '/home' });
    expect(signedOut.statusCode).toBe(200);
    expect(rootOf(signedOut.body)).toBe('');
    expect(signedOut.headers['cache-control']).toBe('no-cache');
    const { cookie } = await t.signUp();
    const stylist = await t.request({ method: 'GET', url: '/stylist', cookie });
    expect(rootOf(stylist.body)).toBe('');
    expect(stylist.body).not.toContain(RENDER_STATE_ID);
    expect(renders()).toBe(before);
  });

  it('sends the shell when the session has ended, the render declines or it fails: never an error page', async () => {
    const ended = await t.request({ method: 'GET', url: '/home', cookie: 'ww_session=not-a-real-session' });
    expect(ended.statusCode).toBe(200);
    expect(rootOf(ended.body)).toBe('');
    for (const fullName of ['Render Declines', 'Render Breaks']) {
      const { cookie } = await t.signUp({ fullName });
      const res = await t.request({ method: 'GET', url: '/home', cookie });
      expect(res.statusCode, fullName).toBe(200);
      expect(rootOf(res.body), fullName).toBe('');
      expect(res.body, fullName).not.toContain(RENDER_STATE_ID);
      expect(res.headers['cache-control'], fullName).toBe('no-cache');
    }
    expect(renders()).toBe(before + 3);
  });

  it('never serves the server bundle itself', async () => {
    const res = await t.request({ method: 'GET', url: '/.ssr/server-entry.js' });
    expect(res.body).not.toContain('renderSignedIn');
  });
});
