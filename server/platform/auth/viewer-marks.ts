// What a signed-in person has done to listings, as their answers show it: the hearts
// (`is_favorite`), the listings they contacted and those they reviewed (the detail's `viewer`).
// Kept per process with the account's session state (session-states.ts, decision 019), so a
// signed-in catalogue page or detail needs no database round trip for its personal part.

/** One write of the person's own, applied to what this process keeps once it is committed. */
export type ViewerChange =
  | { kind: 'favourite'; listingId: number; on: boolean }
  | { kind: 'contacted'; listingId: number }
  | { kind: 'reviewed'; listingId: number };

/**
 * Past this many listing ids an account's marks are not kept: its signed-in answers read their
 * personal part from the database, as before. Hearts stop at 500 (FAVOURITES.maxPerPerson);
 * contacts have no cap, so a person who contacted thousands of sellers is read every time.
 */
export const VIEWER_MARKS_MAX_IDS = 2_000;

/** Sorted, without repeats: membership by binary search, 4 bytes an id. */
function sortedIds(ids: readonly number[]): Int32Array {
  const sorted = Int32Array.from(ids).sort();
  let kept = 0;
  for (let i = 0; i < sorted.length; i++) {
    if (i === 0 || sorted[i] !== sorted[i - 1]) sorted[kept++] = sorted[i]!;
  }
  return kept === sorted.length ? sorted : sorted.slice(0, kept);
}

function indexOf(ids: Int32Array, id: number): number {
  let low = 0;
  let high = ids.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const value = ids[middle]!;
    if (value === id) return middle;
    if (value < id) low = middle + 1;
    else high = middle - 1;
  }
  return -(low + 1);
}

function withId(ids: Int32Array, id: number): Int32Array {
  const at = indexOf(ids, id);
  if (at >= 0) return ids;
  const slot = -at - 1;
  const next = new Int32Array(ids.length + 1);
  next.set(ids.subarray(0, slot));
  next[slot] = id;
  next.set(ids.subarray(slot), slot + 1);
  return next;
}

function withoutId(ids: Int32Array, id: number): Int32Array {
  const at = indexOf(ids, id);
  if (at < 0) return ids;
  const next = new Int32Array(ids.length - 1);
  next.set(ids.subarray(0, at));
  next.set(ids.subarray(at + 1), at);
  return next;
}

/** Immutable: a change makes a new one, so an answer being built never sees half of a write. */
export class ViewerMarks {
  private constructor(
    private readonly favourites: Int32Array,
    private readonly contacted: Int32Array,
    private readonly reviewed: Int32Array,
  ) {}

  /** From the ids read; null when there are too many to keep (VIEWER_MARKS_MAX_IDS). */
  static from(lists: {
    favourites: readonly number[];
    contacted: readonly number[];
    reviewed: readonly number[];
  }): ViewerMarks | null {
    const marks = new ViewerMarks(
      sortedIds(lists.favourites),
      sortedIds(lists.contacted),
      sortedIds(lists.reviewed),
    );
    return marks.size > VIEWER_MARKS_MAX_IDS ? null : marks;
  }

  isFavourite(listingId: number): boolean {
    return indexOf(this.favourites, listingId) >= 0;
  }

  hasContacted(listingId: number): boolean {
    return indexOf(this.contacted, listingId) >= 0;
  }

  hasReviewed(listingId: number): boolean {
    return indexOf(this.reviewed, listingId) >= 0;
  }

  /** How many ids are kept (what the memory bound counts). */
  get size(): number {
    return this.favourites.length + this.contacted.length + this.reviewed.length;
  }

  /** After the change; null when it grew past what is kept. */
  with(change: ViewerChange): ViewerMarks | null {
    const { favourites, contacted, reviewed } = this;
    const next =
      change.kind === 'favourite'
        ? new ViewerMarks(
            change.on
              ? withId(favourites, change.listingId)
              : withoutId(favourites, change.listingId),
            contacted,
            reviewed,
          )
        : change.kind === 'contacted'
          ? new ViewerMarks(favourites, withId(contacted, change.listingId), reviewed)
          : new ViewerMarks(favourites, contacted, withId(reviewed, change.listingId));
    return next.size > VIEWER_MARKS_MAX_IDS ? null : next;
  }
}
