import { describe, expect, it } from 'vitest';
import { photoFilesProblem, scaledSize, tooSmallAfterScaling } from './photos';

const file = (name: string, type: string, size: number) => {
  const f = new File([new Uint8Array(1)], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};
const MB = 1024 * 1024;

describe('onboarding photo rules (spec 5 and 8)', () => {
  it('allows one or two JPEG, PNG or WebP photos', () => {
    expect(photoFilesProblem([file('a.jpg', 'image/jpeg', MB)], 0)).toBeNull();
    expect(photoFilesProblem([file('a.png', 'image/png', MB), file('b.webp', 'image/webp', MB)], 0)).toBeNull();
  });
  it('refuses a third photo, counting those already added', () => {
    expect(photoFilesProblem([file('a.jpg', 'image/jpeg', MB)], 2)).toEqual({
      title: 'Too many files',
      description: 'Please select maximum 2 photos (front and side view).',
    });
    expect(photoFilesProblem([file('a.jpg', 'image/jpeg', MB), file('b.jpg', 'image/jpeg', MB), file('c.jpg', 'image/jpeg', MB)], 0)?.title).toBe(
      'Too many files',
    );
  });
  it('refuses other types', () => {
    expect(photoFilesProblem([file('a.gif', 'image/gif', MB)], 0)?.title).toBe('Invalid file type');
    expect(photoFilesProblem([file('a.heic', '', MB)], 0)?.title).toBe('Invalid file type');
  });
  it('wants each under 10MB and all under 15MB', () => {
    expect(photoFilesProblem([file('a.jpg', 'image/jpeg', 10 * MB)], 0)).toEqual({ title: 'Files too large', description: 'Each photo must be under 10MB.' });
    expect(photoFilesProblem([file('a.jpg', 'image/jpeg', 8 * MB), file('b.jpg', 'image/jpeg', 7 * MB)], 0)).toEqual({
      title: 'Files too large',
      description: 'Please use smaller images. Total size should be under 15MB.',
    });
  });
  it('scales the longest side to 800 and checks 200×200 after scaling', () => {
    expect(scaledSize(4000, 3000)).toEqual({ width: 800, height: 600 });
    expect(scaledSize(500, 300)).toEqual({ width: 500, height: 300 });
    expect(tooSmallAfterScaling(199, 400)).toBe(true);
    expect(tooSmallAfterScaling(4000, 900)).toBe(true);
    expect(tooSmallAfterScaling(4000, 1200)).toBe(false);
  });
});
