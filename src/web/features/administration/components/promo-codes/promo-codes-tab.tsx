import { Pencil, Plus, TicketPercent, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { describeTerms, PREMIUM_PRICE_CENTS } from '../../../../../shared/promo-offer';
import type { TPromoCode } from '../../../../../shared/schemas/billing';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { ConfirmDeleteDialog } from '../../../../components/confirm-delete-dialog';
import { toast } from '../../../../lib/toast';
import { useDeletePromoCode, usePromoCodes } from '../../api/promo-codes';
import { EmptyState, errorText, ListState, OnOffBadge } from '../list-state';
import { formatExpiry } from './dates';
import { PromoCodeFormDialog } from './promo-code-form-dialog';

/** Issue 14.5: the subscription's promo codes, their limits and how often each was redeemed. */
export function PromoCodesTab() {
  const promos = usePromoCodes();
  const [editing, setEditing] = useState<TPromoCode | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<TPromoCode | null>(null);
  const open = (p: TPromoCode | null) => {
    setEditing(p);
    setFormOpen(true);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Promo Codes</CardTitle>
        <CardDescription>Codes users apply on the subscribe page: lifetime free access, a percentage off, or free months of Premium.</CardDescription>
      </CardHeader>
      <CardContent className="grid min-w-0 grid-cols-1 gap-4">
        <div className="flex justify-end">
          <Button onClick={() => open(null)}>
            <Plus aria-hidden /> Create Promo Code
          </Button>
        </div>
        <ListState what="promo codes" isPending={promos.isPending} error={promos.error}>
          {promos.data?.length === 0 ? (
            <EmptyState>
              <p>No promo codes yet</p>
              <Button variant="link" onClick={() => open(null)}>
                Create your first promo code
              </Button>
            </EmptyState>
          ) : (
            <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Promo codes">
              {promos.data?.map((p) => (
                <PromoCodeCard key={p.id} promo={p} onEdit={() => open(p)} onDelete={() => setDeleting(p)} />
              ))}
            </ul>
          )}
        </ListState>
      </CardContent>
      <PromoCodeFormDialog promo={editing} open={formOpen} onOpenChange={setFormOpen} />
      <DeletePromoCodeDialog promo={deleting} onClose={() => setDeleting(null)} />
    </Card>
  );
}

function PromoCodeCard({ promo: p, onEdit, onDelete }: { promo: TPromoCode; onEdit: () => void; onDelete: () => void }) {
  const expired = p.expiresAt !== null && new Date(p.expiresAt).getTime() <= Date.now();
  const usedUp = p.maxRedemptions !== null && p.redemptions >= p.maxRedemptions;
  return (
    <li className="grid min-w-0 grid-cols-1 gap-3 rounded-lg border border-border bg-card p-4" aria-label={`Promo code ${p.code}`}>
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-muted text-muted-foreground">
          <TicketPercent className="size-5" aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          <p className="truncate font-mono font-semibold" title={p.code}>
            {p.code}
          </p>
          <p className="line-clamp-2 text-xs text-muted-foreground">{p.description || 'No description'}</p>
        </div>
        <OnOffBadge on={p.isActive} labels={['Active', 'Inactive']} />
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-xs">
        <dt className="text-muted-foreground">Gives</dt>
        <dd>{p.kind === 'lifetime' && !p.lifetimeFree ? 'Nothing (not lifetime)' : describeTerms(p, PREMIUM_PRICE_CENTS)}</dd>
        <dt className="text-muted-foreground">Redemptions</dt>
        <dd>
          {p.redemptions} / {p.maxRedemptions ?? '∞'}
          {usedUp ? (
            <Badge variant="secondary" className="ml-2 text-muted-foreground">
              Used up
            </Badge>
          ) : null}
        </dd>
        <dt className="text-muted-foreground">Expires</dt>
        <dd>
          {formatExpiry(p.expiresAt)}
          {expired ? (
            <Badge variant="secondary" className="ml-2 text-muted-foreground">
              Expired
            </Badge>
          ) : null}
        </dd>
      </dl>
      <div className="flex justify-end gap-1">
        <Button size="sm" variant="outline" onClick={onEdit} aria-label={`Edit ${p.code}`}>
          <Pencil aria-hidden /> Edit
        </Button>
        <Button size="sm" variant="outline" className="text-destructive" onClick={onDelete} aria-label={`Delete ${p.code}`}>
          <Trash2 aria-hidden /> Delete
        </Button>
      </div>
    </li>
  );
}

/** Users who redeemed the code keep their lifetime access: the dialog says so. */
function DeletePromoCodeDialog({ promo, onClose }: { promo: TPromoCode | null; onClose: () => void }) {
  const remove = useDeletePromoCode();
  const onDelete = () =>
    promo &&
    remove.mutate(promo.id, {
      onSuccess: () => {
        toast.success('Promo code deleted', promo.code);
        onClose();
      },
      onError: (e) => toast.error('Error', `Failed to delete promo code: ${errorText(e)}`),
    });
  return (
    <ConfirmDeleteDialog
      open={promo !== null}
      onClose={onClose}
      onConfirm={onDelete}
      pending={remove.isPending}
      className="max-w-md"
      title={`Delete ${promo?.code}?`}
      description={`No one will be able to redeem it. The ${promo?.redemptions ?? 0} user${promo?.redemptions === 1 ? '' : 's'} who already did keep ${promo?.kind === 'lifetime' ? 'their lifetime access' : 'the subscription it gave them'}. It cannot be undone.`}
      confirmLabel="Delete Promo Code"
    />
  );
}
