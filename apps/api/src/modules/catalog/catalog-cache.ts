/** How a cached value depends on the products. */
export interface Dependence<T> {
  /** The products the value shows (a page's items, one product's detail). */
  shows?: (value: T) => readonly number[];
  /** A listing or search: any product write may move another product into it. */
  listing?: boolean;
}

interface Entry {
  /** The value being served: settled once `ready`. */
  value: Promise<unknown>;
  ready: boolean;
  /** Served as is until then; afterwards served stale while one refresh runs. */
  freshUntil: number;
  refreshing: boolean;
  /** The products this value shows; a write to one of them drops it. */
  productIds: ReadonlySet<number>;
  dependence: Dependence<unknown>;
}

/**
 * A short-lived cache of public catalog reads. The home page and popular searches are asked
 * for far more often than products change, and on a small machine the database round trip is
 * most of a listing's cost.
 *
 * - Stale while revalidate: once a key has a value, no request waits for the database again.
 *   When the value is older than `ttlMs`, the next request starts ONE refresh and, like every
 *   request until it lands, gets the value it had. Only a first miss waits, and concurrent
 *   misses share one load.
 * - `invalidateProducts(ids)`: after a product write, the keys that show one of those products
 *   (its detail) and every listing (a new, moved or re-activated product may now belong to it)
 *   are dropped, so this instance never answers older than its own write; other products'
 *   details, categories and audiences are kept.
 * - `invalidateAll()` drops everything (a category was added, say).
 * - Failures (bad category, unknown product) are answered once, never remembered; a failed
 *   refresh keeps the last good value until the next attempt.
 */
export class CatalogCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1000,
    private readonly now: () => number = Date.now,
  ) {}

  get<T>(key: string, load: () => Promise<T>, dependence: Dependence<T> = {}): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const hit = this.entries.get(key);
    if (hit) {
      if (hit.ready && hit.freshUntil <= this.now() && !hit.refreshing) this.refresh(key, hit, load);
      return hit.value as Promise<T>;
    }
    return this.fill(key, load, dependence as Dependence<unknown>);
  }

  private fill<T>(key: string, load: () => Promise<T>, dependence: Dependence<unknown>): Promise<T> {
    const value = load();
    const entry: Entry = {
      value,
      ready: false,
      freshUntil: Number.POSITIVE_INFINITY,
      refreshing: false,
      productIds: new Set(),
      dependence,
    };
    this.entries.set(key, entry);
    value.then(
      (settled) => {
        entry.ready = true;
        entry.freshUntil = this.now() + this.ttlMs;
        entry.productIds = new Set(dependence.shows?.(settled) ?? []);
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return value;
  }

  private refresh(key: string, entry: Entry, load: () => Promise<unknown>): void {
    entry.refreshing = true;
    load().then(
      (settled) => {
        entry.refreshing = false;
        // Dropped or replaced meanwhile (a write): the newer entry wins.
        if (this.entries.get(key) !== entry) return;
        entry.value = Promise.resolve(settled);
        entry.productIds = new Set(entry.dependence.shows?.(settled) ?? []);
        entry.freshUntil = this.now() + this.ttlMs;
      },
      () => {
        // Keep serving the last good value; the next request past its age tries again.
        entry.refreshing = false;
      },
    );
  }

  /** After a write to these products: drop what shows them, let every other entry refresh. */
  invalidateProducts(ids: readonly number[]): void {
    const changed = new Set(ids);
    for (const [key, entry] of this.entries) {
      // A load in flight may have read the product before the write: do not keep its result.
      // A listing may gain the product (an activation, a new product): it is dropped too, so
      // this instance never answers a listing older than its own write.
      if (!entry.ready || entry.dependence.listing || [...entry.productIds].some((id) => changed.has(id))) {
        this.entries.delete(key);
      }
    }
  }

  invalidateAll(): void {
    this.entries.clear();
  }
}
