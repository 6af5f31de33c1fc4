import { lazy, Suspense, useEffect, useState, type ComponentProps, type ComponentType, type ReactNode } from 'react';

/** A fallback shows only if a chunk takes longer than this: a fast load paints the screen, not a flash of a placeholder. */
export const FALLBACK_DELAY_MS = 200;

/** A route's screen in its own chunk (ADR 0045): render it like a component, or `preload()` it ahead of a navigation. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component's props
export type LazyScreen<P = any> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * `lazyScreen(() => import('../features/closet'), 'ClosetPage')`: the feature's chunk is fetched
 * the first time the screen renders (or is preloaded); a failed fetch is retried on the next try
 * instead of being remembered, so a dropped connection does not break the route for the session.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component's props
export function lazyScreen<M extends Record<K, ComponentType<any>>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
  fallback: ReactNode = (
    <Delayed>
      <ContentFallback />
    </Delayed>
  ),
): LazyScreen<ComponentProps<M[K]>> {
  let pending: Promise<M> | null = null;
  // Once the chunk is in, the screen renders straight away: no suspension, so nothing the page already shows is replaced by a fallback.
  let loaded: M | null = null;
  const preload = () => {
    pending ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(async () => ({ default: (await preload())[name] }));
  function Screen(props: ComponentProps<M[K]>) {
    // Decided once per mount: switching between the two shapes later would remount the screen and lose its state.
    const [ready] = useState(() => loaded);
    if (ready) {
      const Loaded = ready[name];
      return <Loaded {...props} />;
    }
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Object.assign(Screen, { preload });
}

/** Renders its children only after FALLBACK_DELAY_MS; until then an empty box that keeps the page's background. */
export function Delayed({ children, ms = FALLBACK_DELAY_MS }: { children: ReactNode; ms?: number }) {
  const [show, setShow] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setShow(true), ms);
    return () => window.clearTimeout(timer);
  }, [ms]);
  return show ? <>{children}</> : null;
}

/** The content area of a signed-in screen while its chunk loads: a title bar and a few cards, as most screens have. */
export function ContentFallback() {
  return (
    <div className="grid gap-4 p-4" role="status" aria-label="Loading" data-testid="screen-fallback">
      <div className="h-8 w-48 animate-pulse rounded-md bg-muted" />
      <div className="grid gap-4 md:grid-cols-2">
        <div className="h-40 animate-pulse rounded-lg bg-muted" />
        <div className="h-40 animate-pulse rounded-lg bg-muted" />
      </div>
    </div>
  );
}

/** A full page in the public pages' colours while its chunk loads: nothing that could flash. */
export function PageFallback({ dark = false }: { dark?: boolean }) {
  return <div className={dark ? 'min-h-dvh bg-[#120d0a]' : 'min-h-dvh bg-background'} role="status" aria-label="Loading" data-testid="screen-fallback" />;
}

/** The signed-in chrome (header, and the tab bar on phones) while the layout's chunk loads, so nothing moves when it lands. */
export function AppShellFallback() {
  return (
    <div className="flex min-h-dvh flex-col" data-testid="shell-fallback">
      <div className="sticky top-0 z-40 h-14 border-b border-border bg-background/90" />
      <Delayed>
        <ContentFallback />
      </Delayed>
      <div className="fixed inset-x-0 bottom-0 z-40 h-[3.6rem] border-t border-border bg-card/95 md:hidden" />
    </div>
  );
}
