import type { LookupFunction } from 'node:net';
import http from 'node:http';
import https from 'node:https';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { Readable } from 'node:stream';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';
import { checkOutboundUrl, OutboundRefused, type OutboundPolicy } from './url-policy';

export interface OutboundLimits {
  /** The whole exchange, redirects included. */
  timeoutMs: number;
  /** Bytes of the (decompressed) body. */
  maxBytes: number;
  maxRedirects: number;
}

export const DEFAULT_OUTBOUND_LIMITS: OutboundLimits = { timeoutMs: 10_000, maxBytes: 20 * 1024 * 1024, maxRedirects: 5 };

export interface OutboundResponse {
  status: number;
  /** The address that answered, after redirects. */
  url: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  text(): string;
}

/** A fetch that did not complete: the message is fit for the person who supplied the address. */
export class OutboundFailed extends Error {
  constructor(
    readonly kind: 'refused' | 'timeout' | 'too_large' | 'network' | 'stopped',
    message: string,
  ) {
    super(message);
  }
}

export interface OutboundFetcher {
  /** `signal`: the caller's own stop (a job asked to stop, issue 30 point 6), on top of the deadline. */
  fetch(url: string, options?: { headers?: Record<string, string>; limits?: Partial<OutboundLimits>; signal?: AbortSignal }): Promise<OutboundResponse>;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * The one way the product fetches an address that a user or an operator supplied (calendar
 * feeds, retailer catalogs, product images): https only, private / loopback / link-local
 * addresses refused after DNS resolution and on every redirect, a deadline and a size cap.
 * Hosts in OUTBOUND_ALLOW_HOSTS are the only exception (http and private addresses allowed).
 */
export function createOutboundFetcher(
  policy: OutboundPolicy,
  defaults: OutboundLimits = DEFAULT_OUTBOUND_LIMITS,
  /** The resolver the connection uses (the system's by default); its every answer is checked. */
  lookup?: LookupFunction,
): OutboundFetcher {
  // The filtering agents check every address a host name resolves to, and literal IPs, at connect time.
  const httpsAgent = new RequestFilteringHttpsAgent({ keepAlive: false });
  const httpAgent = new RequestFilteringHttpAgent({ keepAlive: false });

  return {
    async fetch(raw, options = {}) {
      const limits = { ...defaults, ...options.limits };
      const timeout = AbortSignal.timeout(limits.timeoutMs);
      const deadline = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
      let current = raw;
      for (let hop = 0; ; hop++) {
        const { url, allowed } = refuseAsFailure(() => checkOutboundUrl(current, policy));
        const response = await requestOnce(url, {
          agent: allowed ? undefined : url.protocol === 'https:' ? httpsAgent : httpAgent,
          headers: options.headers ?? {},
          signal: deadline,
          maxBytes: limits.maxBytes,
          lookup,
        }).catch((error: unknown) => {
          if (options.signal?.aborted && !timeout.aborted) throw new OutboundFailed('stopped', 'The fetch was stopped before the address answered.');
          throw error;
        });
        const location = response.headers.location;
        if (REDIRECTS.has(response.status) && location) {
          if (hop >= limits.maxRedirects) throw new OutboundFailed('network', 'The address redirected too many times.');
          current = new URL(location, url).toString();
          continue;
        }
        return response;
      }
    },
  };
}

function refuseAsFailure<T>(check: () => T): T {
  try {
    return check();
  } catch (error) {
    if (error instanceof OutboundRefused) throw new OutboundFailed('refused', error.message);
    throw error;
  }
}

function requestOnce(
  url: URL,
  options: { agent: http.Agent | undefined; headers: Record<string, string>; signal: AbortSignal; maxBytes: number; lookup: LookupFunction | undefined },
): Promise<OutboundResponse> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const fail = (error: unknown) => reject(asFailure(error, options.signal));
    const request = client.request(
      url,
      {
        method: 'GET',
        agent: options.agent,
        signal: options.signal,
        ...(options.lookup ? { lookup: options.lookup } : {}),
        headers: { 'user-agent': 'Wearwise/1.0 (+feeds)', 'accept-encoding': 'gzip, deflate, br', ...options.headers },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (REDIRECTS.has(status)) {
          response.resume();
          resolve({ status, url: url.toString(), headers: response.headers, body: Buffer.alloc(0), text: () => '' });
          return;
        }
        const declared = Number(response.headers['content-length']);
        if (Number.isFinite(declared) && declared > options.maxBytes) {
          response.destroy();
          reject(new OutboundFailed('too_large', `The answer is larger than ${Math.round(options.maxBytes / 1024 / 1024)} MB.`));
          return;
        }
        const stream = decoded(response);
        const chunks: Buffer[] = [];
        let size = 0;
        stream.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > options.maxBytes) {
            stream.destroy();
            response.destroy();
            reject(new OutboundFailed('too_large', `The answer is larger than ${Math.round(options.maxBytes / 1024 / 1024)} MB.`));
            return;
          }
          chunks.push(chunk);
        });
        stream.on('error', fail);
        response.on('error', fail);
        stream.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({ status, url: url.toString(), headers: response.headers, body, text: () => body.toString('utf8') });
        });
      },
    );
    request.on('error', fail);
    request.end();
  });
}

function decoded(response: http.IncomingMessage): Readable {
  const encoding = String(response.headers['content-encoding'] ?? '').toLowerCase();
  if (encoding === 'gzip' || encoding === 'x-gzip') return response.pipe(createGunzip());
  if (encoding === 'deflate') return response.pipe(createInflate());
  if (encoding === 'br') return response.pipe(createBrotliDecompress());
  return response;
}

function asFailure(error: unknown, signal: AbortSignal): OutboundFailed {
  if (error instanceof OutboundFailed) return error;
  if (signal.aborted) return new OutboundFailed('timeout', 'The address took too long to answer.');
  const message = error instanceof Error ? error.message : String(error);
  // request-filtering-agent's refusal after DNS resolution or for a literal address.
  if (/is not allowed/.test(message)) return new OutboundFailed('refused', 'That address points to a private or local network, which is not fetched.');
  if (/ENOTFOUND|EAI_AGAIN/.test(message)) return new OutboundFailed('network', 'That host name could not be found.');
  if (/ECONNREFUSED/.test(message)) return new OutboundFailed('network', 'The server refused the connection.');
  if (/incorrect header check|unexpected end of file|Decompression/i.test(message))
    return new OutboundFailed('network', 'The answer could not be decompressed.');
  return new OutboundFailed('network', 'The address could not be reached.');
}
