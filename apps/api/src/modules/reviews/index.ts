import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export { reviewCreated, writeReview } from './reviews.service.js';

import { reviewsRoutes } from './reviews.routes.js';

/** Reviews: owns `reviews`; a buyer rates what they bought, the product keeps the running totals. */
async function registerReviews(app: FastifyInstance): Promise<void> {
  await app.register(reviewsRoutes);
}

export const reviewsPlugin = fp(registerReviews, { name: 'reviews', dependencies: ['auth'] });
