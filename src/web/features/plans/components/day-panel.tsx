import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { toast } from '../../../lib/toast';
import type { TClothingItem } from '../../../../shared/schemas/closet';
import type { TGeneratedOutfit, TSwapOptionsResponse } from '../../../../shared/schemas/stylist';
import { PLAN_PIECES_MAX } from '../../../../shared/schemas/plans';
import { fetchSwapOptions, useAlternative, useCloset, useDeletePlan, usePlanDay, usePlannedDay, useSwapPlanned } from '../api/plans';
import { dayLabel } from '../lib/month';

/** A look's pieces with their photos; with onSwap, each offers a Swap (the calendar's event looks use it too). */
export function Pieces({
  items,
  onSwap,
  columns = 'grid-cols-2 sm:grid-cols-4',
}: {
  items: Pick<TClothingItem, 'id' | 'name' | 'imageUrl'>[];
  onSwap?: (id: number) => void;
  /** The grid's columns: a narrow panel (the calendar's side column) asks for fewer. */
  columns?: string;
}) {
  return (
    <ul className={`grid gap-2 ${columns}`}>
      {items.map((item) => (
        <li key={item.id} className="grid gap-1 rounded-md border p-2 text-sm">
          {item.imageUrl ? (
            <img src={item.imageUrl} alt="" className="aspect-square w-full rounded object-cover" />
          ) : (
            <div aria-hidden className="aspect-square rounded bg-muted" />
          )}
          {/* Two lines at most, so a narrow column still tells 'Black Midi Dress' from 'Black Heels'. */}
          <span className="line-clamp-2 break-words">{item.name}</span>
          {onSwap && (
            <Button size="sm" variant="ghost" onClick={() => onSwap(item.id)} aria-label={`Swap ${item.name}`}>
              Swap
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Hand composition: tick up to six pieces from the closet. */
function Composer({ userId, onSave, busy }: { userId: number; onSave: (ids: number[]) => void; busy: boolean }) {
  const closet = useCloset(userId);
  const [picked, setPicked] = useState<number[]>([]);
  const items = (closet.data ?? []).filter((i) => i.status !== 'archived');
  const toggle = (id: number) => setPicked((p) => (p.includes(id) ? p.filter((x) => x !== id) : p.length < PLAN_PIECES_MAX ? [...p, id] : p));
  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-medium">Pick up to {PLAN_PIECES_MAX} pieces</legend>
      <div className="grid max-h-72 grid-cols-1 gap-1 overflow-y-auto sm:grid-cols-2">
        {items.map((i) => (
          <label key={i.id} className="flex items-center gap-2 rounded border p-2 text-sm">
            <input type="checkbox" checked={picked.includes(i.id)} onChange={() => toggle(i.id)} />
            <span className="truncate">{i.name}</span>
            <span className="ml-auto shrink-0 text-xs text-muted-foreground">{i.category}</span>
          </label>
        ))}
      </div>
      <Button disabled={busy || picked.length === 0} onClick={() => onSave(picked)}>
        Save this look
      </Button>
    </fieldset>
  );
}

/** The chosen day: its plan (with swap, rebuild, remove), or the two ways to plan it; and, when the weather moved, both looks. */
export function DayPanel({ date, planned, userId }: { date: string; planned: boolean; userId: number }) {
  const day = usePlannedDay(date, planned);
  const planDay = usePlanDay();
  const remove = useDeletePlan();
  const swap = useSwapPlanned();
  const [composing, setComposing] = useState(false);
  const [options, setOptions] = useState<TSwapOptionsResponse | null>(null);
  const note = day.data?.plan?.weatherNote ?? null;
  const alternative = useAlternative(date, planned && !!note);
  const busy = planDay.isPending || remove.isPending || swap.isPending;

  const save = (body: { itemIds?: number[]; rebuild?: boolean }, done: string) =>
    planDay.mutate(
      { date, body },
      {
        onSuccess: (outfit: TGeneratedOutfit) => {
          setComposing(false);
          toast.success(done, outfit.items.length ? outfit.items.map((i) => i.name).join(', ') : outfit.styleNote);
        },
        onError: (e) => toast.error('Could not plan that day', e.message),
      },
    );
  const openSwap = (itemId: number) => fetchSwapOptions(date, itemId).then(setOptions, (e: Error) => toast.error('No swaps', e.message));

  return (
    <Card data-testid="day-panel">
      <CardHeader>
        <CardTitle className="text-base">{dayLabel(date)}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {planned && day.data ? (
          <>
            <p className="text-sm">{day.data.styleNote}</p>
            <Pieces items={day.data.items} onSwap={openSwap} />
            {options && (
              <div className="grid gap-2 rounded-md border p-2" role="group" aria-label="Swap options">
                <p className="text-sm">Swap for:</p>
                {options.options.length === 0 && <p className="text-sm text-muted-foreground">Nothing else suits this day.</p>}
                <div className="flex flex-wrap gap-2">
                  {options.options.map((o) => (
                    <Button
                      key={o.id}
                      size="sm"
                      variant="outline"
                      onClick={() =>
                        swap.mutate(
                          { date, itemId: options.itemId, replacementId: o.id },
                          { onSuccess: () => setOptions(null), onError: (e) => toast.error('Could not swap', e.message) },
                        )
                      }
                    >
                      {o.name}
                    </Button>
                  ))}
                  <Button size="sm" variant="ghost" onClick={() => setOptions(null)}>
                    Cancel
                  </Button>
                </div>
              </div>
            )}
            {note && (
              <div className="grid gap-2 rounded-md border border-dashed p-3" data-testid="weather-changed">
                <p className="text-sm">{note}</p>
                {alternative.data && alternative.data.items.length > 0 && (
                  <>
                    <p className="text-sm font-medium">A look for the weather now:</p>
                    <Pieces items={alternative.data.items} />
                    <div className="flex flex-wrap gap-2">
                      <Button size="sm" disabled={busy} onClick={() => save({ itemIds: alternative.data.items.map((i) => i.id) }, 'Switched to the new look')}>
                        Wear the new look
                      </Button>
                      <Button size="sm" variant="outline" disabled={busy} onClick={() => save({ itemIds: day.data.items.map((i) => i.id) }, 'Kept your plan')}>
                        Keep my plan
                      </Button>
                    </div>
                  </>
                )}
              </div>
            )}
            <div className="flex flex-wrap gap-2">
              <Button size="sm" variant="outline" disabled={busy} onClick={() => save({ rebuild: true }, 'Planned another look')}>
                Try another look
              </Button>
              <Button size="sm" variant="outline" disabled={busy} onClick={() => setComposing((c) => !c)}>
                Compose by hand
              </Button>
              <Button
                size="sm"
                variant="ghost"
                disabled={busy}
                onClick={() =>
                  remove.mutate(date, { onSuccess: () => toast.success('Plan removed'), onError: (e) => toast.error('Could not remove it', e.message) })
                }
              >
                Remove plan
              </Button>
            </div>
          </>
        ) : planned ? (
          <p className="text-sm text-muted-foreground">Loading the look…</p>
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button disabled={busy} onClick={() => save({}, 'Look planned')}>
              Plan a look for this day
            </Button>
            <Button variant="outline" disabled={busy} onClick={() => setComposing((c) => !c)}>
              Compose by hand
            </Button>
          </div>
        )}
        {composing && <Composer userId={userId} busy={busy} onSave={(ids) => save({ itemIds: ids }, 'Look planned')} />}
      </CardContent>
    </Card>
  );
}
