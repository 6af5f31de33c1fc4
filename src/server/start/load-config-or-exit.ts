import { ConfigError, loadConfig, type Config } from '../config';

/**
 * The configuration every entry point (web, worker, migration) starts from: a bad environment
 * ends the process with the problems listed and exit 1, never a stack trace.
 */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(`\n${e.message}\n\nFix the environment variables above and start again (see README, Configuration).\n`);
      process.exit(1);
    }
    throw e;
  }
}
