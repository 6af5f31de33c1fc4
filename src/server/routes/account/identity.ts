import { z } from 'zod';
import {
  ZPhoneChangeConfirm,
  ZPhoneChangeRequest,
  ZPhoneChangeStarted,
  ZVerifyEmailRequest,
  ZVerifyEmailResult,
} from '../../../shared/schemas/account-identity';
import { ZUser } from '../../../shared/schemas/auth';
import { requireUser } from '../../plugins/auth';
import { queueVerificationMail, verifyEmail } from '../../services/account/email-verification';
import { confirmPhoneChange, startPhoneChange } from '../../services/account/phone-change';
import { QUOTAS, takeQuota } from '../../services/quota';
import { toUserDto } from '../../services/users/to-dto';
import { AppError, badRequest } from '../../errors';
import { limit, type RouteModule } from '../types';

/** Issue 27: email verification and the phone change by code (the outbox's viewer is routes/system/dev-mail.ts). */
export const accountIdentityRoutes: RouteModule = (app, ctx) => {
  app.post(
    '/api/email/verify',
    { schema: { tags: ['account'], body: ZVerifyEmailRequest, response: { 200: ZVerifyEmailResult } }, config: limit(20, 15) },
    async (request) => verifyEmail(ctx, request.body.token),
  );

  app.post(
    '/api/user/email/verification',
    { schema: { tags: ['account'], response: { 202: z.object({ ok: z.literal(true), email: z.string() }) } }, config: { auth: 'user', ...limit(5, 60) } },
    async (request, reply) => {
      const user = requireUser(request);
      if (!user.email) throw badRequest('Add an email first.', 'email');
      if (user.emailVerifiedAt) throw badRequest('This email is already verified.', 'email');
      if (!(await takeQuota(ctx, QUOTAS.verificationMailsPerUser(user.id))))
        throw new AppError('RATE_LIMITED', 'Several links were sent within the hour. Check your inbox (and spam folder), or try again later.');
      await queueVerificationMail(ctx, user.id);
      return reply.status(202).send({ ok: true as const, email: user.email });
    },
  );

  app.post(
    '/api/user/phone/code',
    { schema: { tags: ['account'], body: ZPhoneChangeRequest, response: { 200: ZPhoneChangeStarted } }, config: { auth: 'user', ...limit(10, 60) } },
    async (request) => startPhoneChange(ctx, requireUser(request), request.body),
  );

  app.post(
    '/api/user/phone',
    { schema: { tags: ['account'], body: ZPhoneChangeConfirm, response: { 200: ZUser } }, config: { auth: 'user', ...limit(20, 15) } },
    async (request) => toUserDto(await confirmPhoneChange(ctx, requireUser(request), request.body)),
  );
};
