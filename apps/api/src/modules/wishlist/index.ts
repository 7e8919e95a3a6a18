import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { wishlistRoutes } from './wishlist.routes.js';

/**
 * Wish list: owns `wishlist_items`, the products a signed-in user keeps for later. Its face:
 * `holdersOf`, the people who keep a product, a page at a time (the price-drop alert's fan-out).
 */
export { holdersOf } from './wishlist.repository.js';

async function registerWishlist(app: FastifyInstance): Promise<void> {
  await app.register(wishlistRoutes);
}

export const wishlistPlugin = fp(registerWishlist, { name: 'wishlist', dependencies: ['auth'] });
