import type { Category, Formality, ItemStatus, Material, Season, Warmth } from '../../shared/closet-constants';
import type { NotTodayReason } from '../../shared/stylist-constants';

/** What the engine knows about a closet item. Mapped from the database by the service layer. */
export interface ClosetItem {
  id: number;
  name: string;
  brand: string | null;
  category: Category;
  subcategory: string | null;
  color: string;
  season: Season;
  material: Material | null;
  /** null: inferred from the subcategory by the engine. */
  formality: Formality | null;
  /** null: inferred from subcategory and material. */
  warmth: Warmth | null;
  status: ItemStatus;
  /** YYYY-MM-DD of the last wear, or null. */
  lastWornOn: string | null;
  timesWorn: number;
}

export interface DayEvent {
  title: string;
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM, local time; null for all-day events. */
  startTime: string | null;
  endTime: string | null;
  /** Free text from the calendar ('Business Formal', 'Black Tie', 'Athletic'...); null: inferred from the title. */
  dressCode: string | null;
  /** The stored calendar event's id; absent for an event a client sent with the request. */
  id?: number;
  /** The calendar's description, read with the title for what the event is (a hike, a run); absent: the title alone. */
  description?: string | null;
  /** The occasion in the person's words when a question named it ('trial shift' for the engine's casual day). */
  said?: string | null;
}

export interface Weather {
  minTempC: number;
  maxTempC: number;
  /** 0-100 */
  precipitationProbability: number;
  precipitationMm: number;
  windKph: number;
  source: 'forecast' | 'typical';
}

export interface StyleProfile {
  preferredStyle: string;
  colorPalette: string[];
  styleGoals: string[];
  /** Every style direction picked, preferredStyle first (ADR 0094); absent: preferredStyle alone. */
  styles?: readonly string[];
  /** Colours the person said they love, kept apart from the photo palette (ADR 0113). */
  lovedColours?: readonly string[];
  /** Colours the person said they avoid: no outfit wears one (ADR 0113). */
  avoidColours?: readonly string[];
}

export interface OutfitRequest {
  closet: ClosetItem[];
  /** YYYY-MM-DD, the user's local date. */
  date: string;
  events: DayEvent[];
  weather: Weather;
  preferences: StyleProfile;
  /** Makes the choice reproducible; a refresh passes another seed. */
  seed: number;
  /** Item ids of the outfit being replaced: a refresh avoids repeating it when the closet allows. */
  avoidItemIds?: number[];
  /** What the person said about recent outfits: swaps and 'not today's shape the scoring (reactions.ts). */
  reactions?: OutfitReaction[];
}

/**
 * One reaction to an outfit of the day. `date` is the outfit's local date; a reaction counts for
 * builds on that date and for a period after it, never before it.
 */
export type OutfitReaction =
  | { kind: 'not-today'; date: string; reason: NotTodayReason; itemIds: number[] }
  | { kind: 'swap'; date: string; fromItemId: number; toItemId: number; keptItemIds: number[] };

export interface OutfitCandidate {
  items: ClosetItem[];
  score: number;
  reasons: string[];
}

export interface OutfitResult {
  kind: 'outfit' | 'too-few' | 'empty';
  items: ClosetItem[];
  styleNote: string;
  reasons: string[];
  /** What the closet lacks for this outfit ('Gap: your Sneakers stand in …'); absent or [] when nothing. */
  gaps?: string[];
  /**
   * Set when the request was a refresh (avoidItemIds): whether the outfit changed, and when it
   * could not, why and what to add for more ('This is the only rain-safe combination …').
   */
  refresh?: { changed: boolean; note: string | null };
  /** The best valid outfits, best first (the chosen one included), for an LLM to pick among. */
  candidates: OutfitCandidate[];
  targetFormality: Formality;
  /** Too-few only: what the suitable pieces lack for an outfit ('a top and a bottom'). */
  missing?: string;
  /** Set when nothing owned reaches the day's dress code: the outfit is the nearest level the closet can meet. */
  shortOf?: { dressCode: string; closest: string };
  /** The day's dress code as the engine read it ('business casual', 'formal'...), for prompts and display. */
  dressCode?: string;
  /**
   * Set when the day's deciding event is an activity (a hike, a run, the gym): the outfit is the
   * activity's, as chat dresses it (activity-day.ts), and `looks` are the day's ranked looks.
   */
  activity?: { id: string; name: string; looks: { itemIds: number[]; styleNote: string; reasons: string[] }[] };
}
