import {
  type AdminOrderListQuery,
  isForwardTransition,
  mayMoveTo,
  ORDERS_MSG,
  type OrderDetail,
  type OrderLine,
  type OrderListQuery,
  type OrderPage,
  type OrderParty,
  type OrderStatus,
} from '@bazar/shared';
import type { Database } from '../../db/client.js';
import type { SessionUser } from '../../platform/auth/sessions.js';
import { AppError } from '../../platform/errors/app-error.js';
import { pageOf } from '../../platform/http/paging.js';
import { releaseOrder, scheduleRelease } from '../money/index.js';
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

export function createOrdersService({ database, releaseDays }: { database: Database; releaseDays: number }) {
  async function page(filter: repo.OrderFilter, query: OrderListQuery): Promise<OrderPage> {
    return pageOf(query, await repo.listOrders(database, filter, query), toOrderLine);
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
     * The row is locked so two racing changes are judged one after the other.
     */
    async setStatus(caller: SessionUser, orderNumber: string, to: OrderStatus): Promise<OrderLine> {
      await database.db.transaction(async (tx) => {
        const order = await repo.lockOrder(tx, orderNumber);
        const parties = order ? partiesOf(caller, order) : [];
        if (!order || parties.length === 0) throw AppError.notFound(ORDERS_MSG.orderNotFound);
        if (!mayMoveTo(parties, to)) throw new AppError(403, ORDERS_MSG.statusForbidden);
        if (!isForwardTransition(order.status, to)) throw new AppError(409, ORDERS_MSG.statusNotForward);
        await repo.setStatus(tx, order.id, to);
        // The sale's money: released when the buyer confirms, scheduled for release when shipped.
        if (to === 'received') await releaseOrder(tx, order.id);
        else if (to === 'shipped') await scheduleRelease(tx, order.id, releaseDays);
      });
      const row = await repo.findOrderDetail(database.db, orderNumber);
      if (!row) throw AppError.notFound(ORDERS_MSG.orderNotFound);
      return toOrderLine(row);
    },
  };
}
