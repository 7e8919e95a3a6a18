import { z } from 'zod';
import { CATEGORY_NAME_MAX, PRODUCT_LIMITS } from '../constants.js';
import { VARIANT_LIMITS } from './variants.js';

/**
 * The catalog's filters (issue 33): price range, brand, rating, in stock, on sale, audience, and
 * size and colour (issue 44), and the category, kept in the list's own query. The same schema validates the API's query string
 * and the web app's URL, so a bad value is refused alike on both sides.
 */

/** The highest price a filter accepts, in cents (a bigint column, kept inside a safe JS integer). */
export const PRICE_FILTER_MAX_CENTS = 100_000_000_000;
/** At most this many brands at once (each one is a term of the statement). */
export const BRAND_FILTER_MAX = 20;
/** At most this many sizes, or colours, at once. */
export const OPTION_FILTER_MAX = 20;
/** The filters' refusals (the API's 400s and the shared schemas' messages). */
export const FILTER_MSG = {
  invalidPrice: 'El precio debe ser un número entero de centavos, de 0 a 100.000.000.000',
  priceRange: 'El precio máximo no puede ser menor que el mínimo',
  invalidBrand: 'La marca debe ser un texto de 1 a 20 caracteres',
  tooManyBrands: 'Puedes elegir hasta 20 marcas',
  unknownBrand: 'La marca no existe en el catálogo',
  invalidRating: 'La calificación debe ser 1, 2, 3 o 4 (estrellas o más)',
  invalidFlag: 'Usa true o false',
  invalidGenre: 'El público debe ser un texto de hasta 50 caracteres',
  unknownGenre: 'El público no existe',
  invalidEvent: 'El evento debe ser su dirección: letras minúsculas, números y guiones',
  unknownEvent: 'El evento no existe',
  invalidSize: 'El talle debe ser un texto de 1 a 30 caracteres',
  tooManySizes: 'Puedes elegir hasta 20 talles',
  invalidColor: 'El color debe ser un texto de 1 a 30 caracteres',
  tooManyColors: 'Puedes elegir hasta 20 colores',
} as const;

const priceParam = z.coerce
  .number({ error: FILTER_MSG.invalidPrice })
  .int({ error: FILTER_MSG.invalidPrice })
  .min(0, { error: FILTER_MSG.invalidPrice })
  .max(PRICE_FILTER_MAX_CENTS, { error: FILTER_MSG.invalidPrice });

const brandName = z
  .string({ error: FILTER_MSG.invalidBrand })
  .trim()
  .min(1, { error: FILTER_MSG.invalidBrand })
  .max(PRODUCT_LIMITS.brand, { error: FILTER_MSG.invalidBrand });

/**
 * One brand or several, repeated (`brand=Nike&brand=Adidas`) or joined by commas as the shop's
 * links write them (`brand=Nike,Adidas`): a list without repeats. A brand whose name has a comma
 * can be asked for only repeated.
 */
const brandParam = z
  .union([z.string(), z.array(z.string())], { error: FILTER_MSG.invalidBrand })
  .transform((value) => (Array.isArray(value) ? value : value.split(',')))
  .pipe(z.array(brandName))
  .transform((brands) => [...new Set(brands)])
  .refine((brands) => brands.length <= BRAND_FILTER_MAX, { error: FILTER_MSG.tooManyBrands });

/**
 * Sizes or colours, repeated or joined by commas like brands: trimmed and lower-cased, as the
 * catalog keeps them for its filters ('Negro' and 'negro' are one colour).
 */
const optionParam = (invalid: string, tooMany: string) =>
  z
    .union([z.string(), z.array(z.string())], { error: invalid })
    .transform((value) =>
      (Array.isArray(value) ? value : value.split(',')).map((one) => one.trim().toLocaleLowerCase('es')),
    )
    .refine((values) => values.every((one) => one.length >= 1 && one.length <= VARIANT_LIMITS.value), {
      error: invalid,
    })
    .transform((values) => [...new Set(values)])
    .refine((values) => values.length <= OPTION_FILTER_MAX, { error: tooMany });

/** A yes/no filter: `true` (or 1) turns it on; `false`, 0 or absent leave it off. */
const flagParam = z
  .enum(['true', 'false', '1', '0'], { error: FILTER_MSG.invalidFlag })
  .transform((value) => value === 'true' || value === '1');

