import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ZEnv } from './config';

/** The README's configuration table is the operator's manual: every variable the server reads has its row. */
describe("the README's configuration table", () => {
  it('names every environment variable the config parses', () => {
    const readme = readFileSync(join(import.meta.dirname, '..', '..', 'README.md'), 'utf8');
    const table = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('\n## ', readme.indexOf('## Configuration') + 5));
    const rows = table.split('\n').filter((l) => l.startsWith('| `'));
    // A variable may have its own row or be named in a related one (S3_REGION beside the S3 group).
    const documented = new Set(rows.flatMap((row) => [...row.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1]!)));
    const missing = Object.keys(ZEnv.shape).filter((name) => !documented.has(name));
    expect(missing).toEqual([]);
  });
});
