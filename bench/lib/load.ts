import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Responses that were not 2xx plus connection errors: a fast error is not a fast page. */
  failures: number;
}

export interface LoadOptions {
  duration: number;
  warmup: number;
  connections: number;
}

/** Loads `url` with `connections` keep-alive connections: an untimed warm-up, then the run. */
export async function measure(url: string, options: LoadOptions): Promise<LoadResult> {
  if (options.warmup > 0) {
    await autocannon({ url, connections: options.connections, duration: options.warmup });
  }
  const result = await autocannon({ url, connections: options.connections, duration: options.duration });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors,
  };
}

/** One request before the load, so a 400 or 500 is reported plainly instead of benchmarked. */
export async function probe(url: string): Promise<string | undefined> {
  const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
  if (response.ok) return undefined;
  return `HTTP ${response.status}: ${(await response.text()).slice(0, 200)}`;
}
