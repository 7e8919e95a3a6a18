import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client.js';
import type { PaymentProvider } from '../../platform/payments/provider.js';

/**
 * What checkout's services are built from (checkout.plugin.ts passes the platform's pieces);
 * each service takes only the ones it uses.
 */
export interface CheckoutDeps {
  db: Executor;
  log: FastifyBaseLogger;
  payments: PaymentProvider;
  /** Tells this instance's caches and the other instances which products changed, after a commit. */
  productsChanged(productIds: readonly number[]): void;
}
