import autocannon from 'autocannon';

export interface LoadOptions {
  connections: number;
  /** Seconds. */
  duration: number;
  headers?: Record<string, string>;
}

export interface LoadFigures {
  rps: number;
  p50: number;
  p97_5: number;
  p99: number;
  /** Connection errors and timeouts. */
  errors: number;
  non2xx: number;
  /** Bytes read per answer, headers included. */
  bytesPerAnswer: number;
  answers: number;
}

export async function load(url: string, options: LoadOptions): Promise<LoadFigures> {
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.duration,
    headers: options.headers,
  });
  const answers = result.requests.total || 1;
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    bytesPerAnswer: Math.round(result.throughput.total / answers),
    answers: result.requests.total,
  };
}
