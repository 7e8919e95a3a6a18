import {
  type CreateReviewBody,
  type PendingReviewPage,
  REVIEW_MSG,
  type Review,
  type ReviewCreated,
  type ReviewListQuery,
  type ReviewPage,
  ratingAverage,
  type SentReviewPage,
  variantShortLabel,
} from '@bazar/shared';
import type { Database, Executor } from '../../db/client.js';
import { splitImages } from '../../db/product-images.js';
import { toIso } from '../../db/timestamps.js';
import { AppError } from '../../platform/errors/app-error.js';
import { offsetOf, pageOf } from '../../platform/http/paging.js';
import * as repo from './reviews.repository.js';

function toReview(row: repo.ReviewRow): Review {
  return {
    id: row.id,
    rating: row.rating,
    comment: row.comment,
    createdAt: toIso(row.created_at),
    user: { userName: row.user_name },
    bought: variantShortLabel(row.option_names, row.bought_values ?? []),
  };
}

const toRating = (row: repo.RatingRow) => ({
  average: ratingAverage(row.rating_sum, row.rating_count),
  count: row.rating_count,
});

/**
 * Step "write the review" of the review flow (flows/review-product.ts), in its transaction: only
 * a buyer of the product, once. The flow moves the product's rating with it.
 */
export async function writeReview(
  tx: Executor,
  userId: number,
  body: CreateReviewBody,
): Promise<repo.ReviewRow> {
  if (!(await repo.productExists(tx, body.id))) throw AppError.notFound(REVIEW_MSG.productNotFound);
  if (!(await repo.hasBought(tx, userId, body.id))) throw new AppError(403, REVIEW_MSG.notBought);
  const review = await repo.insertReview(tx, {
    productId: body.id,
    userId,
    rating: body.rating,
    comment: body.comment,
  });
  if (!review) throw new AppError(409, REVIEW_MSG.alreadyReviewed);
  return review;
}

/** What writing a review answers: the review and the product's rating after it. */
export const reviewCreated = (review: repo.ReviewRow, rating: repo.RatingRow): ReviewCreated => ({
  msg: REVIEW_MSG.sent,
  review: toReview(review),
  rating: toRating(rating),
});

/**
 * Reviews: the product's list with its average, the buyer's pending and sent reviews. Writing one
 * is a flow (it moves the product's rating_sum and rating_count in the same transaction, so reads
 * never aggregate over every review).
 */
export function createReviewsService(database: Database) {
  return {
    async forProduct(productId: number, query: ReviewListQuery): Promise<ReviewPage> {
      const product = await repo.findProductRating(database, productId);
      if (!product) throw AppError.notFound(REVIEW_MSG.productNotFound);
      const [rows, total] = await Promise.all([
        repo.findProductReviews(database, productId, query.pageSize, offsetOf(query)),
        repo.countProductReviews(database, productId),
      ]);
      return { ...pageOf(query, { rows, total }, toReview), rating: toRating(product) };
    },

    async pending(userId: number, query: ReviewListQuery): Promise<PendingReviewPage> {
      const [rows, total] = await Promise.all([
        repo.findPending(database, userId, query.pageSize, offsetOf(query)),
        repo.countPending(database, userId),
      ]);
      return pageOf(query, { rows, total }, (row) => ({
        id: row.product_id,
        purchasedAt: toIso(row.purchased_at),
        product: { id: row.product_id, name: row.name, ...splitImages(row.images) },
      }));
    },

    /** The reviews the user already sent, newest first. */
    async sent(userId: number, query: ReviewListQuery): Promise<SentReviewPage> {
      return pageOf(query, await repo.findSent(database, userId, query.pageSize, offsetOf(query)), (row) => ({
        id: row.id,
        rating: row.rating,
        comment: row.comment,
        createdAt: toIso(row.created_at),
        product: { id: row.product_id, name: row.name, ...splitImages(row.images) },
      }));
    },
  };
}
