import { Globe, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { TRetailer } from '../../../../../shared/schemas/retail';
import { Button } from '../../../../components/ui/button';
import { ConfirmDeleteDialog } from '../../../../components/confirm-delete-dialog';
import { toast } from '../../../../lib/toast';
import { useAffiliates, useDeleteRetailer, useProductSources, useRetailers } from '../../api/retail';
import { EmptyState, errorText, ListState, OnOffBadge } from '../list-state';
import { RetailerFormDialog } from './retailer-form-dialog';

export function RetailersPanel() {
  const retailers = useRetailers();
  const [editing, setEditing] = useState<TRetailer | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<TRetailer | null>(null);
  const open = (r: TRetailer | null) => {
    setEditing(r);
    setFormOpen(true);
  };

  return (
    <div className="grid min-w-0 grid-cols-1 gap-4">
      <div className="flex justify-end">
        <Button onClick={() => open(null)}>
          <Plus aria-hidden /> Add Retailer
        </Button>
      </div>
      <ListState what="retailers" isPending={retailers.isPending} error={retailers.error}>
        {retailers.data?.length === 0 ? (
          <EmptyState>
            <p>No retailers configured yet</p>
            <Button variant="link" onClick={() => open(null)}>
              Add your first retailer
            </Button>
          </EmptyState>
        ) : (
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {retailers.data?.map((r) => (
              <li key={r.id} className="grid min-w-0 grid-cols-1 gap-3 rounded-lg border border-border bg-card p-4">
                <div className="flex items-start gap-3">
                  {r.logoUrl ? (
                    <img src={r.logoUrl} alt="" className="size-10 shrink-0 rounded-md border border-border object-contain" referrerPolicy="no-referrer" />
                  ) : (
                    <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-muted text-muted-foreground">
                      <Globe className="size-5" aria-hidden />
                    </span>
                  )}
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-semibold">{r.name}</p>
                    <p className="truncate font-mono text-xs text-muted-foreground">{r.key}</p>
                  </div>
                  <OnOffBadge on={r.enabled} labels={['Enabled', 'Disabled']} />
                </div>
                <p className="truncate text-xs text-muted-foreground" title={r.baseUrl}>
                  {r.baseUrl}
                </p>
                <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-xs">
                  <dt className="text-muted-foreground">API Key</dt>
                  <dd className="font-mono">{r.apiKeyMask ?? 'Not set'}</dd>
                  <dt className="text-muted-foreground">API Secret</dt>
                  <dd className="font-mono">{r.apiSecretMask ?? 'Not set'}</dd>
                  <dt className="text-muted-foreground">Auth Token</dt>
                  <dd className="font-mono">{r.authTokenMask ?? 'Not set'}</dd>
                </dl>
                <div className="flex justify-end gap-1">
                  <Button size="sm" variant="outline" onClick={() => open(r)} aria-label={`Edit ${r.name}`}>
                    <Pencil aria-hidden /> Edit
                  </Button>
                  <Button size="sm" variant="outline" className="text-destructive" onClick={() => setDeleting(r)} aria-label={`Delete ${r.name}`}>
                    <Trash2 aria-hidden /> Delete
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </ListState>
      <RetailerFormDialog retailer={editing} open={formOpen} onOpenChange={setFormOpen} />
      <DeleteRetailerDialog retailer={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}

/** A retailer takes its affiliate configurations and product sources with it: the dialog says how many. */
function DeleteRetailerDialog({ retailer, onClose }: { retailer: TRetailer | null; onClose: () => void }) {
  const remove = useDeleteRetailer();
  const affiliates = useAffiliates();
  const sources = useProductSources();
  const nAff = affiliates.data?.filter((a) => a.retailerId === retailer?.id).length ?? 0;
  const nSrc = sources.data?.filter((s) => s.retailerId === retailer?.id).length ?? 0;
  const onDelete = () =>
    retailer &&
    remove.mutate(retailer.id, {
      onSuccess: () => {
        toast.success('Retailer deleted');
        onClose();
      },
      onError: (e) => toast.error('Error', `Failed to delete retailer: ${errorText(e)}`),
    });
  return (
    <ConfirmDeleteDialog
      open={retailer !== null}
      onClose={onClose}
      onConfirm={onDelete}
      pending={remove.isPending}
      className="max-w-md"
      title={`Delete ${retailer?.name}?`}
      description={`This also deletes its ${nAff} affiliate configuration${nAff === 1 ? '' : 's'} and ${nSrc} product source${nSrc === 1 ? '' : 's'}. It cannot be undone.`}
      confirmLabel="Delete Retailer"
    />
  );
}
