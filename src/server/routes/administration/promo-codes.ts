import { z } from 'zod';
import { ZPromoCode, ZPromoCodeInput } from '../../../shared/schemas/billing';
import { ZIdParam, ZOk } from '../../../shared/schemas/common';
import { createPromoCode, deletePromoCode, listPromoCodes, updatePromoCode } from '../../services/billing/promo-codes';
import type { RouteModule } from '../types';
import { auditChange } from './audit-change';

const tags = ['administration'];
const admin = { auth: 'admin' as const };

/**
 * The console's Promo Codes tab (issue 14.5): operator token or an isAdmin session, like every
 * console call. Codes are unique ignoring case (409); answers carry the redemption count.
 */
export const promoCodeRoutes: RouteModule = (app, ctx) => {
  app.get('/api/administration/promo-codes', { schema: { tags, response: { 200: z.array(ZPromoCode) } }, config: admin }, async () => listPromoCodes(ctx));
  app.post(
    '/api/administration/promo-codes',
    { schema: { tags, body: ZPromoCodeInput, response: { 201: ZPromoCode } }, config: admin },
    async (request, reply) => {
      const promo = await createPromoCode(ctx, request.body);
      await auditChange(ctx, request, 'promo-code.create', { id: promo.id, code: promo.code });
      return reply.status(201).send(promo);
    },
  );
  app.put(
    '/api/administration/promo-codes/:id',
    { schema: { tags, params: ZIdParam, body: ZPromoCodeInput, response: { 200: ZPromoCode } }, config: admin },
    async (request) => {
      const promo = await updatePromoCode(ctx, request.params.id, request.body);
      await auditChange(ctx, request, 'promo-code.update', { id: promo.id, code: promo.code });
      return promo;
    },
  );
  app.delete('/api/administration/promo-codes/:id', { schema: { tags, params: ZIdParam, response: { 200: ZOk } }, config: admin }, async (request) => {
    await deletePromoCode(ctx, request.params.id);
    await auditChange(ctx, request, 'promo-code.delete', { id: request.params.id });
    return { ok: true as const };
  });
};
