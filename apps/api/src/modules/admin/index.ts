import type { FastifyInstance } from 'fastify';
import { adminRoutes } from './admin.routes.js';

/**
 * Admin: the back office dashboard (figures and charts read from the sales aggregates) and its
 * live stream of sales and product changes. Owns no table; the back office's grids live in the
 * module whose data they show (catalog, orders, invoices, accounts).
 */
export async function registerAdmin(app: FastifyInstance): Promise<void> {
  await app.register(adminRoutes);
}
