// eslint-disable-next-line no-restricted-imports -- React's own server renderer, in a Node test (never shipped to browsers)
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { TProductSource } from '../../../../../shared/schemas/retail';
import { SyncStatus } from './sync-status';

const source = (over: Partial<TProductSource>): TProductSource => ({
  id: 1,
  retailerId: 1,
  retailerName: 'Maison',
  name: 'All',
  type: 'collection',
  priority: 10,
  enabled: true,
  queryParams: {},
  createdAt: '2026-11-20T06:00:00.000Z',
  updatedAt: '2026-11-20T06:00:00.000Z',
  lastSyncedAt: '2026-11-20T06:00:00.000Z',
  lastSyncResult: 'ok',
  lastSyncCounts: null,
  lastSyncError: null,
  ...over,
});
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('a source’s last sync on the operator console (issue 26)', () => {
  it('shows a sync that stored nothing as a warning with its message, counts and reasons, not as synced', () => {
    const html = renderToStaticMarkup(
      <SyncStatus
        source={source({
          lastSyncResult: 'warning',
          lastSyncError: 'Nothing was stored: the feed had 2 entries and 2 could not make a product.',
          lastSyncCounts: {
            fetched: 2,
            created: 0,
            updated: 0,
            skipped: 2,
            outOfStock: 0,
            skipReasons: ['row 2 (id "P-1"): unreadable price "ask us"', 'row 3: no name'],
          },
        })}
      />,
    );
    expect(text(html)).toMatch(/Last sync stored nothing/);
    expect(text(html)).not.toMatch(/Last synced/);
    expect(text(html)).toMatch(/Nothing was stored: the feed had 2 entries/);
    expect(text(html)).toMatch(/2 fetched · 0 new · 0 updated · 0 out of stock · 2 skipped/);
    expect(html).toContain('<details class="text-muted-foreground" open="">');
    expect(text(html)).toMatch(/row 2 \(id &quot;P-1&quot;\): unreadable price &quot;ask us&quot;/);
  });

  it('lists skip reasons under an ok sync, folded away', () => {
    const html = renderToStaticMarkup(
      <SyncStatus source={source({ lastSyncCounts: { fetched: 3, created: 2, updated: 0, skipped: 1, outOfStock: 0, skipReasons: ['item 3: no price'] } })} />,
    );
    expect(text(html)).toMatch(/Last synced/);
    expect(html).toContain('<details class="text-muted-foreground">');
    expect(text(html)).toMatch(/item 3: no price/);
    expect(
      renderToStaticMarkup(<SyncStatus source={source({ lastSyncCounts: { fetched: 3, created: 3, updated: 0, skipped: 0, outOfStock: 0 } })} />),
    ).not.toContain('details');
  });
});
