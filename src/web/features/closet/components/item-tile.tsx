import { Check, Pencil, Trash2 } from 'lucide-react';
import { memo } from 'react';
import type { TClothingItem } from '../../../../shared/schemas/closet';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/utils';
import { addedMonth } from '../lib/added-month';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export interface ItemTileProps {
  item: TClothingItem;
  /** YYYY-MM-DD in the user's time zone, to show 'Worn today'. */
  today: string;
  /** The user's IANA time zone setting. */
  timeZone?: string | undefined;
  onEdit: (item: TClothingItem) => void;
  onDelete: (item: TClothingItem) => void;
  onWore: (item: TClothingItem) => void;
  wearing: boolean;
  /** On screen when the closet opens: its photo is fetched with the page rather than once laid out, as it is the largest paint. */
  firstRow?: boolean;
}

/**
 * One closet tile. Memoised with stable callbacks, and laid out with content-visibility so a
 * closet of hundreds only renders and paints the tiles on screen.
 */
export const ItemTile = memo(function ItemTile({ item, today, timeZone, onEdit, onDelete, onWore, wearing, firstRow = false }: ItemTileProps) {
  const woreToday = item.lastWornOn === today;
  const details = [item.category, item.size ? `Size ${item.size}` : null].filter(Boolean).join(' · ');
  return (
    <article
      className="group relative flex h-full flex-col overflow-hidden rounded-lg border border-border bg-card shadow-sm [contain-intrinsic-size:auto_340px] [content-visibility:auto]"
      aria-label={item.name}
      data-testid="closet-item"
    >
      <div className="relative aspect-[4/5] bg-muted">
        {item.imageUrl ? (
          <img
            src={item.imageUrl}
            alt={item.name}
            loading={firstRow ? 'eager' : 'lazy'}
            fetchPriority={firstRow ? 'high' : 'auto'}
            decoding="async"
            width={400}
            height={500}
            className="size-full object-cover"
          />
        ) : (
          <div className="flex size-full items-center justify-center p-4 text-center font-serif text-lg text-muted-foreground">{item.category}</div>
        )}
        {item.status !== 'active' ? (
          <span className="absolute left-2 top-2 rounded-full bg-background/90 px-2 py-0.5 text-xs font-medium capitalize text-foreground shadow-sm">
            {item.status}
          </span>
        ) : null}
        {/* Hover-only on devices that can hover; always visible on phones (below 768 px) and touch screens. */}
        <div className="absolute right-2 top-2 flex gap-1.5 transition-opacity [@media(hover:hover)_and_(min-width:768px)]:opacity-0 [@media(hover:hover)_and_(min-width:768px)]:group-focus-within:opacity-100 [@media(hover:hover)_and_(min-width:768px)]:group-hover:opacity-100">
          <Button
            type="button"
            size="icon"
            variant="outline"
            className="size-9 rounded-full bg-background/90 shadow-sm"
            aria-label={`Edit ${item.name}`}
            onClick={() => onEdit(item)}
          >
            <Pencil aria-hidden />
          </Button>
          <Button
            type="button"
            size="icon"
            variant="outline"
            className="size-9 rounded-full bg-background/90 text-destructive shadow-sm"
            aria-label={`Delete ${item.name}`}
            onClick={() => onDelete(item)}
          >
            <Trash2 aria-hidden />
          </Button>
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-0.5 p-3">
        {/* Up to two lines: 'Navy Baseball Cap' reads whole instead of 'Navy Baseball C…' (issue 15). */}
        <h2 className="line-clamp-2 break-words font-medium leading-snug" title={item.name} data-testid="closet-item-name">
          {item.name}
        </h2>
        {item.brand ? <p className="truncate text-sm text-muted-foreground">{item.brand}</p> : null}
        <p className="truncate text-xs text-muted-foreground">{details}</p>
        <p className="text-xs text-muted-foreground">Added {addedMonth(item.addedAt, timeZone)}</p>
        <p className="mb-2 truncate text-xs text-muted-foreground">
          {item.timesWorn > 0 ? `Worn ${item.timesWorn}×${item.costPerWear !== null ? ` · ${money.format(item.costPerWear)}/wear` : ''}` : 'Not worn yet'}
        </p>
        <Button
          type="button"
          size="sm"
          variant="outline"
          className={cn('mt-auto h-8 w-full', woreToday && 'border-transparent bg-accent/10 text-accent disabled:opacity-100')}
          disabled={woreToday || wearing}
          onClick={() => onWore(item)}
          aria-label={woreToday ? `${item.name} worn today` : `Wore ${item.name} today`}
        >
          <Check aria-hidden />
          {woreToday ? 'Worn today' : 'Wore today'}
        </Button>
      </div>
    </article>
  );
});
