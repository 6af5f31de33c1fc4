import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEnv, operatorLogin, signUpAdmin } from '../helpers/administration';
import { sampleFor, type JsonSchema } from '../helpers/schema-sample';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app';

/** Field values a person or a script can send, of every wrong type, size and shape. */
const HOSTILE_VALUES: unknown[] = [
  null,
  '',
  ' ',
  'x'.repeat(70_000),
  -1,
  0,
  1e308,
  2 ** 53 + 1,
  -(2 ** 63),
  1.5,
  true,
  [],
  {},
  [null],
  [{}],
  'a\u0000b',
  '\ud800',
  '../../../etc/passwd',
  '<script>alert(1)</script>',
  'NaN',
  '9999-99-99',
  '2026-02-30',
  '0000-01-01',
  '1e309',
  "'; drop table users; --",
  'http://127.0.0.1:5432/',
  'file:///etc/passwd',
  'javascript:alert(1)',
  JSON.parse('{"__proto__":{"admin":true}}'),
  Array.from({ length: 5000 }, () => 'x'),
  '+99999999999999999999',
  '😀'.repeat(3000),
];
/** Path and query values: numbers out of range, not numbers, encodings that do not decode. */
const HOSTILE_SEGMENTS = ['0', '-1', '99999999999999999999', 'abc', '1.5', '%00', '%F0%28', '%20', 'NaN', '1e3', '__proto__', '2026-02-30', 'x'.repeat(3000)];
/** Whole bodies of the wrong kind, each with its content type. */
const HOSTILE_BODIES: [string, string][] = [
  ['null', 'application/json'],
  ['[]', 'application/json'],
  ['"text"', 'application/json'],
  ['123', 'application/json'],
  ['{"a":{"b":{"c":{"d":{}}}}}', 'application/json'],
  ['{"a":', 'application/json'],
  ['a=1&b=2', 'application/x-www-form-urlencoded'],
  ['hello', 'text/plain'],
  ['--x\r\n', 'multipart/form-data; boundary=x'],
];

/** Routes the sweep leaves out: the API's own documentation, and calls that end the session it runs with. */
const LEFT_OUT = /^(GET \/api\/docs|POST \/api\/logout|POST \/api\/administration\/logout|DELETE \/api\/administration\/users\/)/;

