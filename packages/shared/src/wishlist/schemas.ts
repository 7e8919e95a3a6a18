import { z } from 'zod';
import { optionsSummarySchema } from '../catalog/variants.js';

/** Spanish texts of the wish list screen and API. Screens and tests compare them word for word. */
export const WISHLIST_MSG = {
  added: 'Agregado a tu lista de deseos',
  /** A product with sizes or colours is chosen on its page before it goes to the cart. */
  seeOptions: 'Ver opciones',
  addFailed: 'No se pudo agregar',
  loginPrompt: 'Inicie sesión...',
  productNotFound: 'Producto no encontrado',
  ownProduct: 'Es tu propio producto: no hace falta guardarlo en tu lista de deseos',
  itemNotFound: 'El producto no está en tu lista de deseos',
  invalidProductId: 'El producto debe indicarse con un identificador entero positivo',
  invalidItemId: 'El elemento debe indicarse con un identificador entero positivo',
  empty: 'Tu lista de deseos está vacía',
} as const;

const positiveId = (error: string) =>
  z.number({ error }).int({ error }).min(1, { error }).max(2_147_483_647, { error });

export const addWishlistItemBodySchema = z.object({ productId: positiveId(WISHLIST_MSG.invalidProductId) });
export type AddWishlistItemBody = z.infer<typeof addWishlistItemBodySchema>;

/** DELETE /api/wishlist takes the item id as a JSON body `{ id }` or as `?id=`. */
export const removeWishlistItemBodySchema = z
  .object({ id: positiveId(WISHLIST_MSG.invalidItemId) })
  .nullish();
export const removeWishlistItemQuerySchema = z.object({
  id: z.coerce
    .number({ error: WISHLIST_MSG.invalidItemId })
    .int({ error: WISHLIST_MSG.invalidItemId })
    .min(1, { error: WISHLIST_MSG.invalidItemId })
    .max(2_147_483_647, { error: WISHLIST_MSG.invalidItemId })
    .optional(),
});
export type RemoveWishlistItemQuery = z.infer<typeof removeWishlistItemQuerySchema>;

export const wishlistItemSchema = z.object({
  /** The wish list item's id (what DELETE takes). */
  id: z.number().int(),
  productId: z.number().int(),
  name: z.string(),
  image: z.array(z.string()),
  thumbs: z.array(z.string()),
  priceCents: z.number().int(),
  discount: z.number().int(),
  finalPriceCents: z.number().int(),
  /** Whole currency units. */
  price: z.number(),
  stock: z.number().int(),
  active: z.boolean(),
  /** The options it comes in ('3 colores · 8 talles'); null without options. */
  optionsSummary: optionsSummarySchema,
});
export type WishlistItem = z.infer<typeof wishlistItemSchema>;

/** Newest first. */
export const wishlistSchema = z.object({ items: z.array(wishlistItemSchema) });
export type Wishlist = z.infer<typeof wishlistSchema>;

export const wishlistAddedSchema = z.object({ msg: z.string(), item: wishlistItemSchema });
export type WishlistAdded = z.infer<typeof wishlistAddedSchema>;
