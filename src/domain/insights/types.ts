import type { Category, Formality, ItemStatus } from '../../shared/closet-constants';

/** What the insights read of a closet piece (the service joins the wear log). */
export interface InsightItem {
  id: number;
  name: string;
  category: Category;
  color: string;
  formality: Formality | null;
  /** Cents paid, or null when never given. */
  priceCents: number | null;
  status: ItemStatus;
  /** YYYY-MM-DD of the day it was added (the person's own date). */
  addedOn: string;
  timesWorn: number;
  /** YYYY-MM-DD, or null when never worn. */
  lastWornOn: string | null;
}

/** A piece the person said to keep: it leaves the 'not worn in 90 days' list until this date. */
export interface KeptUntil {
  itemId: number;
  until: string;
}
