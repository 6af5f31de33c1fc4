import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { GOOGLE_SYNC_DEFAULT_DAYS, type TCalendarEvent } from '../../../../shared/schemas/calendar';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useEvents } from '../api/list-events';
import { addDays, byDay, shortDayLabel, timeLabel } from '../lib/dates';
import { DressCodeBadge } from './dress-code-badge';

/** The days after today that this list covers: the spec's calendar sync window (two weeks). */
export const UPCOMING_DAYS = GOOGLE_SYNC_DEFAULT_DAYS;

/**
 * 'Next 2 weeks': every event of the days after today with its dress code, so a connected
 * calendar's fortnight can be read at a glance; a day opens in the day list above. Each event
 * offers its outfit (renderOutfit: the app combines the outfit calendar's piece, ADR 0119).
 */
export function UpcomingEvents({
  today,
  onSelect,
  renderOutfit,
}: {
  today: string;
  onSelect: (date: string) => void;
  renderOutfit?: (event: TCalendarEvent) => ReactNode;
}) {
  const from = addDays(today, 1);
  const to = addDays(today, UPCOMING_DAYS);
  const events = useEvents(from, to);
  const days = byDay(events.data ?? []);

  return (
    <section aria-labelledby="upcoming-title" className="rounded-xl border border-border bg-card p-4" data-testid="upcoming-events">
      <h2 id="upcoming-title" className="text-lg font-semibold">
        Next 2 weeks
      </h2>
      <p className="text-sm text-muted-foreground">What's coming up, and what to wear for it.</p>
      {events.isPending ? (
        <div className="grid gap-3 py-3" role="status" aria-busy="true" aria-label="Loading upcoming events">
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
        </div>
      ) : events.isError ? (
        <div className="py-6 text-center text-sm">
          <p className="text-destructive">Failed to fetch events</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => events.refetch()}>
            Try again
          </Button>
        </div>
      ) : days.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted-foreground">Nothing scheduled in the next two weeks.</p>
      ) : (
        <ol className="mt-2 divide-y divide-border">
          {days.map((day) => (
            <li key={day.date} className="py-2" data-testid="upcoming-day" data-day={day.date}>
              <button
                type="button"
                onClick={() => onSelect(day.date)}
                aria-label={`Show ${shortDayLabel(day.date)}`}
                className="flex w-full items-center justify-between rounded-md text-left text-sm font-semibold hover:text-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                {shortDayLabel(day.date)}
                <ChevronRight className="size-4 text-muted-foreground" aria-hidden="true" />
              </button>
              <ul className="mt-1 grid gap-1.5">
                {day.items.map((event) => (
                  <li key={event.id} className="grid gap-1.5 text-sm" data-testid="upcoming-event">
                    <div className="flex items-start gap-2">
                      <span className="w-16 shrink-0 pt-0.5 text-xs text-muted-foreground tabular-nums">
                        {event.startTime ? timeLabel(event.startTime) : 'All day'}
                      </span>
                      <span className="line-clamp-2 min-w-0 flex-1 break-words">{event.title}</span>
                      {event.dressCode ? <DressCodeBadge code={event.dressCode} /> : null}
                    </div>
                    {renderOutfit ? <div className="pl-18">{renderOutfit(event)}</div> : null}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
