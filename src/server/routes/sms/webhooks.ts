import formbody from '@fastify/formbody';
import type { FastifyRequest } from 'fastify';
import type { Ctx } from '../../context';
import { AppError } from '../../errors';
import { recordDeliveryStatus } from '../../services/sms/delivery-status';
import { handleInbound, inboundFromParams } from '../../services/sms/inbound';
import type { App } from '../types';

export const SIGNATURE_HEADER = 'x-twilio-signature';
const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';

/** The address the provider signed: PUBLIC_URL (what Twilio was told to call) plus the path and query. */
export function signedUrl(ctx: Pick<Ctx, 'config'>, request: Pick<FastifyRequest, 'url' | 'protocol' | 'host'>): string {
  const base = ctx.config.publicUrl ?? `${request.protocol}://${request.host}`;
  return base.replace(/\/+$/, '') + request.url;
}

/**
 * The provider's form fields, once the signature over them checks out. Only a form-encoded body
 * is accepted (a JSON one is a 415), a missing signature is a 400 and a wrong one a 403: in every
 * refusal nothing has been stored or sent yet.
 */
function verifiedParams(ctx: Ctx, request: FastifyRequest): Record<string, string> {
  const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Provider callbacks are form-encoded (Content-Type: application/x-www-form-urlencoded)');
  }
  const signature = request.headers[SIGNATURE_HEADER];
  if (typeof signature !== 'string' || signature.length === 0) throw new AppError('BAD_REQUEST', 'Missing X-Twilio-Signature header');
  const body = (request.body ?? {}) as Record<string, unknown>;
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) {
    if (typeof value !== 'string') throw new AppError('BAD_REQUEST', `Repeated or malformed field: ${key.slice(0, 40)}`);
    params[key] = value;
  }
  if (!ctx.sms.verifyWebhook(signature, signedUrl(ctx, request), params)) throw new AppError('FORBIDDEN', 'Invalid X-Twilio-Signature');
  return params;
}

/**
 * Twilio's webhooks, in their own scope: only here is a form-encoded body parsed (everywhere else
 * it stays a 415, which blocks form-based CSRF). The same-origin rule exempts these two paths;
 * the signature is their proof of origin.
 */
export async function registerSmsWebhooks(app: App, ctx: Ctx) {
  await app.register(async (scope) => {
    await scope.register(formbody, { bodyLimit: 64 * 1024 });

    scope.post(
      '/api/sms/webhook',
      { schema: { tags: ['sms'], hide: false, summary: 'Inbound text (Twilio webhook, form-encoded, signed)' } },
      async (request, reply) => {
        const params = verifiedParams(ctx, request);
        const inbound = inboundFromParams(params);
        if (!inbound) throw new AppError('BAD_REQUEST', 'MessageSid and From are required');
        await handleInbound(ctx, inbound);
        // Replies go out through the REST API (stored, status-tracked), so the TwiML answer is empty.
        return reply.type('text/xml').send(EMPTY_TWIML);
      },
    );

    scope.post('/api/sms/status', { schema: { tags: ['sms'], summary: 'Delivery status callback (Twilio, form-encoded, signed)' } }, async (request, reply) => {
      const params = verifiedParams(ctx, request);
      await recordDeliveryStatus(ctx, params);
      return reply.status(204).send();
    });
  });
}
