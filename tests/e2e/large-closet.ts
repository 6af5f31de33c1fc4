import type { Page } from 'playwright-core';
import { clothingItems } from '../../src/db/schema';
import type { startServer } from './browser';

const PICTURES = [
  'navy-blazer',
  'white-oxford-shirt',
  'dark-denim-jeans',
  'khaki-chinos',
  'brown-leather-loafers',
  'camel-overcoat',
  'gray-merino-sweater',
  'brown-leather-belt',
];
const CATEGORIES = ['Outerwear', 'Tops', 'Bottoms', 'Bottoms', 'Shoes', 'Outerwear', 'Tops', 'Accessories'] as const;

/** `count` items named 'Item 1'… (newest first) with the demo closet's pictures, written straight to the database. */
export async function addManyItems(server: Awaited<ReturnType<typeof startServer>>, userId: number, count: number) {
  const now = Date.now();
  await server.database.db.insert(clothingItems).values(
    Array.from({ length: count }, (_, i) => ({
      userId,
      name: `Item ${i + 1}`,
      brand: 'Brand',
      category: CATEGORIES[i % 8]!,
      color: 'Navy',
      size: 'M',
      imageUrl: `/demo-closet/${PICTURES[i % 8]}.svg`,
      addedAt: new Date(now - i * 3_600_000),
    })),
  );
}

/** Opens /closet and waits for the first tile: milliseconds from navigation to a usable grid. */
export async function openCloset(page: Page, baseUrl: string): Promise<number> {
  const started = Date.now();
  await page.goto(`${baseUrl}/closet`);
  await page.getByRole('article', { name: 'Item 1', exact: true }).waitFor();
  return Date.now() - started;
}

/**
 * Scrolls the page top to bottom a screen at a time, recording the gap between animation frames.
 * The page code is a string: tsx (the benchmarks' loader) would wrap named functions in a helper
 * that does not exist in the page.
 */
export async function scrollFrames(page: Page): Promise<{ count: number; p95: number; worst: number }> {
  // The page's own clock drives this; should it stop (a hung renderer), fail instead of waiting forever.
  let timer: NodeJS.Timeout | undefined;
  const stalled = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('scrolling the closet stalled for 120 s')), 120_000);
  });
  const frames = page.evaluate<{ count: number; p95: number; worst: number }>(`(async () => {
    const gaps = [];
    let last = performance.now();
    let running = true;
    const tick = (now) => {
      gaps.push(now - last);
      last = now;
      if (running) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((r) => requestAnimationFrame(() => r(null)));
    }
    running = false;
    gaps.sort((a, b) => a - b);
    return { count: gaps.length, p95: gaps[Math.floor(gaps.length * 0.95)], worst: gaps[gaps.length - 1] };
  })()`);
  try {
    return await Promise.race([frames, stalled]);
  } finally {
    clearTimeout(timer);
  }
}
