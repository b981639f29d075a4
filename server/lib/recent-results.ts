/**
 * The results of a pure computation for the last few keys it was asked about, the least
 * recently used first out. Bounded, so keys a client makes up (endless distinct queries or
 * addresses) cost at most `maxEntries` entries of memory, and the computation as before.
 */
export class RecentResults<K, V> {
  // A Map iterates in insertion order: re-inserting on each use keeps the least recently used
  // first.
  private readonly entries = new Map<K, V>();

  constructor(readonly maxEntries: number) {}

  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      this.entries.delete(this.entries.keys().next().value as K);
    }
    this.entries.set(key, value);
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}
