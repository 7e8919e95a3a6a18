import { describe, expect, it, vi } from 'vitest';
import { CatalogCache } from './catalog-cache.js';

describe('CatalogCache', () => {
  it('reuses a value until it expires', async () => {
    vi.useFakeTimers();
    const cache = new CatalogCache(1000);
    const load = vi.fn(async () => Math.random());
    const first = await cache.get('k', load);
    expect(await cache.get('k', load)).toBe(first);
    vi.advanceTimersByTime(1001);
    expect(await cache.get('k', load)).not.toBe(first);
    expect(load).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });

  it('shares one load between concurrent misses', async () => {
    const cache = new CatalogCache(1000);
    let release: (v: number) => void = () => {};
    const load = vi.fn(() => new Promise<number>((resolve) => (release = resolve)));
    const a = cache.get('k', load);
    const b = cache.get('k', load);
    release(7);
    expect(await Promise.all([a, b])).toEqual([7, 7]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('never remembers a failure', async () => {
    const cache = new CatalogCache(1000);
    await expect(cache.get('k', () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(await cache.get('k', async () => 'ok')).toBe('ok');
  });

  it('forgets everything when the catalog changes', async () => {
    const cache = new CatalogCache(60_000);
    await cache.get('k', async () => 'old');
    cache.invalidate();
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

  it('drops only the answers that show a changed product, and every list when lists may change', async () => {
    const cache = new CatalogCache(60_000);
    const load = vi.fn(async (value: unknown) => value);
    await cache.get('page-a', () => load({ items: [{ id: 1 }, { id: 2 }] }));
    await cache.get('page-b', () => load({ items: [{ id: 3 }] }));
    await cache.get('product:2', () => load({ id: 2 }));
    load.mockClear();

    cache.invalidateProducts([2]);
    await cache.get('page-a', () => load('a again'));
    await cache.get('page-b', () => load('b again'));
    await cache.get('product:2', () => load('2 again'));
    expect(load.mock.calls.map(([value]) => value)).toEqual(['a again', '2 again']);

    cache.invalidateProducts([99], true);
    await cache.get('page-b', () => load('b after listings'));
    expect(load).toHaveBeenLastCalledWith('b after listings');
  });
});
