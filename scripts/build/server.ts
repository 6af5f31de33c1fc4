import { builtinModules } from 'node:module';
import { cp, readdir, readFile, rm } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import * as esbuild from 'esbuild';

/**
 * The processes an operator runs (web, worker, the release phase's migration) and the calendar
 * parser's thread, each compiled flat into dist/server/<out>.js.
 */
export const SERVER_ENTRIES = [
  { in: 'src/server/main.ts', out: 'main' },
  { in: 'src/server/worker.ts', out: 'worker' },
  { in: 'src/server/migrate.ts', out: 'migrate' },
  // `npm run db:backup` / `db:restore` (ADR 0109): operators run the build, not the sources.
  { in: 'src/server/backup.ts', out: 'backup' },
  // Loaded by the ICS parser pool with new Worker(): its compiled twin finds it here (pool.ts).
  { in: 'src/server/services/calendar/ics-parser/worker.ts', out: 'ics-parser-thread' },
  // Run by the build last and by the release check: names any file the compiled server reads but dist/ lacks (issue 36).
  { in: 'src/server/check-runtime-files.ts', out: 'check-runtime-files' },
];

/** Source code, compiled into the bundle: every other file under src/ (outside the web app) is data the server may read, copied beside it. */
const CODE = /\.(ts|tsx)$/;

/**
 * Compiles the server and the worker to dist/server with esbuild (ADR 0063).
 *
 * dist/ stands where src/ stood: a module compiled from src/<path>.ts sees `import.meta.url` as
 * dist/<path>.js, and the data files beside the sources (migrations, knowledge, sample feeds,
 * shims) are copied to the same places under dist/. Every path a module builds from its own
 * location (`new URL('./migrations', import.meta.url)`, `../../dist/web` from src/server) therefore
 * finds the same file from the build as from the sources, and nothing else of the checkout is read.
 *
 * Packages stay outside the bundle (the runtime installs them with `npm install --omit=dev`); the
 * build refuses an import of a package that is not a production dependency, which would only
 * fail on the first request that reaches it.
 */
export async function buildServer(root: string): Promise<void> {
  const outDir = join(root, 'dist');
  await rm(join(outDir, 'server'), { recursive: true, force: true });
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: SERVER_ENTRIES,
    outdir: join(outDir, 'server'),
    // Flat: chunks sit beside the entries, so every chunk's import.meta.url is in dist/server.
    entryNames: '[name]',
    chunkNames: '[name]-[hash]',
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
    // Chunks that a dynamic import reaches (vendor adapters) load their packages only then (ADR 0063).
    plugins: [externalPackages(INLINED_PACKAGES), sourceLocation(root, outDir)],
    banner: { js: '// Built by scripts/build.ts from src/: edit the sources, not this file.' },
  });
  await assertProductionImports(root, result.metafile);
  await copyDataFiles(join(root, 'src'), outDir);
}

/**
 * Packages compiled into the bundle instead of loaded from node_modules at run time: pure
 * JavaScript spread over hundreds of small ES modules, each of which costs Node's loader memory
 * and start-up time (drizzle-orm alone: about 80 MB and half a second as 600 files). They read no
 * files of their own, so they run the same inside the bundle. Everything else stays external.
 */
const INLINED_PACKAGES = ['drizzle-orm'];

function packageName(specifier: string): string {
  return specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!;
}

/** Bare imports stay imports (resolved in node_modules at run time), except the inlined packages. */
function externalPackages(inlined: readonly string[]): esbuild.Plugin {
  return {
    name: 'wearwise-external-packages',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) => {
        if (args.path.startsWith('node:') || inlined.includes(packageName(args.path))) return undefined;
        return { path: args.path, external: true };
      });
    },
  };
}

/** Rewrites `import.meta.url` in each source to the address its compiled twin stands for (dist/<path>.js). */
function sourceLocation(root: string, outDir: string): esbuild.Plugin {
  const src = join(root, 'src');
  return {
    name: 'wearwise-source-location',
    setup(build) {
      build.onLoad({ filter: /\.tsx?$/ }, async (args) => {
        const text = await readFile(args.path, 'utf8');
        if (!args.path.startsWith(src + sep) || !text.includes('import.meta.url')) return undefined;
        const twin = join(outDir, relative(src, args.path)).replace(/\.tsx?$/, '.js');
        const fromServer = relative(join(outDir, 'server'), twin).split(sep).join('/');
        const contents = text.replaceAll('import.meta.url', `new URL(${JSON.stringify(`./${fromServer}`)}, import.meta.url).href`);
        return { contents, loader: extname(args.path) === '.tsx' ? 'tsx' : 'ts' };
      });
    },
  };
}

/** Every package the compiled server imports must be a production dependency, or the --omit=dev install lacks it. */
async function assertProductionImports(root: string, metafile: esbuild.Metafile): Promise<void> {
  const manifest = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
  const production = new Set(Object.keys(manifest.dependencies ?? {}));
  const builtins = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]));
  const missing = new Map<string, string>();
  for (const [file, output] of Object.entries(metafile.outputs)) {
    for (const { path, external } of output.imports) {
      if (!external || builtins.has(path) || path.startsWith('.')) continue;
      const name = packageName(path);
      if (!production.has(name)) missing.set(name, file);
    }
  }
  if (missing.size > 0) {
    const lines = [...missing].map(([name, file]) => `  ${name} (imported by ${file})`);
    throw new Error(`The server imports packages that are not in "dependencies" (an --omit=dev install would lack them):\n${lines.join('\n')}`);
  }
}

/** Copies the data files under src/ (not the web app, whose build vite makes) to the same places under dist/. */
async function copyDataFiles(src: string, outDir: string): Promise<void> {
  // A file deleted from the sources (a migration, a knowledge page) must not outlive it in the build.
  for (const dir of await readdir(src, { withFileTypes: true })) {
    if (dir.isDirectory() && dir.name !== 'web' && dir.name !== 'server') await rm(join(outDir, dir.name), { recursive: true, force: true });
  }
  const files = (await readdir(src, { recursive: true, withFileTypes: true })).filter((d) => d.isFile());
  for (const file of files) {
    const path = join(file.parentPath, file.name);
    const rel = relative(src, path);
    if (rel.startsWith(`web${sep}`) || CODE.test(file.name)) continue;
    await cp(path, join(outDir, rel), { force: true });
  }
}
