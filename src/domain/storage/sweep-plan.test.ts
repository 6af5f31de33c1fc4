import { describe, expect, it } from 'vitest';
import { expiredUploads, orphanFiles, SWEEP_POLICY } from './sweep-plan';

const now = new Date('2026-11-21T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const HOUR = 60 * 60_000;

describe('orphanFiles', () => {
  it('deletes files no row references once they are past the grace period', () => {
    const files = [
      { key: 'kept.jpg', modifiedAt: ago(10 * HOUR) },
      { key: 'orphan.jpg', modifiedAt: ago(2 * HOUR) },
      { key: 'mid-upload.jpg', modifiedAt: ago(5 * 60_000) },
      { key: 'just-past.jpg', modifiedAt: ago(SWEEP_POLICY.orphanGraceMs + 1) },
      { key: 'just-inside.jpg', modifiedAt: ago(SWEEP_POLICY.orphanGraceMs) },
    ];
    expect(orphanFiles(files, new Set(['kept.jpg']), now)).toEqual(['orphan.jpg', 'just-past.jpg']);
  });

  it('never deletes a referenced file, however old', () => {
    expect(orphanFiles([{ key: 'a.jpg', modifiedAt: new Date(0) }], new Set(['a.jpg']), now)).toEqual([]);
  });
});

describe('expiredUploads', () => {
  it('expires pending uploads older than a day, and only those', () => {
    const pending = [
      { key: 'old.jpg', createdAt: ago(25 * HOUR) },
      { key: 'fresh.jpg', createdAt: ago(23 * HOUR) },
      { key: 'edge.jpg', createdAt: ago(SWEEP_POLICY.pendingUploadTtlMs) },
    ];
    expect(expiredUploads(pending, now)).toEqual(['old.jpg']);
  });
});
