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
});
