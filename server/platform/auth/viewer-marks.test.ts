import { describe, expect, it } from 'vitest';
import { VIEWER_MARKS_MAX_IDS, ViewerMarks } from './viewer-marks';

// What a person did to listings, as kept per process: membership, changes, and the bound past
// which nothing is kept.

const marks = (favourites: number[], contacted: number[] = [], reviewed: number[] = []) =>
  ViewerMarks.from({ isFavourite: favourites, contacted, reviewed })!;

describe('ViewerMarks', () => {
  it('answers hearts, contacts and reviews by listing id, in any order read', () => {
    const kept = marks([30, 2, 1000, 2], [7, 5], [5]);
    expect([1, 2, 30, 31, 1000].map((id) => kept.has('isFavourite', id))).toEqual([
      false,
      true,
      true,
      false,
      true,
    ]);
    expect([5, 6, 7].map((id) => kept.has('contacted', id))).toEqual([true, false, true]);
    expect([5, 7].map((id) => kept.has('reviewed', id))).toEqual([true, false]);
    expect(kept.size).toBe(6);
  });

  it('applies the person’s own writes without changing what an answer already holds', () => {
    const before = marks([4, 9]);
    const after = before
      .with({ kind: 'isFavourite', listingId: 6, on: true })!
      .with({ kind: 'isFavourite', listingId: 4, on: false })!
      .with({ kind: 'contacted', listingId: 6, on: true })!
      .with({ kind: 'reviewed', listingId: 6, on: true })!;
    expect([4, 6, 9].map((id) => after.has('isFavourite', id))).toEqual([false, true, true]);
    expect(after.has('contacted', 6) && after.has('reviewed', 6)).toBe(true);
    expect([4, 6, 9].map((id) => before.has('isFavourite', id))).toEqual([true, false, true]);
    // Repeats change nothing.
    const again = after
      .with({ kind: 'isFavourite', listingId: 6, on: true })!
      .with({ kind: 'isFavourite', listingId: 4, on: false })!
      .with({ kind: 'contacted', listingId: 6, on: true })!;
    expect(again.size).toBe(after.size);
  });

  it(`keeps nothing past ${VIEWER_MARKS_MAX_IDS} ids`, () => {
    const ids = Array.from({ length: VIEWER_MARKS_MAX_IDS }, (_, index) => index + 1);
    const full = marks([], ids);
    expect(full.size).toBe(VIEWER_MARKS_MAX_IDS);
    expect(full.with({ kind: 'isFavourite', listingId: 1, on: true })).toBeNull();
    expect(ViewerMarks.from({ isFavourite: [0], contacted: ids, reviewed: [] })).toBeNull();
  });
});
