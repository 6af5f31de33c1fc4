import type { TProductSource } from '../../../../../shared/schemas/retail';
import { formatDateTime } from '../../../../lib/format-time';

const when = (iso: string) => formatDateTime(iso);

/** Why entries were skipped (issue 26): the first reasons, each naming the entry. */
function SkipReasons({ reasons, open }: { reasons: readonly string[] | undefined; open?: boolean }) {
  if (!reasons?.length) return null;
  return (
    <details className="text-muted-foreground" open={open}>
      <summary className="cursor-pointer">Why entries were skipped</summary>
      <ul className="mt-0.5 list-disc pl-4">
        {reasons.map((r, i) => (
          <li key={i} className="break-words">
            {r}
          </li>
        ))}
      </ul>
    </details>
  );
}

/** A source's last sync (issues 13 and 26): when, the result, its counts, its error or warning and why entries were skipped. */
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
  const counts = c ? (
    <p className="text-muted-foreground">
      {c.fetched} fetched · {c.created} new · {c.updated} updated · {c.outOfStock} out of stock{c.skipped ? ` · ${c.skipped} skipped` : ''}
    </p>
  ) : null;
  if (lastSyncResult === 'warning') {
    return (
      <div className="grid gap-0.5 text-xs" data-testid="sync-status">
        <p className="font-medium text-amber-700 dark:text-amber-400">Last sync stored nothing · {when(lastSyncedAt)}</p>
        {lastSyncError ? <p className="break-words text-muted-foreground">{lastSyncError}</p> : null}
        {counts}
        <SkipReasons reasons={c?.skipReasons} open />
      </div>
    );
  }
  return (
    <div className="grid gap-0.5 text-xs" data-testid="sync-status">
      <p className="font-medium">Last synced · {when(lastSyncedAt)}</p>
      {counts}
      {c?.warnings?.map((w) => (
        <p key={w} className="break-words text-amber-700 dark:text-amber-400">
          {w}
        </p>
      ))}
      <SkipReasons reasons={c?.skipReasons} />
    </div>
  );
}
