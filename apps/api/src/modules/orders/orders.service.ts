import {
  type AdminOrderListQuery,
  CARRIER_LABEL,
  type Carrier,
  isForwardTransition,
  isFullyRefunded,
  leavingStep,
  mayMoveTo,
  ORDERS_MSG,
  type OrderDetail,
  type OrderLine,
  type OrderListQuery,
  type OrderPage,
  type OrderParty,
  type PurchaseListQuery,
  type PurchasePage,
  shopDay,
  type UpdateOrderStatusBody,
} from '@bazar/shared';
import type { Database, Executor } from '../../db/client.js';
import type { SessionUser } from '../../platform/auth/sessions.js';
import { AppError } from '../../platform/errors/app-error.js';
import { pageOf } from '../../platform/http/paging.js';
import type { Notice } from '../../platform/notifications/index.js';
import { toOrderDetail, toOrderLine, toPurchase } from './orders.mapper.js';
import * as repo from './orders.repository.js';
import { listPurchases } from './purchases.repository.js';

export function partiesOf(
  caller: SessionUser,
  order: { buyer_id: number; seller_id: number | null },
): OrderParty[] {
  const parties: OrderParty[] = [];
  if (caller.root) parties.push('admin');
  if (order.seller_id === caller.id) parties.push('seller');
  if (order.buyer_id === caller.id) parties.push('buyer');
  return parties;
}

export type OrdersService = ReturnType<typeof createOrdersService>;

/** The role a party acted in: `own` when they hold it, else an administrator acting for them. */
export const roleIn = (parties: OrderParty[], own: 'buyer' | 'seller') =>
  parties.includes(own) ? own : 'admin';

/** What every notice about an order names. */
export const noticeOf = (order: repo.LockedOrder) => ({
  orderNumber: order.order_number,
  productName: order.product_name,
  variantLabel: order.variant_label,
  quantity: order.quantity,
});

export function createOrdersService({ database, timeZone }: { database: Database; timeZone: string }) {
  const today = () => shopDay(new Date(), timeZone);
  async function page(filter: repo.OrderFilter, query: OrderListQuery): Promise<OrderPage> {
    const day = today();
    return pageOf(query, await repo.listOrders(database, filter, query), (row) => toOrderLine(row, day));
  }

  return {
    /** One order as a line of the seller's grid (what a status change answers). */
    async lineOf(orderNumber: string): Promise<OrderLine> {
      const row = await repo.findOrderDetail(database.db, orderNumber);
      if (!row) throw AppError.notFound(ORDERS_MSG.orderNotFound);
      return toOrderLine(row, today());
    },

    /** The orders an invoice paid for, as lines (the invoice module shows them with it). */
    async linesOfInvoice(invoiceId: number): Promise<OrderLine[]> {
      const day = today();
      return (await repo.findOrdersOfInvoices(database, [invoiceId])).map((row) => toOrderLine(row, day));
    },

    /** The caller's sales: orders of products they sell. */
    sales: (caller: SessionUser, query: OrderListQuery) => page({ sellerId: caller.id, q: query.q }, query),

    /** The caller's purchases ('Mis compras'): their orders as buyer, newest first. */
    async purchases(caller: SessionUser, query: PurchaseListQuery): Promise<PurchasePage> {
      const day = today();
      return pageOf(query, await listPurchases(database, caller.id, query), (row) => toPurchase(row, day));
    },

    all: (query: AdminOrderListQuery) => page({ q: query.q, status: query.status }, query),

    /** Buyer, seller or admin; anyone else learns nothing (404, as for a missing order). */
    async get(caller: SessionUser, orderNumber: string): Promise<OrderDetail> {
      const row = await repo.findOrderDetail(database.db, orderNumber);
      if (!row || partiesOf(caller, row).length === 0) throw AppError.notFound(ORDERS_MSG.orderNotFound);
      return toOrderDetail(row, today());
    },
  };
}

/**
 * Who may move an order where: forward only, each move by its owner. A stranger to the order
 * gets the same 404 as for a missing one (order numbers are sequential: a 403 would confirm that
 * a number exists); a party asking for a move that is not theirs gets 403; backwards or the same
 * status 409. Answers the caller's parts in the order.
 */
export function checkMove(
  caller: SessionUser,
  order: repo.LockedOrder | undefined,
  to: UpdateOrderStatusBody['status'],
): asserts order is repo.LockedOrder {
  const parties = order ? partiesOf(caller, order) : [];
  if (!order || parties.length === 0) throw AppError.notFound(ORDERS_MSG.orderNotFound);
  if (!mayMoveTo(parties, to, order.delivery)) throw new AppError(403, ORDERS_MSG.statusForbidden);
  if (to !== 'received' && to !== leavingStep(order.delivery))
    throw new AppError(409, ORDERS_MSG.notForThisDelivery);
  if (order.status === 'reception' && to === 'received')
    throw new AppError(
      409,
      order.delivery === 'pickup' ? ORDERS_MSG.receivedBeforeReady : ORDERS_MSG.receivedBeforeShipped,
    );
  if (!isForwardTransition(order.status, to, order.delivery))
    throw new AppError(409, ORDERS_MSG.statusNotForward);
}

