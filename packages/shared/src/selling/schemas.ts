import { z } from 'zod';
import { productDetailSchema, searchParam } from '../catalog/schemas.js';
import { VARIANT_LIMITS, VARIANT_MSG, variantLabel } from '../catalog/variants.js';
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

/** An option as the seller names it, with its values in the order buyers see them. */
const optionInput = z.object({
  name: z
    .string({ error: VARIANT_MSG.optionName })
    .trim()
    .min(1, { error: VARIANT_MSG.optionName })
    .max(VARIANT_LIMITS.optionName, { error: VARIANT_MSG.optionName }),
  values: z.array(z.string({ error: VARIANT_MSG.variantShape }).trim(), { error: VARIANT_MSG.variantShape }),
});

/** An optional price: empty means the product's own. */
const ownPrice = z
  .union([
    z.literal(''),
    z.null(),
    priceCentsField(SELLING_MSG.price, PRODUCT_MAX_PRICE, SELLING_MSG.price, SELLING_MSG.priceTooHigh),
  ])
  .optional()
  .transform((v) => (typeof v === 'number' ? v : null));

/** A row of the variants grid: one value per option, its stock, and optionally price, SKU, pictures. */
const variantInput = z.object({
  values: z.array(z.string({ error: VARIANT_MSG.variantShape }).trim(), { error: VARIANT_MSG.variantShape }),
  stock: digitsField(SELLING_MSG.stock, PRODUCT_MAX_STOCK, SELLING_MSG.stockRequired),
  price: ownPrice,
  sku: z
    .union([z.null(), z.string({ error: VARIANT_MSG.sku }).trim()])
    .optional()
    .transform((v) => (v ? v : null))
    .pipe(
      z
        .string()
        .max(VARIANT_LIMITS.sku, { error: VARIANT_MSG.sku })
        .regex(/^[A-Za-z0-9._/-]+$/, { error: VARIANT_MSG.sku })
        .nullable(),
    ),
  image: z.array(imageUrlSchema, { error: VARIANT_MSG.variantImage }).max(PRODUCT_MAX_IMAGES).default([]),
  hidden: z.boolean().default(false),
});
export type VariantInput = z.infer<typeof variantInput>;

/** The product's 'Color' option, if it has one (its colours, as filters and cards read them). */
export const colourOption = <T extends { name: string }>(options: readonly T[]): T | undefined =>
  options.find((option) => option.name.trim().toLocaleLowerCase('es') === 'color');

/**
 * The product's own colour: as the seller typed it, or, left empty with a 'Color' option, that
 * option's first value (cut to the column's 20 characters).
 */
export function productColour(body: {
  color: string;
  options: readonly { name: string; values: string[] }[];
}) {
  return body.color || (colourOption(body.options)?.values[0] ?? '').slice(0, PRODUCT_LIMITS.color);
}

/**
 * The rules between fields of the options and the grid: names and values unique and filled, each
 * variant one known value per option, no combination twice, at most 100, and a variant's pictures
 * among the product's. Without options the product's `stock` is its one variant's.
 */
