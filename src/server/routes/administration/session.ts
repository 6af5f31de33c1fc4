import { ZAdminLoginRequest, ZAdminLoginResponse, ZAdminStatus } from '../../../shared/schemas/administration';
import { AppError } from '../../errors';
import { operatorFromRequest } from '../../plugins/admin-auth';
import { audit } from '../../services/administration/audit';
import { operatorLogin } from '../../services/administration/login';
import { revokeOperatorToken } from '../../services/administration/operator-tokens';
import { z } from 'zod';
import { limit, type RouteModule } from '../types';

const unauthenticated = () => new AppError('UNAUTHENTICATED', 'The administration session is missing or has expired.');

/** Spec 7 Administration: the password gives a bearer token; status and logout take it. */
export const administrationSessionRoutes: RouteModule = (app, ctx) => {
  app.post(
    '/api/administration/login',
    // Wrong passwords are throttled by the audit log; this cap also bounds how many tokens one address can mint.
    { schema: { tags: ['administration'], body: ZAdminLoginRequest, response: { 200: ZAdminLoginResponse } }, config: limit(60, 15) },
    async (request) => operatorLogin(ctx, request.body.password, request.ip),
  );

  app.get('/api/administration/status', { schema: { tags: ['administration'], response: { 200: ZAdminStatus } } }, async (request) => {
    const session = await operatorFromRequest(ctx, request);
    if (!session) throw unauthenticated();
    return { authenticated: true as const, expiresAt: session.expiresAt.toISOString() };
  });

  app.post(
    '/api/administration/logout',
    { schema: { tags: ['administration'], response: { 200: z.object({ success: z.literal(true) }) } } },
    async (request) => {
      const session = await operatorFromRequest(ctx, request);
      if (!session) throw unauthenticated();
      await revokeOperatorToken(ctx, session.tokenId);
      await audit(ctx, { ip: request.ip, actor: 'operator', action: 'logout', outcome: 'success' });
      return { success: true as const };
    },
  );
};
