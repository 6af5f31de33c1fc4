import { desc, eq, isNotNull, or } from 'drizzle-orm';
import { z } from 'zod';
import { SIMULATOR_MEDIA_PATH, SimulatorSms } from '../../../adapters/sms';
import { smsMessages, users } from '../../../db/schema';
import { AppError } from '../../errors';
import { DEV_PHONE, openedWithDevKey } from '../../plugins/dev-tool-guard';
import { signedUrl, SIGNATURE_HEADER } from '../sms/webhooks';
import type { RouteModule } from '../types';
import { DEV_PHONE_SCRIPT, renderDevPhone } from './dev-phone-page';

const ZDevText = z.strictObject({
  phoneNumber: z.string().regex(/^\+[1-9]\d{6,14}$/, { error: 'Use an E.164 number such as +14155550134' }),
  body: z.string().max(1600).default(''),
  /** A photo as a data URL (the phone's camera roll). */
  photo: z.string().max(8_000_000).optional(),
});

const ZDevMessage = z.object({
  id: z.number(),
  direction: z.string(),
  purpose: z.string(),
  to: z.string(),
  from: z.string(),
  body: z.string(),
  status: z.string(),
  mediaCount: z.number(),
  createdAt: z.string(),
});

/**
 * The simulator's phone (decisions.md 1): pick a user (or any number), text the app and send
 * photos through the real webhook, signed as Twilio signs, and read the replies as a chat. Only
 * with the simulator and outside production; every page and feed stays under /dev/phone* and
 * /api/dev/phone/* so one access rule covers them.
 */
export const devPhoneRoutes: RouteModule = (app, ctx) => {
  if (!ctx.config.devPhoneEnabled || !(ctx.sms instanceof SimulatorSms)) return;
  const sim = ctx.sms;

  app.get('/dev/phone', { schema: { hide: true } }, async (_request, reply) => {
    reply.type('text/html; charset=utf-8');
    return renderDevPhone(ctx.config.brandName, sim.fromNumber);
  });

  // A file, not an inline script: the content security policy allows scripts from 'self' only.
  app.get('/dev/phone/app.js', { schema: { hide: true } }, async (_request, reply) => {
    reply.type('text/javascript; charset=utf-8');
    return DEV_PHONE_SCRIPT;
  });

  app.get(
    '/api/dev/phone/users',
    {
      schema: {
        tags: ['system'],
        response: {
          200: z.array(z.object({ id: z.number(), fullName: z.string(), username: z.string().nullable(), phoneNumber: z.string(), smsOptedOut: z.boolean() })),
        },
      },
    },
    async () => {
      const rows = await ctx.db
        .select({ id: users.id, fullName: users.fullName, username: users.username, phoneNumber: users.phoneNumber, smsOptedOut: users.smsOptedOut })
        .from(users)
        .where(isNotNull(users.phoneNumber))
        .orderBy(desc(users.id))
        .limit(200);
      return rows.map((r) => ({ ...r, phoneNumber: r.phoneNumber! }));
    },
  );

  app.get(
    '/api/dev/phone/messages',
    { schema: { tags: ['system'], querystring: z.object({ phone: z.string().max(32).optional() }), response: { 200: z.array(ZDevMessage) } } },
    async (request) => {
      const phone = request.query.phone;
      // The handset's own view for the developer holding the key; anyone else reads the stored, masked copy.
      const live = openedWithDevKey(request, DEV_PHONE);
      const rows = await ctx.db
        .select()
        .from(smsMessages)
        .where(phone ? or(eq(smsMessages.toNumber, phone), eq(smsMessages.fromNumber, phone)) : undefined)
        .orderBy(desc(smsMessages.id))
        .limit(200);
      return rows.map((m) => ({
        id: m.id,
        direction: m.direction,
        purpose: m.purpose,
        to: m.toNumber,
        from: m.fromNumber,
        body: (live && m.direction === 'outbound' && m.providerMessageId && sim.deliveredBody(m.providerMessageId)) || m.body,
        status: m.status,
        mediaCount: m.mediaCount,
        createdAt: m.createdAt.toISOString(),
      }));
    },
  );

  app.get(`${SIMULATOR_MEDIA_PATH}:id`, { schema: { hide: true, params: z.object({ id: z.string().max(64) }) } }, async (request, reply) => {
    const media = sim.getMedia(request.params.id);
    if (!media) throw new AppError('NOT_FOUND', 'No such photo');
    reply.type(media.contentType);
    return media.bytes;
  });

  app.post('/api/dev/phone/send', { schema: { tags: ['system'], body: ZDevText, response: { 200: z.object({ ok: z.literal(true) }) } } }, async (request) => {
    const { phoneNumber, body, photo } = request.body;
    const params: Record<string, string> = {
      MessageSid: `SM${crypto.randomUUID().replaceAll('-', '')}`,
      AccountSid: 'ACsimulator',
      From: phoneNumber,
      To: sim.fromNumber,
      Body: body,
      NumMedia: '0',
    };
    if (photo) {
      const match = /^data:([\w.+-]+\/[\w.+-]+);base64,(.*)$/s.exec(photo);
      if (!match) throw new AppError('VALIDATION_ERROR', 'photo must be a base64 data URL', 'photo');
      const id = sim.putMedia(Buffer.from(match[2]!, 'base64'), match[1]!);
      params.NumMedia = '1';
      params.MediaUrl0 = signedUrl(ctx, { protocol: request.protocol, host: request.host, url: `${SIMULATOR_MEDIA_PATH}${id}` });
      params.MediaContentType0 = match[1]!;
    }
    if (!body.trim() && !photo) throw new AppError('VALIDATION_ERROR', 'Type a message or attach a photo', 'body');
    // Through the real webhook, signed exactly as Twilio signs: the phone proves nothing the provider would not.
    const path = '/api/sms/webhook';
    const res = await app.inject({
      method: 'POST',
      url: path,
      payload: new URLSearchParams(params).toString(),
      headers: {
        host: request.host,
        'content-type': 'application/x-www-form-urlencoded',
        [SIGNATURE_HEADER]: sim.sign(signedUrl(ctx, { protocol: request.protocol, host: request.host, url: path }), params),
      },
    });
    if (res.statusCode !== 200) throw new AppError('BAD_REQUEST', `The webhook answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
    return { ok: true as const };
  });
};
