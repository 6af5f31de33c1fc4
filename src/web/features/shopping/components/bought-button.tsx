import { Check, ShoppingBag } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';
import type { TProduct } from '../../../../shared/schemas/shopping';
import { useBoughtProduct } from '../api/bought';

/** 'I bought this' (issue 44): one tap puts the product in the closet; the toast says which gap it filled. */
export function BoughtButton({ product }: { product: Pick<TProduct, 'id' | 'name'> }) {
  const bought = useBoughtProduct();
  const done = bought.isSuccess;
  return (
    <Button
      type="button"
      variant={done ? 'secondary' : 'outline'}
      size="sm"
      className="m-3 mt-0"
      disabled={bought.isPending || done}
      aria-label={done ? `${product.name} is in your closet` : `I bought ${product.name}: add it to my closet`}
      data-testid="bought-button"
      onClick={() =>
        bought.mutate(
          { productId: product.id },
          {
            onSuccess: (r) => {
              const filled = r.filledGaps.map((g) => g.label).join(', ');
              const title = r.created ? 'Added to your closet' : 'Already in your closet';
              const parts = [
                r.created ? `${r.item.name} is in your closet from today, so cost per wear starts now.` : `${r.item.name} was added before.`,
                filled ? `That fills a gap: ${filled}.` : '',
                r.created && !r.photoAdded ? "The shop's photo could not be fetched; add one from the item page." : '',
              ];
              toast.success(title, parts.filter(Boolean).join(' '));
            },
            onError: (error) => toast.error('Could not add it', error.message),
          },
        )
      }
    >
      {done ? <Check aria-hidden className="size-4" /> : <ShoppingBag aria-hidden className="size-4" />}
      {bought.isPending ? 'Adding...' : done ? 'In your closet' : 'I bought this'}
    </Button>
  );
}
