interface Entry<V> {
  value: V;
  expires: number;
}

/**
 * A few seconds of memory for public answers, keyed by the normalised request. Concurrent misses
 * for one key share one load. clear() (any write in this process) also drops loads that started
 * before it, so an answer read before a change is never kept after it.
 */
export class ShortCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly loading = new Map<string, Promise<V>>();
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  async get(key: string, load: () => Promise<V>): Promise<V> {
    if (!this.enabled) return load();
    const entry = this.entries.get(key);
    if (entry && entry.expires > this.now()) return entry.value;
    if (entry) this.entries.delete(key);
    const pending = this.loading.get(key);
    if (pending) return pending;

    const generation = this.generation;
    const started = this.now();
    const promise = load().then(
      (value) => {
        this.loading.delete(key);
        if (generation === this.generation) this.keep(key, value, started);
        return value;
      },
      (error: unknown) => {
        this.loading.delete(key);
        throw error;
      },
    );
    this.loading.set(key, promise);
    return promise;
  }

  /** The kept answer, if there is one and it is fresh; nothing is loaded. */
  peek(key: string): V | undefined {
    const entry = this.entries.get(key);
    return entry && entry.expires > this.now() ? entry.value : undefined;
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
    this.loading.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private keep(key: string, value: V, started: number) {
    // Oldest first out (a Map keeps insertion order).
    while (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    // Counted from when the database was read, so no answer outlives the promised staleness.
    this.entries.set(key, { value, expires: started + this.ttlMs });
  }
}
