/**
 * A short-lived cache of public catalog reads. The home page and popular searches are asked
 * for far more often than products change, and on a small machine the database round trip is
 * most of a listing's cost. Entries live `ttlMs` at most; every product write in this process
 * calls `invalidate()` (app.catalogChanged), so this instance never serves a stale catalog after
 * its own writes, and another instance's writes show within `ttlMs`. Concurrent misses for the
 * same key share one load.
 */
export class CatalogCache {
  private readonly entries = new Map<string, { expires: number; value: Promise<unknown> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1000,
  ) {}

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value as Promise<T>;

    const value = load();
    this.entries.delete(key);
    this.entries.set(key, { expires: now + this.ttlMs, value });
    // A failure (bad category, unknown product) is answered once, never remembered.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return value;
  }

  invalidate(): void {
    this.entries.clear();
  }
}