export const productFilterFields = {
  /** Lowest final price, in cents, included. */
  priceMin: priceParam.optional(),
  /** Highest final price, in cents, included. */
  priceMax: priceParam.optional(),
  brand: brandParam.optional(),
  /** An average rating of at least this many stars. */
  rating: z.coerce
    .number({ error: FILTER_MSG.invalidRating })
    .int({ error: FILTER_MSG.invalidRating })
    .min(1, { error: FILTER_MSG.invalidRating })
    .max(4, { error: FILTER_MSG.invalidRating })
    .optional(),
  inStock: flagParam.optional(),
  onSale: flagParam.optional(),
  /** An audience (Hombre, Mujer, Niños, Unisex), by name or id. */
  genre: z
    .string({ error: FILTER_MSG.invalidGenre })
    .trim()
    .max(CATEGORY_NAME_MAX, { error: FILTER_MSG.invalidGenre })
    .optional(),
  /** Sizes: products with a visible variant in any of them (in stock, with inStock). */
  size: optionParam(FILTER_MSG.invalidSize, FILTER_MSG.tooManySizes).optional(),
  /** Colours: the same, by the 'Color' option or the product's own colour. */
  color: optionParam(FILTER_MSG.invalidColor, FILTER_MSG.tooManyColors).optional(),
  /** 'Envío gratis': products that ship free by themselves (their price reaches their seller's threshold). */
  freeShipping: flagParam.optional(),
  /** A running sale event's products, by the event's slug ('/ofertas/hot-sale'; decision record 0035). */
  event: z
    .string({ error: FILTER_MSG.invalidEvent })
    .trim()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: FILTER_MSG.invalidEvent })
    .max(60, { error: FILTER_MSG.invalidEvent })
    .optional(),
};

/** A min above the max is refused on the max, which the shopper typed last. */
export function checkPriceRange(
  query: { priceMin?: number | undefined; priceMax?: number | undefined },
  ctx: z.RefinementCtx,
) {
  if (query.priceMin !== undefined && query.priceMax !== undefined && query.priceMin > query.priceMax) {
    ctx.addIssue({ code: 'custom', message: FILTER_MSG.priceRange, path: ['priceMax'] });
  }
}

/** The filters as the service reads them (the category stays in the list's query). */
export interface ProductFilters {
  priceMin?: number | undefined;
  priceMax?: number | undefined;
  brand?: string[] | undefined;
  rating?: number | undefined;
  inStock?: boolean | undefined;
  onSale?: boolean | undefined;
  genre?: string | undefined;
  size?: string[] | undefined;
  color?: string[] | undefined;
  freeShipping?: boolean | undefined;
  event?: string | undefined;
}

/** Whether any filter beyond the search and the category is on. */
export function hasProductFilters(filters: ProductFilters): boolean {
  return (
    filters.priceMin !== undefined ||
    filters.priceMax !== undefined ||
    (filters.brand?.length ?? 0) > 0 ||
    filters.rating !== undefined ||
    filters.inStock === true ||
    filters.onSale === true ||
    Boolean(filters.genre) ||
    (filters.size?.length ?? 0) > 0 ||
    (filters.color?.length ?? 0) > 0 ||
    filters.freeShipping === true ||
    Boolean(filters.event)
  );
}

const countedSchema = z.object({ count: z.number().int() });
const namedCountSchema = countedSchema.extend({ id: z.number().int(), name: z.string() });

/** A price range the filter column suggests, its ends on band edges (see PRICE_BAND_EDGES). */
export const priceRangeOptionSchema = countedSchema.extend({
  /** Cents, included; 0 for the first range. */
  min: z.number().int(),
  /** Cents, included; null for the last range (no upper end). */
  max: z.number().int().nullable(),
});
export type PriceRangeOption = z.infer<typeof priceRangeOptionSchema>;

/**
 * GET /api/products/filters: every option of every filter, each with the number of products it
 * leaves given the other filters chosen (a filter's own choice never narrows its own options).
 */
export const productFacetsSchema = z.object({
  /** Products matching every filter (for a search: inside its window). */
  total: z.number().int(),
  /**
   * True when the counts cover a window: a search, or a size or colour chosen, that matched more
   * than CATALOG_WINDOW products (every count covers the first CATALOG_WINDOW, the ones the shop
   * pages through).
   */
  windowed: z.boolean(),
  prices: z.array(priceRangeOptionSchema),
  brands: z.array(countedSchema.extend({ name: z.string() })),
  ratings: z.array(countedSchema.extend({ stars: z.number().int() })),
  inStock: z.number().int(),
  onSale: z.number().int(),
  genres: z.array(namedCountSchema),
  categories: z.array(namedCountSchema),
});
export type ProductFacets = z.infer<typeof productFacetsSchema>;

const valueCountSchema = countedSchema.extend({ value: z.string() });

/**
 * GET /api/products/filters/options: the sizes ('Talle') and colours ('Color') with the products
 * each leaves given the other filters, asked beside the other counts (the column shows them when
 * they come). A size or colour is given as filters keep it (lower case).
 */
export const productOptionFacetsSchema = z.object({
  /** True when they were counted over the first CATALOG_WINDOW products that pass the others. */
  windowed: z.boolean(),
  /** In the sizes' order (XS, S, M … then 36, 38 …). */
  sizes: z.array(valueCountSchema),
  /** The most frequent first. */
  colors: z.array(valueCountSchema),
  /** Products that ship free given the other filters ('Envío gratis'). */
  freeShipping: z.number().int(),
});
export type ProductOptionFacets = z.infer<typeof productOptionFacetsSchema>;
