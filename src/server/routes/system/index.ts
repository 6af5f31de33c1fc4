import { TAGLINE } from '../../../shared/constants';
import { ZPublicConfig } from '../../../shared/schemas/auth';
import { ZLive } from '../../../shared/schemas/operations';
import { liveness } from '../../operations/health';
import { programNumber } from '../../services/sms/program';
import { devMailRoutes } from './dev-mail';
import { devPhoneRoutes } from './dev-phone';
import type { RouteModule } from '../types';

export const systemRoutes: RouteModule = async (app, ctx) => {
  // Liveness (ADR 0104): the process runs and answers. It never asks the database, so a liveness
  // probe cannot restart every web process during a database outage; /api/ready says whether to send traffic.
  app.get('/api/health', { schema: { tags: ['system'], response: { 200: ZLive } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return liveness(ctx.database.kind);
  });

  app.get('/api/config', { schema: { tags: ['system'], response: { 200: ZPublicConfig } } }, async () => ({
    brandName: ctx.config.brandName,
    assistantName: ctx.config.assistantName,
    tagline: TAGLINE,
    smsMonthlyLimit: ctx.config.smsMonthlyLimit,
    smsNumber: programNumber(ctx),
    smsProvider: ctx.sms.name,
    devPhoneEnabled: ctx.config.devPhoneEnabled,
  }));

  // The simulator's phone: its pages and feeds live under /dev/phone* and /api/dev/phone/*.
  await devPhoneRoutes(app, ctx);
  // The outbox's viewer: /dev/mail and /api/dev/mail/*, behind the same guard (ADR 0100).
  await devMailRoutes(app, ctx);
};
