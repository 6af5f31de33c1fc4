import { OutboundFailed, type OutboundFetcher } from '../outbound';
import { RetailFetchError } from './port';

/** A page of a catalog through the SSRF guard; any failure becomes a RetailFetchError the operator can read. */
export async function fetchCatalogText(outbound: OutboundFetcher, url: URL, accept: string): Promise<string> {
  let response;
  try {
    response = await outbound.fetch(url.toString(), { headers: { accept } });
  } catch (error) {
    if (error instanceof OutboundFailed) throw new RetailFetchError(`Could not fetch ${url.origin}${url.pathname}: ${error.message}`);
    throw error;
  }
  if (response.status < 200 || response.status >= 300) {
    throw new RetailFetchError(`${url.origin}${url.pathname} answered HTTP ${response.status}.`);
  }
  return response.text();
}

export function parseJson(text: string, what: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new RetailFetchError(`${what} is not valid JSON.`);
  }
}

export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
