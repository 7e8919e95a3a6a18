/**
 * Sale events: owns `sale_events` and `sale_event_products`, the shop's events ('Hot Sale') and
 * the products sellers enrolled with their discount. Publishes `sale_events.events` (the catalog's
 * event filter names an event by its slug). The prices move through the flow
 * flows/sale-event-prices.ts, which takes the due starts and ends here and marks them done in the
 * transaction that writes the catalog's prices. Decision record 0035.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { saleEventRoutes } from './sale-events.routes.js';

export { dueEnds, dueStarts, markApplied, markEnded } from './sale-events.service.js';

async function registerSaleEvents(app: FastifyInstance): Promise<void> {
  await app.register(saleEventRoutes);
}

export const saleEventsPlugin = fp(registerSaleEvents, {
  name: 'sale-events',
  dependencies: ['auth', 'uploads'],
});
