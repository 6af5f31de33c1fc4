import { DEMO_PASSWORD, DEMO_USERNAME, seedDemo } from '../db/seed';
import { buildApp } from './app';
import { bufferedStdout, redactPaths } from './logger';
import { providersLine } from './providers';
import { DEV_MAIL, DEV_PHONE, devToolLink } from './plugins/dev-tool-guard';
import { hashPassword } from './services/auth/passwords';
import { seedDemoPromoCode } from './services/billing/promo-codes';
import { warmDemoImages } from './services/shopping/demo-images';
import { seedDemoCatalog } from './services/shopping/seed-demo-catalog';
import { loadConfigOrExit } from './start/load-config-or-exit';
import { exitOnStartupFailure, openDatabaseAtStart } from './start/open-at-start';
import { exitCleanlyOnSignals } from './start/shutdown';
import { workJobsUnlessStopping } from './start/work-jobs-unless-stopping';

async function main() {
  const config = loadConfigOrExit();
  // Waits for PostgreSQL (DATABASE_START_TIMEOUT_MS), then migrates under the advisory lock (ADR 0066).
  const database = await openDatabaseAtStart(config).catch((e: unknown) => exitOnStartupFailure(e));
  // A person watching a terminal in development gets readable lines; everything else gets JSON for log shippers.
  const pretty = config.env === 'development' && process.stdout.isTTY && installed('pino-pretty');
  const app = await buildApp({
    config,
    database,
    logger: {
      level: config.logLevel,
      redact: redactPaths,
      ...(pretty ? { transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } } : { stream: bufferedStdout() }),
    },
  });
  if (config.seedDemo) {
    await seedDemo(database.db, hashPassword);
    // Issue 13: the Demo Store's bundled catalog, and its drawings rendered in the background.
    await seedDemoCatalog(app.ctx);
    void warmDemoImages();
  }
  // Embedded mode: a code anyone trying the product can redeem for lifetime access (issue 14.5).
  const demoPromoCode = await seedDemoPromoCode(app.ctx, config);

  exitCleanlyOnSignals(app, database, config.runtime.shutdownTimeoutMs, { drainMs: config.runtime.shutdownDrainMs });

  const address = await app.listen({ port: config.port, host: config.host });
  if (config.jobsInProcess) await workJobsUnlessStopping(app);
  const url = config.publicUrl ?? address.replace('127.0.0.1', 'localhost');
  const lines = [
    '',
    `  ${config.brandName} is running at ${url}`,
    `  Database: ${config.database.kind === 'pglite' ? `embedded PGlite in ${config.database.dir}` : 'PostgreSQL (DATABASE_URL)'}`,
    `  SMS: ${config.sms.provider}${config.devPhoneEnabled ? `, texts shown at ${devToolLink(url, DEV_PHONE, config.devPhoneKey)}` : ''}`,
    `  Mail: ${config.mail.provider === 'smtp' ? 'SMTP (SMTP_URL)' : `outbox in the database, codes masked${config.devMailEnabled ? `, shown at ${devToolLink(url, DEV_MAIL, config.devMailKey)}` : ''}`}`,
    `  Stylist: ${config.ai.provider === 'local' ? 'local stylist (no network)' : `${config.ai.model} via ${config.ai.baseUrl}`}`,
    `  Weather: ${config.weather.provider === 'open-meteo' ? 'Open-Meteo forecasts' : 'typical weather (monthly climate normals, no network)'}`,
    `  Photos: ${config.storage.provider === 's3' ? `S3 bucket ${config.storage.bucket}` : `files in ${config.storage.dir}${config.storage.shared ? ' (a volume shared by every process)' : ''}`}`,
    `  Payments: ${config.payments.provider === 'stripe' ? 'Stripe' : 'sandbox (test mode, no card needed)'}${demoPromoCode ? `, demo promo code ${demoPromoCode}` : ''}`,
    `  Providers: ${providersLine(config)}`,
    `  Jobs: ${config.jobsInProcess ? 'worked in this process' : 'left to `npm run worker` processes'}`,
  ];
  if (config.apiDocs) lines.push(`  API docs: ${url}/api/docs`);
  if (config.seedDemo) lines.push(`  Demo account: username "${DEMO_USERNAME}", password "${DEMO_PASSWORD}"`);
  if (config.adminPasswordGenerated) lines.push(`  Administration (${url}/administration) password: ${config.adminPassword}`);
  console.log(lines.join('\n') + '\n');
}

/** A development-only package, absent from an `npm install --omit=dev` runtime. */
function installed(name: string): boolean {
  try {
    import.meta.resolve(name);
    return true;
  } catch {
    return false;
  }
}

main().catch((error) => {
  console.error('Start-up failed:', error);
  process.exit(1);
});
