/**
 * `node dist/server/check-runtime-files.js`: exits 1 naming every file the compiled server would
 * read at run time that the build did not carry into dist/ (issue 36). `npm run build` runs it last.
 */
import { resolve } from 'node:path';
import { missingRuntimeFiles, runtimeFileChecks } from './runtime-files';

const webDistDir = process.env.WEB_DIST_DIR ? resolve(process.env.WEB_DIST_DIR) : undefined;
const missing = missingRuntimeFiles(webDistDir);
if (missing.length > 0) {
  console.error(`The build lacks files the server reads at run time:\n${missing.map((m) => `  - ${m}`).join('\n')}`);
  process.exit(1);
}
console.log(`Runtime files: all ${runtimeFileChecks(webDistDir).length} readers find what they read.`);
