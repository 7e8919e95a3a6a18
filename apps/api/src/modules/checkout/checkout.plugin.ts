import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { checkoutRoutes } from './checkout.routes.js';
import { checkoutDataRoutes } from './checkout-data.routes.js';
import { RECEIPT_KIND, type ReceiptPayload, receiptSummary, sendReceipt } from './receipt-mail.js';

/** Checkout's own routes and the receipt's delivery; its flows are registered by flows/index.ts. */
async function registerCheckout(app: FastifyInstance): Promise<void> {
  const mail = { mailer: app.mailer, publicUrl: app.env.publicUrl };
  app.outbox.handle<ReceiptPayload>(RECEIPT_KIND, (receipt) => sendReceipt(mail, receipt), {
    summary: receiptSummary,
  });
  await app.register(checkoutRoutes);
  await app.register(checkoutDataRoutes);
}

export const checkoutPlugin = fp(registerCheckout, {
  name: 'checkout',
  dependencies: ['auth', 'mailer', 'outbox'],
});
