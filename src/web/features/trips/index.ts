export { TripsPage } from './components/trips-page';
export { TripPage } from './components/trip-page';
export { SharedTripPage } from './components/shared-trip-page';
export { PackForEvent } from './components/pack-for-event';
