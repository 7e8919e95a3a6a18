import type { FastifyInstance } from 'fastify';
import { ordersRoutes } from './orders.routes.js';

/**
 * Orders: owns `orders`, one row per product bought (created by the purchase through
 * `createOrdersOfIssuedInvoice`), and `order_events`, their history; their status moves (shipping
 * with a carrier, receipt, cancellation with its refund), the seller's sales, the back office's
 * order grid, and the notices each step sends.
 */
export { createOrdersOfIssuedInvoice, notifySellersOfCheckout, type OrdersToCreate } from './order-writes.js';
export { type ActorRole, type OrderEventKind, recordEvent } from './orders.repository.js';
export { createOrdersService, type OrdersService } from './orders.service.js';

export async function registerOrders(app: FastifyInstance): Promise<void> {
  await app.register(ordersRoutes);
}
