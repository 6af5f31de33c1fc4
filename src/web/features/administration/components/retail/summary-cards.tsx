import { Card, CardContent, CardHeader, CardTitle } from '../../../../components/ui/card';
import { useAffiliateSummary, useRetailerSummary } from '../../api/retail';
import { EmptyState, ListState, OnOffBadge } from '../list-state';

const commissionText = (c: string | null) => (c ? (/^[\d.]+$/.test(c.trim()) ? `${c.trim()}%` : c) : '—');

/** Spec 2.14's two cards: retailers (name, key, Enabled/Disabled) and affiliate programs (program id, commission, Active/Inactive). */
export function SummaryCards() {
  const retailers = useRetailerSummary();
  const affiliates = useAffiliateSummary();
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>Retailers</CardTitle>
        </CardHeader>
        <CardContent>
          <ListState what="retailers" isPending={retailers.isPending} error={retailers.error}>
            {retailers.data?.length ? (
              <ul className="grid gap-2">
                {retailers.data.map((r) => (
                  <li key={r.id} className="flex items-center justify-between gap-3 rounded-md border border-border px-3 py-2">
                    <div className="min-w-0">
                      <p className="truncate text-sm font-medium">{r.name}</p>
                      <p className="truncate font-mono text-xs text-muted-foreground">{r.key}</p>
                    </div>
                    <OnOffBadge on={r.enabled} labels={['Enabled', 'Disabled']} />
                  </li>
                ))}
              </ul>
            ) : (
              <EmptyState>No retailers configured yet</EmptyState>
            )}
          </ListState>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Affiliate Programs</CardTitle>
        </CardHeader>
        <CardContent>
          <ListState what="affiliate programs" isPending={affiliates.isPending} error={affiliates.error}>
            {affiliates.data?.length ? (
              <ul className="grid gap-2">
                {affiliates.data.map((a) => (
                  <li key={a.id} className="flex items-center justify-between gap-3 rounded-md border border-border px-3 py-2">
                    <div className="min-w-0">
                      <p className="truncate text-sm font-medium">{a.programId ?? `${a.retailerName} program`}</p>
                      <p className="truncate text-xs text-muted-foreground">Commission: {commissionText(a.commission)}</p>
                    </div>
                    <OnOffBadge on={a.enabled} labels={['Active', 'Inactive']} />
                  </li>
                ))}
              </ul>
            ) : (
              <EmptyState>No affiliate configurations yet</EmptyState>
            )}
          </ListState>
        </CardContent>
      </Card>
    </div>
  );
}
