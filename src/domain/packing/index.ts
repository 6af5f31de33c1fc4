export { fewestPieces, type GoesWith, type PackDay, type PackOption, type PackPiece, type PackResult } from './fewest-pieces';
export { planTrip, transitLook, TRIP_NEEDS, type MissingPiece, type PackingLook, type PackingPlan, type TripDay, type TripInput } from './plan-trip';
export { tripsFromEvents, type EventDay, type EventTrip } from './trip-events';
export { gsm7, packText, type PackTextInput } from './pack-text';
