import { z } from 'zod';
import { checkoutCouponsSchema } from '../promotions/schemas.js';
import { SHIPPING_MSG } from '../shipping/messages.js';
import { DELIVERY_METHODS } from '../shipping/schemas.js';
import { ADDRESS_LIMITS as L } from './limits.js';
import { ADDRESS_MSG as M } from './messages.js';

const required = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: M.tooLong(max) });
/** Blank means "not given" (null). */
const optional = (max: number) =>
  z
    .string({ error: M.tooLong(max) })
    .trim()
    .max(max, { error: M.tooLong(max) })
    .transform((v) => (v === '' ? null : v))
    .nullish()
    .transform((v) => v ?? null);

/** One address as the buyer types it; line breaks are allowed only in the delivery notes. */
export const addressBodySchema = z.object({
  street: required(L.street, M.streetRequired),
  number: required(L.number, M.numberRequired),
  floorApt: optional(L.floorApt),
  city: required(L.city, M.cityRequired),
  province: required(L.province, M.provinceRequired),
  postalCode: required(L.postalCode, M.postalCodeRequired).regex(/^[A-Za-z0-9 -]{4,10}$/, {
    error: M.postalCodeFormat,
  }),
  phone: required(L.phone, M.phoneRequired).regex(/^[0-9 +()-]{6,30}$/, { error: M.phoneFormat }),
  notes: optional(L.notes),
  isDefault: z.boolean().optional(),
});
export type AddressBody = z.infer<typeof addressBodySchema>;

/** An address as it was when a checkout chose it (the order keeps this copy). */
export const shippingAddressSchema = z.object({
  street: z.string(),
  number: z.string(),
  floorApt: z.string().nullable(),
  city: z.string(),
  province: z.string(),
  postalCode: z.string(),
  phone: z.string(),
  notes: z.string().nullable(),
});
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;

export const addressSchema = shippingAddressSchema.extend({
  id: z.number().int(),
  isDefault: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;

export const addressListSchema = z.object({ items: z.array(addressSchema) });
export type AddressList = z.infer<typeof addressListSchema>;

export const addressIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: M.notFound })
    .int({ error: M.notFound })
    .min(1, { error: M.notFound })
    .max(2_147_483_647, { error: M.notFound }),
});

/** POST /api/checkout: the address to ship to (the default one when left out). */
export const openCheckoutBodySchema = z
  .object({
    addressId: z
      .number({ error: M.notFound })
      .int({ error: M.notFound })
      .min(1, { error: M.notFound })
      .optional(),
    /** The way each seller delivers (seller 0: the shop's own products); left out, home when offered. */
    delivery: z
      .array(
        z.object({
          sellerId: z.number({ error: SHIPPING_MSG.invalidMethod }).int().min(0),
          method: z.enum(DELIVERY_METHODS, { error: SHIPPING_MSG.invalidMethod }),
        }),
      )
      .max(100, { error: SHIPPING_MSG.invalidMethod })
      .optional(),
    /** Coupon codes, one per seller at most (decision record 0033). */
    coupons: checkoutCouponsSchema,
  })
  .nullish();
export type OpenCheckoutBody = NonNullable<z.infer<typeof openCheckoutBodySchema>>;

/** One line, as labels and e-mails show it: 'Av. Corrientes 1234, 5° B, CABA (C1043), Buenos Aires'. */
export function formatAddress(a: ShippingAddress): string {
  const street = `${a.street} ${a.number}${a.floorApt ? `, ${a.floorApt}` : ''}`;
  return `${street}, ${a.city} (${a.postalCode}), ${a.province}`;
}
