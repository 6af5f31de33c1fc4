import { Shirt } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../lib/toast';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TEventOutfit, TSwapOptionsResponse } from '../../../../shared/schemas/stylist';
import { fetchEventSwapOptions, useEventOutfit, useRebuildEventOutfit, useRemoveEventOutfit, useSaveEventOutfit, useSwapEventPiece } from '../api/event-outfit';
import { Pieces } from './day-panel';

/**
 * 'What to wear' for one calendar event (issue 40 point 3): opens the engine's look for that event
 * and day (forecast, or typical weather beyond it), each piece swappable for another of its role,
 * and saves it as the event's planned look (ADR 0119).
 */
export function EventOutfit({ event }: { event: { id: number; title: string } }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const look = useEventOutfit(event.id, open);
  const rebuild = useRebuildEventOutfit(event.id);
  const save = useSaveEventOutfit(event.id);
  const remove = useRemoveEventOutfit(event.id);
  const swap = useSwapEventPiece(event.id);
  const [options, setOptions] = useState<TSwapOptionsResponse | null>(null);
  const busy = rebuild.isPending || save.isPending || remove.isPending || swap.isPending;
  const saved = !!look.data?.plan;

  const openSwap = (itemId: number) =>
    fetchEventSwapOptions(event.id, itemId).then(setOptions, (e: Error) => toast.error('No swaps for that piece', e.message));

  return (
    <div className="grid gap-2" data-testid="event-outfit">
      <Button
        size="sm"
        variant="outline"
        // Positioned, so its screen-reader-only words stay inside it rather than widening the page.
        className="relative w-fit"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <Shirt aria-hidden="true" />
        {/* The visible words start the accessible name (label in name), the event's title completes it. */}
        {open ? 'Hide outfit' : saved ? 'Planned outfit' : 'Outfit'}
        <span className="sr-only"> for {event.title}</span>
      </Button>
      {open ? (
        <EventOutfitPanel
          id={panelId}
          title={event.title}
          look={look}
          busy={busy}
          options={options}
          onSwap={openSwap}
          onPick={(replacementId) =>
            options &&
            swap.mutate(
              { itemId: options.itemId, replacementId },
              { onSuccess: () => setOptions(null), onError: (e) => toast.error('Could not swap', e.message) },
            )
          }
          onCancelSwap={() => setOptions(null)}
          onSave={() =>
            save.mutate(
              {},
              { onSuccess: () => toast.success('Outfit saved', `Planned for ${event.title}`), onError: (e) => toast.error('Could not save it', e.message) },
            )
          }
          onRemove={() =>
            remove.mutate(undefined, { onSuccess: () => toast.success('Outfit removed'), onError: (e) => toast.error('Could not remove it', e.message) })
          }
          onRebuild={() => rebuild.mutate(undefined, { onSuccess: () => setOptions(null), onError: (e) => toast.error('No other outfit', e.message) })}
        />
      ) : null}
    </div>
  );
}

export interface EventOutfitPanelProps {
  id: string;
  title: string;
  look: Pick<UseQueryResult<TEventOutfit, Error>, 'isPending' | 'isError' | 'error' | 'data' | 'refetch'>;
  busy: boolean;
  /** The options for the piece being swapped, when a Swap was pressed. */
  options: TSwapOptionsResponse | null;
  onSwap: (itemId: number) => void;
  onPick: (replacementId: number) => void;
  onCancelSwap: () => void;
  onSave: () => void;
  onRemove: () => void;
  onRebuild: () => void;
}

/**
 * The opened look: loading, an error with a retry, an empty closet (with the way to add pieces), or the look with its swaps and its save.
 * Focus follows a swap by keyboard: into the choices when they open, and back to the piece's Swap once one is picked or the choice is cancelled.
 */
