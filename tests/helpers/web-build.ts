import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, type TestApp } from './test-app';

/** index.html as Vite writes it (the entry script, the stylesheet), for tests that make a small web build of their own. */
export const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="default description" />
    <title>Default title</title>
    <script type="module" crossorigin src="/assets/index-AbC123.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-Css111.css">
  </head>
  <body><div id="root"></div></body>
</html>
`;

/** The real app serving a web build that `write` puts in a fresh folder (WEB_DIST_DIR); `close` removes both. */
export async function appServingBuild(kind: 'pglite' | 'postgres', write: (dir: string) => void): Promise<{ t: TestApp; close: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'ww-web-build-'));
  write(dir);
  const t = await createTestApp(kind, { env: { WEB_DIST_DIR: dir } });
  return {
    t,
    close: async () => {
      await t.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