/**
 * A line refunded in full is closed (what the money module says was refunded of it): it is not
 * shipped and not received, whoever asks.
 */
export function checkNotRefunded(order: repo.LockedOrder, refundedCents: number): void {
  if (isFullyRefunded(order.total_cents, refundedCents)) throw new AppError(409, ORDERS_MSG.refundedClosed);
}

/** The seller (or an administrator) cancels an order not shipped yet; anyone else as for a move. */
export function checkCancel(
  caller: SessionUser,
  order: repo.LockedOrder | undefined,
): asserts order is repo.LockedOrder {
  const parties = order ? partiesOf(caller, order) : [];
  if (!order || parties.length === 0) throw AppError.notFound(ORDERS_MSG.orderNotFound);
  if (!parties.includes('admin') && !parties.includes('seller'))
    throw new AppError(403, ORDERS_MSG.cancelForbidden);
  if (order.status === 'cancelled') throw new AppError(409, ORDERS_MSG.statusNotForward);
  if (order.status !== 'reception') throw new AppError(409, ORDERS_MSG.cancelAfterShipping);
}

/** 'en camino': the carrier and tracking number, and its line in the order's history. */
export async function ship(
  tx: Executor,
  caller: SessionUser,
  order: repo.LockedOrder,
  carrier: Carrier,
  trackingNumber: string,
): Promise<Notice[]> {
  await repo.ship(tx, order.id, carrier, trackingNumber);
  await repo.recordEvent(tx, order.id, {
    kind: 'shipped',
    actorId: caller.id,
    actorRole: roleIn(partiesOf(caller, order), 'seller'),
    detail: `${CARRIER_LABEL[carrier]} ${trackingNumber}`,
  });
  return [
    {
      userId: order.buyer_id,
      event: 'shipped',
      key: `shipped:${order.id}`,
      data: { ...noticeOf(order), carrier: CARRIER_LABEL[carrier], trackingNumber },
    },
  ];
}

/** Pickup: 'Listo para retirar', and its line in the history; the buyer is told where to collect it. */
export async function ready(tx: Executor, caller: SessionUser, order: repo.LockedOrder): Promise<Notice[]> {
  await repo.ready(tx, order.id);
  await repo.recordEvent(tx, order.id, {
    kind: 'ready',
    actorId: caller.id,
    actorRole: roleIn(partiesOf(caller, order), 'seller'),
  });
  return [
    {
      userId: order.buyer_id,
      event: 'ready_for_pickup',
      key: `ready:${order.id}`,
      data: { ...noticeOf(order), pickupAddress: order.pickup_address },
    },
  ];
}

/**
 * 'Recibido', and its line in the order's history; answers the notices for buyer and seller.
 * `today`: the shop's day, against which a delivery past its window is recorded as late.
 */
export async function receive(
  tx: Executor,
  caller: SessionUser,
  order: repo.LockedOrder,
  today: string,
): Promise<Notice[]> {
  await repo.receive(tx, order.id, order.delivery_to !== null && today > order.delivery_to);
  const parties = partiesOf(caller, order);
  await repo.recordEvent(tx, order.id, {
    kind: 'received',
    actorId: caller.id,
    // A pickup's seller may confirm the hand-over too.
    actorRole: parties.includes('buyer') ? 'buyer' : parties.includes('seller') ? 'seller' : 'admin',
  });
  const notice = noticeOf(order);
  return [
    { userId: order.buyer_id, event: 'delivered', key: `delivered:${order.id}`, data: notice },
    ...(order.seller_id === null
      ? []
      : [
          {
            userId: order.seller_id,
            event: 'sale_delivered' as const,
            key: `sale-delivered:${order.id}`,
            data: notice,
          },
        ]),
  ];
}

/** 'Cancelada' with its reason, and its line in the order's history; answers the buyer's notice. */
export async function cancel(
  tx: Executor,
  caller: SessionUser,
  order: repo.LockedOrder,
  reason: string,
): Promise<Notice[]> {
  await repo.cancel(tx, order.id, reason);
  await repo.recordEvent(tx, order.id, {
    kind: 'cancelled',
    actorId: caller.id,
    actorRole: roleIn(partiesOf(caller, order), 'seller'),
    detail: reason,
  });
  return [
    {
      userId: order.buyer_id,
      event: 'cancelled',
      key: `cancelled:${order.id}`,
      data: { ...noticeOf(order), reason },
    },
  ];
}
