import { Check, MessageCircle, Pencil, Shirt, Trash2 } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import type { TClothingItem, TItemLook } from '../../../../shared/schemas/closet';
import { Button } from '../../../components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '../../../components/ui/sheet';
import { Skeleton } from '../../../components/ui/skeleton';
import { usePublicConfig } from '../../../lib/public-config';
import { cn } from '../../../lib/utils';
import { useItemDetails } from '../api/item-details';
import { categoryText, likelierShelfText } from '../lib/subcategory-text';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
// Dates here are calendar days (YYYY-MM-DD): formatted in UTC so no time zone moves them.
const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
export const formatDay = (iso: string) => day.format(new Date(`${iso}T00:00:00Z`));
const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** What the item page says for cost per wear: the number, or what it needs to have one. */
export function costPerWearText(item: Pick<TClothingItem, 'price' | 'timesWorn' | 'costPerWear'>): string {
  if (item.price === null) return 'Add a price to see cost per wear';
  if (item.timesWorn === 0 || item.costPerWear === null) return 'Wear it once to see its cost per wear';
  return `${money.format(item.costPerWear)} per wear`;
}

/** The question the stylist is asked from an item page: it names the piece so the answer is about it. */
export function styleQuestion(item: Pick<TClothingItem, 'name' | 'brand' | 'color' | 'category'>): string {
  const named = item.brand ? `${item.name} (${item.brand})` : item.name;
  return `How can I style my ${named}? Suggest outfits from my closet that work with it.`;
}

export interface ItemSheetProps {
  itemId: number | null;
  /** The item as the closet list has it: shown at once, before the details arrive. */
  listed: TClothingItem | undefined;
  today: string;
  onClose: () => void;
  onEdit: (item: TClothingItem) => void;
  onDelete: (item: TClothingItem) => void;
  onWore: (item: TClothingItem) => void;
  onAsk: (question: string) => void;
  wearing: boolean;
  deleting: boolean;
}

