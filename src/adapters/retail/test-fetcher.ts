import { OutboundFailed, type OutboundFetcher } from '../outbound';

/** An in-memory stand-in for the guarded fetch in adapter tests: a function from the URL to a status and body. */
export function fakeFetcher(answer: (url: URL) => { status?: number; body: string } | Error): OutboundFetcher & { requested: URL[] } {
  const requested: URL[] = [];
  return {
    requested,
    async fetch(raw) {
      const url = new URL(raw);
      requested.push(url);
      const a = answer(url);
      if (a instanceof Error) throw a;
      const body = Buffer.from(a.body);
      return { status: a.status ?? 200, url: raw, headers: {}, body, text: () => body.toString('utf8') };
    },
  };
}

export const refused = () => new OutboundFailed('refused', 'This address is private or local, and is not allowed.');
