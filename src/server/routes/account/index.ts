import { ZOk } from '../../../shared/schemas/common';
import {
  ZAccountSubscription,
  ZBillingPortalResponse,
  ZChangePasswordRequest,
  ZChangePasswordResponse,
  ZDataExportStatus,
  ZDeleteAccountRequest,
  ZSessionIdParam,
  ZSessionList,
  ZSessionsEnded,
} from '../../../shared/schemas/account';
import { describeDevice } from '../../../domain/user-agent';
import { SESSION_HINT_COOKIE } from '../../../shared/session-hint';
import { endSession, requireUser } from '../../plugins/auth';
import { clientAddressKey } from '../../plugins/rate-limit';
import { changePassword } from '../../services/account/change-password';
import { confirmPassword } from '../../services/account/confirm-password';
import { deleteAccount } from '../../services/account/delete-account';
import { downloadDataExport } from '../../services/account/data-export/download-export';
import { exportStatus } from '../../services/account/data-export/export-status';
import { requestDataExport } from '../../services/account/data-export/request-export';
import { deleteOtherSessions, deleteSessionById, listUserSessions, SESSION_COOKIE } from '../../services/auth/sessions';
import { accountSubscription, billingPortalLink } from '../../services/billing/account-subscription';
import { cancelMySubscription, resumeMySubscription } from '../../services/billing/cancel-subscription';
import { notFound } from '../../errors';
import { limit, type RouteModule } from '../types';

/** Tag for the OpenAPI document (plugins/docs.ts describes it). */
const tags = ['account'];
const user = { auth: 'user' as const };

/** Issue 27.2: what a signed-in person changes about their own account in /settings. */
export const accountRoutes: RouteModule = (app, ctx) => {
  app.post(
    '/api/user/password',
    { schema: { tags, body: ZChangePasswordRequest, response: { 200: ZChangePasswordResponse } }, config: { ...user, ...limit(10, 15) } },
    async (request) => {
      const token = request.cookies[SESSION_COOKIE]!;
      const result = await changePassword(ctx, requireUser(request), token, request.body, clientAddressKey(request.ip));
      return { ok: true as const, ...result };
    },
  );

  app.get('/api/user/sessions', { schema: { tags, response: { 200: ZSessionList } }, config: user }, async (request) => {
    const rows = await listUserSessions(ctx, requireUser(request).id, request.cookies[SESSION_COOKIE]);
    return {
      sessions: rows.map((r) => {
        const device = describeDevice(r.userAgent);
        return {
          id: r.id,
          device: device.label,
          kind: device.kind,
          signedInAt: r.createdAt.toISOString(),
          lastActiveAt: r.lastSeenAt.toISOString(),
          current: r.current,
        };
      }),
    };
  });

  // "Sign out other sessions": this one stays signed in.
  app.delete('/api/user/sessions/others', { schema: { tags, response: { 200: ZSessionsEnded } }, config: user }, async (request) => ({
    ok: true as const,
    ended: await deleteOtherSessions(ctx, requireUser(request).id, request.cookies[SESSION_COOKIE]!),
  }));

  app.delete(
    '/api/user/sessions/:sessionId',
    { schema: { tags, params: ZSessionIdParam, response: { 200: ZSessionsEnded } }, config: user },
    async (request, reply) => {
      const me = requireUser(request);
      const current = (await listUserSessions(ctx, me.id, request.cookies[SESSION_COOKIE])).find((s) => s.current);
      // Signing out this device from the list is an ordinary sign-out: its cookies go too.
      if (current?.id === request.params.sessionId) {
        await endSession(ctx, request, reply);
        return { ok: true as const, ended: 1 };
      }
      if (!(await deleteSessionById(ctx, me.id, request.params.sessionId))) throw notFound('That session has already ended.');
      return { ok: true as const, ended: 1 };
    },
  );

  app.get('/api/user/subscription', { schema: { tags, response: { 200: ZAccountSubscription } }, config: user }, async (request) =>
    accountSubscription(ctx, requireUser(request)),
  );

  app.post(
    '/api/user/subscription/cancel',
    { schema: { tags, response: { 200: ZAccountSubscription } }, config: { ...user, ...limit(10, 15) } },
    async (request) => {
      await cancelMySubscription(ctx, requireUser(request).id);
      return accountSubscription(ctx, requireUser(request));
    },
  );

  app.post(
    '/api/user/subscription/resume',
    { schema: { tags, response: { 200: ZAccountSubscription } }, config: { ...user, ...limit(10, 15) } },
    async (request) => {
      await resumeMySubscription(ctx, requireUser(request).id);
      return accountSubscription(ctx, requireUser(request));
    },
  );

  app.post(
    '/api/user/subscription/portal',
    { schema: { tags, response: { 200: ZBillingPortalResponse } }, config: { ...user, ...limit(20, 15) } },
    async (request) => {
      const origin = ctx.config.publicUrl ?? `${request.protocol}://${request.host}`;
      return billingPortalLink(ctx, requireUser(request), new URL('/settings#subscription', origin).toString());
    },
  );

  app.post('/api/user/export', { schema: { tags, response: { 202: ZDataExportStatus } }, config: { ...user, ...limit(5, 60) } }, async (request, reply) =>
    reply.status(202).send(await requestDataExport(ctx, requireUser(request))),
  );

  app.get('/api/user/export/status', { schema: { tags, response: { 200: ZDataExportStatus } }, config: user }, async (request) =>
    exportStatus(ctx, requireUser(request).id),
  );

  app.get('/api/user/export', { schema: { tags }, config: user }, async (request, reply) => {
    const file = await downloadDataExport(ctx, requireUser(request));
    if (file.size !== null) reply.header('content-length', file.size);
    return reply
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'private, no-store')
      .type('application/zip')
      .send(file.body);
  });

  app.delete(
    '/api/user',
    { schema: { tags, body: ZDeleteAccountRequest, response: { 200: ZOk } }, config: { ...user, ...limit(10, 15) } },
    async (request, reply) => {
      const me = requireUser(request);
      await confirmPassword(ctx, me, request.body.password, clientAddressKey(request.ip), 'password');
      await deleteAccount(ctx, me);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      reply.clearCookie(SESSION_HINT_COOKIE, { path: '/' });
      return { ok: true as const };
    },
  );
};
