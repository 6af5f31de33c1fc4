import { ERROR_STATUS, type ErrorCode } from '../shared/errors';

/** A failure the client may see: its message is shown in a toast, its code picks the HTTP status. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly field: string | undefined;
  constructor(code: ErrorCode, message: string, field?: string) {
    super(message);
    this.code = code;
    this.field = field;
  }
  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const notFound = (what = 'Not found') => new AppError('NOT_FOUND', what);
export const badRequest = (message: string, field?: string) => new AppError('VALIDATION_ERROR', message, field);
