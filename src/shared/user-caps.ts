import { CLOSET_MAX_ITEMS } from './closet-constants';

/**
 * What one account may keep (issue 37): each cap is counted and enforced inside the database
 * transaction that would exceed it, under a per-user advisory lock, so it holds across every web
 * and worker process. The numbers are documented in the README ("Per-user caps").
 */

const n = (value: number) => value.toLocaleString('en-US');

/** Photos uploaded (add dialog, bulk review grid, a texted photo) and not yet saved on an item; swept after a day. */
export const PENDING_UPLOADS_MAX = 50;
export const PENDING_UPLOADS_FULL_MESSAGE = `You have ${PENDING_UPLOADS_MAX} photos uploaded but not saved on an item yet, the most that can wait at once. Save those items first (unsaved photos are cleared after a day).`;

/**
 * Every photo file an account holds: its items' photos (recently deleted ones too, kept while
 * Undo is offered) and its pending uploads. Room for a full closet plus the uploads in progress.
 */
export const STORED_PHOTOS_MAX = CLOSET_MAX_ITEMS + 200;
export const PHOTOS_FULL_MESSAGE = `Your account holds up to ${n(STORED_PHOTOS_MAX)} photos (items deleted in the last hour keep theirs for Undo). Delete some items with photos to add more.`;

/** Calendar events over every source: manual events, uploaded files, subscriptions and Google. */
export const CALENDAR_MAX_EVENTS = 5000;
export const CALENDAR_FULL_MESSAGE = `Your calendar is full: it holds up to ${n(CALENDAR_MAX_EVENTS)} events. Delete some events or a calendar subscription to add more.`;
/** An import that would pass the cap stores the earliest events up to it and says how many it left out. */
export const calendarCapWarning = (left: number) =>
  `Your calendar holds up to ${n(CALENDAR_MAX_EVENTS)} events, so ${n(left)} ${left === 1 ? 'event was' : 'events were'} not imported (the earliest were kept). Delete some events or a calendar subscription to make room.`;

/** "Download my data" exports being made at once per account: asking again answers the one in progress. */
export const DATA_EXPORTS_IN_FLIGHT_MAX = 1;
