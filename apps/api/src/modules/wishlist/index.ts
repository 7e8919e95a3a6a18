import type { FastifyInstance } from 'fastify';
import { wishlistRoutes } from './wishlist.routes.js';

/** Wish list: owns `wishlist_items`, the products a signed-in user keeps for later. */
export async function registerWishlist(app: FastifyInstance): Promise<void> {
  await app.register(wishlistRoutes);
}
