import { z } from 'zod';
import { ZOk } from '../../../shared/schemas/common';
import { ZLoginRequest, ZPasswordResetConfirm, ZPasswordResetRequest, ZRegisterRequest, ZUser } from '../../../shared/schemas/auth';
import { endSession, requireUser, startSession } from '../../plugins/auth';
import { clientAddressKey } from '../../plugins/rate-limit';
import { authenticate } from '../../services/auth/login';
import { confirmPasswordReset, requestPasswordReset } from '../../services/auth/password-reset';
import { registerUser } from '../../services/auth/register';
import { recordSmsConsent } from '../../services/sms/consent';
import { toUserDto } from '../../services/users/to-dto';
import { limit, type RouteModule } from '../types';

export const authRoutes: RouteModule = (app, ctx) => {
  app.get('/api/user', { schema: { tags: ['session'], response: { 200: ZUser } }, config: { auth: 'user' } }, async (request) =>
    toUserDto(requireUser(request)),
  );

  app.post('/api/login', { schema: { tags: ['session'], body: ZLoginRequest, response: { 200: ZUser } }, config: limit(20, 15) }, async (request, reply) => {
    const user = await authenticate(ctx, request.body, clientAddressKey(request.ip));
    await startSession(ctx, request, reply, user.id);
    return toUserDto(user);
  });

  app.post('/api/users', { schema: { tags: ['session'], body: ZRegisterRequest, response: { 201: ZUser } }, config: limit(10, 60) }, async (request, reply) => {
    const user = await registerUser(ctx, request.body);
    await recordSmsConsent(ctx, user, { ip: request.ip, userAgent: request.headers['user-agent'] ?? null });
    await startSession(ctx, request, reply, user.id);
    return reply.status(201).send(toUserDto(user));
  });

  app.post('/api/logout', { schema: { tags: ['session'], response: { 200: ZOk } } }, async (request, reply) => {
    await endSession(ctx, request, reply);
    return { ok: true as const };
  });

  app.post(
    '/api/password-reset/request',
    {
      schema: { tags: ['session'], body: ZPasswordResetRequest, response: { 200: z.object({ ok: z.literal(true), message: z.string() }) } },
      config: limit(5, 15),
    },
    async (request) => {
      await requestPasswordReset(ctx, request.body);
      const message = request.body.email
        ? 'If that email is verified on an account, a 6-digit code is on its way by email.'
        : 'If that number has an account, a 6-digit code is on its way by text.';
      return { ok: true as const, message };
    },
  );

  app.post(
    '/api/password-reset/confirm',
    { schema: { tags: ['session'], body: ZPasswordResetConfirm, response: { 200: ZOk } }, config: limit(10, 15) },
    async (request) => {
      await confirmPasswordReset(ctx, request.body);
      return { ok: true as const };
    },
  );
};
