import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ApiErrorBody } from '../../shared/errors';
import { pageMeta, PUBLIC_PAGES } from '../../shared/page-meta';
import type { Config } from '../config';

/** Vite fingerprints what it puts under /assets, so those files can be cached for a year; nothing else can. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

type Manifest = Record<string, { file: string; isEntry?: boolean; imports?: string[] }>;

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The chunk files a module needs before it can run: itself and its static imports, recursively. */
function chunkClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const dep of chunk.imports ?? []) chunkClosure(manifest, dep, seen);
  return seen;
}

/**
 * index.html as sent for one path: its title and description (Open Graph on the landing page),
 * and, on the public pages, a modulepreload of the screen's chunks so the browser fetches them
 * alongside the entry instead of after it (ADR 0046).
 */
export function pageHtml(template: string, manifest: Manifest | null, path: string, config: Pick<Config, 'brandName' | 'publicUrl'>): string {
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
  const screen = PUBLIC_PAGES[path];
  if (manifest && screen) {
    const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
    const loaded = entry ? chunkClosure(manifest, entry) : new Set<string>();
    for (const key of chunkClosure(manifest, screen)) {
      if (!loaded.has(key)) head.push(`<link rel="modulepreload" crossorigin href="/${manifest[key]!.file}" />`);
    }
  }
  return template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*" \/>/, `<meta name="description" content="${escapeHtml(meta.description)}" />`)
    .replace('</head>', `${head.map((h) => `    ${h}\n`).join('')}  </head>`);
}

/** Serves the built web app; any unknown non-API GET gets index.html so client routes survive a reload. */
export async function registerSpa(app: FastifyInstance, config: Pick<Config, 'webDistDir' | 'brandName' | 'publicUrl'>) {
  const { webDistDir } = config;
  const built = existsSync(join(webDistDir, 'index.html'));
  const pages = new Map<string, string>();
  let sendPage: (path: string, reply: FastifyReply) => FastifyReply = (_path, reply) => reply;
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
    sendPage = (path, reply) => {
      const key = path in PUBLIC_PAGES ? path : '*';
      let html = pages.get(key);
      if (html === undefined) {
        html = pageHtml(template, manifest, key === '*' ? '' : key, config);
        pages.set(key, html);
      }
      return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
    };
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/');
    if (isPage && built) return sendPage(request.url.split(/[?#]/)[0]!, reply);
    if (isPage) return reply.status(503).type('text/plain').send('The web app is not built. Run `npm run build:web` (npm start does it for you).');
    return reply.status(404).send({ code: 'NOT_FOUND', message: `No such endpoint: ${request.method} ${request.url.split('?')[0]}` } satisfies ApiErrorBody);
  });
}
