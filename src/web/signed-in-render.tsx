/**
 * Runs in the server, never in a browser (ADR 0056): a signed-in screen rendered with its data,
 * so /home and /closet paint from the HTML instead of after the app's scripts and calls. The
 * screen is rendered as the browser will render it: its queries are found by rendering it, asked
 * through the server's own API routes as the visitor (the page request's cookie), and rendered
 * again, until it asks for nothing new. What answered goes into the page, so the browser starts
 * from the same cache and hydrates the same markup.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, hydrate, type DehydratedState, type Query, type QueryClient } from '@tanstack/react-query';
// eslint-disable-next-line no-restricted-imports -- React's own server renderer, in the server bundle only
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { SERVER_RENDERED } from '../shared/page-meta';
import { App } from './app/app';
import { preloadScreen } from './app/routes';
import { setFetchSource } from './lib/api';
import { currentUserKey, currentUserQuery } from './lib/current-user';
import { createQueryClient } from './lib/query-client';
import { withRenderEnv, type RenderEnv } from './lib/render-env';

/** What the page carries for the browser (src/web/main.tsx): the cache the screen was rendered from, and its clock and language. */
export interface RenderState {
  queries: DehydratedState;
  env: RenderEnv;
}

export interface SignedInPage {
  html: string;
  state: RenderState;
}

/** Renders until the screen asks nothing new; each pass can only reveal what the last one's answers enable (user, then screen, then details). */
const MAX_PASSES = 4;

const requestFetch = new AsyncLocalStorage<typeof fetch>();
const outsideRequest: typeof fetch = () => Promise.reject(new Error('A server render made a call outside a page request.'));
setFetchSource(() => requestFetch.getStore() ?? outsideRequest);

function isEnabled(query: Query): boolean {
  // `enabled` is an observer option; the cache keeps it with the rest of the options the screen passed.
  const enabled = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

function renderApp(path: string, search: string, client: QueryClient, env: RenderEnv): string {
  return withRenderEnv(env, () =>
    renderToString(
      <Router ssrPath={path} ssrSearch={search}>
        <App hydrating client={client} />
      </Router>,
    ),
  );
}

/**
 * `path` rendered for the visitor whose calls `fetchAs` makes, or null when it should not be
 * (not a server-rendered screen, nobody signed in, onboarding unfinished: the browser decides
 * where those go). Calls still unanswered after `budgetMs` are left to the browser.
 */
export async function renderSignedIn(path: string, fetchAs: typeof fetch, env: RenderEnv, search = '', budgetMs = 1500): Promise<SignedInPage | null> {
  if (!(SERVER_RENDERED as readonly string[]).includes(path)) return null;
  const client = createQueryClient();
  try {
    return await requestFetch.run(fetchAs, async () => {
      // Its initial data answers 'signed out' wherever there is no cookie to read, as on the server: ask instead.
      const user = await client.fetchQuery({ queryKey: currentUserKey, queryFn: currentUserQuery.queryFn! });
      if (!user?.onboardingCompleted) return null;
      await preloadScreen(path);
      const deadline = Date.now() + budgetMs;
      for (let pass = 0; pass < MAX_PASSES; pass++) {
        renderApp(path, search, client, env);
        const asked = client
          .getQueryCache()
          .getAll()
          .filter((q) => q.state.status === 'pending' && q.state.fetchStatus === 'idle' && isEnabled(q));
        const left = deadline - Date.now();
        if (asked.length === 0 || left <= 0) break;
        let timer: ReturnType<typeof setTimeout> | undefined;
        const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), left)));
        const answered = await Promise.race([Promise.all(asked.map((q) => q.fetch().catch(() => undefined))), late]);
        clearTimeout(timer);
        if (answered === 'late') break;
      }
      // Only answered queries travel; the page is rendered from exactly what the browser will hydrate.
      const queries = dehydrate(client);
      const painted = createQueryClient();
      hydrate(painted, queries);
      try {
        return { html: renderApp(path, search, painted, env), state: { queries, env } };
      } finally {
        painted.clear();
      }
    });
  } finally {
    // Clears each query's garbage-collection timer: nothing of a request outlives it.
    client.clear();
  }
}
