import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { TCalendarEvent } from '../../../../shared/schemas/calendar';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/utils';
import { addDays, dayLabel, monthGrid, monthLabel, WEEKDAYS } from '../lib/dates';

interface MonthGridProps {
  year: number;
  month: number;
  today: string;
  selected: string;
  events: readonly TCalendarEvent[];
  onSelect: (date: string) => void;
  onMonthChange: (delta: number) => void;
}

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** The month's days in rows of seven (the grid always holds whole weeks). */
function weeks<T>(days: readonly T[]): T[][] {
  return Array.from({ length: Math.ceil(days.length / 7) }, (_, i) => days.slice(i * 7, i * 7 + 7));
}

/** Spec 2.7: Sunday-first month grid, previous/next, a dot on days with events, today highlighted. Arrow keys move the selected day. */
export function MonthGrid({ year, month, today, selected, events, onSelect, onMonthChange }: MonthGridProps) {
  const { days } = monthGrid(year, month);
  const counts = new Map<string, number>();
  for (const e of events) counts.set(e.date, (counts.get(e.date) ?? 0) + 1);
  const grid = useRef<HTMLDivElement>(null);
  // The day the last key moved to, ahead of both the selection prop and the focus (which follows a frame later):
  // a quick second key steps from where the first one went, not from a day it already left.
  const cursor = useRef(selected);
  useEffect(() => {
    cursor.current = selected;
  }, [selected]);

  const onKeyDown = (event: KeyboardEvent) => {
    const step = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = addDays(cursor.current, step);
    cursor.current = next;
    onSelect(next);
    // Focus follows the selection once the (possibly new) month has rendered.
    requestAnimationFrame(() => grid.current?.querySelector<HTMLButtonElement>(`[data-date="${next}"]`)?.focus());
  };

  return (
    <section aria-label="Month" className="rounded-xl border border-border bg-card p-3 sm:p-4">
      <div className="mb-3 flex items-center justify-between">
        <Button variant="ghost" size="icon" aria-label="Previous month" onClick={() => onMonthChange(-1)}>
          <ChevronLeft />
        </Button>
        <h2 className="text-lg font-semibold" aria-live="polite">
          {monthLabel(year, month)}
        </h2>
        <Button variant="ghost" size="icon" aria-label="Next month" onClick={() => onMonthChange(1)}>
          <ChevronRight />
        </Button>
      </div>
      <div className="grid grid-cols-7 gap-1 text-center text-xs font-medium text-muted-foreground" aria-hidden="true">
        {WEEKDAYS.map((d) => (
          <div key={d} className="py-1">
            {d}
          </div>
        ))}
      </div>
      {/* A real grid (issue 43.5, axe aria-required-children): week rows of day cells, the weekday names as its column headers. */}
      <div ref={grid} role="grid" aria-label={monthLabel(year, month)} className="grid gap-1" onKeyDown={onKeyDown}>
        <div role="row" className="sr-only">
          {WEEKDAYS.map((d, i) => (
            <span key={d} role="columnheader">
              {WEEKDAY_NAMES[i]}
            </span>
          ))}
        </div>
        {weeks(days).map((week) => (
          <div key={week[0]!.date} role="row" className="grid grid-cols-7 gap-1">
            {week.map(({ date, inMonth }) => {
              const count = counts.get(date) ?? 0;
              const isToday = date === today;
              const isSelected = date === selected;
              return (
                <div key={date} role="gridcell" aria-selected={isSelected}>
                  <button
                    type="button"
                    data-date={date}
                    data-today={isToday || undefined}
                    data-has-events={count > 0 || undefined}
                    tabIndex={isSelected ? 0 : -1}
                    aria-pressed={isSelected}
                    aria-current={isToday ? 'date' : undefined}
                    onClick={() => onSelect(date)}
                    className={cn(
                      'relative flex aspect-square w-full flex-col items-center justify-center rounded-lg text-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:aspect-auto sm:h-14',
                      // Days of the months either side stay readable (4.5:1): the muted colour at full strength, not faded.
                      inMonth ? 'text-foreground' : 'text-muted-foreground',
                      isToday ? 'bg-primary font-semibold text-primary-foreground' : 'hover:bg-muted',
                      isSelected && !isToday && 'ring-2 ring-accent',
                      isSelected && isToday && 'ring-2 ring-accent ring-offset-2 ring-offset-card',
                    )}
                  >
                    <span>{Number(date.slice(8))}</span>
                    {/* Named by the number it shows, then the full date and its events (WCAG 2.5.3). */}
                    <span className="sr-only">{`, ${dayLabel(date)}${isToday ? ', today' : ''}, ${count === 0 ? 'no events' : `${count} event${count === 1 ? '' : 's'}`}`}</span>
                    {count > 0 ? (
                      <span
                        aria-hidden="true"
                        data-testid="event-dot"
                        className={cn('absolute bottom-1.5 size-1.5 rounded-full', isToday ? 'bg-primary-foreground' : 'bg-accent')}
                      />
                    ) : null}
                  </button>
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </section>
  );
}
