/**
 * A user's side of HTTP for the release check: fetch with a cookie jar of one session, the same
 * Origin a browser sends, and no tolerance for a server error. Every answer is kept, so a check can
 * also ask which calls were made.
 */
export interface Answer {
  method: string;
  path: string;
  status: number;
  text: string;
  headers: Headers;
  json<T = Record<string, unknown>>(): T;
}

export class ServerError extends Error {}

export class Client {
  private cookies = new Map<string, string>();
  readonly answers: Answer[] = [];

  constructor(
    readonly base: string,
    readonly origin: string = base,
    private readonly fixedHeaders: Record<string, string> = {},
  ) {}

  private headersFor(extra: Record<string, string>): Record<string, string> {
    const h: Record<string, string> = { origin: this.origin, ...this.fixedHeaders, ...extra };
    if (this.cookies.size) h.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    return h;
  }

  /** A file the server sends (a photo, the export's zip), as bytes; anything but a 200 fails. */
  async download(path: string): Promise<Buffer> {
    const res = await fetch(`${this.base}${path}`, { headers: this.headersFor({}), signal: AbortSignal.timeout(120_000) });
    if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
    return Buffer.from(await res.arrayBuffer());
  }

  async send(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
    const h = this.headersFor(headers);
    let payload: BodyInit | undefined;
    if (body instanceof FormData || typeof body === 'string') payload = body;
    else if (body !== undefined) {
      payload = JSON.stringify(body);
      h['content-type'] = 'application/json';
    }
    const res = await fetch(`${this.base}${path}`, { method, headers: h, body: payload, redirect: 'manual', signal: AbortSignal.timeout(120_000) });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at);
      const value = pair!.slice(at + 1);
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(c) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await res.text();
    const answer: Answer = {
      method,
      path,
      status: res.status,
      text,
      headers: res.headers,
      json: <T>() => JSON.parse(text) as T,
    };
    this.answers.push(answer);
    if (res.status >= 500) throw new ServerError(`${method} ${path} answered ${res.status}: ${text.slice(0, 300)}`);
    return answer;
  }

  /** The call, which must answer one of `ok` (200 by default); otherwise fails naming the call and its answer. */
  async expect(method: string, path: string, body?: unknown, ok: number[] = [200], headers: Record<string, string> = {}): Promise<Answer> {
    const answer = await this.send(method, path, body, headers);
    if (!ok.includes(answer.status)) throw new Error(`${method} ${path} answered ${answer.status} (expected ${ok.join(' or ')}): ${answer.text.slice(0, 300)}`);
    return answer;
  }

  signedIn(): boolean {
    return this.cookies.has('ww_session');
  }
}

export async function until<T>(what: string, probe: () => Promise<T | null | undefined | false>, timeoutMs = 60_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
