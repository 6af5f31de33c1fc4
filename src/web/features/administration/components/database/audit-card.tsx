import { Badge } from '../../../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { useAuditLog } from '../../api/database';
import { EmptyState, ListState } from '../list-state';

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'short', timeStyle: 'medium' });

/** Who signed in (or tried) and what they changed: the audit log's newest 50 rows. */
export function AuditCard() {
  const audit = useAuditLog();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Operator activity</CardTitle>
        <CardDescription>Every sign-in attempt and every change made here, newest first.</CardDescription>
      </CardHeader>
      <CardContent>
        <ListState what="operator activity" isPending={audit.isPending} error={audit.error}>
          {audit.data?.length === 0 ? (
            <EmptyState>No activity yet.</EmptyState>
          ) : (
            <ol className="grid max-h-80 gap-1 overflow-y-auto text-sm">
              {audit.data?.map((e) => (
                <li key={e.id} className="flex flex-wrap items-center gap-x-3 gap-y-0.5 border-b border-border/50 py-1.5">
                  <span className="font-mono text-xs">{e.action}</span>
                  <Badge variant={e.outcome === 'success' ? 'secondary' : 'destructive'}>{e.outcome}</Badge>
                  <span className="text-xs text-muted-foreground">
                    {e.actor ?? 'anonymous'} · {e.ip} · {when(e.at)}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </ListState>
      </CardContent>
    </Card>
  );
}
