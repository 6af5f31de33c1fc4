import { Pencil, Plus, RefreshCw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { TProductSource } from '../../../../../shared/schemas/retail';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { toast } from '../../../../lib/toast';
import { useDeleteProductSource, useProductSources, useRetailers, useSyncProductSource } from '../../api/retail';
import { EmptyState, errorText, ListState, OnOffBadge } from '../list-state';
import { NeedsRetailerNotice } from './needs-retailer';
import { ProductSourceFormDialog } from './product-source-form-dialog';
import { SyncStatus } from './sync-status';

export function ProductSourcesPanel() {
  const retailers = useRetailers();
  const sources = useProductSources();
  const remove = useDeleteProductSource();
  const sync = useSyncProductSource();
  const [editing, setEditing] = useState<TProductSource | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const noRetailers = (retailers.data?.length ?? 0) === 0;
  const open = (s: TProductSource | null) => {
    setEditing(s);
    setFormOpen(true);
  };
  const onDelete = (s: TProductSource) =>
    remove.mutate(s.id, {
      onSuccess: () => toast.success('Product source deleted'),
      onError: (e) => toast.error('Error', `Failed to delete product source: ${errorText(e)}`),
    });

  const onSync = (s: TProductSource) =>
    sync.mutate(s.id, {
      onSuccess: () => toast.success('Sync started', `${s.name} is being synced`),
      onError: (e) => toast.error('Error', `Failed to sync product source: ${errorText(e)}`),
    });

  return (
    <div className="grid min-w-0 grid-cols-1 gap-4">
      <div className="flex justify-end">
        <Button onClick={() => open(null)} disabled={noRetailers}>
          <Plus aria-hidden /> Add Product Source
        </Button>
      </div>
      {!retailers.isPending && noRetailers ? (
        <NeedsRetailerNotice>Please add at least one retailer before configuring product sources.</NeedsRetailerNotice>
      ) : null}
      <ListState what="product sources" isPending={sources.isPending} error={sources.error}>
        {sources.data?.length === 0 ? (
          <EmptyState>No product sources configured yet</EmptyState>
        ) : (
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {sources.data?.map((s) => (
              <li key={s.id} className="grid min-w-0 grid-cols-1 gap-2 rounded-lg border border-border bg-card p-4">
                <div className="flex items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="truncate font-semibold">{s.name}</p>
                    <p className="truncate text-xs text-muted-foreground">{s.retailerName}</p>
                  </div>
                  <OnOffBadge on={s.enabled} labels={['Active', 'Inactive']} />
                </div>
                <div className="flex flex-wrap gap-1.5 text-xs">
                  <Badge variant="outline">{s.type}</Badge>
                  <Badge variant="outline">Priority {s.priority}</Badge>
                  {Object.entries(s.queryParams).map(([k, v]) => (
                    <Badge key={k} variant="secondary" className="font-mono font-normal">
                      {k}={v}
                    </Badge>
                  ))}
                </div>
                <SyncStatus source={s} />
                <div className="flex flex-wrap justify-end gap-1">
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={sync.isPending || s.lastSyncResult === 'running'}
                    onClick={() => onSync(s)}
                    aria-label={`Sync ${s.name}`}
                  >
                    <RefreshCw aria-hidden /> Sync
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => open(s)} aria-label={`Edit ${s.name}`}>
                    <Pencil aria-hidden /> Edit
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    className="text-destructive"
                    disabled={remove.isPending}
                    onClick={() => onDelete(s)}
                    aria-label={`Delete ${s.name}`}
                  >
                    <Trash2 aria-hidden /> Delete
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </ListState>
      <ProductSourceFormDialog source={editing} retailers={retailers.data ?? []} open={formOpen} onOpenChange={setFormOpen} />
    </div>
  );
}
