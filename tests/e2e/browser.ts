import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { staleReason } from '../../scripts/build/freshness';
import { openDatabase, type Database } from '../../src/db/client';
import { seedDemo } from '../../src/db/seed';
import { buildApp } from '../../src/server/app';
import { redactPaths } from '../../src/server/logger';
import { hashPassword } from '../../src/server/services/auth/passwords';
import { workJobsUnlessStopping } from '../../src/server/start/work-jobs-unless-stopping';
import { emptyPostgresDatabase } from '../helpers/fleet-processes';
import { freePort, startProcess, waitFor200 } from '../helpers/processes';
import { freshDatabase, testConfig } from '../helpers/test-app';
import { serverProblems } from './server-problems';

/*
 * The server and browser the journeys drive, free of the test runner so that benchmarks
 * (bench/suites/closet-scroll.ts) drive the same ones.
 */

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const ROOT = resolve(import.meta.dirname, '../..');
/** What `npm run start:prod` and the image run. */
export const BUILT_SERVER = join(ROOT, 'dist', 'server', 'main.js');
/** The dev phone's key: the harness sets it, so a journey reads the simulator's texts as the developer holding the printed link does. */
export const DEV_PHONE_KEY = 'e2e-dev-phone-key-0123456789';
/** The dev mail viewer's key, likewise: stored outbox mails have their codes and link tokens masked (ADR 0100). */
export const DEV_MAIL_KEY = 'e2e-dev-mail-key-01234567890';
/** GET /metrics counts every answer by route and status: how the harness sees a 5xx it did not cause itself. */
export const METRICS_TOKEN = 'e2e-metrics-token-0123456789';
const APP_SECRET = 'e2e-app-secret-e2e-app-secret-0123456789';

/**
 * The journeys run the build (dist/server/main.js, a child process on PostgreSQL) whenever
 * TEST_DATABASE_URL is set, as CI always does. Without it (a developer's machine with no
 * PostgreSQL) they fall back to the server built in this process from the sources on in-memory
 * PGlite: the embedded build would hold its database files, and a few journeys read or change the
 * database themselves.
 */
export const runsTheBuild = (): boolean => !!process.env.TEST_DATABASE_URL;

export interface JourneyServer {
  url: string;
  /** 'build': dist/ in a child process; 'sources': buildApp in this process (no TEST_DATABASE_URL). */
  runs: 'build' | 'sources';
  /** The server's own database, for the few journeys that read or change it directly. */
  database: Database;
  devPhoneKey: string;
  devMailKey: string;
  /** Where the served web app was built (its .vite/manifest.json). */
  webDistDir: string;
  /** 5xx answers and error log lines since the previous call, one readable line each. */
  problems(): Promise<string[]>;
  /** A journey that provokes a server error on purpose lets one 5xx on `route` (its pattern, '/api/x/:id') pass, and the error lines (one unless told) the server logs for it. */
  allowServerError(route: string, options?: { logLines?: number }): void;
  /** Everything the server logged so far (JSON lines at LOG_LEVEL=warn and up). */
  log(): string;
  close(): Promise<void>;
}

/** The real server on a loopback port with a fresh database, its own data folder and the demo account. */
export async function startServer(env: Record<string, string> = {}): Promise<JourneyServer> {
  const ownDataDir = env.DATA_DIR ? null : mkdtempSync(join(tmpdir(), 'ww-e2e-data-'));
  const dataDir = env.DATA_DIR ?? ownDataDir!;
  const removeDataDir = () => ownDataDir && rmSync(ownDataDir, { recursive: true, force: true });
  try {
    const server = runsTheBuild() ? await startBuild(dataDir, env) : await startSources(dataDir, env);
    return {
      ...server,
      close: async () => {
        await server.close();
        removeDataDir();
      },
    };
  } catch (error) {
    removeDataDir();
    throw error;
  }
}

