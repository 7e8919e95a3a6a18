import { z } from 'zod';
import { CATEGORY_NAME_MAX, HOME_PAGE_SIZE, SEARCH_MAX_LENGTH } from '../constants.js';
import { MSG } from '../messages.js';
import { pageParam, pageSchema, pageSizeParam } from '../pagination.js';
import { checkPriceRange, productFilterFields } from './filters.js';
import { SORTS } from './sort.js';
import { optionsSummarySchema, productOptionSchema, productVariantSchema } from './variants.js';

export const searchParam = z
  .string({ error: MSG.invalidSearch })
  .max(SEARCH_MAX_LENGTH, { error: MSG.searchTooLong })
  .trim();

const categoryParam = z
  .string({ error: MSG.invalidCategory })
  .trim()
  .max(CATEGORY_NAME_MAX, { error: MSG.invalidCategory });

const productListFields = z.object({
  name: searchParam.optional(),
  category: categoryParam.optional(),
  sort: z.enum(SORTS, { error: MSG.invalidSort }).default('none'),
  page: pageParam,
  pageSize: pageSizeParam(HOME_PAGE_SIZE),
  ...productFilterFields,
});

/** Query string of GET /api/products: search, category (id or name), filters, sort and page. */
export const productListQuerySchema = productListFields.superRefine(checkPriceRange);
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

/** Query string of GET /api/filterCategory: the category name is required. */
export const filterCategoryQuerySchema = productListFields
  .omit({ category: true })
  .extend({ name: categoryParam.min(1, { error: MSG.invalidCategory }) })
  .superRefine(checkPriceRange);
export type FilterCategoryQuery = z.infer<typeof filterCategoryQuerySchema>;

export const idParamsSchema = z.object({
  id: z.coerce
    .number({ error: MSG.invalidId })
    .int({ error: MSG.invalidId })
    .min(1, { error: MSG.invalidId })
    .max(2_147_483_647, { error: MSG.invalidId }),
});

export const namedSchema = z.object({ id: z.number().int(), name: z.string() });
export type Named = z.infer<typeof namedSchema>;

export const ratingSchema = z.object({ average: z.number(), count: z.number().int() });

export const productSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  brand: z.string(),
  color: z.string(),
  /** Months. */
  warranty: z.number().int(),
  /** Whole currency units, as sellers enter it. */
  price: z.number(),
  priceCents: z.number().int(),
  /** Percent, 0–100. */
  discount: z.number().int(),
  /** What the buyer pays per unit, in cents. */
  finalPriceCents: z.number().int(),
  stock: z.number().int(),
  /** Full-size image URLs, cover first. */
  image: z.array(z.string()),
  /** 400 px thumbnails in the same order as `image`. */
  thumbs: z.array(z.string()),
  categoryId: z.number().int(),
  genreId: z.number().int(),
  category: namedSchema,
  genre: namedSchema,
  active: z.boolean(),
  rating: ratingSchema,
  /** Who sells it (null once their account is gone), and their reputation level (null: new seller). */
  sellerId: z.number().int().nullable(),
  sellerLevel: z.number().int().min(1).max(5).nullable(),
  /** The options it comes in and how many values each ('3 colores' on a card); null without options. */
  optionsSummary: optionsSummarySchema,
  /** Its price alone reaches its seller's free-shipping threshold: 'Envío gratis' (decision record 0032). */
  freeShipping: z.boolean(),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

export const productDetailSchema = productSummarySchema.extend({
  description: z.string(),
  /**
   * While a sale event's price is applied: the seller's own discount (`discount` is then the
   * larger of it and the event's). Absent otherwise. The seller's form edits this one (0035).
   */
  ownDiscount: z.number().int().optional(),
  /** 'Vendido por …': the seller's public name, for the link to their page. */
  seller: z.object({ userName: z.string() }).nullable(),
  /** Its options in order ('Talle', 'Color'); [] for a product sold as one thing. */
  options: z.array(productOptionSchema),
  /**
   * What can be bought: one variant per enabled combination (one with values [] without options).
   * Public answers leave hidden variants out; the seller's own and the back office's keep them.
   */
  variants: z.array(productVariantSchema),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const productPageSchema = pageSchema(productSummarySchema).extend({
  /** True when a search matched more than SEARCH_TOTAL_CAP products: `total` is then that cap. */
  totalCapped: z.boolean(),
});
export type ProductPage = z.infer<typeof productPageSchema>;

/** Query string of GET /api/products/filters: the list's search, category and filters, no page. */
export const productFacetsQuerySchema = productListFields
  .omit({ sort: true, page: true, pageSize: true })
  .superRefine(checkPriceRange);
export type ProductFacetsQuery = z.infer<typeof productFacetsQuerySchema>;

export const namedListSchema = z.array(namedSchema);
