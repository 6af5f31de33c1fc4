import { Check } from 'lucide-react';
import { memo, type MouseEvent } from 'react';
import type { TClothingItem } from '../../../../shared/schemas/closet';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/utils';
import { addedMonth } from '../lib/added-month';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export interface ItemTileProps {
  item: TClothingItem;
  /** Where the tile leads: the item page, with the closet's filters kept. */
  href: string;
  /** YYYY-MM-DD in the user's time zone, to show 'Worn today'. */
  today: string;
  /** The user's IANA time zone setting. */
  timeZone?: string | undefined;
  onOpen: (item: TClothingItem) => void;
  onWore: (item: TClothingItem) => void;
  wearing: boolean;
  /** On screen when the closet opens: its photo is fetched with the page rather than once laid out, as it is the largest paint. */
  firstRow?: boolean;
}

/** A plain click opens the item over the closet; a modified one (new tab, new window) is left to the browser. */
const plainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/**
 * One closet tile: on phones a photo with its name under it, three to a row (the details are on
 * the item page); from 768 px a card with brand, size, wears and 'Wore today'. The photo and name
 * are one link to the item page, so a tap, Enter or a new tab all open it. Memoised with stable
 * callbacks, and laid out with content-visibility so a closet of hundreds only renders the tiles on screen.
 */
export const ItemTile = memo(function ItemTile({ item, href, today, timeZone, onOpen, onWore, wearing, firstRow = false }: ItemTileProps) {
  const woreToday = item.lastWornOn === today;
  const details = [item.category, item.size ? `Size ${item.size}` : null].filter(Boolean).join(' · ');
  return (
    <article
      className="group relative flex h-full flex-col [contain-intrinsic-size:auto_160px] [content-visibility:auto] md:overflow-hidden md:rounded-lg md:border md:border-border md:bg-card md:shadow-sm md:[contain-intrinsic-size:auto_340px]"
      aria-label={item.name}
      data-testid="closet-item"
    >
      <a
        href={href}
        onClick={(e) => {
          if (!plainClick(e)) return;
          e.preventDefault();
          onOpen(item);
        }}
        className="block rounded-md outline-offset-2 focus-visible:outline-2 focus-visible:outline-ring md:rounded-none"
        data-testid="closet-item-link"
        data-item-id={item.id}
      >
        <div className="relative aspect-[4/5] overflow-hidden rounded-md bg-muted md:rounded-none">
          {item.imageUrl ? (
            <img
              src={item.imageUrl}
              alt={item.name}
              loading={firstRow ? 'eager' : 'lazy'}
              fetchPriority={firstRow ? 'high' : 'auto'}
              decoding="async"
              width={400}
              height={500}
              className="size-full object-cover transition-transform group-hover:scale-[1.02]"
            />
          ) : (
            <div className="flex size-full items-center justify-center p-2 text-center font-serif text-sm text-muted-foreground md:p-4 md:text-lg">
              {item.category}
            </div>
          )}
          {item.status !== 'active' ? (
            <span className="absolute left-1.5 top-1.5 rounded-full bg-background/90 px-2 py-0.5 text-[10px] font-medium capitalize text-foreground shadow-sm md:left-2 md:top-2 md:text-xs">
              {item.status}
            </span>
          ) : null}
        </div>
        <div className="px-0.5 pt-1 md:px-3 md:pt-3">
          {/* Up to two lines: 'Navy Baseball Cap' reads whole instead of 'Navy Baseball C…' (issue 15). */}
          <h2 className="line-clamp-2 break-words text-xs font-medium leading-snug md:text-base" title={item.name} data-testid="closet-item-name">
            {item.name}
          </h2>
        </div>
      </a>
      <div className="hidden flex-1 flex-col gap-0.5 px-3 pb-3 md:flex">
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
          // The visible words first, then which piece (WCAG 2.5.3: the name holds the label people see).
          aria-label={woreToday ? `Worn today: ${item.name}` : `Wore today: ${item.name}`}
        >
          <Check aria-hidden />
          {woreToday ? 'Worn today' : 'Wore today'}
        </Button>
      </div>
    </article>
  );
});
