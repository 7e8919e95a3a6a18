import type { CreateReviewBody, ReviewCreated } from '@bazar/shared';
import { transaction } from '../db/transaction.js';
import * as catalog from '../modules/catalog/index.js';
import * as reviews from '../modules/reviews/index.js';
import type { FlowContext } from './context.js';

/**
 * A buyer reviews a product they bought, once. Steps, in one transaction:
 *   1. write the review (reviews: only a buyer of the product, once);
 *   2. move the product's running rating (catalog: rating_sum and rating_count, so no read ever
 *      aggregates over every review);
 *   3. after the commit: the caches hear of the product (its cards show the rating).
 * Idempotency: the unique (product, user) review; a second one answers 409 and changes nothing.
 */
export function createReviewFlow(ctx: FlowContext) {
  const { db, events } = ctx;
  return async function reviewProduct(userId: number, body: CreateReviewBody): Promise<ReviewCreated> {
    const { review, rating } = await transaction(db, async (tx) => {
      const written = await reviews.writeReview(tx, userId, body);
      return { review: written, rating: await catalog.productWrites.addRating(tx, body.id, body.rating) };
    });
    catalog.productsChanged(events, [body.id]);
    return reviews.reviewCreated(review, rating);
  };
}
