import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** The slowest response: a refill stall shows here even when p99 looks fine. */
  max: number;
  /** Responses that were not 2xx plus connection errors: a fast error is not a fast page. */
  failures: number;
}

/** A request other than a plain GET: a method, headers (a session token) and a JSON body. */
export interface RequestShape {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** Sent as JSON. */
  body?: unknown;
}

export interface LoadOptions {
  duration: number;
  warmup: number;
  connections: number;
}

function requestOptions(shape: RequestShape | undefined) {
  if (!shape) return {};
  const json = shape.body === undefined ? {} : { 'content-type': 'application/json' };
  return {
    method: shape.method ?? 'GET',
    headers: { ...json, ...shape.headers },
    ...(shape.body === undefined ? {} : { body: JSON.stringify(shape.body) }),
  };
}

/** Loads `url` with `connections` keep-alive connections: an untimed warm-up, then the run. */
export async function measure(url: string, options: LoadOptions, shape?: RequestShape): Promise<LoadResult> {
  const request = requestOptions(shape);
  if (options.warmup > 0) {
    await autocannon({ url, connections: options.connections, duration: options.warmup, ...request });
  }
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.duration,
    ...request,
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    failures: result.non2xx + result.errors,
  };
}

/** One request before the load, so a 400 or 500 is reported plainly instead of benchmarked. */
export async function probe(url: string, shape?: RequestShape): Promise<string | undefined> {
  const request = requestOptions(shape);
  const response = await fetch(url, { ...request, signal: AbortSignal.timeout(30_000) });
  if (response.ok) return undefined;
  return `HTTP ${response.status}: ${(await response.text()).slice(0, 200)}`;
}