/** dist/server/main.js with the Node running the tests (24), as `npm run start:prod` and the image start it. */
async function startBuild(dataDir: string, env: Record<string, string>): Promise<JourneyServer> {
  if (!existsSync(BUILT_SERVER)) throw new Error(`No build at ${BUILT_SERVER}: run \`npm run build\` first (\`npm run test:e2e\` does).`);
  // A warning, not a failure: a file saved while the build ran makes it 'stale' by a second.
  const stale = staleReason(ROOT);
  if (stale) console.warn(`The journeys run the last build, dist/, which is not the build of these sources (${stale}): \`npm run test:e2e\` builds first.`);
  const created = await emptyPostgresDatabase();
  const port = await freePort();
  const child = startProcess(process.execPath, [BUILT_SERVER], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? tmpdir(),
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: created.url,
      APP_SECRET,
      LOG_LEVEL: 'warn',
      WEATHER_PROVIDER: 'typical',
      DEV_PHONE: 'true',
      DEV_PHONE_KEY,
      DEV_MAIL: 'true',
      DEV_MAIL_KEY,
      METRICS_TOKEN,
      // The harness seeds the demo account itself, as the in-process server does: SEED_DEMO would
      // also add the Demo Store's catalog, which every product search and count in the journeys would meet.
      SEED_DEMO: 'false',
      // A helper building the web app elsewhere (WEB_DIST_DIR) serves that build.
      ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
      ...env,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  let database: Database | undefined;
  const stop = async () => {
    if (child.child.exitCode === null && child.child.signalCode === null) {
      child.child.kill('SIGTERM');
      const killer = setTimeout(() => child.child.kill('SIGKILL'), 30_000);
      await child.exited;
      clearTimeout(killer);
    }
    await database?.close();
    await created.drop();
  };
  try {
    // Ready means migrated: the test's own connection then opens without migrating.
    await waitFor200(`${url}/api/ready`, child, 180_000);
    database = await openDatabase({ kind: 'postgres', url: created.url, poolSize: 2, jobsPoolSize: 1, migrate: false });
    await seedDemo(database.db, hashPassword);
  } catch (error) {
    await stop();
    throw error;
  }
  const checks = serverProblems({ url, metricsToken: METRICS_TOKEN, output: child.output, exited: () => child.child.exitCode ?? child.child.signalCode });
  return {
    url,
    runs: 'build',
    database,
    devPhoneKey: DEV_PHONE_KEY,
    devMailKey: DEV_MAIL_KEY,
    webDistDir: process.env.WEB_DIST_DIR ? resolve(process.env.WEB_DIST_DIR) : join(ROOT, 'dist', 'web'),
    ...checks,
    close: stop,
  };
}

/** The fallback without TEST_DATABASE_URL: the server built in this process from the sources, run like the child (jobs worked in process, the same key). */
async function startSources(dataDir: string, env: Record<string, string>): Promise<JourneyServer> {
  const { database, drop } = await freshDatabase('pglite');
  let logged = '';
  const config = testConfig({ devPhoneEnabled: true }, { DATA_DIR: dataDir, DEV_PHONE_KEY, DEV_MAIL_KEY, METRICS_TOKEN, ...env });
  await seedDemo(database.db, hashPassword);
  const app = await buildApp({ config, database, logger: { level: 'warn', redact: redactPaths, stream: { write: (line: string) => (logged += line) } } });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  await workJobsUnlessStopping(app);
  const checks = serverProblems({ url, metricsToken: METRICS_TOKEN, output: () => logged, exited: () => null });
  return {
    url,
    runs: 'sources',
    database,
    devPhoneKey: config.devPhoneKey,
    devMailKey: config.devMailKey,
    webDistDir: config.webDistDir,
    ...checks,
    close: async () => {
      await app.close();
      await drop();
    },
  };
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

/** A page at phone width (390) or desktop width (1280) that fails the test on any page error. */
export async function newPage(browser: Browser, width: 390 | 1280 = 1280): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    viewport: { width, height: width === 390 ? 844 : 900 },
    ...(width === 390 ? { isMobile: true, hasTouch: true } : {}),
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors };
}

/** Signs a new, onboarded user up through the API in this browser context (the cookie is shared with its pages). */
export async function signUpOnboarded(context: BrowserContext, baseUrl: string, fields: { fullName: string; phoneNumber: string; password: string }) {
  const headers = { origin: baseUrl };
  const res = await context.request.post(`${baseUrl}/api/users`, { headers, data: { ...fields, smsConsent: true } });
  if (res.status() !== 201) throw new Error(`sign-up answered ${res.status()}: ${await res.text()}`);
  const user = (await res.json()) as { id: number };
  const onboarded = await context.request.patch(`${baseUrl}/api/users/${user.id}/complete-onboarding`, { headers, data: {} });
  if (onboarded.status() !== 200) throw new Error(`complete-onboarding answered ${onboarded.status()}`);
  return user;
}
