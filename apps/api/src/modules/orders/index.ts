import type { FastifyInstance } from 'fastify';
import { ordersRoutes } from './orders.routes.js';

/**
 * Orders: one row per product bought (checkout creates them with the invoice); their status
 * moves, the seller's sales, the back office's order grid.
 */
export { createOrdersService, type OrdersService } from './orders.service.js';

export async function registerOrders(app: FastifyInstance): Promise<void> {
  await app.register(ordersRoutes);
}
