import type { FastifyInstance } from 'fastify';
import { ordersRoutes } from './orders.routes.js';

/**
 * Orders: owns `orders`, one row per product bought (created by the purchase through
 * `createOrdersOfIssuedInvoice`); their status moves, the seller's sales, the back office's order grid.
 */
export { createOrdersOfIssuedInvoice, type OrdersToCreate } from './order-writes.js';
export { createOrdersService, type OrdersService } from './orders.service.js';

export async function registerOrders(app: FastifyInstance): Promise<void> {
  await app.register(ordersRoutes);
}
