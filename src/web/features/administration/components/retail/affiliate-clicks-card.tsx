import { MousePointerClick, RefreshCw } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { useEffect, useRef } from 'react';
import { useAffiliateClicks } from '../../api/affiliate-clicks';
import { useRetailers } from '../../api/retail';
import { EmptyState, ListState, OnOffBadge } from '../list-state';

/** Clicks per retailer over the last 30 days, most first, with a bar relative to the busiest. */
export function AffiliateClicksCard() {
  const clicks = useAffiliateClicks();
  const retailers = useRetailers();
  // A retailer added, renamed or deleted in the dashboard below: read the counts again.
  const seenUpdate = useRef(retailers.dataUpdatedAt);
  const { refetch } = clicks;
  useEffect(() => {
    if (retailers.dataUpdatedAt === seenUpdate.current) return;
    seenUpdate.current = retailers.dataUpdatedAt;
    void refetch();
  }, [retailers.dataUpdatedAt, refetch]);
  const max = Math.max(1, ...(clicks.data?.retailers.map((r) => r.clicks) ?? [0]));
  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle className="flex items-center gap-2">
            <MousePointerClick aria-hidden className="size-5 text-accent" /> Affiliate clicks
          </CardTitle>
          <CardDescription>
            Last {clicks.data?.days ?? 30} days{clicks.data ? ` · ${clicks.data.total.toLocaleString('en-US')} in total` : ''}
          </CardDescription>
        </div>
        <Button size="sm" variant="outline" onClick={() => void clicks.refetch()} disabled={clicks.isFetching} aria-label="Refresh affiliate clicks">
          <RefreshCw aria-hidden className={clicks.isFetching ? 'animate-spin' : ''} />
        </Button>
      </CardHeader>
      <CardContent>
        <ListState what="affiliate clicks" isPending={clicks.isPending} error={clicks.error}>
          {clicks.data?.retailers.length ? (
            <ul className="grid gap-2" aria-label="Clicks per retailer">
              {clicks.data.retailers.map((r) => (
                <li key={r.retailerId} className="grid gap-1.5 rounded-md border border-border px-3 py-2">
                  <div className="flex items-center justify-between gap-3">
                    <p className="min-w-0 truncate text-sm font-medium">{r.retailerName}</p>
                    <div className="flex shrink-0 items-center gap-2">
                      {!r.enabled && <OnOffBadge on={false} labels={['Enabled', 'Disabled']} />}
                      <span className="text-sm font-semibold tabular-nums" data-testid="retailer-clicks">
                        {r.clicks.toLocaleString('en-US')} {r.clicks === 1 ? 'click' : 'clicks'}
                      </span>
                    </div>
                  </div>
                  <div className="h-1.5 overflow-hidden rounded-full bg-muted" aria-hidden>
                    <div className="h-full rounded-full bg-accent" style={{ width: `${(r.clicks / max) * 100}%` }} />
                  </div>
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState>Clicks show here once a retailer is added</EmptyState>
          )}
        </ListState>
      </CardContent>
    </Card>
  );
}
