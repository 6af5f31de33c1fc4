import { z } from 'zod';
import { ZIdParam, ZOk } from '../../../shared/schemas/common';
import { ZAffiliate, ZAffiliateInput, ZProductSource, ZProductSourceInput, ZRetailer, ZRetailerInput } from '../../../shared/schemas/retail';
import { createAffiliate, deleteAffiliate, listAffiliates, updateAffiliate } from '../../services/administration/retail/affiliates';
import {
  createProductSource,
  deleteProductSource,
  listProductSources,
  requestProductSourceSync,
  updateProductSource,
} from '../../services/administration/retail/product-sources';
import { createRetailer, deleteRetailer, listRetailers, updateRetailer } from '../../services/administration/retail/retailers';
import type { RouteModule } from '../types';
import { auditChange } from './audit-change';

const tags = ['administration'];
const admin = { auth: 'admin' as const };

/**
 * The retailer dashboard (spec 2.15) on /api/admin/*, and the panel's two summary cards (spec 2.14)
 * on /api/administration/*. The spec's screens send no header here; the guard accepts an operator
 * token or an isAdmin session (decisions.md 2).
 */
export const retailRoutes: RouteModule = (app, ctx) => {
  app.get('/api/administration/retailers', { schema: { tags, response: { 200: z.array(ZRetailer) } }, config: admin }, async () => listRetailers(ctx));
  app.get('/api/administration/affiliates', { schema: { tags, response: { 200: z.array(ZAffiliate) } }, config: admin }, async () => listAffiliates(ctx));

  app.get('/api/admin/retailers', { schema: { tags, response: { 200: z.array(ZRetailer) } }, config: admin }, async () => listRetailers(ctx));
  app.post('/api/admin/retailers', { schema: { tags, body: ZRetailerInput, response: { 201: ZRetailer } }, config: admin }, async (request, reply) => {
    const retailer = await createRetailer(ctx, request.body);
    await auditChange(ctx, request, 'retailer.create', { id: retailer.id, key: retailer.key });
    return reply.status(201).send(retailer);
  });
  app.put(
    '/api/admin/retailers/:id',
    { schema: { tags, params: ZIdParam, body: ZRetailerInput, response: { 200: ZRetailer } }, config: admin },
    async (request) => {
      const retailer = await updateRetailer(ctx, request.params.id, request.body);
      await auditChange(ctx, request, 'retailer.update', { id: retailer.id, key: retailer.key });
      return retailer;
    },
  );
  app.delete('/api/admin/retailers/:id', { schema: { tags, params: ZIdParam, response: { 200: ZOk } }, config: admin }, async (request) => {
    const { key } = await deleteRetailer(ctx, request.params.id);
    await auditChange(ctx, request, 'retailer.delete', { id: request.params.id, key });
    return { ok: true as const };
  });

  app.get('/api/admin/affiliates', { schema: { tags, response: { 200: z.array(ZAffiliate) } }, config: admin }, async () => listAffiliates(ctx));
  app.post('/api/admin/affiliates', { schema: { tags, body: ZAffiliateInput, response: { 201: ZAffiliate } }, config: admin }, async (request, reply) => {
    const config = await createAffiliate(ctx, request.body);
    await auditChange(ctx, request, 'affiliate.create', { id: config.id, retailerId: config.retailerId });
    return reply.status(201).send(config);
  });
  app.put(
    '/api/admin/affiliates/:id',
    { schema: { tags, params: ZIdParam, body: ZAffiliateInput, response: { 200: ZAffiliate } }, config: admin },
    async (request) => {
      const config = await updateAffiliate(ctx, request.params.id, request.body);
      await auditChange(ctx, request, 'affiliate.update', { id: config.id, retailerId: config.retailerId });
      return config;
    },
  );
  app.delete('/api/admin/affiliates/:id', { schema: { tags, params: ZIdParam, response: { 200: ZOk } }, config: admin }, async (request) => {
    await deleteAffiliate(ctx, request.params.id);
    await auditChange(ctx, request, 'affiliate.delete', { id: request.params.id });
    return { ok: true as const };
  });

  app.get('/api/admin/product-sources', { schema: { tags, response: { 200: z.array(ZProductSource) } }, config: admin }, async () => listProductSources(ctx));
  app.post(
    '/api/admin/product-sources',
    { schema: { tags, body: ZProductSourceInput, response: { 201: ZProductSource } }, config: admin },
    async (request, reply) => {
      const source = await createProductSource(ctx, request.body);
      await auditChange(ctx, request, 'product-source.create', { id: source.id, retailerId: source.retailerId });
      return reply.status(201).send(source);
    },
  );
  app.put(
    '/api/admin/product-sources/:id',
    { schema: { tags, params: ZIdParam, body: ZProductSourceInput, response: { 200: ZProductSource } }, config: admin },
    async (request) => {
      const source = await updateProductSource(ctx, request.params.id, request.body);
      await auditChange(ctx, request, 'product-source.update', { id: source.id, retailerId: source.retailerId });
      return source;
    },
  );
  app.delete('/api/admin/product-sources/:id', { schema: { tags, params: ZIdParam, response: { 200: ZOk } }, config: admin }, async (request) => {
    await deleteProductSource(ctx, request.params.id);
    await auditChange(ctx, request, 'product-source.delete', { id: request.params.id });
    return { ok: true as const };
  });
  // Issue 13: a sync on demand; the job runs in the background and its outcome shows on the source.
  app.post(
    '/api/admin/product-sources/:id/sync',
    { schema: { tags, params: ZIdParam, response: { 202: ZProductSource } }, config: admin },
    async (request, reply) => {
      const source = await requestProductSourceSync(ctx, request.params.id);
      await auditChange(ctx, request, 'product-source.sync', { id: source.id, retailerId: source.retailerId });
      return reply.status(202).send(source);
    },
  );
};
