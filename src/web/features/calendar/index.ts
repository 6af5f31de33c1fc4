export { CalendarPage } from './components/calendar-page';
export { CalendarEventsPage } from './components/calendar-events-page';
