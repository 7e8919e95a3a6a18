import {
  type InvoiceDetail,
  type InvoicePage,
  ORDERS_MSG,
  type OrderLine,
  type OrderListQuery,
} from '@bazar/shared';
import type { Database } from '../../db/client.js';
import type { SessionUser } from '../../platform/auth/sessions.js';
import { AppError } from '../../platform/errors/app-error.js';
import { pageOf } from '../../platform/http/paging.js';
import { renderInvoicePdf } from './invoice-pdf.js';
import { toInvoiceSummary } from './invoices.mapper.js';
import * as repo from './invoices.repository.js';

/** The orders an invoice paid for, as the orders module shows them (wired by the root, app.ts). */
export type OrdersOfInvoice = (invoiceId: number) => Promise<OrderLine[]>;

export interface InvoicesDeps {
  database: Database;
  ordersOfInvoice: OrdersOfInvoice;
  /** SHOP_TIME_ZONE: the PDF is dated by the shop's day, not UTC's. */
  timeZone: string;
}

export function createInvoicesService({ database, ordersOfInvoice, timeZone }: InvoicesDeps) {
  async function page(filter: repo.InvoiceFilter, query: OrderListQuery): Promise<InvoicePage> {
    return pageOf(query, await repo.listInvoices(database, filter, query), toInvoiceSummary);
  }

  /** Its buyer or an administrator; for anyone else the invoice does not exist. */
  async function detail(caller: SessionUser, id: number): Promise<InvoiceDetail> {
    const row = await repo.findInvoice(database, id);
    if (!row || (row.user_id !== caller.id && !caller.root))
      throw AppError.notFound(ORDERS_MSG.invoiceNotFound);
    return { ...toInvoiceSummary(row), orders: await ordersOfInvoice(row.id) };
  }

  return {
    mine: (caller: SessionUser, query: OrderListQuery) => page({ userId: caller.id, q: query.q }, query),
    all: (query: OrderListQuery) => page({ q: query.q }, query),
    detail,
    async pdf(caller: SessionUser, id: number): Promise<{ fileName: string; body: Buffer }> {
      const invoice = await detail(caller, id);
      const contact = await repo.findContact(database, id);
      return {
        fileName: `${invoice.invoiceNumber}.pdf`,
        body: await renderInvoicePdf(invoice, contact ?? { email: '', shippingAddress: null }, timeZone),
      };
    },
  };
}
