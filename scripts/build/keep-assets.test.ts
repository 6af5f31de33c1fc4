import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { KEEP_PREVIOUS_BUILDS, KEPT_BUILDS_FILE, restorePreviousAssets, stashPreviousAssets } from './keep-assets';

/** One "vite build": empties the folder (as emptyOutDir does) and writes these hashed files. */
function viteBuild(webDir: string, files: string[]) {
  mkdirSync(join(webDir, 'assets'), { recursive: true });
  for (const f of files) writeFileSync(join(webDir, 'assets', f), f);
}

async function build(webDir: string, files: string[], at: Date) {
  const previous = await stashPreviousAssets(webDir);
  viteBuild(webDir, files);
  return restorePreviousAssets(webDir, previous, at);
}

describe('previous builds kept beside the new one (ADR 0065)', () => {
  it('keeps the assets of the last builds, drops older and expired ones, and lists them in the manifest', async () => {
    const webDir = join(mkdtempSync(join(tmpdir(), 'ww-keep-')), 'web');
    const day = (n: number) => new Date(Date.UTC(2026, 10, n));
    await build(webDir, ['index-A.js', 'vendor-V.js'], day(1));
    await build(webDir, ['index-B.js', 'vendor-V.js'], day(2));
    const third = await build(webDir, ['index-C.js', 'vendor-V.js'], day(3));
    expect(third.map((b) => b.builtAt)).toEqual([day(3), day(2), day(1)].map((d) => d.toISOString()));
    expect(third.map((b) => b.replacedAt)).toEqual([undefined, day(3).toISOString(), day(2).toISOString()]);
    for (const f of ['index-A.js', 'index-B.js', 'index-C.js', 'vendor-V.js']) expect(existsSync(join(webDir, 'assets', f)), f).toBe(true);

    // One build more than the count keeps: the oldest goes.
    await build(webDir, ['index-D.js'], day(4));
    expect(existsSync(join(webDir, 'assets', 'index-A.js'))).toBe(false);
    expect(existsSync(join(webDir, 'assets', 'index-B.js'))).toBe(true);
    const manifest = JSON.parse(readFileSync(join(webDir, KEPT_BUILDS_FILE), 'utf8')) as { builds: unknown[] };
    expect(manifest.builds).toHaveLength(KEEP_PREVIOUS_BUILDS + 1);

    // Weeks later: the build being replaced stays (browsers hold its pages now), however old; one replaced weeks ago goes.
    await build(webDir, ['index-E.js'], day(30));
    expect(existsSync(join(webDir, 'assets', 'index-D.js'))).toBe(true);
    expect(existsSync(join(webDir, 'assets', 'index-C.js'))).toBe(false);
    expect(existsSync(join(webDir, 'assets', 'index-E.js'))).toBe(true);
  });
});
