import { readFileSync } from 'node:fs';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client';
import { buildApp, type AppDeps } from '../../src/server/app';
import { loadConfig, type Config } from '../../src/server/config';
import { DEV_MAIL, DEV_PHONE } from '../../src/server/plugins/dev-tool-guard';
import { emptyPostgresDatabase } from './fleet-processes';
import { errorLogStream, watchServerErrors } from './server-errors';

/** Every database test runs on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set. */
export const databaseKinds: ('pglite' | 'postgres')[] = ['pglite', ...(process.env.TEST_DATABASE_URL ? (['postgres'] as const) : [])];

export const ORIGIN = 'http://localhost:80';

let template: Blob | undefined;
/**
 * The migrated data folder `vitest run` dumped once (tests/helpers/pglite-template.ts), read once
 * per test file; none where no global set-up made one (benchmarks, the end-to-end run).
 */
function migratedTemplate(): Blob | undefined {
  const file = process.env.VITEST ? inject('pgliteTemplate') : undefined;
  if (!file) return undefined;
  return (template ??= new Blob([readFileSync(file)]));
}

/** A fresh, migrated database: in-memory PGlite, or a new database on the PostgreSQL server. */
export async function freshDatabase(kind: 'pglite' | 'postgres'): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (kind === 'pglite') {
    const startFrom = migratedTemplate();
    const database = await openDatabase({ kind: 'pglite', dir: null, ...(startFrom ? { startFrom } : {}) });
    return { database, drop: () => database.close() };
  }
  const created = await emptyPostgresDatabase();
  const database = await openDatabase({ kind: 'postgres', url: created.url, poolSize: 4 });
  return {
    database,
    drop: async () => {
      await database.close();
      await created.drop();
    },
  };
}

export function testConfig(overrides: Partial<Config> = {}, env: Record<string, string> = {}): Config {
  return loadConfig(
    {
      NODE_ENV: 'test',
      APP_SECRET: 'test-secret-test-secret-test-secret-0123',
      DATABASE_URL: 'postgres://unused@localhost/unused',
      LOG_LEVEL: 'silent',
      // No network in tests: climate normals and the embedded geocoder unless a test fakes Open-Meteo.
      WEATHER_PROVIDER: 'typical',
      // Tests read the simulator's texts through the dev phone (off by default outside embedded mode).
      DEV_PHONE: 'true',
      // And its mails through the dev mail viewer (ADR 0100), which production refuses to start with.
      ...(env.NODE_ENV === 'production' ? {} : { DEV_MAIL: 'true' }),
      // A helper building the web app elsewhere (WEB_DIST_DIR) serves that build.
      ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
      ...env,
    },
    { seedDemo: false, adminPasswordGenerated: false, ...overrides },
  );
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** Builds the real app on a fresh database; `request` adds the same-origin header browsers send. */
export async function createTestApp(
  kind: 'pglite' | 'postgres',
  deps: Partial<AppDeps> & { configOverrides?: Partial<Config>; env?: Record<string, string> } = {},
) {
  // A second app on a database another test app made (a fleet on one PostgreSQL): its own pool, closed with it.
  const given = deps.database;
  const { database, drop } = given ? { database: given, drop: () => given.close() } : await freshDatabase(kind);
  const config = deps.config ?? testConfig(deps.configOverrides, deps.env);
  // Error-level lines are recorded (a test that saw one fails: server-errors.ts); nothing else is printed.
  const givenLogger = deps.logger as { stream?: { write: (line: string) => void } } | undefined;
  const logger =
    givenLogger && typeof givenLogger === 'object'
      ? { ...givenLogger, stream: errorLogStream(givenLogger.stream) }
      : { level: 'error', stream: errorLogStream() };
  const app = await buildApp({ ...deps, logger, config, database });
  watchServerErrors(app);
  await app.ready();

  let addressSeq = 0;
  /**
   * `devPhoneKey: false` sends a dev phone request without its key (`devMailKey: false` a dev mail
   * one); by default the helper sends it, like the developer who opened the printed link
   * (tests/integration/dev-phone.test.ts and dev-mail.test.ts check the guard itself).
   */
  const request = (options: InjectOptions & { cookie?: string; devPhoneKey?: false; devMailKey?: false }): Promise<LightMyRequestResponse> => {
    const { cookie, headers, devPhoneKey, devMailKey, ...rest } = options;
    const url = typeof rest.url === 'string' ? rest.url : '';
    const devPhone = devPhoneKey !== false && /^\/(api\/)?dev\/phone/.test(url) ? { [DEV_PHONE.header]: config.devPhoneKey } : {};
    const devMail = devMailKey !== false && /^\/(api\/)?dev\/mail/.test(url) ? { [DEV_MAIL.header]: config.devMailKey } : {};
    // A fresh loopback address per request unless a test pins one: per-IP rate limits are tested on purpose, not by accident.
    // Counted, not drawn at random: two requests never share an address by chance.
    const n = addressSeq++ % (250 * 250);
    const remoteAddress = rest.remoteAddress ?? `127.1.${Math.floor(n / 250)}.${(n % 250) + 2}`;
    return app.inject({
      ...rest,
      remoteAddress,
      headers: { origin: ORIGIN, host: 'localhost:80', ...devPhone, ...devMail, ...(cookie ? { cookie } : {}), ...headers },
    });
  };

  let phoneSeq = 100;
  /**
   * Signs up a new user and returns its session cookie and record. It chooses a username
   * (`tester<n>`) unless told `username: null`, so tests can sign in by it (issue 27 made it optional).
   */
  async function signUp(
    fields: Partial<{ fullName: string; phoneNumber: string; password: string; adminPassword: string; email: string; username: string | null }> = {},
  ) {
    const phoneNumber = fields.phoneNumber ?? `+1415555${String(phoneSeq++).padStart(4, '0')}`;
    const n = phoneSeq;
    const { username: chosen, ...rest } = fields;
    const username = chosen === null ? {} : { username: chosen ?? `tester${n}${Math.random().toString(36).slice(2, 6)}` };
    const res = await request({
      method: 'POST',
      url: '/api/users',
      // Each test sign-up comes from its own loopback address so per-IP limits stay out of the way.
      remoteAddress: `127.0.${Math.floor(n / 250)}.${(n % 250) + 2}`,
      payload: { fullName: 'Test Person', password: 'a long test passphrase', smsConsent: true, ...username, ...rest, phoneNumber },
    });
    if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
    const cookie = sessionCookie(res);
    return { cookie, user: res.json() as { id: number; username: string; phoneNumber: string; email: string | null; [k: string]: unknown } };
  }

  return {
    app,
    ctx: app.ctx,
    database,
    request,
    signUp,
    close: async () => {
      await app.close();
      await drop();
    },
  };
}

export function sessionCookie(res: LightMyRequestResponse): string {
  const c = res.cookies.find((x) => x.name === 'ww_session');
  if (!c) throw new Error('no session cookie set');
  return `ww_session=${c.value}`;
}

export async function countRows(database: Database, table: string): Promise<number> {
  const r = await database.execute(`select count(*)::int as n from ${table}`);
  return Number(r.rows[0]!.n);
}
