import type { ApiErrorBody } from '../../shared/errors';

/** What a person is asked to quote to support after a server error (ADR 0105). */
export const quoteThis = (requestId: string) => `quote this: ${requestId}`;

/** An error screen's own text, ending with the request id to quote when a server error caused it. */
export const withRequestId = (text: string, error: unknown) =>
  error instanceof ApiError && error.requestId ? `${text} (${quoteThis(error.requestId)})` : text;

/** How long after a server error an error toast is taken to be about it. */
const RECENT_FAILURE_MS = 5_000;
let recentFailure: { requestId: string; at: number } | null = null;

/**
 * The id of a server error answered within the last few seconds, once: for an error toast whose
 * text is fixed ('Failed to update SMS settings') to show what the person can quote.
 */
export function takeRecentServerFailure(): string | null {
  const failure = recentFailure;
  recentFailure = null;
  return failure && Date.now() - failure.at < RECENT_FAILURE_MS ? failure.requestId : null;
}

/**
 * An API failure carrying the server's `{message, code}`; `message` is what toasts and error
 * screens show. A server error's message ends with its request id, for the person to quote.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly field?: string,
    readonly requestId?: string,
  ) {
    super(requestId ? `${message} (${quoteThis(requestId)})` : message);
  }
}

async function parseError(res: Response): Promise<ApiError> {
  const text = await res.text();
  // The body's id, or for a 5xx that is not ours (a proxy's page) the header every answer carries.
  const headerId = res.status >= 500 ? (res.headers.get('x-request-id') ?? undefined) : undefined;
  try {
    const body = JSON.parse(text) as Partial<ApiErrorBody>;
    if (typeof body.message === 'string') return new ApiError(res.status, body.message, body.code, body.field, body.requestId ?? headerId);
  } catch {
    // not JSON: fall through to the spec's generic form
  }
  // The spec's generic failure: status code, colon, response text.
  return new ApiError(res.status, `${res.status}: ${text || res.statusText}`, undefined, undefined, headerId);
}

let fetchSource: () => typeof fetch = () => fetch;

/**
 * Where the app's calls go: the browser's fetch, except in a server render (ADR 0056), where the
 * server answers them through its own API routes, as the signed-in visitor, in process.
 */
export function setFetchSource(source: () => typeof fetch) {
  fetchSource = source;
}

/** Every call sends cookies; JSON in, JSON out; non-ok becomes an ApiError. */
export async function apiRequest<T>(method: string, url: string, body?: unknown, extraHeaders?: Record<string, string>): Promise<T> {
  const res = await fetchSource()(url, {
    method,
    credentials: 'include',
    headers: { ...(body !== undefined && !(body instanceof FormData) ? { 'Content-Type': 'application/json' } : {}), ...extraHeaders },
    body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
  });
  if (!res.ok) {
    const error = await parseError(res);
    if (error.requestId) recentFailure = { requestId: error.requestId, at: Date.now() };
    throw error;
  }
  if (res.status === 204) return undefined as T;
  const type = res.headers.get('content-type') ?? '';
  return (type.includes('application/json') ? await res.json() : await res.text()) as T;
}

export const api = {
  get: <T>(url: string) => apiRequest<T>('GET', url),
  post: <T>(url: string, body: unknown = {}) => apiRequest<T>('POST', url, body),
  patch: <T>(url: string, body: unknown = {}) => apiRequest<T>('PATCH', url, body),
  put: <T>(url: string, body: unknown = {}) => apiRequest<T>('PUT', url, body),
  delete: <T>(url: string) => apiRequest<T>('DELETE', url),
};
