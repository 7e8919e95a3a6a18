import type { FastifyInstance } from 'fastify';

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
  /** Bumped by every write that concerns the entry: a refresh begun before it is not fresh. */
  generation: number;
  /** With standbys: the WAL position its value is at least as recent as (see ReadPosition). */
  at: bigint;
}

/**
 * Where a read that fills the cache reads (db/client.ts `ReadPosition`, with standbys): the
 * reader must see `needs` (their own last write), and the read is at least as recent as `at`.
 */
export interface Position {
  needs: bigint;
  at: bigint;
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
 *   (its detail, pages listing it) are dropped, so this instance never shows the old product
 *   again; every other page is marked stale (a new or moved product may now belong to it) and
 *   refreshes on its next request, without making that request wait.
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

  /**
   * `position` (with standbys): a value older than the reader's own last write (`needs`) is not
   * theirs to see: it is read again, at `position.at`, and replaces the one kept.
   */
  get<T>(
    key: string,
    load: () => Promise<T>,
    dependence: Dependence<T> = {},
    position?: Position,
  ): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const hit = this.entries.get(key);
    if (hit && !(position && hit.at < position.needs)) {
      if (hit.ready && hit.freshUntil <= this.now() && !hit.refreshing)
        this.refresh(key, hit, load, position);
      return hit.value as Promise<T>;
    }
    return this.fill(key, load, dependence as Dependence<unknown>, position);
  }

  private fill<T>(
    key: string,
    load: () => Promise<T>,
    dependence: Dependence<unknown>,
    position: Position | undefined,
  ): Promise<T> {
    const value = load();
    const entry: Entry = {
      value,
      ready: false,
      freshUntil: Number.POSITIVE_INFINITY,
      refreshing: false,
      productIds: new Set(),
      dependence,
      generation: 0,
      at: position?.at ?? 0n,
    };
    // A value replaced for a reader who needed a newer one: Map order is the eviction order.
    this.entries.delete(key);
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

  private refresh(
    key: string,
    entry: Entry,
    load: () => Promise<unknown>,
    position: Position | undefined,
  ): void {
    entry.refreshing = true;
    const generation = entry.generation;
    load().then(
      (settled) => {
        entry.refreshing = false;
        // Dropped or replaced meanwhile (a write): the newer entry wins.
        if (this.entries.get(key) !== entry) return;
        entry.value = Promise.resolve(settled);
        entry.at = position?.at ?? 0n;
        entry.productIds = new Set(entry.dependence.shows?.(settled) ?? []);
        // Read before a write that concerns it: served, but refreshed again on the next request.
        entry.freshUntil = generation === entry.generation ? this.now() + this.ttlMs : 0;
      },
      () => {
        // Keep serving the last good value; the next request past its age tries again.
        entry.refreshing = false;
      },
    );
  }

  /**
   * After a write to these products: drop what shows them, let every other entry refresh. With
   * `listings`, the write may put a product into lists it was not in (created, edited, shown
   * again): every listing goes too, so none serves a page that lacks it.
   */
  invalidateProducts(ids: readonly number[], listings = false): void {
    const changed = new Set(ids);
    for (const [key, entry] of this.entries) {
      if (
        !entry.ready ||
        (listings && entry.dependence.listing) ||
        [...entry.productIds].some((id) => changed.has(id))
      ) {
        // A load in flight may have read the product before the write: do not keep its result.
        this.entries.delete(key);
      } else if (entry.dependence.listing) {
        entry.freshUntil = 0;
        entry.generation += 1;
      }
    }
  }

  invalidateAll(): void {
    this.entries.clear();
  }
}

/**
 * A cache of public reads that show products (the catalog's lists and pages, a seller's page),
 * kept current by the `productsChanged` event: this instance's writes drop their products before
 * the writer answers (the listener runs `now`), other instances' through Redis.
 */
export function productsCache(app: FastifyInstance): CatalogCache {
  const cache = new CatalogCache(app.env.CATALOG_CACHE_MS);
  app.events.subscribe(
    'productsChanged',
    ({ productIds, listings }) => cache.invalidateProducts(productIds, listings),
    {
      now: true,
    },
  );
  return cache;
}
