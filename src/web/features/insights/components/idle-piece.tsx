import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';
import type { TInsightsResponse } from '../../../../shared/schemas/insights';
import { useReviewItem } from '../api/insights';

type Idle = TInsightsResponse['idle'][number];

/** One piece not worn in 90 days: a gentle keep, store or let go (let go shows the resale and donation notes first). */
export function IdlePiece({ piece }: { piece: Idle }) {
  const review = useReviewItem();
  const [lettingGo, setLettingGo] = useState(false);
  const since = piece.lastWornOn ? `Last worn ${piece.daysIdle} days ago` : `Not worn in the ${piece.daysIdle} days since you added it`;
  const decide = (decision: 'keep' | 'store' | 'let-go', route?: 'resale' | 'donation') =>
    review.mutate(
      { itemId: piece.id, decision, ...(route ? { route } : {}) },
      {
        onSuccess: () =>
          toast.success(
            decision === 'keep' ? 'Kept' : decision === 'store' ? 'Stored' : 'Let go',
            decision === 'keep'
              ? `${piece.name} stays; we won't ask again for 90 days.`
              : `${piece.name} is archived. Set it back to active on its page whenever you like.`,
          ),
        onError: (error) => toast.error('Could not save that', error.message),
      },
    );
  return (
    <li className="grid gap-2 rounded-lg border p-3" data-testid="idle-piece">
      <div className="flex items-center gap-3">
        {piece.imageUrl ? (
          <img src={piece.imageUrl} alt="" className="size-12 rounded object-cover" />
        ) : (
          <div aria-hidden className="size-12 rounded bg-muted" />
        )}
        <div className="min-w-0">
          <p className="truncate font-medium">{piece.name}</p>
          <p className="text-sm text-muted-foreground">{since}</p>
        </div>
      </div>
      {lettingGo ? (
        <div className="grid gap-2 text-sm">
          <p>
            <span className="font-medium">Resale: </span>
            {piece.notes.resale}
          </p>
          <p>
            <span className="font-medium">Donation: </span>
            {piece.notes.donation}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" disabled={review.isPending} onClick={() => decide('let-go', 'resale')}>
              I'll resell it
            </Button>
            <Button size="sm" disabled={review.isPending} onClick={() => decide('let-go', 'donation')}>
              I'll donate it
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setLettingGo(false)}>
              Not now
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2" role="group" aria-label={`What to do with ${piece.name}`}>
          <Button size="sm" variant="outline" disabled={review.isPending} onClick={() => decide('keep')}>
            Keep
          </Button>
          <Button size="sm" variant="outline" disabled={review.isPending} onClick={() => decide('store')}>
            Store
          </Button>
          <Button size="sm" variant="outline" disabled={review.isPending} onClick={() => setLettingGo(true)}>
            Let go
          </Button>
        </div>
      )}
    </li>
  );
}
