/**
 * A deploy replaced the build this page came from: a screen's chunk (or its CSS) named by the old
 * build may be gone, and Vite reports the failed load as `vite:preloadError`. The page then
 * reloads once, to the new build's index.html and chunks (ADR 0065). A second failure soon after
 * (the new build lacks it too, or the network is down) is left to surface, never a reload loop:
 * the last reload's time is kept in sessionStorage, which survives the reload in this tab only.
 */
export const STALE_BUILD_RELOAD_KEY = 'wearwise:stale-build-reload-at';
/** Within this long after such a reload, another failure is not one the reload can mend. */
export const STALE_BUILD_RELOAD_GUARD_MS = 60_000;

function lastReloadAt(): number {
  try {
    return Number(window.sessionStorage.getItem(STALE_BUILD_RELOAD_KEY) ?? 0) || 0;
  } catch {
    return 0;
  }
}

/** True when the reload was recorded (and may go ahead); false where storage is refused, as a loop could not be stopped. */
function recordReload(now: number): boolean {
  try {
    window.sessionStorage.setItem(STALE_BUILD_RELOAD_KEY, String(now));
    return true;
  } catch {
    return false;
  }
}

export function reloadOnStaleBuild(): void {
  window.addEventListener('vite:preloadError', (event) => {
    const now = Date.now();
    if (now - lastReloadAt() < STALE_BUILD_RELOAD_GUARD_MS || !recordReload(now)) return;
    // The failed import would otherwise reject into the screen's error handling while the page is going away.
    event.preventDefault();
    window.location.reload();
  });
}
