export { OutfitCalendarPage } from './components/outfit-calendar-page';
