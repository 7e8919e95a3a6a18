import { describe, expect, it, vi } from 'vitest';
import { CatalogCache } from './catalog-cache.js';

/** A load the test settles by hand, counting its calls. */
function deferredLoads<T>() {
  const pending: ((value: T) => void)[] = [];
  const load = vi.fn(() => new Promise<T>((resolve) => pending.push(resolve)));
  return { load, settle: (value: T) => pending.shift()?.(value) };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('CatalogCache', () => {
  it('serves the stale value while one refresh runs, then the refreshed one', async () => {
    let now = 0;
    const cache = new CatalogCache(1000, 100, () => now);
    const { load, settle } = deferredLoads<string>();
    const first = cache.get('k', load);
    settle('v1');
    expect(await first).toBe('v1');

    now = 1500;
    // Expired: every request still gets v1 at once; only one refresh is started.
    expect(await cache.get('k', load)).toBe('v1');
    expect(await cache.get('k', load)).toBe('v1');
    expect(load).toHaveBeenCalledTimes(2);
    settle('v2');
    await flush();
    expect(await cache.get('k', load)).toBe('v2');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load between concurrent misses', async () => {
    const cache = new CatalogCache(1000);
    const { load, settle } = deferredLoads<number>();
    const a = cache.get('k', load);
    const b = cache.get('k', load);
    settle(7);
    expect(await Promise.all([a, b])).toEqual([7, 7]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('never remembers a failure, and keeps the last good value when a refresh fails', async () => {
    let now = 0;
    const cache = new CatalogCache(1000, 100, () => now);
    await expect(cache.get('k', () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(await cache.get('k', async () => 'ok')).toBe('ok');
    now = 2000;
    expect(await cache.get('k', () => Promise.reject(new Error('down')))).toBe('ok');
    await flush();
    expect(await cache.get('k', async () => 'again')).toBe('ok');
    await flush();
    expect(await cache.get('k', async () => 'later')).toBe('again');
  });

  it('drops only what shows a written product and lets the other listings refresh', async () => {
    const cache = new CatalogCache(60_000);
    const page = (ids: number[]) => ({ items: ids.map((id) => ({ id })) });
    const shows = (value: { items: { id: number }[] }) => value.items.map((item) => item.id);
    await cache.get('list:1', async () => page([1, 2]), { listing: true, shows });
    await cache.get('list:2', async () => page([3, 4]), { listing: true, shows });
    await cache.get('product:1', async () => ({ items: [{ id: 1 }] }), { shows });
    await cache.get('product:3', async () => ({ items: [{ id: 3 }] }), { shows });
    await cache.get('categories', async () => ['Ropa']);

    cache.invalidateProducts([1]);
    // Shows product 1: dropped, the next request waits for the new value.
    expect(await cache.get('list:1', async () => page([9]), { listing: true, shows })).toEqual(page([9]));
    expect(await cache.get('product:1', async () => ({ items: [] }), { shows })).toEqual({ items: [] });
    // Another listing: served once more while it refreshes in the background.
    const refreshed = vi.fn(async () => page([5]));
    expect(await cache.get('list:2', refreshed, { listing: true, shows })).toEqual(page([3, 4]));
    expect(refreshed).toHaveBeenCalledTimes(1);
    await flush();
    expect(await cache.get('list:2', refreshed, { listing: true, shows })).toEqual(page([5]));
    // Neither a listing nor showing product 1: untouched.
    const untouched = vi.fn(async () => ['Otra']);
    expect(await cache.get('categories', untouched)).toEqual(['Ropa']);
    expect(await cache.get('product:3', async () => ({ items: [] }), { shows })).toEqual({
      items: [{ id: 3 }],
    });
    expect(untouched).not.toHaveBeenCalled();
  });

  it('drops every listing when the write can put a product into lists', async () => {
    const cache = new CatalogCache(60_000);
    const page = (ids: number[]) => ({ items: ids.map((id) => ({ id })) });
    const shows = (value: { items: { id: number }[] }) => value.items.map((item) => item.id);
    await cache.get('list:1', async () => page([3, 4]), { listing: true, shows });
    await cache.get('product:3', async () => page([3]), { shows });

    // Product 7, shown again, belongs on list:1 now: no request may get the page without it.
    cache.invalidateProducts([7], true);
    expect(await cache.get('list:1', async () => page([7, 3]), { listing: true, shows })).toEqual(
      page([7, 3]),
    );
    expect(await cache.get('product:3', async () => page([]), { shows })).toEqual(page([3]));
  });

  it('does not keep a load that was in flight when its product was written', async () => {
    const cache = new CatalogCache(60_000);
    const { load, settle } = deferredLoads<string>();
    const inFlight = cache.get('product:1', load, { shows: () => [1] });
    cache.invalidateProducts([1]);
    settle('read before the write');
    expect(await inFlight).toBe('read before the write');
    expect(await cache.get('product:1', async () => 'after', { shows: () => [1] })).toBe('after');
  });

  it('forgets everything on invalidateAll', async () => {
    const cache = new CatalogCache(60_000);
    await cache.get('k', async () => 'old');
    cache.invalidateAll();
    expect(await cache.get('k', async () => 'new')).toBe('new');
  });

  it('keeps at most maxEntries, dropping the oldest', async () => {
    const cache = new CatalogCache(60_000, 2);
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('c', async () => 'c1');
    expect(await cache.get('a', async () => 'a2')).toBe('a2');
    expect(await cache.get('c', async () => 'c2')).toBe('c1');
  });

  it('is off with a zero ttl', async () => {
    const cache = new CatalogCache(0);
    await cache.get('k', async () => 1);
    expect(await cache.get('k', async () => 2)).toBe(2);
  });

  it('never hands a reader a value older than their own last write (positions, with standbys)', async () => {
    const cache = new CatalogCache(60_000);
    // A visitor's read on a standby at WAL position 100.
    expect(await cache.get('k', async () => 'old', {}, { needs: 0n, at: 100n })).toBe('old');
    // Another visitor, and a writer whose write (90) the value already has: the value kept.
    expect(await cache.get('k', async () => 'unused', {}, { needs: 0n, at: 50n })).toBe('old');
    expect(await cache.get('k', async () => 'unused', {}, { needs: 90n, at: 100n })).toBe('old');
    // A writer at 150: read again (on the primary), and that newer value replaces the old one.
    expect(await cache.get('k', async () => 'new', {}, { needs: 150n, at: 160n })).toBe('new');
    expect(await cache.get('k', async () => 'unused', {}, { needs: 0n, at: 0n })).toBe('new');
    expect(await cache.get('k', async () => 'unused', {}, { needs: 155n, at: 0n })).toBe('new');
  });
});
