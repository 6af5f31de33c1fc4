/**
 * Build-time only (vite.config.ts, ADR 0046): the public pages rendered to HTML with the default
 * brand, so a first visit paints text before any script has run. It renders the app itself at
 * that route, the screen's chunk loaded first, so the browser can hydrate the very same tree
 * (src/web/main.tsx) instead of drawing the page a second time.
 */
// eslint-disable-next-line no-restricted-imports -- React's own server renderer, run by the build in Node (never shipped to browsers)
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { PUBLIC_PAGES } from '../shared/page-meta';
import { App } from './app/app';
import { preloadScreen } from './app/routes';
import { createQueryClient } from './lib/query-client';

export const PRERENDERED: readonly string[] = PUBLIC_PAGES;

export async function render(path: string): Promise<string> {
  if (!PRERENDERED.includes(path)) throw new Error(`no prerendered page for ${path}`);
  await preloadScreen(path);
  const client = createQueryClient();
  try {
    return renderToString(
      <Router ssrPath={path} ssrSearch="">
        <App hydrating client={client} />
      </Router>,
    );
  } finally {
    // Its queries' garbage-collection timers would keep the build running for their five minutes.
    client.clear();
  }
}
