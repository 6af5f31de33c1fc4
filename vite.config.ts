import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { build, defineConfig, type Plugin } from 'vite';
import { landingImagery } from './scripts/build/landing-imagery.ts';

/**
 * The server bundle (src/web/server-entry.ts) in <outDir>/.ssr, which the server imports to render
 * signed-in screens per request (ADR 0056), and the public pages as HTML in
 * <outDir>/.prerender/<name>.html for the server to put inside <div id="root"> (ADR 0046). The
 * bundle carries its libraries, so it runs wherever the build is put; dot folders are not served.
 */
function serverBundle(imagery: Plugin): Plugin {
  let outDir = '';
  let root = '';
  return {
    name: 'wearwise-server-bundle',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const ssrDir = join(outDir, '.ssr');
      await build({
        configFile: false,
        root,
        logLevel: 'warn',
        // The landing page imports its pictures' names (ADR 0095): the same plugin, drawn once, emitting nothing here.
        plugins: [react(), imagery],
        publicDir: false,
        ssr: { noExternal: true },
        build: { ssr: 'server-entry.ts', outDir: ssrDir, emptyOutDir: true, minify: false },
      });
      const { render, PRERENDERED } = (await import(pathToFileURL(join(ssrDir, 'server-entry.js')).href)) as {
        render: (path: string) => Promise<string>;
        PRERENDERED: readonly string[];
      };
      await mkdir(join(outDir, '.prerender'), { recursive: true });
      for (const path of PRERENDERED) {
        const name = path === '/' ? 'index' : path.slice(1);
        await writeFile(join(outDir, '.prerender', `${name}.html`), await render(path));
      }
    },
  };
}

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;

/**
 * Brotli (best quality) and gzip copies of every text file in the build, made once here so the
 * server sends them with @fastify/static's preCompressed instead of compressing per request (ADR 0046).
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'wearwise-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })).filter((f) => COMPRESSIBLE.test(f) && !f.startsWith('.') && f !== 'index.html');
      await Promise.all(
        files.map(async (file) => {
          const path = join(outDir, file);
          const body = await readFile(path);
          if (body.length < 256) return;
          const [br, gz] = await Promise.all([
            promisify(brotliCompress)(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
            promisify(gzip)(body, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
        }),
      );
    },
  };
}

const imagery = landingImagery();

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), imagery, serverBundle(imagery), precompress()],
  // WEB_DIST_DIR is relative to where npm runs, as the server reads it (src/server/config.ts).
  build: {
    outDir: process.env.WEB_DIST_DIR ? resolve(process.env.WEB_DIST_DIR) : '../../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    // tests/e2e/public-chunks.e2e.ts maps the chunks a page loads back to their screens.
    manifest: true,
    rolldownOptions: {
      output: {
        // Vendor code every page runs sits in chunks of its own that survive app releases (ADR 0045);
        // the rest of node_modules goes with the screens that use it.
        codeSplitting: {
          experimentalInlineCommonChunks: { maxSize: 16 * 1024 },
          groups: [
            { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
            {
              name: 'vendor-app',
              test: /node_modules[\\/](@tanstack|wouter|regexparam|use-sync-external-store|sonner|clsx|tailwind-merge)[\\/]/,
              priority: 20,
            },
            { name: 'vendor-zod', test: /node_modules[\\/]zod[\\/]/, priority: 10 },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000', '/dev': 'http://localhost:3000' } },
});
