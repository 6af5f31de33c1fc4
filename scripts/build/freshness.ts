import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Written last by a successful build: its age is the build's age. */
export const BUILD_STAMP = 'dist/.build-stamp.json';

/** What the build is made from: a change to any of these makes `npm start` build again. */
const SOURCES = ['src', 'scripts/build.ts', 'scripts/build', 'vite.config.ts', 'tsconfig.json', 'package.json', 'package-lock.json'];

/** Newest modification time among the build's sources, in ms. */
export function newestSource(root: string): number {
  let newest = 0;
  const visit = (path: string) => {
    if (!existsSync(path)) return;
    const stats = statSync(path);
    if (!stats.isDirectory()) {
      newest = Math.max(newest, stats.mtimeMs);
      return;
    }
    for (const entry of readdirSync(path)) visit(join(path, entry));
  };
  for (const source of SOURCES) visit(join(root, source));
  return newest;
}

/** Why the build must be made again, or null when dist/ is newer than every source. */
export function staleReason(root: string): string | null {
  const stamp = join(root, BUILD_STAMP);
  if (!existsSync(stamp)) return 'no build yet';
  return newestSource(root) > statSync(stamp).mtimeMs ? 'sources changed since the last build' : null;
}
