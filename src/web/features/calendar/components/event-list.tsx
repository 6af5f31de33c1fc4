import { CalendarSync, Globe, MapPin, Pencil, Trash2 } from 'lucide-react';
import type { TCalendarEvent } from '../../../../shared/schemas/calendar';
import { Button } from '../../../components/ui/button';
import { timeLabel } from '../lib/dates';
import { DressCodeBadge } from './dress-code-badge';

const SOURCE_LABEL = { google: 'From Google Calendar', ics: 'From a calendar feed', manual: null } as const;

export function eventTimes(e: Pick<TCalendarEvent, 'startTime' | 'endTime'>): string {
  if (!e.startTime) return 'All day';
  return e.endTime ? `${timeLabel(e.startTime)} – ${timeLabel(e.endTime)}` : timeLabel(e.startTime);
}

interface EventListProps {
  events: readonly TCalendarEvent[];
  emptyText: string;
  onEdit?: (event: TCalendarEvent) => void;
  onDelete?: (event: TCalendarEvent) => void;
}

/** A day's events: title, times, the dress code badge; edit and delete when given. */
export function EventList({ events, emptyText, onEdit, onDelete }: EventListProps) {
  if (events.length === 0) return <p className="py-6 text-center text-sm text-muted-foreground">{emptyText}</p>;
  return (
    <ul className="divide-y divide-border" aria-label="Events">
      {events.map((event) => {
        const from = SOURCE_LABEL[event.source];
        return (
          <li key={event.id} className="flex items-start gap-3 py-3" data-testid="event-row">
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-2">
                <p className="font-medium break-words">{event.title}</p>
                {event.dressCode ? <DressCodeBadge code={event.dressCode} /> : null}
              </div>
              <p className="mt-0.5 text-sm text-muted-foreground">{eventTimes(event)}</p>
              {event.location ? (
                <p className="mt-0.5 flex items-center gap-1 text-sm text-muted-foreground">
                  <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
                  <span className="truncate">{event.location}</span>
                </p>
              ) : null}
              {from ? (
                <p className="mt-0.5 flex items-center gap-1 text-xs text-muted-foreground">
                  {event.source === 'google' ? <Globe className="size-3" aria-hidden="true" /> : <CalendarSync className="size-3" aria-hidden="true" />}
                  {from}
                </p>
              ) : null}
            </div>
            {onEdit || onDelete ? (
              <div className="flex shrink-0 gap-1">
                {onEdit ? (
                  <Button variant="ghost" size="icon" aria-label={`Edit ${event.title}`} onClick={() => onEdit(event)}>
                    <Pencil />
                  </Button>
                ) : null}
                {onDelete ? (
                  <Button variant="ghost" size="icon" aria-label={`Delete ${event.title}`} onClick={() => onDelete(event)}>
                    <Trash2 />
                  </Button>
                ) : null}
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
