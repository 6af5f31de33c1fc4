import { afterEach, describe, expect, it } from 'vitest';
import { api, ApiError, setFetchSource, takeRecentServerFailure, withRequestId } from './api';

const answer = (status: number, body: string, headers: Record<string, string> = {}) => {
  setFetchSource(() => (async () => new Response(body, { status, headers })) as typeof fetch);
};

describe('the API client on a server error (ADR 0105)', () => {
  afterEach(() => setFetchSource(() => fetch));

  it("ends a 5xx's message with the request id to quote, and offers it once to the next error toast", async () => {
    answer(500, JSON.stringify({ code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.', requestId: 'req-42' }), {
      'content-type': 'application/json',
      'x-request-id': 'req-42',
    });
    const error = (await api.get('/api/anything').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.requestId).toBe('req-42');
    expect(error.message).toBe('Something went wrong on our side. Please try again. (quote this: req-42)');
    expect(takeRecentServerFailure()).toBe('req-42');
    expect(takeRecentServerFailure()).toBeNull();
  });

  it("takes the header's id when a 5xx is not our JSON (a proxy's page)", async () => {
    answer(502, '<html>Bad gateway</html>', { 'x-request-id': 'req-43' });
    const error = (await api.get('/api/anything').catch((e: unknown) => e)) as ApiError;
    expect(error.message).toContain('(quote this: req-43)');
    expect(takeRecentServerFailure()).toBe('req-43');
  });

  it('leaves a 4xx as it was: the person can fix it', async () => {
    answer(400, JSON.stringify({ code: 'VALIDATION_ERROR', message: 'Enter a name' }), { 'x-request-id': 'req-44' });
    const error = (await api.get('/api/anything').catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('Enter a name');
    expect(error.requestId).toBeUndefined();
    expect(takeRecentServerFailure()).toBeNull();
  });

  it("gives an error screen's own text the id to quote, and only for a server error", () => {
    expect(withRequestId('Try again in a moment.', new ApiError(500, 'x', 'INTERNAL', undefined, 'req-45'))).toBe(
      'Try again in a moment. (quote this: req-45)',
    );
    expect(withRequestId('Try again in a moment.', new ApiError(404, 'x', 'NOT_FOUND'))).toBe('Try again in a moment.');
    expect(withRequestId('Try again in a moment.', new TypeError('Failed to fetch'))).toBe('Try again in a moment.');
  });
});
