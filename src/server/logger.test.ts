import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { safeLoggerOptions, serializeError } from './logger';

/** Logs one line through pino with the app's options and returns it parsed. */
function logOnce(fields: object, message = 'line'): Record<string, unknown> {
  let out = '';
  const stream = new Writable({
    write(chunk, _enc, done) {
      out += String(chunk);
      done();
    },
  });
  const options = safeLoggerOptions({ level: 'info' }) as pino.LoggerOptions;
  pino(options, stream).info(fields, message);
  return JSON.parse(out) as Record<string, unknown>;
}

/** A query error as drizzle-orm wraps node-postgres' (DrizzleQueryError: message, query, params, cause). */
function drizzleQueryError() {
  const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_phone_unique"'), {
    code: '23505',
    severity: 'ERROR',
    constraint: 'users_phone_unique',
    table: 'users',
    detail: 'Key (phone_number)=(+14155550123) already exists.',
    routine: '_bt_check_unique',
  });
  const params = ['Ada Lovelace', '+14155550123', 'ada@example.com', '$argon2id$v=19$m=19456$secret'];
  const query = 'insert into "users" ("full_name", "phone_number", "email", "password_hash") values ($1, $2, $3, $4)';
  const error = new Error(`Failed query: ${query}\nparams: ${params.join(',')}`);
  return Object.assign(error, { query, params, cause });
}

describe('the error serializer', () => {
  it('keeps the query text, the SQLSTATE and the constraint, and drops every bound value', () => {
    const line = JSON.stringify(logOnce({ err: drizzleQueryError() }));
    expect(line).toContain('insert into \\"users\\"');
    for (const value of ['Ada', '4155550123', 'ada@example.com', 'argon2', 'secret']) expect(line).not.toContain(value);
    const err = serializeError(drizzleQueryError());
    expect(err.sqlState).toBe('23505');
    expect(err.cause).toMatchObject({ code: '23505', sqlState: '23505', constraint: 'users_phone_unique', table: 'users' });
    expect(err.message).toBe(`Failed query: ${drizzleQueryError().query}`);
  });

  it('leaves err.code readable (ECONNREFUSED, a statement timeout), which a `*.code` redaction hid', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED', errno: -111, syscall: 'connect' });
    expect(logOnce({ err: refused }).err).toMatchObject({ code: 'ECONNREFUSED', errno: -111, syscall: 'connect' });
    const timeout = Object.assign(new Error('canceling statement due to statement timeout'), {
      code: '57014',
      severity: 'ERROR',
      routine: 'ProcessInterrupts',
    });
    expect(logOnce({ err: timeout }).err).toMatchObject({ code: '57014', sqlState: '57014' });
    // A provider's error code logged beside an error message is a field too.
    expect(logOnce({ error: 'Attempt to send to unsubscribed recipient', code: 21610 })).toMatchObject({ code: 21610 });
  });

  it('hides a value PostgreSQL quotes in its own message', () => {
    const error = Object.assign(new Error('invalid input syntax for type uuid: "ada@example.com"'), { code: '22P02', severity: 'ERROR' });
    expect(serializeError(error).message).toBe('invalid input syntax for type uuid: "[value]"');
  });

  it('redacts the exact paths: cookies, authorization, passwords, tokens, text bodies', () => {
    const line = logOnce({
      req: { headers: { cookie: 'ww_session=abc', authorization: 'Bearer xyz' } },
      input: { password: 'hunter22', token: 't0k', Body: 'Your reset code is 123456' },
      text: { body: 'code 654321' },
    });
    expect(JSON.stringify(line)).not.toMatch(/abc|xyz|hunter22|t0k|123456|654321/);
  });
});