export function EventOutfitPanel({ id, title, look, busy, options, onSwap, onPick, onCancelSwap, onSave, onRemove, onRebuild }: EventOutfitPanelProps) {
  const data = look.data;
  const saved = !!data?.plan;
  const swapping = options ? data?.items.find((i) => i.id === options.itemId) : undefined;
  const regionRef = useRef<HTMLDivElement>(null);
  const choicesRef = useRef<HTMLDivElement>(null);
  // The piece whose Swap takes the focus back when the choices close: the one picked, else the one being swapped.
  const [returnTo, setReturnTo] = useState<number | null>(null);
  const swappingId = swapping?.id ?? null;

  useEffect(() => {
    if (swappingId !== null) choicesRef.current?.querySelector('button')?.focus();
  }, [swappingId]);

  useEffect(() => {
    if (returnTo === null || options || busy || !data) return;
    const index = data.items.findIndex((i) => i.id === returnTo);
    if (index < 0) return; // the swapped look is still on its way
    // The pieces are the panel's first list, one Swap per piece in order.
    regionRef.current?.querySelector('ul')?.children[index]?.querySelector('button')?.focus();
    setReturnTo(null);
  }, [returnTo, options, busy, data]);

  const pick = (replacementId: number) => {
    setReturnTo(replacementId);
    onPick(replacementId);
  };
  const cancel = () => {
    setReturnTo(options?.itemId ?? null);
    onCancelSwap();
  };

  return (
    <div ref={regionRef} id={id} role="region" aria-label={`Outfit for ${title}`} className="grid gap-3 rounded-lg border border-border bg-background p-3">
      {look.isPending ? (
        <div className="grid gap-2" role="status" aria-busy="true" aria-label={`Choosing an outfit for ${title}`}>
          <Skeleton className="h-4 w-2/3" />
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            <Skeleton className="aspect-square" />
            <Skeleton className="aspect-square" />
          </div>
        </div>
      ) : look.isError ? (
        <div className="grid gap-2 text-sm">
          <p className="text-destructive">{look.error?.message ?? 'Could not choose an outfit'}</p>
          <Button variant="outline" size="sm" className="w-fit" onClick={() => void look.refetch()}>
            Try again
          </Button>
        </div>
      ) : data && data.items.length === 0 ? (
        <div className="grid gap-2 text-sm" data-testid="event-outfit-empty">
          <p>{data.closetCount === 0 ? `Your closet is empty, so there is nothing to wear for ${title} yet.` : data.styleNote}</p>
          <Link href="/closet" className="w-fit font-medium text-accent underline underline-offset-4">
            Add pieces to your closet
          </Link>
        </div>
      ) : data ? (
        <>
          {data.weather ? (
            <p className="text-xs text-muted-foreground" data-testid="event-outfit-weather">
              {data.weather.source === 'typical' ? 'Typical weather: ' : 'Forecast: '}
              {data.weather.summary}
            </p>
          ) : null}
          <Pieces items={data.items} onSwap={busy ? undefined : onSwap} columns="grid-cols-2 sm:grid-cols-3 lg:grid-cols-2" />
          {options && swapping ? (
            <div
              ref={choicesRef}
              className="grid gap-2 rounded-md border p-2"
              role="group"
              aria-label={`Swap ${swapping.name} for`}
              onKeyDown={(e) => {
                if (e.key !== 'Escape') return;
                e.preventDefault();
                cancel();
              }}
            >
              <p className="text-sm">Swap {swapping.name} for:</p>
              {options.options.length === 0 ? <p className="text-sm text-muted-foreground">Nothing else in your closet suits this event.</p> : null}
              <div className="flex flex-wrap gap-2">
                {options.options.map((o) => (
                  <Button key={o.id} size="sm" variant="outline" disabled={busy} onClick={() => pick(o.id)}>
                    {o.name}
                  </Button>
                ))}
                <Button size="sm" variant="ghost" onClick={cancel}>
                  Cancel
                </Button>
              </div>
            </div>
          ) : null}
          <div className="grid gap-1 text-sm">
            <p>{data.styleNote}</p>
            {data.reasons.length > 0 ? (
              <ul className="list-disc pl-5 text-muted-foreground" data-testid="event-outfit-reasons">
                {data.reasons.map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </ul>
            ) : null}
            {data.plan?.weatherNote ? <p className="text-muted-foreground">{data.plan.weatherNote}</p> : null}
          </div>
          <div className="flex flex-wrap items-center gap-2">
            {saved ? (
              <>
                <p className="text-sm font-medium" role="status" data-testid="event-outfit-saved">
                  Saved for {title}
                </p>
                <Button size="sm" variant="ghost" disabled={busy} onClick={onRemove}>
                  Remove
                </Button>
              </>
            ) : (
              <Button size="sm" disabled={busy} onClick={onSave}>
                Save this outfit
              </Button>
            )}
            <Button size="sm" variant="outline" disabled={busy} onClick={onRebuild}>
              Try another
            </Button>
          </div>
        </>
      ) : null}
    </div>
  );
}
