/**
 * What a server render assumed about the browser (ADR 0056): the clock and the language. The
 * server renders a signed-in screen with them and sends them along; the browser hydrates with the
 * same values, so the greeting, today's date and the temperature unit come out as they were
 * painted instead of failing hydration a second later or in another locale. Outside a render
 * that set them, they are simply now and the browser's language.
 */
export interface RenderEnv {
  /** Milliseconds since the epoch. */
  now: number;
  /** A BCP 47 tag, as navigator.language gives it. */
  locale: string;
}

let current: RenderEnv | null = null;

/** Sets the environment until `clearRenderEnv` (the browser: from the state script until hydrated). */
export function setRenderEnv(env: RenderEnv | null) {
  current = env;
}

/** Runs a synchronous render with `env` (the server: nothing else runs in between, so requests cannot mix). */
export function withRenderEnv<T>(env: RenderEnv, render: () => T): T {
  const before = current;
  current = env;
  try {
    return render();
  } finally {
    current = before;
  }
}

export function renderNow(): Date {
  return new Date(current?.now ?? Date.now());
}

export function renderLocale(): string {
  return current?.locale ?? (typeof navigator === 'undefined' ? 'en-US' : navigator.language);
}
