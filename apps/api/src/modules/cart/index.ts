import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export { type LineToBuy, linesToBuy } from './cart.repository.js';

import { cartRoutes } from './cart.routes.js';

export { removeBoughtLines } from './cart.repository.js';

/** Cart: owns `cart_lines` and `cart_merges`, the signed-in buyer’s cart (the guest cart stays in the browser). */
async function registerCart(app: FastifyInstance): Promise<void> {
  await app.register(cartRoutes);
}

export const cartPlugin = fp(registerCart, { name: 'cart', dependencies: ['auth'] });
