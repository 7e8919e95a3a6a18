import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { invoicesRoutes } from './invoices.routes.js';
import type { OrdersOfInvoice } from './invoices.service.js';
import { SALE_KIND } from './sale-event.js';

/**
 * Invoices: owns `invoices`, one per purchase (issued by the purchase flow through
 * `issueInvoice`); the buyer's and the back office's lists, the detail and its PDF, and the live
 * dashboard's sale event. Publishes `invoices.invoices`.
 */
export { type InvoiceToIssue, issueInvoice } from './issued-invoice.js';
export { saleEvent } from './sale-event.js';

async function registerInvoices(
  app: FastifyInstance,
  { ordersOfInvoice }: { ordersOfInvoice: OrdersOfInvoice },
) {
  app.outbox.handle<{ invoiceId: number; userId: number; totalCents: number }>(SALE_KIND, (sale) =>
    app.events.publish('sale', sale),
  );
  await app.register(invoicesRoutes, { ordersOfInvoice });
}

export const invoicesPlugin = fp(registerInvoices, {
  name: 'invoices',
  dependencies: ['auth', 'events', 'outbox'],
});
