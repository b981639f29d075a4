// HTTP calls of the simulated people, with the figures the report needs: every answer's status
// and latency, and every answer that was not one of the expected statuses.

export interface Answer {
  /** 0 when no answer came (connection refused or reset, timeout). */
  status: number;
  // Parsed JSON of the answer (unknown shape: each caller reads the fields it checks).
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  ms: number;
  /** Why no answer came, when status is 0. */
  error?: string;
  /** The Retry-After header, when the server sent one. */
  retryAfter?: string;
}

export interface CallOptions {
  method?: 'GET' | 'POST' | 'DELETE';
  token?: string;
  /** The person's own address, sent as X-Forwarded-For (the servers run with TRUST_PROXY). */
  ip?: string;
  json?: unknown;
  form?: FormData;
  /** Statuses this call may answer; anything else is recorded as unexpected. */
  expect?: number[];
  timeoutMs?: number;
}

const KEPT_SAMPLES = 12;

export class Stats {
  readonly latencies: number[] = [];
  readonly statuses = new Map<number, number>();
  /** Latencies per action (catalogue, detail, listing create…). */
  readonly actions = new Map<string, number[]>();
  unexpectedCount = 0;
  /** The first few unexpected answers, for the report. */
  readonly unexpected: string[] = [];
  /**
   * 503 with Retry-After: the server's designed "busy, try again in a moment" (the photo intake
   * queue when full, server/platform/images/photo-intake.ts), not a failure of the server.
   */
  busyAnswers = 0;

  record(action: string, answer: Answer, expected: number[]): void {
    this.latencies.push(answer.ms);
    if (answer.status === 503 && answer.retryAfter) this.busyAnswers += 1;
    this.statuses.set(answer.status, (this.statuses.get(answer.status) ?? 0) + 1);
    const latencies = this.actions.get(action);
    if (latencies) latencies.push(answer.ms);
    else this.actions.set(action, [answer.ms]);
    if (!expected.includes(answer.status)) this.noteUnexpected(action, answer);
  }

  noteUnexpected(action: string, answer: Pick<Answer, 'status' | 'body' | 'error'>): void {
    this.unexpectedCount += 1;
    if (this.unexpected.length < KEPT_SAMPLES) {
      const detail =
        answer.status === 0
          ? (answer.error ?? 'no answer')
          : JSON.stringify(answer.body)?.slice(0, 160);
      this.unexpected.push(`${action} → ${answer.status || 'no answer'}: ${detail}`);
    }
  }

  get requests(): number {
    return this.latencies.length;
  }

  /** Answers 5xx that were failures: every 5xx except the designed 503 + Retry-After. */
  get serverErrors(): number {
    return this.count((s) => s >= 500) - this.busyAnswers;
  }

  count(predicate: (status: number) => boolean): number {
    let n = 0;
    for (const [status, times] of this.statuses) if (predicate(status)) n += times;
    return n;
  }

  percentile(p: number): number {
    return percentile(this.latencies, p);
  }
}

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** One call to one server. Never throws: a missing answer is status 0. */
export async function call(
  base: string,
  path: string,
  options: CallOptions = {},
  stats?: Stats,
  action = path,
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.ip) headers['x-forwarded-for'] = options.ip;
  let body: string | FormData | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) body = options.form;
  const method = options.method ?? (body === undefined ? 'GET' : 'POST');
  const started = performance.now();
  let answer: Answer;
  try {
    const res = await fetch(`${base}/api/v1${path}`, {
      method,
      headers,
      body,
      signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON: keep the text for the report.
    }
    answer = {
      status: res.status,
      body: parsed,
      ms: performance.now() - started,
      retryAfter: res.headers.get('retry-after') ?? undefined,
    };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    answer = {
      status: 0,
      body: null,
      ms: performance.now() - started,
      error: cause ?? (error as Error).name ?? String(error),
    };
  }
  stats?.record(action, answer, options.expect ?? [200]);
  return answer;
}

/** Runs `work` over the items with at most `limit` at a time. */
export async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      await work(items[index]!, index);
    }
  });
  await Promise.all(workers);
}
