/**
 * Addresses: owns `addresses`, the buyer's address book. The checkout copies the chosen one
 * (`shippingAddressOf`) into its own row, so an order ships where it was bought for.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { addressesRoutes } from './addresses.routes.js';

export { shippingAddressOf } from './addresses.service.js';

async function registerAddresses(app: FastifyInstance): Promise<void> {
  await app.register(addressesRoutes);
}

export const addressesPlugin = fp(registerAddresses, { name: 'addresses', dependencies: ['auth'] });
