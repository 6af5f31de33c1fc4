/**
 * What the periodic storage sweep deletes (issue 8, point 9). A process killed between writing
 * a photo and its row, or between deleting a row and its photo, leaves files nothing points
 * to; an upload never saved on an item leaves a pending row. Pure: the sweep feeds it one page
 * of stored objects and what the database says about them.
 */
export interface SweepPolicy {
  /** A file younger than this may belong to an upload whose row is still being written. */
  orphanGraceMs: number;
  /** A pending upload not saved on an item within this long was abandoned. */
  pendingUploadTtlMs: number;
  /** A deleted closet item can be undone this long; then its row, wears and photo go for good. */
  deletedItemTtlMs: number;
}

export const SWEEP_POLICY: SweepPolicy = {
  orphanGraceMs: 60 * 60_000,
  pendingUploadTtlMs: 24 * 60 * 60_000,
  // Undo is offered for seconds; an hour covers a slow network or a second tab, and a deleted photo still goes the same day.
  deletedItemTtlMs: 60 * 60_000,
};

export interface StoredFile {
  key: string;
  modifiedAt: Date;
}

export interface PendingUpload {
  key: string;
  createdAt: Date;
}

/** Pending uploads past their time: the row goes first, then its file. */
export function expiredUploads(pending: readonly PendingUpload[], now: Date, policy: SweepPolicy = SWEEP_POLICY): string[] {
  return pending.filter((p) => now.getTime() - p.createdAt.getTime() > policy.pendingUploadTtlMs).map((p) => p.key);
}

/** Files no row references (an item's photo or a pending upload) and old enough not to be mid-upload. */
export function orphanFiles(files: readonly StoredFile[], referenced: ReadonlySet<string>, now: Date, policy: SweepPolicy = SWEEP_POLICY): string[] {
  return files.filter((f) => !referenced.has(f.key) && now.getTime() - f.modifiedAt.getTime() > policy.orphanGraceMs).map((f) => f.key);
}
