import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tar of a freshly migrated PGlite data folder (see below); empty when none was made. */
    pgliteTemplate: string;
  }
}

/**
 * Global set-up, once per `vitest run`: migrate one in-memory PGlite database with this
 * checkout's migrations and dump its data folder. Each test's database then starts from the dump
 * instead of running initdb, which costs two to four seconds of a 2-core machine every time
 * (ADR 0120). The migrations still run on every test database and find nothing to do, so a
 * migration added since is never missed.
 */
export default async function setup(project: TestProject) {
  const database = await openDatabase({ kind: 'pglite', dir: null });
  try {
    if (database.jobsTarget.kind !== 'pglite') throw new Error('expected a PGlite database');
    const dump = await database.jobsTarget.client.dumpDataDir('none');
    const dir = mkdtempSync(join(tmpdir(), 'ww-pglite-template-'));
    writeFileSync(join(dir, 'migrated.tar'), Buffer.from(await dump.arrayBuffer()));
    project.provide('pgliteTemplate', join(dir, 'migrated.tar'));
    return () => rmSync(dir, { recursive: true, force: true });
  } finally {
    await database.close();
  }
}
