import { CalendarPlus, Globe, Plus, Rss } from 'lucide-react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import type { TCalendarEvent } from '../../../../shared/schemas/calendar';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCurrentUser } from '../../../lib/current-user';
import { useGoogleStatus } from '../api/google';
import { useEvents } from '../api/list-events';
import { ADD_FEED_PARAM } from '../lib/links';
import { dayLabel, monthGrid, todayIn } from '../lib/dates';
import { DeleteEventDialog } from './delete-event-dialog';
import { EventFormDialog } from './event-form-dialog';
import { EventList } from './event-list';
import { FeedsDialog } from './feeds-dialog';
import { MonthGrid } from './month-grid';
import { UpcomingEvents } from './upcoming-events';

/** Spec 2.7, with the additions: choose a day to list it, add/edit/delete events, feeds and Google. */
/** renderEventOutfit: each upcoming event's outfit, given by the app (features do not import each other). */
export function CalendarPage({ renderEventOutfit }: { renderEventOutfit?: (event: TCalendarEvent) => ReactNode } = {}) {
  const { user } = useCurrentUser();
  const today = useMemo(() => todayIn(user?.timezone), [user?.timezone]);
  const [selected, setSelected] = useState(today);
  const [view, setView] = useState(() => ({ year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) }));
  const { from, to } = monthGrid(view.year, view.month);
  const events = useEvents(from, to, !!user);
  const google = useGoogleStatus();

  const [form, setForm] = useState<{ open: boolean; event: TCalendarEvent | null }>({ open: false, event: null });
  const [deleting, setDeleting] = useState<TCalendarEvent | null>(null);
  // /calendar?add-feed opens the feed dialog at once (the Google page's 'Add a calendar feed instead').
  const [feedsOpen, setFeedsOpen] = useState(() => new URLSearchParams(window.location.search).has(ADD_FEED_PARAM));
  useEffect(() => {
    if (new URLSearchParams(window.location.search).has(ADD_FEED_PARAM)) window.history.replaceState(null, '', window.location.pathname);
  }, []);

  const select = (date: string) => {
    setSelected(date);
    const year = Number(date.slice(0, 4));
    const month = Number(date.slice(5, 7));
    if (year !== view.year || month !== view.month) setView({ year, month });
  };
  const changeMonth = (delta: number) => {
    const index = view.year * 12 + (view.month - 1) + delta;
    const next = { year: Math.floor(index / 12), month: (index % 12) + 1 };
    setView(next);
    // The selection moves with the month: its first day, or today when today is in it.
    const todayInMonth = Number(today.slice(0, 4)) === next.year && Number(today.slice(5, 7)) === next.month;
    setSelected(todayInMonth ? today : `${next.year}-${String(next.month).padStart(2, '0')}-01`);
  };

  const dayEvents = (events.data ?? []).filter((e) => e.date === selected);
  const isToday = selected === today;
  const googleConnected = google.data?.state === 'connected';
  const googleRevoked = google.data?.state === 'revoked';

  return (
    <div className="mx-auto grid max-w-5xl gap-4 p-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
      <div className="grid gap-3">
        {/* Phones: the main action on its own row, the two ways to bring a calendar in side by side. */}
        <div className="grid gap-2 sm:flex sm:flex-wrap">
          <div className="flex gap-2">
            <Button className="flex-1 sm:flex-none" onClick={() => setForm({ open: true, event: null })}>
              <Plus /> Add event
            </Button>
            {!isToday ? (
              <Button variant="outline" onClick={() => select(today)}>
                Today
              </Button>
            ) : null}
          </div>
          <div className="grid grid-cols-2 gap-2 sm:flex">
            <Button variant="outline" className="px-3 sm:px-4" onClick={() => setFeedsOpen(true)}>
              <Rss /> Add calendar feed
            </Button>
            <Button variant="outline" className="px-3 sm:px-4" asChild>
              <Link href="/calendar-events">
                <Globe /> {googleRevoked ? 'Reconnect Google' : googleConnected ? 'Google Calendar' : 'Connect Google'}
              </Link>
            </Button>
          </div>
        </div>
        <MonthGrid
          year={view.year}
          month={view.month}
          today={today}
          selected={selected}
          events={events.data ?? []}
          onSelect={select}
          onMonthChange={changeMonth}
        />
      </div>

      <div className="grid gap-4">
        <section aria-labelledby="day-events-title" className="rounded-xl border border-border bg-card p-4">
          <div className="flex items-center justify-between gap-2">
            <h2 id="day-events-title" className="text-lg font-semibold">
              {isToday ? "Today's Events" : dayLabel(selected)}
            </h2>
            <Button variant="ghost" size="icon" aria-label={`Add an event on ${dayLabel(selected)}`} onClick={() => setForm({ open: true, event: null })}>
              <CalendarPlus />
            </Button>
          </div>
          {isToday ? <p className="text-sm text-muted-foreground">{dayLabel(today)}</p> : null}
          {events.isPending ? (
            <div className="grid gap-3 py-3" role="status" aria-busy="true" aria-label="Loading events">
              <Skeleton className="h-12" />
              <Skeleton className="h-12" />
            </div>
          ) : events.isError ? (
            <div className="py-6 text-center text-sm">
              <p className="text-destructive">Failed to fetch events</p>
              <p className="text-muted-foreground">{events.error.message}</p>
              <Button variant="outline" size="sm" className="mt-3" onClick={() => events.refetch()}>
                Try again
              </Button>
            </div>
          ) : (
            <EventList
              events={dayEvents}
              emptyText={isToday ? 'No events scheduled for today.' : 'No events scheduled for this day.'}
              onEdit={(event) => setForm({ open: true, event })}
              onDelete={setDeleting}
            />
          )}
        </section>
        <UpcomingEvents
          today={today}
          renderOutfit={renderEventOutfit}
          onSelect={(date) => {
            select(date);
            // On a phone the day's list is above: bring it into view.
            document.getElementById('day-events-title')?.scrollIntoView({ block: 'nearest' });
          }}
        />
      </div>

      <EventFormDialog open={form.open} onOpenChange={(open) => setForm((f) => ({ ...f, open }))} event={form.event} date={selected} />
      <DeleteEventDialog event={deleting} onClose={() => setDeleting(null)} />
      <FeedsDialog open={feedsOpen} onOpenChange={setFeedsOpen} />
    </div>
  );
}
