import { z } from 'zod';
import { MAX_PAGE } from '../constants.js';
import { MSG } from '../messages.js';
import { pageSchema } from '../pagination.js';
import { REVIEW_COMMENT_MAX, REVIEW_MSG, REVIEW_RATING_MAX, REVIEWS_PAGE_SIZE } from './messages.js';

export const reviewRatingSchema = z
  .number({ error: REVIEW_MSG.invalidRating })
  .int({ error: REVIEW_MSG.invalidRating })
  .min(1, { error: REVIEW_MSG.invalidRating })
  .max(REVIEW_RATING_MAX, { error: REVIEW_MSG.invalidRating });

/** Stored exactly as sent: it is shown as text, never interpreted as HTML. */
export const reviewCommentSchema = z
  .string({ error: REVIEW_MSG.invalidComment })
  .max(REVIEW_COMMENT_MAX, { error: REVIEW_MSG.commentTooLong });

/** POST /api/reviews. The author comes from the token; any other field (userId…) is dropped. */
export const createReviewBodySchema = z.object({
  id: z
    .number({ error: REVIEW_MSG.invalidProductId })
    .int({ error: REVIEW_MSG.invalidProductId })
    .min(1, { error: REVIEW_MSG.invalidProductId })
    .max(2_147_483_647, { error: REVIEW_MSG.invalidProductId }),
  rating: reviewRatingSchema,
  comment: reviewCommentSchema.default(''),
});
export type CreateReviewBody = z.infer<typeof createReviewBodySchema>;

const pageParam = z.coerce
  .number({ error: MSG.invalidPage })
  .int({ error: MSG.invalidPage })
  .min(1, { error: MSG.invalidPage })
  .max(MAX_PAGE, { error: MSG.pageTooBig })
  .default(1);

const pageSizeParam = z.coerce
  .number({ error: MSG.invalidPageSize() })
  .int({ error: MSG.invalidPageSize() })
  .min(1, { error: MSG.invalidPageSize() })
  .max(100, { error: MSG.invalidPageSize() })
  .default(REVIEWS_PAGE_SIZE);

/** Both review lists are newest first (by review date or by latest purchase); only the page varies. */
export const reviewListQuerySchema = z.object({ page: pageParam, pageSize: pageSizeParam });
export type ReviewListQuery = z.infer<typeof reviewListQuerySchema>;

export const reviewSchema = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  comment: z.string(),
  /** ISO date-time; the screen shows its first 10 characters. */
  createdAt: z.string(),
  user: z.object({ userName: z.string() }),
  /** What the reviewer bought of it: 'Talle 42 · Negro' ('Compró: …'); '' without options. */
  bought: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewPageSchema = pageSchema(reviewSchema).extend({
  rating: z.object({ average: z.number(), count: z.number().int() }),
});
export type ReviewPage = z.infer<typeof reviewPageSchema>;

/** A purchased product the user has not reviewed yet (one per product, latest purchase). */
export const pendingReviewSchema = z.object({
  /** The product id: what POST /api/reviews takes as `id`. */
  id: z.number().int(),
  purchasedAt: z.string(),
  product: z.object({
    id: z.number().int(),
    name: z.string(),
    image: z.array(z.string()),
    thumbs: z.array(z.string()),
  }),
});
export type PendingReview = z.infer<typeof pendingReviewSchema>;

export const pendingReviewPageSchema = pageSchema(pendingReviewSchema);

/** A review the user already sent, with the product it is about (their 'MIS RESEÑAS'). */
export const sentReviewSchema = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  comment: z.string(),
  createdAt: z.string(),
  product: z.object({
    id: z.number().int(),
    name: z.string(),
    image: z.array(z.string()),
    thumbs: z.array(z.string()),
  }),
});
export type SentReview = z.infer<typeof sentReviewSchema>;
export const sentReviewPageSchema = pageSchema(sentReviewSchema);
export type SentReviewPage = z.infer<typeof sentReviewPageSchema>;
export type PendingReviewPage = z.infer<typeof pendingReviewPageSchema>;

export const reviewCreatedSchema = z.object({
  msg: z.string(),
  review: reviewSchema,
  /** The product's rating after this review. */
  rating: z.object({ average: z.number(), count: z.number().int() }),
});
export type ReviewCreated = z.infer<typeof reviewCreatedSchema>;

/** One decimal, as the catalog shows it. */
export function ratingAverage(sum: number, count: number): number {
  return count > 0 ? Math.round((sum / count) * 10) / 10 : 0;
}
