/**
 * `npm start`: builds when dist/ is missing or older than the sources, then runs the compiled
 * server in this very process (no shell, no child), so SIGTERM and Ctrl-C reach the server itself.
 * The build runs as a child process that exits before the server starts, leaving none of its memory.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { staleReason } from './build/freshness.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const reason = staleReason(root);
if (reason) {
  console.log(`Building (${reason})...`);
  const build = spawnSync(process.execPath, [join(root, 'scripts', 'build.ts')], { stdio: 'inherit', cwd: root });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await import(pathToFileURL(join(root, 'dist', 'server', 'main.js')).href);
