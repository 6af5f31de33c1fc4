export { PLAN_DAYS_AHEAD, plannedWeatherChange, type LookWeather } from './weather-change';
