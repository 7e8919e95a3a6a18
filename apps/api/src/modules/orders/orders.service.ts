import {
  type AdminOrderListQuery,
  CARRIER_LABEL,
  type CancelOrderBody,
  isForwardTransition,
  mayMoveTo,
  ORDERS_MSG,
  type OrderDetail,
  type OrderLine,
  type OrderListQuery,
  type OrderPage,
  type OrderParty,
  type UpdateOrderStatusBody,
} from '@bazar/shared';
import type { Database } from '../../db/client.js';
import { transaction } from '../../db/transaction.js';
import type { SessionUser } from '../../platform/auth/sessions.js';
import { AppError } from '../../platform/errors/app-error.js';
import { pageOf } from '../../platform/http/paging.js';
import { type RefundsService, releaseOrder, scheduleRelease } from '../money/index.js';
import { notify } from '../notifications/index.js';
import { toOrderDetail, toOrderLine } from './orders.mapper.js';
import * as repo from './orders.repository.js';

function partiesOf(caller: SessionUser, order: { buyer_id: number; seller_id: number | null }): OrderParty[] {
  const parties: OrderParty[] = [];
  if (caller.root) parties.push('admin');
  if (order.seller_id === caller.id) parties.push('seller');
  if (order.buyer_id === caller.id) parties.push('buyer');
  return parties;
}

export type OrdersService = ReturnType<typeof createOrdersService>;

/** The role a party acted in: `own` when they hold it, else an administrator acting for them. */
const roleIn = (parties: OrderParty[], own: 'buyer' | 'seller') => (parties.includes(own) ? own : 'admin');

/** What every notice about an order names. */
const noticeOf = (order: repo.LockedOrder) => ({
  orderNumber: order.order_number,
  productName: order.product_name,
  quantity: order.quantity,
});

export interface OrdersServiceDeps {
  database: Database;
  releaseDays: number;
  /** The money module's refunds (a cancellation refunds what is left); read when first needed. */
  refunds: () => Pick<RefundsService, 'askWithin' | 'complete'>;
}

export function createOrdersService({ database, releaseDays, refunds }: OrdersServiceDeps) {
  async function page(filter: repo.OrderFilter, query: OrderListQuery): Promise<OrderPage> {
    return pageOf(query, await repo.listOrders(database, filter, query), toOrderLine);
  }

  async function lineOf(orderNumber: string): Promise<OrderLine> {
    const row = await repo.findOrderDetail(database.db, orderNumber);
    if (!row) throw AppError.notFound(ORDERS_MSG.orderNotFound);
    return toOrderLine(row);
  }

  return {
    /** The orders an invoice paid for, as lines (the invoice module shows them with it). */
    async linesOfInvoice(invoiceId: number): Promise<OrderLine[]> {
      return (await repo.findOrdersOfInvoices(database, [invoiceId])).map(toOrderLine);
    },

    /** The caller's sales: orders of products they sell. */
    sales: (caller: SessionUser, query: OrderListQuery) => page({ sellerId: caller.id, q: query.q }, query),

    all: (query: AdminOrderListQuery) => page({ q: query.q, status: query.status }, query),

    /** Buyer, seller or admin; anyone else learns nothing (404, as for a missing order). */
    async get(caller: SessionUser, orderNumber: string): Promise<OrderDetail> {
      const row = await repo.findOrderDetail(database.db, orderNumber);
      if (!row || partiesOf(caller, row).length === 0) throw AppError.notFound(ORDERS_MSG.orderNotFound);
      return toOrderDetail(row);
    },

    /**
     * Forward only, each move by its owner. A stranger to the order gets the same 404 as for a
     * missing one (order numbers are sequential: a 403 would confirm that a number exists); a
     * party asking for a move that is not theirs gets 403; backwards or the same status 409.
     * The row is locked so two racing changes are judged one after the other. The change, its
     * history line, the sale's money and the notices are one transaction.
     */
    async setStatus(
      caller: SessionUser,
      orderNumber: string,
      body: UpdateOrderStatusBody,
    ): Promise<OrderLine> {
      const to = body.status;
      await transaction(database.db, async (tx) => {
        const order = await repo.lockOrder(tx, orderNumber);
        const parties = order ? partiesOf(caller, order) : [];
        if (!order || parties.length === 0) throw AppError.notFound(ORDERS_MSG.orderNotFound);
        if (!mayMoveTo(parties, to)) throw new AppError(403, ORDERS_MSG.statusForbidden);
        if (!isForwardTransition(order.status, to)) throw new AppError(409, ORDERS_MSG.statusNotForward);
        const notice = noticeOf(order);
        if (to === 'shipped' && body.carrier && body.trackingNumber) {
          await repo.ship(tx, order.id, body.carrier, body.trackingNumber);
          await repo.recordEvent(tx, order.id, {
            kind: 'shipped',
            actorId: caller.id,
            actorRole: roleIn(parties, 'seller'),
            detail: `${CARRIER_LABEL[body.carrier]} ${body.trackingNumber}`,
          });
          // The sale's money is released RELEASE_DAYS after shipping unless the buyer confirms first.
          await scheduleRelease(tx, order.id, releaseDays);
          await notify(tx, [
            {
              userId: order.buyer_id,
              event: 'shipped',
              key: `shipped:${order.id}`,
              data: { ...notice, carrier: CARRIER_LABEL[body.carrier], trackingNumber: body.trackingNumber },
            },
          ]);
        } else if (to === 'received') {
          await repo.receive(tx, order.id);
          await repo.recordEvent(tx, order.id, {
            kind: 'received',
            actorId: caller.id,
            actorRole: roleIn(parties, 'buyer'),
          });
          await releaseOrder(tx, order.id);
          await notify(tx, [
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
          ]);
        }
      });
      return lineOf(orderNumber);
    },

    /**
     * The seller (or an administrator) cancels an order not shipped yet: everything left to refund
     * goes back to the buyer through the ledger and the provider, its units back to stock (the
     * refund's settlement), the buyer is told why. Refund asked, status, history and notice in one
     * transaction; the provider is asked after it commits (a refund left unanswered is retried).
     */
    async cancel(caller: SessionUser, orderNumber: string, body: CancelOrderBody): Promise<OrderLine> {
      const asked = await transaction(database.db, async (tx) => {
        const order = await repo.lockOrder(tx, orderNumber);
        const parties = order ? partiesOf(caller, order) : [];
        if (!order || parties.length === 0) throw AppError.notFound(ORDERS_MSG.orderNotFound);
        if (!parties.includes('admin') && !parties.includes('seller'))
          throw new AppError(403, ORDERS_MSG.cancelForbidden);
        if (order.status === 'cancelled') throw new AppError(409, ORDERS_MSG.statusNotForward);
        if (order.status !== 'reception') throw new AppError(409, ORDERS_MSG.cancelAfterShipping);
        // Asked before the status changes: a refund of an order not shipped brings its units back.
        const refund = await refunds().askWithin(tx, orderNumber, 'rest', caller.id, body.reason);
        await repo.cancel(tx, order.id, body.reason);
        await repo.recordEvent(tx, order.id, {
          kind: 'cancelled',
          actorId: caller.id,
          actorRole: roleIn(parties, 'seller'),
          detail: body.reason,
        });
        await notify(tx, [
          {
            userId: order.buyer_id,
            event: 'cancelled',
            key: `cancelled:${order.id}`,
            data: { ...noticeOf(order), reason: body.reason },
          },
        ]);
        return refund;
      });
      if (asked) await refunds().complete(asked.refundId);
      return lineOf(orderNumber);
    },
  };
}
