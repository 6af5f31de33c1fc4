import sharp from 'sharp';
import { demoCatalog, demoProductSvg } from '../../../adapters/retail/demo-catalog';
import type { CatalogItem } from '../../../adapters/retail/normalize';

/** The demo catalog by external id (its URLs do not matter here: only names, colours and categories are drawn). */
let byId: Map<string, CatalogItem> | undefined;
export function demoItem(externalId: string): CatalogItem | undefined {
  byId ??= new Map(demoCatalog('http://demo.invalid', '').map((i) => [i.externalId, i]));
  return byId.get(externalId);
}

const rendered = new Map<string, Promise<Buffer>>();

/** The product's drawing as PNG, rendered by sharp once per process; undefined for an id the demo catalog lacks. */
export function demoImage(externalId: string): Promise<Buffer> | undefined {
  const item = demoItem(externalId);
  if (!item) return undefined;
  let png = rendered.get(externalId);
  if (!png) {
    png = sharp(Buffer.from(demoProductSvg(item)))
      .png({ compressionLevel: 9, palette: true })
      .toBuffer();
    png.catch(() => rendered.delete(externalId));
    rendered.set(externalId, png);
  }
  return png;
}

/** At start (demo seeding on): draws every image in the background, one at a time, so the first shopper waits for none. */
export async function warmDemoImages(): Promise<void> {
  byId ??= new Map(demoCatalog('http://demo.invalid', '').map((i) => [i.externalId, i]));
  for (const id of byId.keys()) {
    await demoImage(id)?.catch(() => undefined);
    await new Promise((resolve) => setImmediate(resolve));
  }
}
