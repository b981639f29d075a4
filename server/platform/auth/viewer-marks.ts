// What a signed-in person has done to listings, as their answers show it: one sorted list of
// listing ids per kind of mark (a heart, a contact, a review...). Which kinds there are is not
// this layer's business: the features that own them register where they are read
// (ViewerMarkSources, built in app.ts) and announce their writes (ViewerChange). Kept per process
// with the account's session state (session-states.ts, decision 019), so a signed-in catalogue
// page or detail needs no database round trip for its personal part.

/** One write of the person's own, applied to what this process keeps once it is committed. */
export interface ViewerChange {
  /** The mark's name, as its source was registered. */
  kind: string;
  listingId: number;
  /** Marked (a heart given, a contact, a review) or unmarked (a heart taken back). */
  on: boolean;
}

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
    /** Listing ids by kind of mark: sorted, without repeats. */
    private readonly ids: Readonly<Record<string, Int32Array>>,
    /** How many ids are kept (what the memory bound counts). */
    readonly size: number,
  ) {}

  /** From the ids read, by kind; null when there are too many to keep (VIEWER_MARKS_MAX_IDS). */
  static from(lists: Readonly<Record<string, readonly number[]>>): ViewerMarks | null {
    const ids: Record<string, Int32Array> = {};
    for (const kind in lists) ids[kind] = sortedIds(lists[kind]!);
    return ViewerMarks.of(ids);
  }

  private static of(ids: Record<string, Int32Array>): ViewerMarks | null {
    let size = 0;
    for (const kind in ids) size += ids[kind]!.length;
    return size > VIEWER_MARKS_MAX_IDS ? null : new ViewerMarks(ids, size);
  }

  /** Whether the person made this kind of mark on the listing. */
  has(kind: string, listingId: number): boolean {
    const ids = this.ids[kind];
    return ids !== undefined && indexOf(ids, listingId) >= 0;
  }

  /** After the change; null when it grew past what is kept. */
  with(change: ViewerChange): ViewerMarks | null {
    const current = this.ids[change.kind] ?? new Int32Array(0);
    const next = change.on
      ? withId(current, change.listingId)
      : withoutId(current, change.listingId);
    return ViewerMarks.of({ ...this.ids, [change.kind]: next });
  }
}
