export { PLAN_DAYS_AHEAD, plannedWeatherChange, type LookWeather } from './weather-change';
export { eventLevel, mainEvent, type RankedEvent } from './main-event';
