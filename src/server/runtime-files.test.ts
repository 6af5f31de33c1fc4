import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../scripts/build/server';
import { webBuildFiles } from './plugins/spa';
import { missingRuntimeFiles } from './runtime-files';

const ROOT = resolve(import.meta.dirname, '../..');
const SRC = join(ROOT, 'src');

/** Server modules (not the web app, not tests) that build a path from their own location: each reads a file beside it. */
function modulesReadingBesideThemselves(): string[] {
  const files = readdirSync(SRC, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile() && /\.tsx?$/.test(d.name) && !/\.test\.tsx?$/.test(d.name))
    .map((d) => join(d.parentPath, d.name))
    .filter((f) => !relative(SRC, f).startsWith('web'));
  // `new URL('…', import.meta.url)`: a file found from the module's place, which the build must copy or compile there.
  return files.filter((f) => /new URL\(\s*['"`][^'"`]+['"`]\s*,\s*import\.meta\.url\s*\)/.test(readFileSync(f, 'utf8'))).map((f) => relative(SRC, f));
}

describe('the list of files the server reads at run time', () => {
  it('has a check for every module that opens a file beside itself', () => {
    const checks = readFileSync(join(SRC, 'server', 'runtime-files.ts'), 'utf8');
    const imported = new Set([...checks.matchAll(/from '(\.[^']+)'/g)].map((m) => relative(SRC, resolve(SRC, 'server', m[1]!))));
    const readers = modulesReadingBesideThemselves().filter((f) => f !== join('server', 'runtime-files.ts'));
    expect(readers.length).toBeGreaterThanOrEqual(6);
    const unchecked = readers.filter((f) => !imported.has(f.replace(/\.tsx?$/, '')));
    expect(unchecked, 'add a check for each to src/server/runtime-files.ts').toEqual([]);
  });

  it('finds everything from the sources, with a web build present', () => {
    const web = mkdtempSync(join(tmpdir(), 'ww-web-'));
    try {
      for (const f of webBuildFiles(web)) {
        mkdirSync(dirname(f), { recursive: true });
        writeFileSync(f, '');
      }
      expect(missingRuntimeFiles(web)).toEqual([]);
    } finally {
      rmSync(web, { recursive: true, force: true });
    }
  });
});

describe('the compiled check (dist/server/check-runtime-files.js)', () => {
  let work: string;
  let web: string;
  const check = () =>
    spawnSync(process.execPath, [join(work, 'dist', 'server', 'check-runtime-files.js')], { encoding: 'utf8', env: { ...process.env, WEB_DIST_DIR: web } });

  beforeAll(async () => {
    // The server half of `npm run build`, in a copy of the sources, so removing a file from its dist/ touches nothing real.
    work = mkdtempSync(join(tmpdir(), 'ww-runtime-files-'));
    cpSync(SRC, join(work, 'src'), { recursive: true, filter: (p) => !relative(SRC, p).startsWith('web') });
    cpSync(join(ROOT, 'package.json'), join(work, 'package.json'));
    symlinkSync(join(ROOT, 'node_modules'), join(work, 'node_modules'), 'dir');
    await buildServer(work);
    web = join(work, 'web-build');
    for (const f of webBuildFiles(web)) {
      mkdirSync(dirname(f), { recursive: true });
      writeFileSync(f, '');
    }
  }, 180_000);
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('passes on a complete build', () => {
    const run = check();
    expect(run.status, run.stderr).toBe(0);
  });

  it.each([
    ['the knowledge pages', 'dist/adapters/ai/knowledge'],
    ['a migration', 'dist/db/migrations/0000_foundation.sql'],
    ['the sample feed', 'dist/server/services/calendar/sample-feed.ics'],
    ['the parser thread', 'dist/server/ics-parser-thread.js'],
    ['the face detector shim', 'dist/adapters/face-detector/tfjs-shim.cjs'],
  ])('fails naming the file when %s is missing', (_what, path) => {
    const file = join(work, path);
    const saved = `${file}.saved`;
    execFileSync('mv', [file, saved]);
    try {
      const run = check();
      expect(run.status).toBe(1);
      expect(run.stderr).toContain(file);
    } finally {
      execFileSync('mv', [saved, file]);
    }
  });
});
