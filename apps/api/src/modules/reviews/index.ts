import type { FastifyInstance } from 'fastify';
import { reviewsRoutes } from './reviews.routes.js';

/** Reviews: owns `reviews`; a buyer rates what they bought, the product keeps the running totals. */
export async function registerReviews(app: FastifyInstance): Promise<void> {
  await app.register(reviewsRoutes);
}
