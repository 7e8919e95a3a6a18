import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ordersRoutes } from './orders.routes.js';

/**
 * Orders: owns `orders`, one row per product bought (created by the purchase flow through
 * `createOrdersOfIssuedInvoice`), `order_events`, their history, and the sales counters kept by
 * triggers (`sales_daily`, `seller_sales_counts`). Its own routes are the buyer's purchases ('Mis
 * compras'), the seller's sales, the back office's grid and an order's detail; moving an order
 * (ship, receive, cancel) is a flow.
 * Publishes `orders.orders` and `orders.sales_daily`.
 */
export { createOrdersOfIssuedInvoice, notifySellersOfCheckout, type OrdersToCreate } from './order-writes.js';
export {
  type ActorRole,
  couponUseFreedBy,
  type LockedOrder,
  lockOrder,
  lockOrderById,
  markRefundedInFull,
  type OrderEventKind,
  recordEvent,
} from './orders.repository.js';
export {
  cancel,
  checkCancel,
  checkMove,
  checkNotRefunded,
  createOrdersService,
  type OrdersService,
  ready,
  receive,
  ship,
} from './orders.service.js';

async function registerOrders(app: FastifyInstance): Promise<void> {
  await app.register(ordersRoutes);
}

export const ordersPlugin = fp(registerOrders, { name: 'orders', dependencies: ['auth'] });
