import type { FastifyInstance } from 'fastify';
import { invoicesRoutes } from './invoices.routes.js';

/**
 * Invoices: owns `invoices`, one per purchase (issued by the purchase through `issueInvoice`);
 * the buyer's and the back office's lists, the detail and its PDF.
 */
export {
  findIssuedInvoice,
  type InvoiceToIssue,
  type IssuedInvoiceRow,
  issuedInvoiceRow,
  issueInvoice,
} from './issued-invoice.js';

export async function registerInvoices(app: FastifyInstance): Promise<void> {
  await app.register(invoicesRoutes);
}
