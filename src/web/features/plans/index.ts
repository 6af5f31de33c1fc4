export { OutfitCalendarPage } from './components/outfit-calendar-page';
export { EventOutfit } from './components/event-outfit';
