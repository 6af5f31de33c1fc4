import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody } from '../../shared/errors';
import { pageMeta, PUBLIC_PAGES, RENDER_STATE_ID, SCREEN_CHUNKS_ID, SCREEN_MODULES, SERVER_RENDERED } from '../../shared/page-meta';
import { SESSION_HINT_COOKIE } from '../../shared/session-hint';
import type { Config } from '../config';
import { SESSION_COOKIE } from '../services/auth/sessions';
import { BOOT_DATA_ID, BOOT_SCRIPT } from './boot-script';
import { fetchAs, renderLocale } from './render-request';

/** Vite fingerprints what it puts under /assets, so those files can be cached for a year; nothing else can. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

type Manifest = Record<string, { file: string; isEntry?: boolean; imports?: string[] }>;

/** What the server bundle (src/web/server-entry.ts, built by vite.config.ts) offers: a signed-in screen rendered with its data (ADR 0056). */
interface ServerRenderer {
  /** `search` (without '?') is rendered too: the browser hydrates with it (the closet's filters live there). */
  renderSignedIn(path: string, fetchAs: typeof fetch, env: { now: number; locale: string }, search?: string): Promise<{ html: string; state: unknown } | null>;
}

/** JSON for a `<script type="application/json">`: never executed, and `<` escaped so no text in it can close the element. */
const jsonScript = (id: string, value: unknown) => `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The chunk files a module needs before it can run: itself and its static imports, recursively. */
function chunkClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const dep of chunk.imports ?? []) chunkClosure(manifest, dep, seen);
  return seen;
}

/** For each route in SCREEN_MODULES, the chunk files its screen needs beyond what the entry already loads. */
export function screenChunks(manifest: Manifest): Record<string, string[]> {
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  const loaded = entry ? chunkClosure(manifest, entry) : new Set<string>();
  const out: Record<string, string[]> = {};
  for (const [path, modules] of Object.entries(SCREEN_MODULES)) {
    const keys = new Set<string>();
    for (const m of modules) chunkClosure(manifest, m, keys);
    out[path] = [...keys].filter((k) => !loaded.has(k)).map((k) => `/${manifest[k]!.file}`);
  }
  return out;
}

/**
 * index.html as sent for one path: its title and description (Open Graph on the landing page);
 * on the public pages a modulepreload of the screen's chunks, so the browser fetches them
 * alongside the entry instead of after it; and on every page the map of routes to chunk files
 * the app prefetches from when the browser is idle (ADR 0045, 0046). A prerendered page gets its
 * stylesheet inline and its scripts from the boot script once painted (ADR 0055); a signed-in
 * screen rendered by the server also carries the data it was rendered from (ADR 0056).
 */
export function pageHtml(
  template: string,
  manifest: Manifest | null,
  path: string,
  config: Pick<Config, 'brandName' | 'publicUrl'>,
  prerendered: string | null = null,
  readAsset: (file: string) => string | null = () => null,
  signedIn = false,
  renderState: unknown = null,
): string {
  const meta = pageMeta(path, config.brandName);
  const head: string[] = [];
  if (path === '/') {
    const url = config.publicUrl ? `${config.publicUrl.replace(/\/$/, '')}/` : null;
    head.push(
      `<meta property="og:type" content="website" />`,
      `<meta property="og:site_name" content="${escapeHtml(config.brandName)}" />`,
      `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
      `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
      ...(url
        ? [`<meta property="og:url" content="${escapeHtml(url)}" />`, `<meta property="og:image" content="${escapeHtml(url)}icons/og-image.png" />`]
        : []),
      `<meta name="twitter:card" content="summary_large_image" />`,
    );
  }
  if (manifest) {
    const chunks = screenChunks(manifest);
    // A public page, or an app screen for someone with a session: its screen downloads with the entry, not after it.
    if (((PUBLIC_PAGES as readonly string[]).includes(path) || signedIn) && !prerendered) {
      for (const file of chunks[path] ?? []) head.push(`<link rel="modulepreload" crossorigin href="${file}" />`);
    }
    // JSON, not script: never executed, so the content security policy has nothing to say about it. `<` is escaped all the same.
    head.push(jsonScript(SCREEN_CHUNKS_ID, chunks));
  }
  if (renderState !== null) head.push(jsonScript(RENDER_STATE_ID, renderState));
  // The first thing the app asks with a session (src/web/lib/current-user.ts), asked while its scripts download.
  else if (signedIn) head.push(`<link rel="preload" href="/api/user" as="fetch" crossorigin="use-credentials" />`);
  let html = template;
  if (prerendered) {
    // A painted page needs its styles at once: inlined, they cost no second round trip before the first paint.
    html = html.replace(/<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/, (link, file: string) => {
      const css = readAsset(file);
      return css === null ? link : `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
    });
    // ...and its scripts only once it has painted (ADR 0055): the boot script requests them then.
    let entry: string | null = null;
    const preload: string[] = [];
    html = html
      .replace(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/, (_tag, src: string) => ((entry = src), ''))
      .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_tag, href: string) => (preload.push(href), ''));
    if (entry) {
      if (manifest) preload.push(...(screenChunks(manifest)[path] ?? []));
      head.push(jsonScript(BOOT_DATA_ID, { entry, preload }), `<script>${BOOT_SCRIPT}</script>`);
    }
  }
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*" \/>/, `<meta name="description" content="${escapeHtml(meta.description)}" />`)
    .replace('</head>', () => `${head.map((h) => `    ${h}\n`).join('')}  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${prerendered ?? ''}</div>`);
}

