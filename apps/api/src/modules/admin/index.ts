import type { FastifyInstance } from 'fastify';
import { adminRoutes } from './admin.routes.js';
import { undeliveredRoutes } from './undelivered.routes.js';

/**
 * Admin: the back office dashboard (figures and charts read from the sales aggregates), its
 * live stream of sales and product changes, and the outbox's undelivered messages (which belong
 * to no single domain; their rows are platform/outbox's). Owns no table; the back office's grids
 * live in the module whose data they show (catalog, orders, invoices, accounts).
 */
export async function registerAdmin(app: FastifyInstance): Promise<void> {
  await app.register(adminRoutes);
  await app.register(undeliveredRoutes);
}
