import { ExternalLink, ImageOff } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { BoughtButton } from './bought-button';
import type { TProduct } from '../../../../shared/schemas/shopping';

export function formatPrice(price: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency || 'USD' }).format(price);
  } catch {
    return `${price.toFixed(2)} ${currency}`;
  }
}

/** Spec 2.9: the whole card opens the product (through /go/{id}) in a new tab. */
export function ProductCard({ product }: { product: TProduct }) {
  const [imageFailed, setImageFailed] = useState(false);
  return (
    <Card className="group flex h-full flex-col overflow-hidden transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md">
      <a
        href={product.productUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="relative flex flex-1 flex-col focus:outline-none"
        data-testid="product-card"
      >
        <div className="relative aspect-square bg-muted">
          {product.imageUrl && !imageFailed ? (
            <img
              src={product.imageUrl}
              alt=""
              loading="lazy"
              onError={() => setImageFailed(true)}
              className="size-full object-cover transition-transform group-hover:scale-[1.02]"
            />
          ) : (
            <div className="grid size-full place-items-center text-muted-foreground">
              <ImageOff aria-hidden className="size-8" />
            </div>
          )}
          {!product.inStock && (
            <Badge variant="secondary" className="absolute left-2 top-2">
              Out of stock
            </Badge>
          )}
        </div>
        <div className="flex flex-1 flex-col gap-1 p-3">
          {product.brand && <p className="truncate text-xs uppercase tracking-wide text-muted-foreground">{product.brand}</p>}
          <h3 className="line-clamp-2 text-sm font-medium leading-snug">{product.name}</h3>
          <div className="mt-auto flex items-center justify-between gap-2 pt-2">
            <span className="font-semibold">{formatPrice(product.price, product.currency)}</span>
            <ExternalLink aria-hidden className="size-4 text-muted-foreground" />
          </div>
          {product.colors.length > 0 && <p className="truncate text-xs text-muted-foreground">{product.colors.join(', ')}</p>}
          {/* The link is named by what it shows (issue 43.5: WCAG 2.5.3), plus where it opens. */}
          <span className="sr-only">(opens in a new tab)</span>
        </div>
      </a>
      <BoughtButton product={product} />
    </Card>
  );
}

export function ProductCardSkeleton() {
  return (
    <Card className="overflow-hidden" aria-hidden>
      <Skeleton className="aspect-square rounded-none" />
      <div className="grid gap-2 p-3">
        <Skeleton className="h-3 w-1/3" />
        <Skeleton className="h-4 w-4/5" />
        <Skeleton className="h-4 w-1/4" />
      </div>
    </Card>
  );
}
