import type { Ctx } from '../../context';
import { AppError } from '../../errors';

/** A provider failure is logged with its details and reaches the client as a 502 with a plain message. */
export async function callProvider<T>(ctx: Pick<Ctx, 'log' | 'payments'>, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof AppError) throw error;
    ctx.log.warn({ err: error, provider: ctx.payments.kind }, 'payment provider call failed');
    throw new AppError('PAYMENTS_UNAVAILABLE', 'The payment service could not be reached. Please try again.');
  }
}
