import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** How many builds before the current one keep their hashed assets, and for how long after they were replaced (ADR 0065). */
export const KEEP_PREVIOUS_BUILDS = 2;
export const KEEP_MAX_AGE_DAYS = 14;

/** dist/web/.kept-builds.json: each build's hashed files, newest first (a dot file: never served). */
export const KEPT_BUILDS_FILE = '.kept-builds.json';

export interface KeptBuild {
  builtAt: string;
  /** When the next build took its place: pages it served may be open from then on. */
  replacedAt?: string;
  files: string[];
}

const STASH = '.previous-assets';

/**
 * Moves the previous build's assets out of the way before vite empties its output folder. A
 * browser still running the previous page asks for chunks by their old hashed names while (and
 * after) a deploy rolls: they stay served beside the new ones, immutable as ever.
 */
export async function stashPreviousAssets(webDir: string): Promise<KeptBuild[]> {
  const assets = join(webDir, 'assets');
  const stash = join(webDir, '..', STASH);
  await rm(stash, { recursive: true, force: true });
  if (!existsSync(assets)) return [];
  const listed = await readKept(webDir);
  await rename(assets, stash);
  // A build from before this manifest existed counts as one build, as old as its files.
  if (listed.length > 0) return listed;
  const files = await listAssets(stash);
  return [{ builtAt: (await stat(stash)).mtime.toISOString(), files }];
}

/** Puts the kept builds' files back beside the new build's and writes the manifest; prunes by count and age. */
export async function restorePreviousAssets(webDir: string, previous: KeptBuild[], now = new Date()): Promise<KeptBuild[]> {
  const assets = join(webDir, 'assets');
  const stash = join(webDir, '..', STASH);
  await mkdir(assets, { recursive: true });
  const current: KeptBuild = { builtAt: now.toISOString(), files: await listAssets(assets) };
  const oldest = now.getTime() - KEEP_MAX_AGE_DAYS * 24 * 60 * 60 * 1000;
  // The build being replaced right now is always kept, however old: its pages are open in browsers today.
  const replaced = previous.map((b, i) => (i === 0 ? { ...b, replacedAt: now.toISOString() } : b));
  const kept = replaced.filter((b) => Date.parse(b.replacedAt ?? b.builtAt) >= oldest).slice(0, KEEP_PREVIOUS_BUILDS);
  const present = new Set(current.files);
  for (const build of kept) {
    for (const file of build.files) {
      if (present.has(file) || !existsSync(join(stash, file))) continue;
      await cp(join(stash, file), join(assets, file));
      present.add(file);
    }
  }
  await rm(stash, { recursive: true, force: true });
  const builds = [current, ...kept];
  await writeFile(join(webDir, KEPT_BUILDS_FILE), JSON.stringify({ builds }, null, 2) + '\n');
  return builds;
}

async function readKept(webDir: string): Promise<KeptBuild[]> {
  try {
    const parsed = JSON.parse(await readFile(join(webDir, KEPT_BUILDS_FILE), 'utf8')) as { builds?: KeptBuild[] };
    return Array.isArray(parsed.builds) ? parsed.builds : [];
  } catch {
    return [];
  }
}

/** Files under assets/, as names relative to it (vite writes them flat; precompressed twins included). */
async function listAssets(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  return (await readdir(dir, { recursive: true, withFileTypes: true })).filter((d) => d.isFile()).map((d) => join(d.parentPath, d.name).slice(dir.length + 1));
}
