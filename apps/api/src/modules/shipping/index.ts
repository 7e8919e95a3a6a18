/**
 * Shipping: owns `shipping_profiles`, each seller's ways to deliver with their prices by
 * destination and delays, and the shop's defaults (seller 0). The checkout fixes each line's
 * shipping with `shipLines` from `profilesOf`; the product page asks `GET /api/shipping/quote`.
 * Decision record 0032.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { shippingRoutes } from './shipping.routes.js';

export { addBusinessDays, isBusinessDay, windowOf } from './business-days.js';
export { saveProfile } from './shipping.repository.js';
export {
  destinationOf,
  type LineShipping,
  type LineToShip,
  type Profiles,
  profilesOf,
  settingsOf,
  shipLines,
} from './shipping.service.js';

async function registerShipping(app: FastifyInstance): Promise<void> {
  await app.register(shippingRoutes);
}

export const shippingPlugin = fp(registerShipping, { name: 'shipping', dependencies: ['auth'] });
