import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { TAffiliate } from '../../../../../shared/schemas/retail';
import { Button } from '../../../../components/ui/button';
import { toast } from '../../../../lib/toast';
import { useAffiliates, useDeleteAffiliate, useRetailers } from '../../api/retail';
import { EmptyState, errorText, ListState, OnOffBadge } from '../list-state';
import { AffiliateFormDialog } from './affiliate-form-dialog';
import { NeedsRetailerNotice } from './needs-retailer';

export function AffiliatesPanel() {
  const retailers = useRetailers();
  const affiliates = useAffiliates();
  const remove = useDeleteAffiliate();
  const [editing, setEditing] = useState<TAffiliate | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const noRetailers = (retailers.data?.length ?? 0) === 0;
  const open = (a: TAffiliate | null) => {
    setEditing(a);
    setFormOpen(true);
  };
  // Spec 4: deleting happens at once, with no confirmation.
  const onDelete = (a: TAffiliate) =>
    remove.mutate(a.id, {
      onSuccess: () => toast.success('Affiliate configuration deleted'),
      onError: (e) => toast.error('Error', `Failed to delete affiliate configuration: ${errorText(e)}`),
    });

  return (
    <div className="grid min-w-0 grid-cols-1 gap-4">
      <div className="flex justify-end">
        <Button onClick={() => open(null)} disabled={noRetailers}>
          <Plus aria-hidden /> Add Affiliate Config
        </Button>
      </div>
      {!retailers.isPending && noRetailers ? (
        <NeedsRetailerNotice>Please add at least one retailer before configuring affiliate programs.</NeedsRetailerNotice>
      ) : null}
      <ListState what="affiliate configurations" isPending={affiliates.isPending} error={affiliates.error}>
        {affiliates.data?.length === 0 ? (
          <EmptyState>No affiliate configurations yet</EmptyState>
        ) : (
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {affiliates.data?.map((a) => (
              <li key={a.id} className="grid min-w-0 grid-cols-1 gap-2 rounded-lg border border-border bg-card p-4">
                <div className="flex items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="truncate font-semibold">{a.retailerName}</p>
                    <p className="truncate text-xs text-muted-foreground">Program ID: {a.programId ?? '—'}</p>
                  </div>
                  <OnOffBadge on={a.enabled} labels={['Active', 'Inactive']} />
                </div>
                <p className="break-all rounded bg-muted px-2 py-1 font-mono text-xs">{a.template}</p>
                <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-xs">
                  <dt className="text-muted-foreground">Commission</dt>
                  <dd>{a.commission ?? '—'}</dd>
                  <dt className="text-muted-foreground">Cookie duration</dt>
                  <dd>
                    {a.cookieDuration} day{a.cookieDuration === 1 ? '' : 's'}
                  </dd>
                  {a.trackingId ? (
                    <>
                      <dt className="text-muted-foreground">Tracking ID</dt>
                      <dd className="truncate">{a.trackingId}</dd>
                    </>
                  ) : null}
                </dl>
                {a.notes ? <p className="text-xs text-muted-foreground">{a.notes}</p> : null}
                <div className="flex justify-end gap-1">
                  <Button size="sm" variant="outline" onClick={() => open(a)} aria-label={`Edit the ${a.retailerName} affiliate configuration`}>
                    <Pencil aria-hidden /> Edit
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    className="text-destructive"
                    disabled={remove.isPending}
                    onClick={() => onDelete(a)}
                    aria-label={`Delete the ${a.retailerName} affiliate configuration`}
                  >
                    <Trash2 aria-hidden /> Delete
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </ListState>
      <AffiliateFormDialog config={editing} retailers={retailers.data ?? []} open={formOpen} onOpenChange={setFormOpen} />
    </div>
  );
}
