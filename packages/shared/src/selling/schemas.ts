import { z } from 'zod';
import { productDetailSchema, searchParam } from '../catalog/schemas.js';
import { PRODUCT_LIMITS } from '../constants.js';
import { pageParam, pageSchema, pageSizeParam } from '../pagination.js';
import { SELLING_MSG } from './messages.js';

export const PRODUCT_MAX_IMAGES = 10;
export const PRODUCT_MAX_PRICE = 100_000_000;
export const PRODUCT_MAX_STOCK = 1_000_000;
export const PRODUCT_MAX_WARRANTY_MONTHS = 1200;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const OWN_PRODUCTS_PAGE_SIZE = 12;

/** A required text: blank and too long are different mistakes and get different messages. */
const text = (max: number, required: string, tooLong = required) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: tooLong });

/**
 * Digits only, as the product form's fields take them: the form holds text, an API client may send a
 * number; either way '12a', '-3', '1e3' and '10.5' are refused, and the result is an integer.
 */
export const digitsField = (error: string, max: number, required = error, tooHigh = error) =>
  z
    .union([z.string(), z.number()], { error: required })
    .transform((v) => String(v).trim())
    .pipe(
      z
        .string()
        .min(1, { error: required })
        .regex(/^\d{1,10}$/, { error }),
    )
    .transform(Number)
    .pipe(z.number().int().max(max, { error: tooHigh }));

/**
 * A price as sellers write it: whole units or with up to two decimals after a comma or a point
 * ('12', '12,5', '12.50'; a number from an API client likewise), answered as integer cents so no
 * fraction of a cent ever exists. '1.000' (a thousands point) is read as 1 with three decimals and
 * refused, never as a thousand.
 */
export const priceCentsField = (error: string, maxUnits: number, required = error, tooHigh = error) =>
  z
    .union([z.string(), z.number()], { error: required })
    .transform((v) => String(v).trim())
    .pipe(
      z
        .string()
        .min(1, { error: required })
        .regex(/^\d{1,10}([.,]\d{1,2})?$/, { error }),
    )
    .transform((v) => {
      const [units = '0', decimals = ''] = v.split(/[.,]/);
      return Number(units) * 100 + Number(decimals.padEnd(2, '0'));
    })
    .pipe(
      z
        .number()
        .int()
        .max(maxUnits * 100, { error: tooHigh }),
    );

/** Cents as the price field shows them to be edited: '123', '123,99', '12,50'. */
export const centsAsTyped = (cents: number): string =>
  cents % 100 === 0
    ? String(cents / 100)
    : `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;

/** A selected id: a select gives text, JSON a number. */
const selectedId = (error: string) =>
  z
    .union([z.string(), z.number()], { error })
    .transform((v) => String(v).trim())
    .pipe(z.string().regex(/^[1-9]\d{0,9}$/, { error }))
    .transform(Number)
    .pipe(z.number().int().max(2_147_483_647, { error }));

/** Our storage issues site paths (/uploads/…) or http(s) object-storage URLs; the API checks it issued them. */
export const imageUrlSchema = z
  .string({ error: SELLING_MSG.invalidImage })
  .max(500, { error: SELLING_MSG.invalidImage })
  .regex(/^(\/uploads\/|https?:\/\/)[^\s<>"']+$/, { error: SELLING_MSG.invalidImage });

/** The product form, the body of POST /api/product. Unlisted fields are dropped. */
export const productBodySchema = z.object({
  name: text(PRODUCT_LIMITS.name, SELLING_MSG.nameRequired, SELLING_MSG.nameTooLong),
  description: text(PRODUCT_LIMITS.description, SELLING_MSG.description),
  /** In units as typed (up to two decimals); parsed, integer cents. */
  price: priceCentsField(
    SELLING_MSG.price,
    PRODUCT_MAX_PRICE,
    SELLING_MSG.priceRequired,
    SELLING_MSG.priceTooHigh,
  ),
  brand: text(PRODUCT_LIMITS.brand, SELLING_MSG.brandRequired, SELLING_MSG.brandTooLong),
  color: text(PRODUCT_LIMITS.color, SELLING_MSG.color),
  warranty: digitsField(SELLING_MSG.warranty, PRODUCT_MAX_WARRANTY_MONTHS, SELLING_MSG.warrantyRequired),
  discount: digitsField(SELLING_MSG.discount, 100),
  stock: digitsField(SELLING_MSG.stock, PRODUCT_MAX_STOCK, SELLING_MSG.stockRequired),
  categoryId: selectedId(SELLING_MSG.category),
  genreId: selectedId(SELLING_MSG.genre),
  image: z
    .array(imageUrlSchema, { error: SELLING_MSG.imageRequired })
    .min(1, { error: SELLING_MSG.imageRequired })
    .max(PRODUCT_MAX_IMAGES, { error: SELLING_MSG.tooManyImages }),
});
export type ProductBody = z.infer<typeof productBodySchema>;
/** What the form holds before validation. */
export type ProductFormInput = z.input<typeof productBodySchema>;

/** PUT /api/editProduct: the same fields plus the product's id. */
export const editProductBodySchema = productBodySchema.extend({
  editId: selectedId(SELLING_MSG.invalidEditId),
});
export type EditProductBody = z.infer<typeof editProductBodySchema>;

/** GET /api/productsByUser: the caller's products, newest first, active or not. */
export const ownProductsQuerySchema = z.object({
  page: pageParam,
  pageSize: pageSizeParam(OWN_PRODUCTS_PAGE_SIZE),
  /** Part of the name, to find one's own product in a long list. */
  q: searchParam.optional(),
});
export type OwnProductsQuery = z.infer<typeof ownProductsQuerySchema>;

/** POST /api/images answer: `secure_url` as the old image host answered, plus the card thumbnail. */
export const uploadedImageSchema = z.object({ secure_url: z.string(), thumb_url: z.string() });
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

/** GET /api/productsByUser answer: details, since the edit form shows the description. */
export const ownProductPageSchema = pageSchema(productDetailSchema);
export type OwnProductPage = z.infer<typeof ownProductPageSchema>;
