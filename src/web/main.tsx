import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadScreen } from './app/routes';
import './styles.css';

// zod compiles object parsers with `new Function` unless told not to; our content security policy
// forbids eval, so its probe would be reported as a violation on every page with a form. This is
// the global `z.config({ jitless: true })` writes, set here so the entry does not pull zod in.
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodGlobal.__zod_globalConfig = Object.assign(zodGlobal.__zod_globalConfig ?? {}, { jitless: true });

const root = document.getElementById('root')!;

if (root.firstElementChild) {
  // A public page the server sent already painted (ADR 0046, 0055): the screen's chunk first, so the
  // app's first render is that page, then hydrated as a transition, which React does in slices
  // that leave the main thread free between them instead of in one long task.
  void preloadScreen(window.location.pathname)
    .catch(() => undefined)
    .then(() =>
      startTransition(() => {
        hydrateRoot(
          root,
          <StrictMode>
            <App hydrating />
          </StrictMode>,
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
