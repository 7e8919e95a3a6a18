import { z } from 'zod';
import { CART_MAX_QUANTITY, CART_MSG, GUEST_CART_MAX_LINES } from './messages.js';

const positiveId = (error: string) =>
  z.number({ error }).int({ error }).min(1, { error }).max(2_147_483_647, { error });

/** Query-string variant: the text is converted, then held to the same rules. */
const positiveIdText = (error: string) =>
  z.coerce.number({ error }).int({ error }).min(1, { error }).max(2_147_483_647, { error });

export const cartQuantitySchema = z
  .number({ error: CART_MSG.invalidQuantity })
  .int({ error: CART_MSG.invalidQuantity })
  .min(1, { error: CART_MSG.invalidQuantity })
  .max(CART_MAX_QUANTITY, { error: CART_MSG.invalidQuantity });

export const cartProductIdSchema = positiveId(CART_MSG.invalidProductId);

/** The variant bought (a product with several needs one; one without options may leave it out). */
export const cartVariantIdSchema = positiveId(CART_MSG.invalidVariantId);

export const addCartLineBodySchema = z.object({
  productId: cartProductIdSchema,
  variantId: cartVariantIdSchema.optional(),
  quantity: cartQuantitySchema.default(1),
});
export type AddCartLineBody = z.infer<typeof addCartLineBodySchema>;

export const updateCartLineBodySchema = z.object({
  id: positiveId(CART_MSG.invalidLineId),
  quantity: cartQuantitySchema,
});
export type UpdateCartLineBody = z.infer<typeof updateCartLineBodySchema>;

/** DELETE /api/shoppingCart takes the line id as a JSON body `{ id }` or as `?id=`. */
export const removeCartLineBodySchema = z.object({ id: positiveId(CART_MSG.invalidLineId) }).nullish();
export const removeCartLineQuerySchema = z.object({ id: positiveIdText(CART_MSG.invalidLineId).optional() });
export type RemoveCartLineQuery = z.infer<typeof removeCartLineQuerySchema>;

export const guestCartLineSchema = z.object({
  productId: cartProductIdSchema,
  variantId: cartVariantIdSchema.optional(),
  quantity: cartQuantitySchema,
});
export type GuestCartLine = z.infer<typeof guestCartLineSchema>;

const guestLines = z
  .array(guestCartLineSchema, { error: CART_MSG.invalidLines })
  .max(GUEST_CART_MAX_LINES, { error: CART_MSG.tooManyLines });

export const guestCartBodySchema = z.object({ lines: guestLines });
export type GuestCartBody = z.infer<typeof guestCartBodySchema>;

export const mergeGuestCartBodySchema = z.object({
  mergeId: z.uuid({ error: CART_MSG.invalidMergeId }),
  lines: guestLines,
});
export type MergeGuestCartBody = z.infer<typeof mergeGuestCartBodySchema>;

export const cartLineSchema = z.object({
  /** The cart line's id; in a guest cart, the variant id. */
  id: z.number().int(),
  productId: z.number().int(),
  variantId: z.number().int(),
  /** 'Talle 42 · Negro': the variant's short name; '' for a product without options. */
  variantLabel: z.string(),
  name: z.string(),
  image: z.array(z.string()),
  thumbs: z.array(z.string()),
  stock: z.number().int(),
  active: z.boolean(),
  /** active && stock > 0: only available lines count in the totals. */
  available: z.boolean(),
  priceCents: z.number().int(),
  discount: z.number().int(),
  finalPriceCents: z.number().int(),
  /** Clamped to the current stock when the product has any. */
  quantity: z.number().int(),
  lineTotalCents: z.number().int(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartSchema = z.object({
  lines: z.array(cartLineSchema),
  /** Sum of lineTotalCents of the available lines. */
  totalCents: z.number().int(),
  /** Sum of the quantities of the available lines (the header badge). */
  units: z.number().int(),
});
export type Cart = z.infer<typeof cartSchema>;
