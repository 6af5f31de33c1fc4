import { CalendarPage } from '../features/calendar';
import { EventOutfit } from '../features/plans';
import { PackForEvent } from '../features/trips';

/** The calendar with each upcoming event's outfit (issue 40 point 3) and a trip's packing list: features combined here, where the app combines them. */
export function CalendarScreen() {
  return (
    <CalendarPage
      renderEventOutfit={(event) => (
        <>
          <EventOutfit event={event} />
          {/* A multi-day event with a place: its packing list (issue 44 point 2). */}
          <PackForEvent event={event} />
        </>
      )}
    />
  );
}
