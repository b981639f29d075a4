import { BoundedQueue } from '../../lib/bounded-queue';
import { TooManyRequestsError } from '../../lib/http-error';
import { RecentResults } from '../../lib/recent-results';

// A word search the short catalogue cache cannot answer is the costliest public read (every new
// `q` is new work for the database), and anyone can make up endless new ones. So, besides the
// per-address limit every API call has, such searches get their own smaller budget per address
// and only a few run at once; the rest wait in a short line or are refused with Retry-After
// (docs/decisions/023-search-cost.md). Searches answered from the cache cost nothing here.

export const SEARCH_GUARD = {
  /** Uncached word searches reading the database at the same time (one per core). */
  concurrent: 2,
  /**
   * Searches waiting for a turn; one more is refused (503) rather than queued. A waiting search
   * costs only time: the line is long enough that four addresses searching without pause (one
   * at a time each) leave room for everyone else's searches on a busy machine (npm run soak).
   */
  waiting: 16,
  /** What a 503 asks the client to wait before trying again. */
  retryAfterBusyMs: 2_000,
  /** The budget's window. */
  windowMs: 60_000,
  /**
   * Addresses whose budget is remembered; past that the least recent is forgotten (the
   * concurrency cap still holds for an attacker with more addresses than this).
   */
  rememberedAddresses: 10_000,
} as const;

export const SEARCH_GUARD_MESSAGES = {
  perAddress: (seconds: number) =>
    `Hiciste muchas búsquedas seguidas. Espera ${seconds} s y vuelve a buscar.`,
  busy: 'Hay muchas búsquedas en este momento. Inténtalo de nuevo en unos segundos.',
} as const;

interface Budget {
  windowStart: number;
  used: number;
}

export class SearchGuard {
  private readonly queue = new BoundedQueue(SEARCH_GUARD.concurrent, SEARCH_GUARD.waiting);
  private readonly budgets = new RecentResults<string, Budget>(SEARCH_GUARD.rememberedAddresses);

  constructor(
    private readonly perAddressPerMinute: number,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Runs an uncached search for this address: 429 past the address's budget, 503 when the
   * server already runs and queues as many as it takes.
   */
  async run<T>(address: string, search: () => Promise<T>): Promise<T> {
    this.spend(address);
    const result = await this.queue.run(search);
    if (!result.ran) {
      throw new TooManyRequestsError(
        SEARCH_GUARD_MESSAGES.busy,
        SEARCH_GUARD.retryAfterBusyMs,
        503,
      );
    }
    return result.value;
  }

  /** One search of the address's budget (a fixed window per minute), or a 429. */
  private spend(address: string): void {
    const now = this.now();
    let budget = this.budgets.get(address);
    if (!budget || now - budget.windowStart >= SEARCH_GUARD.windowMs) {
      budget = { windowStart: now, used: 0 };
      this.budgets.set(address, budget);
    }
    if (budget.used >= this.perAddressPerMinute) {
      const wait = Math.max(1000, budget.windowStart + SEARCH_GUARD.windowMs - now);
      throw new TooManyRequestsError(
        SEARCH_GUARD_MESSAGES.perAddress(Math.ceil(wait / 1000)),
        wait,
      );
    }
    budget.used++;
  }
}
