import { ZUndoChangeRequest, ZUndoChangeResult } from '../../../shared/schemas/account-identity';
import { SESSION_HINT_COOKIE } from '../../../shared/session-hint';
import { undoChange } from '../../services/account/account-changes';
import { SESSION_COOKIE } from '../../services/auth/sessions';
import { limit, type RouteModule } from '../types';

/** ADR 0101: the link in a change notice puts the old email or number back and ends every session. */
export const accountChangeRoutes: RouteModule = (app, ctx) => {
  // Public: whoever holds the old address or number may not be signed in (the session may be the thief's).
  app.post(
    '/api/account/changes/undo',
    { schema: { tags: ['account'], body: ZUndoChangeRequest, response: { 200: ZUndoChangeResult } }, config: limit(20, 15) },
    async (request, reply) => {
      const result = await undoChange(ctx, request.body.token);
      // Every session ended, this browser's too if it had one.
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      reply.clearCookie(SESSION_HINT_COOKIE, { path: '/' });
      return result;
    },
  );
};