interface Operation {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/**
 * Every route the OpenAPI document lists, driven from its own schemas: each path parameter, query
 * parameter and body field in turn replaced with a hostile value, then bodies of the wrong kind.
 * Whatever is sent, the answer is a success or a clear 4xx in the usual error shape: never a 5xx.
 * The hand-written cases in hostile-input.test.ts check the exact messages; this keeps every
 * route added later under the same rule without anyone listing it.
 */
describe.each(databaseKinds)('a hostile sweep of every documented route on %s', (kind) => {
  let t: TestApp;
  const users: { cookie: string; id: number }[] = [];
  let admin: { cookie: string; headers: { authorization: string } };

  beforeAll(async () => {
    t = await createTestApp(kind, { env: adminEnv });
    // Several people, so per-person rate limits leave most requests to reach their handler.
    for (let i = 0; i < 8; i++) {
      const { cookie, user } = await t.signUp();
      users.push({ cookie, id: user.id });
      await t.request({ method: 'POST', url: '/api/clothing-items', cookie, payload: { name: 'Navy top', category: 'Tops', color: 'Navy' } });
    }
    admin = { cookie: (await signUpAdmin(t)).cookie, headers: (await operatorLogin(t)).headers };
    await t.request({
      method: 'POST',
      url: '/api/admin/retailers',
      headers: admin.headers,
      payload: { key: 'shop', name: 'Shop', baseUrl: 'https://shop.example.com' },
    });
  });
  afterAll(() => t.close());

  it('answers every documented route with a success or a clear 4xx, whatever it is sent', { timeout: 300_000 }, async () => {
    const spec = (await t.request({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, Operation>> };
    const problems: string[] = [];
    const statuses = new Map<number, number>();
    const swept = new Set<string>();
    let sent = 0;

    async function send(method: string, path: string, body?: { text: string; type: string }) {
      const person = users[sent++ % users.length]!;
      const operator = path.startsWith('/api/admin');
      const url = path.replace(/\{(\w+)\}/g, (_, name: string) =>
        name === 'userId' || (name === 'id' && path.startsWith('/api/users/')) ? String(person.id) : name === 'date' ? '2026-11-24' : '1',
      );
      const res = await t.request({
        method: method as 'POST',
        url,
        cookie: operator ? admin.cookie : person.cookie,
        headers: { ...(operator ? admin.headers : {}), ...(body ? { 'content-type': body.type } : {}) },
        ...(body ? { payload: body.text } : {}),
      });
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      const what = `${method} ${url.slice(0, 120)} ${body?.text.slice(0, 120) ?? ''} -> ${res.statusCode} ${res.body.slice(0, 200)}`;
      if (res.statusCode >= 500) problems.push(what);
      else if (res.statusCode >= 400 && url.startsWith('/api/')) {
        const error = (() => {
          try {
            return res.json() as { message?: unknown; code?: unknown };
          } catch {
            return {};
          }
        })();
        if (typeof error.message !== 'string' || typeof error.code !== 'string') problems.push(`not the error shape: ${what}`);
      }
    }
    const json = (value: unknown) => ({ text: JSON.stringify(value), type: 'application/json' });

    for (const [template, operations] of Object.entries(spec.paths)) {
      for (const [lower, operation] of Object.entries(operations)) {
        const method = lower.toUpperCase();
        if (LEFT_OUT.test(`${method} ${template}`)) continue;
        swept.add(`${method} ${template}`);
        const parameters = operation.parameters ?? [];
        const schema = operation.requestBody?.content?.['application/json']?.schema;
        const base = schema ? sampleFor(schema) : undefined;
        const baseBody = base === undefined ? undefined : json(base);
        const query = Object.fromEntries(parameters.filter((p) => p.in === 'query').map((p) => [p.name, String(sampleFor(p.schema, p.name))]));

        for (const p of parameters.filter((p) => p.in === 'path'))
          for (const value of HOSTILE_SEGMENTS) await send(method, template.replace(`{${p.name}}`, value), baseBody);
        for (const p of parameters.filter((p) => p.in === 'query')) {
          for (const value of HOSTILE_SEGMENTS) await send(method, `${template}?${new URLSearchParams({ ...query, [p.name]: value })}`, baseBody);
          await send(method, `${template}?${p.name}=1&${p.name}=2&${p.name}[a]=3`, baseBody);
        }
        if (method !== 'GET') for (const [text, type] of HOSTILE_BODIES) await send(method, template, { text, type });
        if (base && typeof base === 'object' && !Array.isArray(base)) {
          await send(method, template, baseBody);
          for (const [field, value] of Object.entries(base)) {
            for (const hostile of HOSTILE_VALUES) await send(method, template, json({ ...base, [field]: hostile }));
            // One level down: the fields of an object, or of an array's objects.
            const inner = Array.isArray(value) ? value[0] : value;
            if (inner && typeof inner === 'object' && !Array.isArray(inner))
              for (const innerField of Object.keys(inner))
                for (const hostile of HOSTILE_VALUES.slice(0, 20)) {
                  const changed = { ...inner, [innerField]: hostile };
                  await send(method, template, json({ ...base, [field]: Array.isArray(value) ? [changed] : changed }));
                }
          }
        }
      }
    }

    expect(problems).toEqual([]);
    // The sweep reached the handlers, not only the validators: a share of what it sent succeeded.
    const succeeded = [...statuses].filter(([status]) => status < 300).reduce((n, [, count]) => n + count, 0);
    expect(swept.size).toBeGreaterThan(90);
    expect(sent).toBeGreaterThan(5000);
    expect(succeeded).toBeGreaterThan(500);
  });
});
