import type { FastifyInstance } from 'fastify';
import { invoicesRoutes } from './invoices.routes.js';

/** Invoices: one per purchase (checkout issues it); the buyer's and the back office's lists, the detail and its PDF. */
export async function registerInvoices(app: FastifyInstance): Promise<void> {
  await app.register(invoicesRoutes);
}