/** Every file of a web build this plugin reads (a test's own small build may lack all but index.html). */
export function webBuildFiles(webDistDir: string): string[] {
  return [
    join(webDistDir, 'index.html'),
    join(webDistDir, '.vite', 'manifest.json'),
    join(webDistDir, '.ssr', 'server-entry.js'),
    ...PUBLIC_PAGES.map((path) => prerenderedFile(webDistDir, path)),
  ];
}

const prerenderedFile = (webDistDir: string, path: string) => join(webDistDir, '.prerender', `${path === '/' ? 'index' : path.slice(1)}.html`);

/** The public pages rendered at build time (vite.config.ts), by route. */
function readPrerendered(webDistDir: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const path of PUBLIC_PAGES) {
    const file = prerenderedFile(webDistDir, path);
    if (existsSync(file)) out.set(path, readFileSync(file, 'utf8'));
  }
  return out;
}

/** The server bundle, when the build made one (tests build a web app of their own without it): the signed-in screens then go out as the shell. */
async function loadRenderer(webDistDir: string, log: FastifyInstance['log']): Promise<ServerRenderer | null> {
  const file = join(webDistDir, '.ssr', 'server-entry.js');
  if (!existsSync(file)) return null;
  try {
    return (await import(pathToFileURL(file).href)) as ServerRenderer;
  } catch (err) {
    log.warn({ err }, 'The server bundle did not load: signed-in screens render in the browser');
    return null;
  }
}

type Encoding = 'br' | 'gzip' | null;

function acceptedEncoding(request: FastifyRequest): Encoding {
  const accepts = String(request.headers['accept-encoding'] ?? '');
  return /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null;
}

