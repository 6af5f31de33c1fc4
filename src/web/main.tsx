import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { HYDRATED_EVENT, RENDER_STATE_ID } from '../shared/page-meta';
import type { TUser } from '../shared/schemas/auth';
import { App } from './app/app';
import { preloadScreen } from './app/routes';
import { currentUserKey, rememberUser } from './lib/current-user';
import { queryClient } from './lib/query-client';
import { setRenderEnv } from './lib/render-env';
import { reloadOnStaleBuild } from './lib/stale-build';
import type { RenderState } from './signed-in-render';
import './styles.css';

// zod compiles object parsers with `new Function` unless told not to; our content security policy
// forbids eval, so its probe would be reported as a violation on every page with a form. This is
// the global `z.config({ jitless: true })` writes, set here so the entry does not pull zod in.
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodGlobal.__zod_globalConfig = Object.assign(zodGlobal.__zod_globalConfig ?? {}, { jitless: true });

// Before any screen's chunk is asked for: a chunk a deploy removed reloads the page once (ADR 0065).
reloadOnStaleBuild();

const root = document.getElementById('root')!;

/** A signed-in screen the server rendered (ADR 0056): the app starts from the data and the clock it was rendered with. */
function adoptRenderState() {
  const json = document.getElementById(RENDER_STATE_ID)?.textContent;
  if (!json) return;
  const state = JSON.parse(json) as RenderState;
  hydrate(queryClient, state.queries);
  setRenderEnv(state.env);
  document.addEventListener(
    HYDRATED_EVENT,
    () => {
      setRenderEnv(null);
      // After, not before: the first write to local storage can block for tens of milliseconds on a phone.
      rememberUser(queryClient.getQueryData<TUser | null>(currentUserKey) ?? null);
    },
    { once: true },
  );
}

if (root.firstElementChild) {
  // A page the server sent already painted (ADR 0046, 0055, 0056): the screen's chunk first, so the
  // app's first render is that page, then hydrated as a transition, which React does in slices
  // that leave the main thread free between them instead of in one long task.
  adoptRenderState();
  void preloadScreen(window.location.pathname)
    .catch(() => undefined)
    .then(() =>
      startTransition(() => {
        hydrateRoot(
          root,
          <StrictMode>
            <App hydrating />
          </StrictMode>,
          {
            // Markup that can still differ (a date formatted in the browser's own time zone, around midnight) is drawn again by React: a warning, not an error.
            onRecoverableError: (error) => console.warn('Part of the page was drawn again instead of hydrated', error),
          },
        );
      }),
    );
} else {
  // Also a transition: the first render of an app screen is done in slices too.
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}
