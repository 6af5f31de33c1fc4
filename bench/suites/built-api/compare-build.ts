/**
 * BENCH_COMPARE_REF: another commit's build, measured in the same run as this checkout's (issue 45's
 * "the same benchmark run side by side on the previous commit"). The commit is checked out as a git
 * worktree under the system's temporary directory, with this checkout's node_modules linked when
 * both package-lock.json files are identical (else `npm ci` there), and built with `npm run build`.
 * The worktree is kept between runs and rebuilt only when its build is missing.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, runtimeEnv } from '../../../tests/helpers/built-server';

export interface ComparedBuild {
  /** The commit as given (BENCH_COMPARE_REF) and as resolved. */
  ref: string;
  commit: string;
  /** The worktree: its dist/ is what the compared targets start. */
  root: string;
}

const git = (args: string[], cwd = ROOT) => execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();

/** Runs npm in `root` on this run's Node, its output shown (a build takes a while). */
function npm(root: string, args: string[]) {
  execFileSync('npm', args, { cwd: root, env: runtimeEnv({}, root), stdio: ['ignore', 'inherit', 'inherit'] });
}

export function comparedBuild(ref: string): ComparedBuild {
  const commit = git(['rev-parse', '--verify', `${ref}^{commit}`]);
  const root = join(tmpdir(), `ww-bench-${commit.slice(0, 12)}`);
  if (!existsSync(join(root, '.git'))) git(['worktree', 'add', '--detach', root, commit]);
  if (git(['rev-parse', 'HEAD'], root) !== commit) throw new Error(`${root} is not at ${commit}: remove it (git worktree remove ${root}) and run again`);
  if (!existsSync(join(root, 'node_modules'))) {
    const same = readFileSync(join(root, 'package-lock.json'), 'utf8') === readFileSync(join(ROOT, 'package-lock.json'), 'utf8');
    if (same) symlinkSync(join(ROOT, 'node_modules'), join(root, 'node_modules'), 'dir');
    else npm(root, ['ci', '--no-audit', '--no-fund']);
  }
  if (!existsSync(join(root, 'dist', 'server', 'main.js'))) {
    console.log(`Building ${ref} (${commit.slice(0, 12)}) in ${root}`);
    npm(root, ['run', 'build']);
  }
  return { ref, commit, root };
}
