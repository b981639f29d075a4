/**
 * The results of a pure computation for the last few keys it was asked about, the least
 * recently used first out. Bounded, so keys a client makes up (endless distinct queries or
 * addresses) cost at most `maxEntries` entries of memory, and the computation as before.
 */
export class RecentResults<K, V> {
  // A Map iterates in insertion order: re-inserting a key keeps the least recently used first.
  private readonly entries = new Map<K, { value: V; insertedAt: number }>();
  /** Insertions so far: an entry has at most `insertions - insertedAt` entries after it. */
  private insertions = 0;

  constructor(readonly maxEntries: number) {}

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    // Moved to the end only once it is no longer among the newer half: one that is cannot be
    // the first out for another maxEntries / 2 insertions, by which time a use moves it. A key
    // asked for on every request (a signed-in person's token, a category page's querystring)
    // then costs a Map lookup, not a delete and an insertion each time.
    if (this.insertions - entry.insertedAt >= this.maxEntries >> 1) {
      this.entries.delete(key);
      entry.insertedAt = ++this.insertions;
      this.entries.set(key, entry);
    }
    return entry.value;
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      this.entries.delete(this.entries.keys().next().value as K);
    }
    this.entries.set(key, { value, insertedAt: ++this.insertions });
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}
