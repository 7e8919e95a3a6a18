import { describe, expect, it } from 'vitest';
import { createLocalEventBus } from './events.js';

describe('local event bus', () => {
  it('delivers to every subscriber after the publisher returns, and stops on unsubscribe', async () => {
    const bus = createLocalEventBus();
    const seen: number[] = [];
    const stop = bus.subscribe('sale', (e) => seen.push(e.invoiceId));
    bus.subscribe('sale', () => {
      throw new Error('a broken listener');
    });
    bus.subscribe('sale', (e) => seen.push(e.invoiceId * 10));
    bus.publish('sale', { invoiceId: 1, userId: 1, totalCents: 100 });
    expect(seen).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(seen).toEqual([1, 10]);
    stop();
    bus.publish('sale', { invoiceId: 2, userId: 1, totalCents: 100 });
    await new Promise((resolve) => setImmediate(resolve));
    expect(seen).toEqual([1, 10, 20]);
  });

  it('runs a listener subscribed `now` inside publish, before the others, and survives its failure', async () => {
    const bus = createLocalEventBus();
    const seen: string[] = [];
    bus.subscribe('productsChanged', () => seen.push('later'));
    bus.subscribe(
      'productsChanged',
      () => {
        throw new Error('a broken listener');
      },
      { now: true },
    );
    const stop = bus.subscribe('productsChanged', (e) => seen.push(`now ${e.productIds.join()}`), {
      now: true,
    });
    bus.publish('productsChanged', { productIds: [1, 2], listings: false });
    expect(seen).toEqual(['now 1,2']);
    await new Promise((resolve) => setImmediate(resolve));
    expect(seen).toEqual(['now 1,2', 'later']);
    stop();
    bus.publish('productsChanged', { productIds: [3], listings: false });
    await new Promise((resolve) => setImmediate(resolve));
    expect(seen).toEqual(['now 1,2', 'later', 'later']);
  });
});
