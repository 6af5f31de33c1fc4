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
import { clientAddressKey } from '../../plugins/rate-limit';
import { queueVerificationMail, takeVerificationQuota, TOO_MANY_VERIFICATION_MAILS, verifyEmail } from '../../services/account/email-verification';
import { confirmPhoneChange, startPhoneChange } from '../../services/account/phone-change';
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
      // The same budgets as an email change: per account, and per address over every account (ADR 0101).
      if (!(await takeVerificationQuota(ctx, user.id, user.email))) throw new AppError('RATE_LIMITED', TOO_MANY_VERIFICATION_MAILS);
      await queueVerificationMail(ctx, user.id, user.email);
      return reply.status(202).send({ ok: true as const, email: user.email });
    },
  );

  app.post(
    '/api/user/phone/code',
    { schema: { tags: ['account'], body: ZPhoneChangeRequest, response: { 200: ZPhoneChangeStarted } }, config: { auth: 'user', ...limit(10, 60) } },
    async (request) => startPhoneChange(ctx, requireUser(request), request.body, clientAddressKey(request.ip)),
  );

  app.post(
    '/api/user/phone',
    { schema: { tags: ['account'], body: ZPhoneChangeConfirm, response: { 200: ZUser } }, config: { auth: 'user', ...limit(20, 15) } },
    async (request) => toUserDto(await confirmPhoneChange(ctx, requireUser(request), request.body)),
  );
};
