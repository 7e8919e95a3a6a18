import { z } from 'zod';
import { productSummarySchema } from '../catalog/schemas.js';
import { pageParam, pageSchema, pageSizeParam } from '../pagination.js';
import { reviewSchema } from '../reviews/schemas.js';

export const reputationSchema = z.object({
  level: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]).nullable(),
  windowDays: z.number().int(),
  sales: z.number().int(),
  completedSales: z.number().int(),
  cancelledShare: z.number().nullable(),
  claimedShare: z.number().nullable(),
  medianShipHours: z.number().int().nullable(),
  answeredShare: z.number().nullable(),
  medianAnswerHours: z.number().int().nullable(),
  questions: z.number().int(),
  rating: z.object({ average: z.number(), count: z.number().int() }),
  /** Of the sales received, the share that arrived after their window. */
  lateShare: z.number().nullable(),
});

/** GET /api/sellers/:userName: the seller's public page. */
export const sellerProfileSchema = z.object({
  userName: z.string(),
  memberSince: z.string(),
  province: z.string().nullable(),
  activeProducts: z.number().int(),
  reputation: reputationSchema,
});
export type SellerProfile = z.infer<typeof sellerProfileSchema>;

export const SELLER_SORTS = ['recent', 'price_asc', 'price_desc'] as const;
export type SellerSort = (typeof SELLER_SORTS)[number];

export const sellerProductsQuerySchema = z.object({
  page: pageParam,
  pageSize: pageSizeParam(12, 48),
  sort: z
    .enum(SELLER_SORTS, { error: 'Orden inválido: usa recent, price_asc o price_desc' })
    .default('recent'),
});
export type SellerProductsQuery = z.infer<typeof sellerProductsQuerySchema>;
export const sellerProductPageSchema = pageSchema(productSummarySchema);
export type SellerProductPage = z.infer<typeof sellerProductPageSchema>;

/** A review on one of the seller's products, with the product it is about. */
export const sellerReviewSchema = reviewSchema.omit({ bought: true }).extend({
  product: z.object({ id: z.number().int(), name: z.string() }),
});
export type SellerReview = z.infer<typeof sellerReviewSchema>;
export const sellerReviewsQuerySchema = z.object({ page: pageParam, pageSize: pageSizeParam(10, 50) });
export const sellerReviewPageSchema = pageSchema(sellerReviewSchema);
export type SellerReviewPage = z.infer<typeof sellerReviewPageSchema>;

/** `/api/sellers/:userName`: any name that is no seller's is answered 404. */
export const sellerParamsSchema = z.object({
  userName: z
    .string()
    .min(1, { error: 'Vendedor no encontrado' })
    .max(100, { error: 'Vendedor no encontrado' }),
});
