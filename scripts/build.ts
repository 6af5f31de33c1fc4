/**
 * `npm run build`: the web app (dist/web, with its server-render bundle and prerendered pages),
 * then the compiled server and worker (dist/server). The production runtime is dist/, package.json,
 * the lock file and `npm install --omit=dev` (ADR 0063).
 */
import { spawnSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build as viteBuild } from 'vite';
import { restorePreviousAssets, stashPreviousAssets } from './build/keep-assets.ts';
import { buildServer } from './build/server.ts';
import { BUILD_STAMP } from './build/freshness.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root);
const started = Date.now();
const webDir = process.env.WEB_DIST_DIR ? resolve(process.env.WEB_DIST_DIR) : join(root, 'dist', 'web');

const previous = await stashPreviousAssets(webDir);
await viteBuild({ configFile: join(root, 'vite.config.ts'), logLevel: 'warn' });
const builds = await restorePreviousAssets(webDir, previous);
await buildServer(root);
// Last, the compiled server's own loaders look for what they read: a file the copy missed fails the build, named.
const check = spawnSync(process.execPath, [join(root, 'dist', 'server', 'check-runtime-files.js')], {
  stdio: 'inherit',
  env: { ...process.env, WEB_DIST_DIR: webDir },
});
if (check.status !== 0) {
  console.error('Build incomplete: see the missing files above.');
  process.exit(1);
}
await writeFile(join(root, BUILD_STAMP), JSON.stringify({ builtAt: new Date().toISOString() }) + '\n');
console.log(`Built dist/ in ${((Date.now() - started) / 1000).toFixed(1)} s (web assets of ${builds.length} build(s) kept).`);
