interface Entry {
  expires: number;
  value: Promise<unknown>;
  /** The products the cached answer shows; undefined while it loads. */
  ids?: ReadonlySet<number>;
}

/** The product ids an answer shows: a page's items, or one product. */
function idsOf(value: unknown): Set<number> {
  const ids = new Set<number>();
  const v = value as { id?: unknown; items?: { id?: unknown }[] } | null;
  if (typeof v?.id === 'number') ids.add(v.id);
  if (Array.isArray(v?.items)) for (const item of v.items) if (typeof item.id === 'number') ids.add(item.id);
  return ids;
}

/**
 * A short-lived cache of public catalog reads. The home page and popular searches are asked
 * for far more often than products change, and on a small machine the database round trip is
 * most of a listing's cost. Entries live `ttlMs` at most; every product write calls
 * `app.productsChanged(ids)`, which lands in `invalidateProducts`: only the answers showing those
 * products are dropped (a purchase no longer empties the whole cache), every list when the change
 * can move products in or out of lists. Concurrent misses for the same key share one load.
 */
export class CatalogCache {
  private readonly entries = new Map<string, Entry>();

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
    const entry: Entry = { expires: now + this.ttlMs, value };
    this.entries.delete(key);
    this.entries.set(key, entry);
    value.then(
      (loaded) => {
        entry.ids = idsOf(loaded);
      },
      () => undefined,
    );
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

  /**
   * Drops the answers that show any of these products (and those still loading, which may have
   * read them before the change); with `listings`, every list too.
   */
  invalidateProducts(productIds: readonly number[], listings = false): void {
    if (listings) {
      this.invalidate();
      return;
    }
    for (const [key, entry] of this.entries) {
      if (!entry.ids || productIds.some((id) => entry.ids?.has(id))) this.entries.delete(key);
    }
  }
}
