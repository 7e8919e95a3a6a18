import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { adminRoutes } from './admin.routes.js';
import type { MoneyFiguresOf } from './dashboard.service.js';
import { undeliveredRoutes } from './undelivered.routes.js';

/**
 * Admin: the back office dashboard (figures and charts read from the sales aggregates), its
 * live stream of sales and product changes, and the outbox's undelivered messages (which belong
 * to no single domain; their rows are platform/outbox's). Owns no table; the back office's grids
 * live in the module whose data they show (catalog, orders, invoices, accounts).
 */
async function registerAdmin(
  app: FastifyInstance,
  { moneyFigures }: { moneyFigures: MoneyFiguresOf },
): Promise<void> {
  await app.register(adminRoutes, { moneyFigures });
  await app.register(undeliveredRoutes);
}

export const adminPlugin = fp(registerAdmin, { name: 'admin', dependencies: ['auth', 'events', 'outbox'] });
