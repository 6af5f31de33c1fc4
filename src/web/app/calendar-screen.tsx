import { CalendarPage } from '../features/calendar';
import { EventOutfit } from '../features/plans';

/** The calendar with each upcoming event's outfit (issue 40 point 3): two features combined here, where the app combines them. */
export function CalendarScreen() {
  return <CalendarPage renderEventOutfit={(event) => <EventOutfit event={event} />} />;
}
