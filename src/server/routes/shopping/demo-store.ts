import { z } from 'zod';
import { centsToPrice } from '../../services/shopping/products';
import { demoImage, demoItem } from '../../services/shopping/demo-images';
import { DEMO_IMAGE_PATH } from '../../services/shopping/sync-source';
import { DEMO_STORE_PATH } from '../../services/shopping/seed-demo-catalog';
import type { RouteModule } from '../types';

const ZDemoImage = z.strictObject({ file: z.string().regex(/^demo-\d{1,3}-\d-\d{1,2}\.png$/, { error: 'Not found' }) });
const ZDemoProduct = z.strictObject({ id: z.string().regex(/^demo-\d{1,3}-\d-\d{1,2}$/, { error: 'Not found' }) });

const escapeHtml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The bundled demo catalog's images (drawn by sharp, issue 13 point 1) and its store's product
 * pages, where `/go/{id}` lands for a Demo Store product.
 */
export const demoStoreRoutes: RouteModule = (app) => {
  app.get(`${DEMO_IMAGE_PATH}/:file`, { schema: { hide: true, params: ZDemoImage } }, async (request, reply) => {
    const png = demoImage(request.params.file.replace(/\.png$/, ''));
    if (!png) return reply.status(404).send({ message: 'Not found', code: 'NOT_FOUND' });
    reply.type('image/png').header('cache-control', 'public, max-age=604800, immutable');
    return png;
  });

  app.get(`${DEMO_STORE_PATH}/products/:id`, { schema: { hide: true, params: ZDemoProduct } }, async (request, reply) => {
    const item = demoItem(request.params.id);
    if (!item) return reply.status(404).send({ message: 'Not found', code: 'NOT_FOUND' });
    reply.type('text/html; charset=utf-8');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(item.name)} · Demo Store</title></head><body>
<p>Demo Store: a bundled catalog for trying the product; nothing here is for sale.</p>
<h1>${escapeHtml(item.name)}</h1>
<img src="${DEMO_IMAGE_PATH}/${escapeHtml(item.externalId)}.png" alt="${escapeHtml(item.name)}" width="240" height="300">
<p>${escapeHtml(item.brand)} · $${centsToPrice(item.priceCents).toFixed(2)} ${escapeHtml(item.currency)}</p>
<p>${escapeHtml(item.description)}</p>
</body></html>`;
  });
};
