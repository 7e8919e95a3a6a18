import { type InvoiceDetail, type InvoicePage, ORDERS_MSG, type OrderListQuery } from '@bazar/shared';
import type { FastifyInstance } from 'fastify';
import type { SessionUser } from '../../platform/auth/sessions.js';
import { AppError } from '../../platform/errors/app-error.js';
import { toOrderLine } from '../orders/orders.mapper.js';
import { findOrdersOfInvoices } from '../orders/orders.repository.js';
import { renderInvoicePdf } from './invoice-pdf.js';
import { toInvoiceSummary } from './invoices.mapper.js';
import * as repo from './invoices.repository.js';

export function createInvoicesService(app: FastifyInstance) {
  const { database } = app;

  async function page(filter: repo.InvoiceFilter, query: OrderListQuery): Promise<InvoicePage> {
    const { rows, total } = await repo.listInvoices(database, filter, query);
    return { items: rows.map(toInvoiceSummary), total, page: query.page, pageSize: query.pageSize };
  }

  /** Its buyer or an administrator; for anyone else the invoice does not exist. */
  async function detail(caller: SessionUser, id: number): Promise<InvoiceDetail> {
    const row = await repo.findInvoice(database, id);
    if (!row || (row.user_id !== caller.id && !caller.root))
      throw AppError.notFound(ORDERS_MSG.invoiceNotFound);
    const orders = await findOrdersOfInvoices(database, [row.id]);
    return { ...toInvoiceSummary(row), orders: orders.map(toOrderLine) };
  }

  return {
    mine: (caller: SessionUser, query: OrderListQuery) => page({ userId: caller.id, q: query.q }, query),
    all: (query: OrderListQuery) => page({ q: query.q }, query),
    detail,
    async pdf(caller: SessionUser, id: number): Promise<{ fileName: string; body: Buffer }> {
      const invoice = await detail(caller, id);
      return { fileName: `${invoice.invoiceNumber}.pdf`, body: await renderInvoicePdf(invoice) };
    },
  };
}