function Stat({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <div className="min-w-0 rounded-lg bg-muted/60 px-3 py-2">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm font-semibold leading-snug" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

function Look({ look }: { look: TItemLook }) {
  const label = look.kind === 'saved' ? (look.date ? `Saved look · from ${formatDay(look.date)}` : 'Saved look') : `Worn ${formatDay(look.date!)}`;
  return (
    <li className="grid gap-1.5">
      <p className="text-xs font-medium text-muted-foreground">{label}</p>
      <ul className="flex gap-2" aria-label={`${label}: ${look.pieces.map((p) => p.name).join(', ')}`}>
        {look.pieces.map((p, i) => (
          <li key={p.id} className="w-16 shrink-0" title={p.name}>
            <div className="aspect-[4/5] overflow-hidden rounded-md border border-border bg-muted">
              {p.imageUrl ? (
                // This item's own photo is dimmed, never its words: faded text failed contrast (issue 43.5).
                <img src={p.imageUrl} alt="" loading="lazy" width={64} height={80} className={cn('size-full object-cover', i === 0 && 'opacity-80')} />
              ) : (
                <div className="flex size-full items-center justify-center p-1 text-center text-[10px] leading-tight text-muted-foreground">{p.category}</div>
              )}
            </div>
            <p className="mt-1 truncate text-[11px] leading-tight">{p.name}</p>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The item page (issue 27): a bottom sheet on phones, a panel on the right on wider screens, at /closet/:id. */
export function ItemSheet({ itemId, listed, today, onClose, onEdit, onDelete, onWore, onAsk, wearing, deleting }: ItemSheetProps) {
  const details = useItemDetails(itemId);
  const { assistantName } = usePublicConfig();
  // The item last shown, kept past closing (itemId is null by then) to put focus back on its tile.
  const lastOpened = useRef<number | null>(null);
  useEffect(() => {
    if (itemId !== null) lastOpened.current = itemId;
  }, [itemId]);
  // The list's copy is the freshest (edits and wears patch it); the details add what the list lacks.
  const item = listed ?? details.data?.item;
  const missing = !item && (details.isError || (details.isSuccess && !details.data));
  const woreToday = item?.lastWornOn === today;

  const facts: [string, string | null][] = item
    ? [
        ['Category', categoryText(item)],
        ['Likelier shelf', likelierShelfText(item)],
        ['Color', item.color],
        ['Size', item.size],
        ['Season', item.season],
        ['Material', item.material ? capitalize(item.material) : null],
        ['Formality', item.formality ? capitalize(item.formality) : null],
        ['Price', item.price !== null ? money.format(item.price) : null],
        ['Status', item.status !== 'active' ? capitalize(item.status) : null],
      ]
    : [];

  return (
    <Sheet open={itemId !== null} onOpenChange={(open) => !open && onClose()}>
      <SheetContent
        onCloseAutoFocus={(event) => {
          // Back on the tile that opened it (issue 43.5, keyboard journey): closing goes Back in
          // history, which re-renders the grid, so the element focused before the sheet is gone.
          const tile = document.querySelector<HTMLElement>(`a[data-item-id="${lastOpened.current}"]`);
          if (!tile) return;
          event.preventDefault();
          tile.focus();
        }}
        // The brand is the description when there is one; otherwise there is none to point at.
        {...(item?.brand ? {} : { 'aria-describedby': undefined })}
        data-testid="item-sheet"
      >
        <div className="min-h-0 flex-1 overflow-y-auto">
          {item ? (
            <>
              <div className="relative bg-muted max-md:mx-4 max-md:mt-3 max-md:overflow-hidden max-md:rounded-xl">
                {item.imageUrl ? (
                  <img
                    src={item.imageUrl}
                    alt={item.name}
                    width={400}
                    height={500}
                    className="mx-auto aspect-[4/5] max-h-[45dvh] w-full object-contain md:max-h-[55dvh]"
                  />
                ) : (
                  <div
                    className="flex aspect-[4/3] w-full flex-col items-center justify-center gap-2 text-muted-foreground"
                    data-testid="item-photo-placeholder"
                  >
                    <Shirt className="size-10" aria-hidden />
                    <span className="font-serif text-lg">{item.category}</span>
                  </div>
                )}
              </div>
              <div className="grid gap-5 p-4 md:p-6">
                <div className="pr-10 md:pr-0">
                  <SheetTitle className="font-serif text-2xl leading-tight">{item.name}</SheetTitle>
                  {item.brand ? <SheetDescription className="text-sm text-muted-foreground">{item.brand}</SheetDescription> : null}
                </div>

                <dl className="grid grid-cols-3 gap-2">
                  <Stat label="Worn" value={item.timesWorn === 1 ? 'Once' : `${item.timesWorn} times`} testId="item-times-worn" />
                  <Stat label="Last worn" value={item.lastWornOn ? formatDay(item.lastWornOn) : 'Not yet'} testId="item-last-worn" />
                  <Stat
                    label="Cost per wear"
                    value={item.costPerWear !== null && item.timesWorn > 0 ? money.format(item.costPerWear) : '—'}
                    testId="item-cost-per-wear"
                  />
                </dl>
                {item.costPerWear === null || item.timesWorn === 0 ? <p className="-mt-3 text-xs text-muted-foreground">{costPerWearText(item)}</p> : null}

                <div className="grid grid-cols-2 gap-2">
                  <Button type="button" className="col-span-2" onClick={() => onAsk(styleQuestion(item))}>
                    <MessageCircle aria-hidden /> Ask {assistantName} how to style this
                  </Button>
                  <Button type="button" variant="outline" disabled={woreToday || wearing} onClick={() => onWore(item)}>
                    <Check aria-hidden /> {woreToday ? 'Worn today' : 'Wore today'}
                  </Button>
                  <Button type="button" variant="outline" onClick={() => onEdit(item)}>
                    <Pencil aria-hidden /> Edit
                  </Button>
                </div>

                <section aria-labelledby="item-details-heading" className="grid gap-2">
                  <h3 id="item-details-heading" className="text-sm font-semibold">
                    Details
                  </h3>
                  <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
                    {facts
                      .filter(([, v]) => v)
                      .map(([label, value]) => (
                        <div key={label} className="contents">
                          <dt className="text-muted-foreground">{label}</dt>
                          <dd className="min-w-0 break-words">{value}</dd>
                        </div>
                      ))}
                  </dl>
                </section>

                <section aria-labelledby="item-looks-heading" className="grid gap-3">
                  <h3 id="item-looks-heading" className="text-sm font-semibold">
                    Looks with this piece
                  </h3>
                  {details.isPending ? (
                    <Skeleton className="h-24" />
                  ) : details.isError ? (
                    <p className="text-sm text-muted-foreground">We couldn't load its looks.</p>
                  ) : details.data.looks.length === 0 ? (
                    <p className="text-sm text-muted-foreground">No looks yet. Log an outfit with it, or save a look on Home, and it shows up here.</p>
                  ) : (
                    <ul className="grid gap-4" data-testid="item-looks">
                      {details.data.looks.map((look) => (
                        <Look key={`${look.kind}-${look.date}-${look.pieces.map((p) => p.id).join('.')}`} look={look} />
                      ))}
                    </ul>
                  )}
                </section>

                <Button
                  type="button"
                  variant="ghost"
                  className="justify-self-start text-destructive hover:bg-destructive/10"
                  disabled={deleting}
                  onClick={() => onDelete(item)}
                >
                  <Trash2 aria-hidden /> Delete from closet
                </Button>
              </div>
            </>
          ) : missing ? (
            <div className="grid gap-3 p-6 pt-10 text-center">
              <SheetTitle className="text-lg font-semibold">This item isn't in your closet</SheetTitle>
              <p className="text-sm text-muted-foreground">It may have been deleted.</p>
              <Button type="button" variant="outline" className="justify-self-center" onClick={onClose}>
                Back to closet
              </Button>
            </div>
          ) : (
            <div className="grid gap-4 p-4 pt-10" aria-busy="true">
              <SheetTitle className="sr-only">Loading item</SheetTitle>
              <Skeleton className="aspect-[4/5] max-h-[45dvh] w-full" />
              <Skeleton className="h-8 w-2/3" />
              <Skeleton className="h-16" />
            </div>
          )}
        </div>
      </SheetContent>
    </Sheet>
  );
}
