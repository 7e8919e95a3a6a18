import type { FastifyInstance } from 'fastify';
import { cartRoutes } from './cart.routes.js';

export { removeBoughtLines } from './cart.repository.js';

/** Cart: owns `cart_lines` and `cart_merges`, the signed-in buyer’s cart (the guest cart stays in the browser). */
export async function registerCart(app: FastifyInstance): Promise<void> {
  await app.register(cartRoutes);
}
