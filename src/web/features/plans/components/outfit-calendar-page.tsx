import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useSearch } from 'wouter';
import { Button } from '../../../components/ui/button';
import { useCurrentUser } from '../../../lib/current-user';
import { localIsoDate } from '../../../lib/zoned-date';
import { cn } from '../../../lib/utils';
import { usePlans } from '../api/plans';
import { monthGrid, monthLabel, monthOf, shiftMonth } from '../lib/month';
import { DayPanel } from './day-panel';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** /plans (issue 44 point 1): a month of planned looks, each planned day with a thumbnail of its pieces; a day opens its plan. */
export function OutfitCalendarPage() {
  const { user } = useCurrentUser();
  const today = useMemo(() => localIsoDate(new Date(), user?.timezone), [user?.timezone]);
  const asked = new URLSearchParams(useSearch()).get('date');
  const [selected, setSelected] = useState(asked && /^\d{4}-\d{2}-\d{2}$/.test(asked) ? asked : today);
  const [month, setMonth] = useState(monthOf(selected));
  const grid = monthGrid(month);
  const plans = usePlans(grid.first, grid.last);
  const byDate = new Map((plans.data?.days ?? []).map((d) => [d.date, d]));
  if (!user) return null;
  return (
    <div className="mx-auto grid max-w-5xl gap-5 px-4 py-6 md:px-6">
      <header className="grid gap-1">
        <h1 className="font-serif text-2xl font-semibold md:text-3xl">Outfit calendar</h1>
        <p className="text-sm text-muted-foreground">Plan a look for any day ahead: Home, your morning text and chat use it on the day.</p>
      </header>
      <div className="grid gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section aria-label={`Planned looks, ${monthLabel(month)}`} className="grid gap-2">
          <div className="flex items-center justify-between">
            <Button size="icon" variant="ghost" aria-label="Previous month" onClick={() => setMonth(shiftMonth(month, -1))}>
              <ChevronLeft />
            </Button>
            <h2 className="font-medium">{monthLabel(month)}</h2>
            <Button size="icon" variant="ghost" aria-label="Next month" onClick={() => setMonth(shiftMonth(month, 1))}>
              <ChevronRight />
            </Button>
          </div>
          <div className="grid grid-cols-7 gap-1 text-center text-xs text-muted-foreground" aria-hidden>
            {WEEKDAYS.map((d) => (
              <span key={d}>{d}</span>
            ))}
          </div>
          <div className="grid grid-cols-7 gap-1" data-testid="plan-grid">
            {grid.days.map((date) => {
              const plan = byDate.get(date);
              const thumb = plan?.pieces.find((p) => p.imageUrl) ?? plan?.pieces[0];
              const inMonth = monthOf(date) === month;
              return (
                <button
                  key={date}
                  type="button"
                  onClick={() => setSelected(date)}
                  aria-pressed={selected === date}
                  // The name holds the day's number as shown ('November 1, 2026'), so speech input can say what it sees.
                  aria-label={`${dayName(date)}${plan ? `, planned: ${plan.pieces.map((p) => p.name).join(', ')}` : ''}`}
                  data-planned={plan ? 'true' : undefined}
                  data-in-month={inMonth ? 'true' : undefined}
                  className={cn(
                    'flex aspect-square min-h-11 flex-col items-center justify-start gap-0.5 rounded-md border p-0.5 text-xs',
                    // Days of the months either side are quieter, still readable (opacity fell below the contrast minimum).
                    !inMonth && 'text-muted-foreground',
                    date === today && 'border-foreground',
                    selected === date && 'ring-2 ring-ring',
                  )}
                >
                  <span>{Number(date.slice(8))}</span>
                  {thumb &&
                    (thumb.imageUrl ? (
                      <img src={thumb.imageUrl} alt="" className="size-6 rounded object-cover sm:size-9" />
                    ) : (
                      <span aria-hidden className="grid size-6 place-items-center rounded bg-accent text-[10px] sm:size-9">
                        {thumb.name.slice(0, 2)}
                      </span>
                    ))}
                </button>
              );
            })}
          </div>
        </section>
        {selected < today ? (
          <p className="text-sm text-muted-foreground">Past days are in your wear diary on Home.</p>
        ) : (
          <DayPanel key={selected} date={selected} planned={byDate.has(selected)} userId={user.id} />
        )}
      </div>
    </div>
  );
}

/** A date as people read it: 'November 1, 2026'. */
function dayName(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}
