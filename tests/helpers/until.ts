/**
 * Waits for a condition instead of sleeping a guessed time: polls `check` until it holds, and
 * fails naming `what` when it never does. The limit is a hang detector, not a speed check.
 */
export async function until(check: () => boolean | Promise<boolean>, what: string, { limitMs = 60_000, everyMs = 50 } = {}): Promise<void> {
  const deadline = Date.now() + limitMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
