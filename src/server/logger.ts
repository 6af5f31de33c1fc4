import { pino } from 'pino';

/**
 * Exact paths never logged (ADR 0105): credentials, session cookies, tokens, and the bodies of
 * texts (a reset code travels in one). Named exactly, not as `*.code`, which hid every err.code
 * (ECONNREFUSED, a SQLSTATE) and every provider error code.
 */
export const redactPaths = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-twilio-signature"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.adminPassword',
  '*.passwordHash',
  '*.apiKey',
  '*.apiSecret',
  '*.authToken',
  '*.token',
  '*.tokenHash',
  '*.secrets',
  '*.Body',
  '*.body',
];

/** Error fields worth an operator's time; anything else an error carries (bound values, rows, request bodies) is left out. */
const KEPT_FIELDS = ['code', 'errno', 'syscall', 'statusCode', 'status', 'severity', 'table', 'column', 'constraint', 'routine'] as const;
const MAX_CAUSES = 4;

/** A PostgreSQL error's code is its SQLSTATE: five characters, digits and capitals. */
const SQLSTATE = /^[0-9A-Z]{5}$/;

/**
 * Drizzle's query errors read `Failed query: <sql>\nparams: <every bound value>`, and PostgreSQL's
 * own messages quote the offending value (`invalid input syntax for type uuid: "…"`): the values go.
 */
function withoutValues(message: string): string {
  return message.replace(/\nparams: [\s\S]*$/, '').replace(/: "(?:[^"\\]|\\.)*"$/, ': "[value]"');
}

export interface SerializedError {
  type: string;
  message: string;
  stack?: string;
  /** The SQL text of a failed query, never its parameters. */
  query?: string;
  /** PostgreSQL's SQLSTATE, e.g. 23505 (unique violation), 57014 (statement timeout). */
  sqlState?: string;
  cause?: SerializedError;
  [field: string]: unknown;
}

/**
 * The one error serializer every log line uses (pino's `err`): type, message and stack with bound
 * values stripped, the query text at most, code and SQLSTATE as fields, and the causes the same
 * way. A whitelist, so a driver's `params`, `detail` (`Key (email)=(…)`) or a row never reach a line.
 */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: withoutValues(String(error)) };
  const raw = error as Error & Record<string, unknown>;
  const message = withoutValues(error.message);
  const out: SerializedError = { type: error.constructor?.name ?? error.name, message };
  if (error.stack) out.stack = error.stack.replace(error.message, message);
  if (typeof raw.query === 'string') out.query = raw.query;
  for (const field of KEPT_FIELDS) {
    const value = raw[field];
    if (typeof value === 'string' || typeof value === 'number') out[field] = value;
  }
  if (typeof raw.code === 'string' && SQLSTATE.test(raw.code) && ('severity' in raw || 'routine' in raw)) out.sqlState = raw.code;
  if (raw.cause !== undefined && depth < MAX_CAUSES) {
    const cause = serializeError(raw.cause, depth + 1);
    out.cause = cause;
    // A wrapper's SQLSTATE is its cause's: one field to search for, whichever layer threw.
    if (!out.sqlState && cause.sqlState) out.sqlState = cause.sqlState;
  }
  if (error instanceof AggregateError && depth < MAX_CAUSES) out.errors = error.errors.slice(0, 5).map((e) => serializeError(e, depth + 1));
  return out;
}

/** `err` always; `error` only when it holds an Error (it is often the provider's message, a string). */
export const logSerializers = { err: serializeError, error: (value: unknown) => (value instanceof Error ? serializeError(value) : value) };

/**
 * The app's logger options with the safe serializers and the redaction, whatever the caller
 * passed (main, the worker, a test's stream): set in one place so no entry point can forget them.
 */
export function safeLoggerOptions<T>(options: T): T {
  if (!options || typeof options !== 'object') return options;
  const given = options as { serializers?: object; redact?: unknown };
  return { redact: redactPaths, ...given, serializers: { ...logSerializers, ...given.serializers } } as T;
}

/** How often buffered lines are written when traffic is too light to fill the buffer. */
const FLUSH_EVERY_MS = 250;

/**
 * Standard output for a server's lines (issue 45): buffered and written asynchronously, so a busy
 * process makes one write of several lines instead of a blocking write per line. A quiet one writes
 * within FLUSH_EVERY_MS; pino writes what is left synchronously when the process exits, a crash
 * included, and only a SIGKILL can lose the last lines (at most the buffer, 4 KB).
 */
export function bufferedStdout() {
  const destination = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  // Only when lines wait: flush() on an empty buffer still makes an empty write. Never after the exit flush destroyed it.
  const state = destination as unknown as { _len: number; destroyed: boolean };
  setInterval(() => !state.destroyed && state._len > 0 && destination.flush(), FLUSH_EVERY_MS).unref();
  return destination;
}
