/**
 * Error codes the API answers with, in the body `{ message, code }`.
 * The HTTP status for each code lives here too so server and docs agree.
 */
export const ERROR_STATUS = {
  VALIDATION_ERROR: 400,
  BAD_REQUEST: 400,
  INVALID_JSON: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  CSRF_REJECTED: 403,
  NOT_FOUND: 404,
  REQUEST_TIMEOUT: 408,
  PAYMENT_REQUIRED: 402,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  HEADERS_TOO_LARGE: 431,
  SMS_UNAVAILABLE: 502,
  PAYMENTS_UNAVAILABLE: 502,
  UPSTREAM_UNAVAILABLE: 502,
  INTERNAL: 500,
  NOT_READY: 503,
  /** The database did not answer in time (a failover, an outage): the answer carries Retry-After. */
  DATABASE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface ApiErrorBody {
  message: string;
  code: ErrorCode;
  /** The request field a validation error is about, when there is one. */
  field?: string;
  /** On a 5xx: the request's id (its x-request-id header), for the person to quote to support. */
  requestId?: string;
}
