import type { TProductSource } from '../../../../../shared/schemas/retail';

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A source's last sync (issue 13): when, the result, its counts and its error. */
export function SyncStatus({ source }: { source: TProductSource }) {
  const { lastSyncedAt, lastSyncResult, lastSyncCounts, lastSyncError } = source;
  if (lastSyncResult === 'running') {
    return (
      <p className="text-xs text-muted-foreground" role="status">
        Syncing…
      </p>
    );
  }
  if (!lastSyncedAt || !lastSyncResult) return <p className="text-xs text-muted-foreground">Never synced</p>;
  if (lastSyncResult === 'error') {
    return (
      <div className="grid gap-0.5 text-xs" data-testid="sync-status">
        <p className="font-medium text-destructive">Last sync failed · {when(lastSyncedAt)}</p>
        {lastSyncError ? <p className="break-words text-muted-foreground">{lastSyncError}</p> : null}
      </div>
    );
  }
  const c = lastSyncCounts;
  return (
    <div className="grid gap-0.5 text-xs" data-testid="sync-status">
      <p className="font-medium">Last synced · {when(lastSyncedAt)}</p>
      {c ? (
        <p className="text-muted-foreground">
          {c.fetched} fetched · {c.created} new · {c.updated} updated · {c.outOfStock} out of stock{c.skipped ? ` · ${c.skipped} skipped` : ''}
        </p>
      ) : null}
    </div>
  );
}