/** Serves the built web app; any unknown non-API GET gets index.html so client routes survive a reload. */
export async function registerSpa(app: FastifyInstance, config: Pick<Config, 'webDistDir' | 'brandName' | 'publicUrl'>) {
  const { webDistDir } = config;
  const built = existsSync(join(webDistDir, 'index.html'));
  // Each page variant is built once, with its brotli and gzip copies: the not-found handler is no route, so @fastify/compress does not see it.
  const pages = new Map<string, { raw: string; br: Buffer; gzip: Buffer }>();
  let sendPage: (request: FastifyRequest, reply: FastifyReply) => FastifyReply | Promise<FastifyReply> = (_request, reply) => reply;
  if (built) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      // index.html goes out through sendPage below, with the page's own meta tags.
      index: false,
      // Brotli and gzip copies made at build time (vite.config.ts) go to clients that accept them.
      preCompressed: true,
      // Vite fingerprints assets, so they can be cached for a year; index.html, icons and the rest must not be.
      setHeaders(res, path) {
        res.header('Cache-Control', /[\\/]assets[\\/]/.test(path) ? IMMUTABLE : 'no-cache');
      },
    });
    const template = readFileSync(join(webDistDir, 'index.html'), 'utf8');
    const manifestPath = join(webDistDir, '.vite', 'manifest.json');
    const manifest = existsSync(manifestPath) ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest) : null;
    const prerendered = readPrerendered(webDistDir);
    const renderer = await loadRenderer(webDistDir, app.log);
    const assets = new Map<string, string | null>();
    const readAsset = (file: string) => {
      if (!assets.has(file)) {
        const path = join(webDistDir, file);
        assets.set(file, existsSync(path) ? readFileSync(path, 'utf8') : null);
      }
      return assets.get(file)!;
    };
    const html = (reply: FastifyReply, cacheControl: string, vary: string) =>
      reply.header('Cache-Control', cacheControl).header('Vary', vary).type('text/html; charset=utf-8');

    /** A signed-in screen with the visitor's data in it (ADR 0056), or null to send the shell. */
    const renderedFor = async (request: FastifyRequest, page: string, search: string): Promise<string | null> => {
      if (!renderer || request.method !== 'GET' || !(SERVER_RENDERED as readonly string[]).includes(page)) return null;
      try {
        const rendered = await renderer.renderSignedIn(page, fetchAs(app, request), { now: app.ctx.now().getTime(), locale: renderLocale(request) }, search);
        return rendered && pageHtml(template, manifest, page, config, rendered.html, readAsset, true, rendered.state);
      } catch (err) {
        request.log.warn({ err, path: page }, 'Server render failed: the screen is sent as the shell, to render in the browser');
        return null;
      }
    };

    sendPage = async (request, reply) => {
      const [path, search = ''] = request.url.split(/[?#]/) as [string, string?];
      const page = (PUBLIC_PAGES as readonly string[]).includes(path) || Object.hasOwn(SCREEN_MODULES, path) ? path : '';
      // Someone who may be signed in is about to be sent on to the app: a painted landing page would only flash.
      const hasSession = !!request.cookies[SESSION_COOKIE];
      const mightBeSignedIn = hasSession || !!request.cookies[SESSION_HINT_COOKIE];
      const encoding = acceptedEncoding(request);
      const personal = hasSession ? await renderedFor(request, page, search) : null;
      if (personal !== null) {
        // Someone's own data: kept by their browser only, asked again on every visit, compressed for this one answer.
        html(reply, 'private, no-cache', 'Accept-Encoding, Cookie');
        if (encoding === 'br')
          return reply.header('Content-Encoding', 'br').send(brotliCompressSync(personal, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
        if (encoding === 'gzip') return reply.header('Content-Encoding', 'gzip').send(gzipSync(personal, { level: 6 }));
        return reply.send(personal);
      }
      // The app hydrates the painted page, so it must render exactly that: /auth?mode=signin shows another form than the one painted.
      const paintedDiffers = page === '/auth' && new URLSearchParams(search).get('mode') === 'signin';
      const body = mightBeSignedIn || paintedDiffers ? null : (prerendered.get(page) ?? null);
      const key = `${page}|${body ? 'prerendered' : 'empty'}|${hasSession ? 'session' : ''}`;
      let built = pages.get(key);
      if (built === undefined) {
        const raw = pageHtml(template, manifest, page, config, body, readAsset, hasSession);
        built = { raw, br: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }), gzip: gzipSync(raw, { level: 9 }) };
        pages.set(key, built);
      }
      html(reply, 'no-cache', 'Accept-Encoding');
      if (encoding) return reply.header('Content-Encoding', encoding).send(built[encoding]);
      return reply.send(built.raw);
    };
  }
  app.setNotFoundHandler((request, reply) => {
    // A hashed asset that is not here (a build older than the kept ones) is a 404, never index.html under an asset's name.
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/') && !request.url.startsWith('/assets/');
    if (isPage && built) return sendPage(request, reply);
    if (isPage) return reply.status(503).type('text/plain').send('The web app is not built. Run `npm run build:web` (npm start does it for you).');
    return reply.status(404).send({ code: 'NOT_FOUND', message: `No such endpoint: ${request.method} ${request.url.split('?')[0]}` } satisfies ApiErrorBody);
  });
}
