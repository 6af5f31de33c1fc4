import { Luggage } from 'lucide-react';
import { useLocation } from 'wouter';
import { Button } from '../../../components/ui/button';
import { useCurrentUser } from '../../../lib/current-user';
import { localIsoDate } from '../../../lib/zoned-date';
import { toast } from '../../../lib/toast';
import type { TCalendarEvent } from '../../../../shared/schemas/calendar';
import { useTripFromEvent, useTrips } from '../api/trips';

const nextDay = (iso: string) => new Date(Date.parse(`${iso}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * 'Pack for this trip' beside a multi-day calendar event with a place (the calendar lists one row
 * per day): shown once, on the trip's first day, or on tomorrow's row for a trip already under way.
 */
export function PackForEvent({ event }: { event: Pick<TCalendarEvent, 'id' | 'date'> }) {
  const trips = useTrips();
  const fromEvent = useTripFromEvent();
  const [, navigate] = useLocation();
  const { user } = useCurrentUser();
  const trip = trips.data?.suggestions.find((s) => s.eventIds.includes(event.id));
  if (!trip) return null;
  // The calendar lists upcoming events from tomorrow, in the person's own zone.
  const tomorrow = nextDay(localIsoDate(new Date(), user?.timezone));
  const first = trip.startDate >= tomorrow ? trip.startDate : tomorrow;
  if (event.date !== first) return null;
  return (
    <Button
      size="sm"
      variant="outline"
      className="mt-2"
      disabled={fromEvent.isPending}
      onClick={() =>
        fromEvent.mutate(trip.eventId, {
          onSuccess: (made) => navigate(`/trips/${made.id}`),
          onError: (e) => toast.error("Couldn't pack for this trip", e.message),
        })
      }
    >
      <Luggage aria-hidden /> Pack for this trip
    </Button>
  );
}