function checkVariants(
  body: {
    options: z.infer<typeof optionInput>[];
    variants: VariantInput[];
    stock?: number;
    image: string[];
    color: string;
  },
  ctx: z.RefinementCtx,
) {
  const fail = (path: (string | number)[], message: string) =>
    ctx.addIssue({ code: 'custom', path, message });
  const { options, variants } = body;
  if (!body.color && !colourOption(options)) fail(['color'], SELLING_MSG.color);
  if (options.length > VARIANT_LIMITS.options) return fail(['options'], VARIANT_MSG.tooManyOptions);
  if (options.length === 0) {
    if (body.stock === undefined) fail(['stock'], SELLING_MSG.stockRequired);
    return;
  }
  const names = new Set<string>();
  options.forEach((option, i) => {
    const key = option.name.toLocaleLowerCase('es');
    if (names.has(key)) fail(['options', i, 'name'], VARIANT_MSG.repeatedOption(option.name));
    names.add(key);
    if (option.values.length === 0) fail(['options', i, 'values'], VARIANT_MSG.noValues(option.name));
    if (option.values.length > VARIANT_LIMITS.values)
      fail(['options', i, 'values'], VARIANT_MSG.tooManyValues(option.name));
    const seen = new Set<string>();
    option.values.forEach((value, j) => {
      if (value.length === 0 || value.length > VARIANT_LIMITS.value)
        fail(['options', i, 'values', j], VARIANT_MSG.emptyValue(option.name));
      const folded = value.toLocaleLowerCase('es');
      if (seen.has(folded)) fail(['options', i, 'values', j], VARIANT_MSG.repeatedValue(option.name, value));
      seen.add(folded);
    });
  });
  if (variants.filter((v) => !v.hidden).length === 0) return fail(['variants'], VARIANT_MSG.noVariants);
  if (variants.length > VARIANT_LIMITS.variants) return fail(['variants'], VARIANT_MSG.tooManyVariants);
  const combinations = new Set<string>();
  const pictures = new Set(body.image);
  variants.forEach((variant, i) => {
    if (variant.values.length !== options.length) {
      fail(['variants', i, 'values'], VARIANT_MSG.variantShape);
      return;
    }
    variant.values.forEach((value, j) => {
      const option = options[j];
      if (option && !option.values.includes(value))
        fail(['variants', i, 'values', j], VARIANT_MSG.unknownValue(option.name, value));
    });
    const key = JSON.stringify(variant.values);
    if (combinations.has(key))
      fail(
        ['variants', i, 'values'],
        VARIANT_MSG.repeatedVariant(
          variantLabel(
            options.map((o) => o.name),
            variant.values,
          ),
        ),
      );
    combinations.add(key);
    if (variant.image.some((url) => !pictures.has(url)))
      fail(['variants', i, 'image'], VARIANT_MSG.variantImage);
  });
}

/** The product form's fields. */
const productFields = z.object({
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
  /** Required unless the product has a 'Color' option, whose first value it then takes (productColour). */
  color: z
    .string({ error: SELLING_MSG.color })
    .trim()
    .max(PRODUCT_LIMITS.color, { error: SELLING_MSG.color })
    .default(''),
  warranty: digitsField(SELLING_MSG.warranty, PRODUCT_MAX_WARRANTY_MONTHS, SELLING_MSG.warrantyRequired),
  discount: digitsField(SELLING_MSG.discount, 100),
  /** Without options, the stock of the product's one variant; with options, each variant has its own. */
  stock: digitsField(SELLING_MSG.stock, PRODUCT_MAX_STOCK, SELLING_MSG.stockRequired).optional(),
  categoryId: selectedId(SELLING_MSG.category),
  genreId: selectedId(SELLING_MSG.genre),
  image: z
    .array(imageUrlSchema, { error: SELLING_MSG.imageRequired })
    .min(1, { error: SELLING_MSG.imageRequired })
    .max(PRODUCT_MAX_IMAGES, { error: SELLING_MSG.tooManyImages }),
  /** Up to three options ('Talle', 'Color'); none: a product sold as one thing, as before. */
  options: z.array(optionInput, { error: VARIANT_MSG.tooManyOptions }).default([]),
  /** The enabled combinations (decision record 0031); ignored without options. */
  variants: z.array(variantInput, { error: VARIANT_MSG.noVariants }).default([]),
});

/** The product form, the body of POST /api/product. Unlisted fields are dropped. */
export const productBodySchema = productFields.superRefine(checkVariants);
export type ProductBody = z.infer<typeof productBodySchema>;
/** What the form holds before validation. */
export type ProductFormInput = z.input<typeof productBodySchema>;

/** PUT /api/editProduct: the same fields plus the product's id. */
export const editProductBodySchema = productFields
  .extend({ editId: selectedId(SELLING_MSG.invalidEditId) })
  .superRefine(checkVariants);
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
