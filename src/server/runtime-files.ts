import { existsSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { KNOWLEDGE_DIR, KnowledgeBase } from '../adapters/ai/knowledge';
import { faceDetectorFiles } from '../adapters/face-detector/face-api';
import { MIGRATIONS_FOLDER } from '../db/client';
import { readMigrations } from '../db/migrator';
import { DEFAULT_WEB_DIST_DIR } from './config';
import { webBuildFiles } from './plugins/spa';
import { MIGRATION_JOURNAL } from './services/administration/database/overview';
import { SAMPLE_FEED_FILE } from './services/calendar/fetch-feed';
import { ICS_PARSER_THREAD } from './services/calendar/ics-parser/pool';

/**
 * Every file the server reads from disk at run time, named by the code that reads it (issue 36).
 *
 * Each loader exports the path it opens, and each check runs that loader or reads that path as the
 * server would. Run from dist/ (`node dist/server/check-runtime-files.js`, which `npm run build`
 * runs last), the paths are the compiled twins' (scripts/build/server.ts rewrites import.meta.url),
 * so a file the build forgot to copy is named here instead of answering a user with a 500.
 * runtime-files.test.ts fails when a module starts reading a file beside itself without a check here.
 */
export interface RuntimeFileCheck {
  /** What reads it, in a user's words. */
  reader: string;
  /** Throws naming the missing or unreadable file. */
  check: () => void;
}

const asPath = (p: string | URL) => (typeof p === 'string' ? p : fileURLToPath(p));

function mustExist(path: string | URL, kind: 'file' | 'directory' = 'file'): void {
  const file = asPath(path);
  if (!existsSync(file)) throw new Error(`missing ${kind}: ${file}`);
  const stat = statSync(file);
  if (kind === 'file' ? !stat.isFile() : !stat.isDirectory()) throw new Error(`not a ${kind}: ${file}`);
}

export function runtimeFileChecks(webDistDir = DEFAULT_WEB_DIST_DIR): RuntimeFileCheck[] {
  return [
    {
      reader: "the stylist's knowledge pages",
      check: () => {
        mustExist(KNOWLEDGE_DIR, 'directory');
        if (KnowledgeBase.load().topics.length === 0) throw new Error(`no knowledge pages (*.md) in ${KNOWLEDGE_DIR}`);
      },
    },
    {
      reader: 'the database migrations',
      check: () => {
        mustExist(MIGRATIONS_FOLDER, 'directory');
        if (readMigrations(MIGRATIONS_FOLDER).length === 0) throw new Error(`no migrations in ${MIGRATIONS_FOLDER}`);
      },
    },
    { reader: "the operator console's migration list", check: () => mustExist(MIGRATION_JOURNAL) },
    {
      reader: 'the sample calendar feed',
      check: () => {
        mustExist(SAMPLE_FEED_FILE);
        if (!readFileSync(SAMPLE_FEED_FILE, 'utf8').includes('BEGIN:VCALENDAR')) throw new Error(`not a calendar: ${asPath(SAMPLE_FEED_FILE)}`);
      },
    },
    { reader: 'the calendar parser thread', check: () => mustExist(ICS_PARSER_THREAD) },
    {
      reader: 'the face detector (shim and weights)',
      check: () => {
        const [shim, model] = faceDetectorFiles();
        mustExist(shim!);
        mustExist(model!, 'directory');
      },
    },
    { reader: 'the web app', check: () => webBuildFiles(webDistDir).forEach((f) => mustExist(f)) },
  ];
}

/** The checks that fail, each as 'reader: what is missing'. */
export function missingRuntimeFiles(webDistDir?: string): string[] {
  const problems: string[] = [];
  for (const { reader, check } of runtimeFileChecks(webDistDir)) {
    try {
      check();
    } catch (error) {
      problems.push(`${reader}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return problems;
}
