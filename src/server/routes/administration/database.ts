import { z } from 'zod';
import { accountHandle } from '../../../shared/account-handle';
import {
  ZAuditEntry,
  ZDatabaseOverview,
  ZDeleteUserRequest,
  ZDeleteUserResponse,
  ZUserSearchQuery,
  ZUserSummary,
} from '../../../shared/schemas/administration-database';
import { ZIdParam } from '../../../shared/schemas/common';
import { recentAudit } from '../../services/administration/audit-log';
import { databaseOverview } from '../../services/administration/database/overview';
import { deleteUserAccount, exportUser, searchUsers } from '../../services/administration/database/users';
import type { RouteModule } from '../types';
import { auditChange } from './audit-change';

const tags = ['administration'];
const admin = { auth: 'admin' as const };

/** The Database tab: live statistics, and the privacy tools (export, account deletion). */
export const databaseRoutes: RouteModule = (app, ctx) => {
  app.get('/api/administration/database', { schema: { tags, response: { 200: ZDatabaseOverview } }, config: admin }, async () => databaseOverview(ctx));

  app.get('/api/administration/audit', { schema: { tags, response: { 200: z.array(ZAuditEntry) } }, config: admin }, async () => recentAudit(ctx));

  app.get(
    '/api/administration/users',
    { schema: { tags, querystring: ZUserSearchQuery, response: { 200: z.array(ZUserSummary) } }, config: admin },
    async (request) => searchUsers(ctx, request.query.q),
  );

  app.get('/api/administration/users/:id/export', { schema: { tags, params: ZIdParam }, config: admin }, async (request, reply) => {
    const document = await exportUser(ctx, request.params.id);
    await auditChange(ctx, request, 'user.export', { userId: request.params.id });
    const username = accountHandle(document.user as { id: number; username: string | null; phoneNumber: string | null }).replace(/[^A-Za-z0-9_-]/g, '');
    return reply.header('content-disposition', `attachment; filename="wearwise-export-${username}.json"`).send(document);
  });

  app.delete(
    '/api/administration/users/:id',
    { schema: { tags, params: ZIdParam, body: ZDeleteUserRequest, response: { 200: ZDeleteUserResponse } }, config: admin },
    async (request) => {
      const result = await deleteUserAccount(ctx, request.params.id, request.body);
      // The record that an account was deleted, not whose: nothing may name the person afterwards (issue 37).
      await auditChange(ctx, request, 'user.delete', { person: 'deleted', rows: result.rowsDeleted, images: result.imagesDeleted });
      return { ok: true as const, rowsDeleted: result.rowsDeleted, imagesDeleted: result.imagesDeleted };
    },
  );
};
