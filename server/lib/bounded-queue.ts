// Work that is heavy for the one process (photo decoding, uncached word searches) runs a few at
// a time; a flood waits in a short line, and past it is refused at once (503 + Retry-After)
// instead of piling up memory and slowing everyone down.

/** A fixed number of tasks at once and a fixed number waiting; beyond that, refused. */
export class BoundedQueue {
  private running = 0;
  private readonly queue: (() => void)[] = [];

  constructor(
    private readonly concurrent: number,
    private readonly maxWaiting: number,
  ) {}

  /** Runs the task now or after those ahead of it; false (without running it) when full. */
  async run<T>(task: () => Promise<T>): Promise<{ ran: true; value: T } | { ran: false }> {
    if (this.running < this.concurrent) this.running++;
    else if (this.queue.length < this.maxWaiting) {
      // The slot is handed over by the task that finishes (running stays the same).
      await new Promise<void>((resolve) => this.queue.push(resolve));
    } else return { ran: false };
    try {
      return { ran: true, value: await task() };
    } finally {
      const next = this.queue.shift();
      if (next) next();
      else this.running--;
    }
  }
}
