import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Env } from '../config/env.js';
import type { Database, Executor } from '../db/client.js';
import { createSellerAccess, type SellerAccess } from '../modules/payment-links/index.js';
import type { EventBus } from '../platform/events/events.js';
import type { PaymentProvider } from '../platform/payments/provider.js';
import { createTokenCipher, tokenKey } from '../platform/security/token-cipher.js';

/**
 * What every flow is built from: the platform's pieces, picked off the app once by the flows'
 * plugin (flows/index.ts). Module faces are imported, not passed: a flow names each owner it calls.
 */
export interface FlowContext {
  db: Executor;
  database: Database;
  log: FastifyBaseLogger;
  env: Env;
  payments: PaymentProvider;
  events: EventBus;
  /** Wakes the outbox worker, so what a committed flow queued leaves at once. */
  kickOutbox(): void;
  /** Linked sellers' tokens, opened only for the call that charges or refunds in their account. */
  sellerAccess: SellerAccess;
}

export function flowContext(app: FastifyInstance): FlowContext {
  return {
    db: app.db,
    database: app.database,
    log: app.log,
    env: app.env,
    payments: app.payments,
    events: app.events,
    kickOutbox: () => app.outbox.worker.kick(),
    sellerAccess: createSellerAccess({
      db: app.db,
      cipher: createTokenCipher(tokenKey(app.env)),
      provider: app.payments.name,
    }),
  };
}
