import { EventEmitter } from 'node:events';

/** Domain events other modules react to (the admin dashboard's live refresh, for one). */
export interface BazarEvents {
  /** A checkout was paid and turned into an invoice. */
  sale: { invoiceId: number; userId: number; totalCents: number };
  /** A product was created, edited, activated or deactivated (the admin dashboard refreshes). */
  productChanged: { productId: number };
  /**
   * Rows of `products` changed (stock, rating, details): caches drop the reads showing these
   * products and let their listings refresh; with `listings` (created, edited, shown again),
   * every cached listing goes.
   */
  productsChanged: { productIds: number[]; listings: boolean };
  /** A user's sessions ended or their name, role or ban changed: cached callers go. */
  accountChanged: { userId: number };
  /** These users have new notifications: their open bells refresh. */
  notified: { userIds: number[] };
}

export type EventName = keyof BazarEvents;

export interface EventBus {
  publish<K extends EventName>(name: K, payload: BazarEvents[K]): void;
  /**
   * Returns the function that stops listening. A listener runs on the next tick, except with
   * `{ now: true }`: then it runs inside `publish` itself (for this instance's own events), so a
   * cache it keeps is already current when the publisher answers its request.
   */
  subscribe<K extends EventName>(
    name: K,
    listener: (payload: BazarEvents[K]) => void,
    options?: { now?: boolean },
  ): () => void;
}

/**
 * One process's bus. Publishing never throws into the publisher: listeners run on the next tick,
 * or at once for those subscribed `now`, each guarded so a failing one stops no other.
 */
export function createLocalEventBus(): EventBus {
  const later = new EventEmitter();
  const now = new EventEmitter();
  later.setMaxListeners(0);
  now.setMaxListeners(0);
  return {
    publish(name, payload) {
      now.emit(name, payload);
      setImmediate(() => later.emit(name, payload));
    },
    subscribe(name, listener, options) {
      const wrapped = (payload: unknown) => {
        try {
          listener(payload as BazarEvents[typeof name]);
        } catch {
          // A failing listener must not stop the others.
        }
      };
      const emitter = options?.now ? now : later;
      emitter.on(name, wrapped);
      return () => emitter.off(name, wrapped);
    },
  };
}
