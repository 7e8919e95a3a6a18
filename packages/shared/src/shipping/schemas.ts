import { z } from 'zod';
import { priceCentsField } from '../selling/schemas.js';
import { SHIPPING_LIMITS as L } from './limits.js';
import { SHIPPING_MSG as M } from './messages.js';
import { PROVINCE_CODES, type ProvinceCode } from './provinces.js';

/** A province by its letter ('X'); anything else is refused in Spanish. */
export const provinceCodeSchema = z.enum(PROVINCE_CODES as [ProvinceCode, ...ProvinceCode[]], {
  error: M.provinceUnknown,
});

/** A postal code of the old four digits or the CPA ('X5000ABC'), upper-cased. */
export const shippingPostalCodeSchema = z
  .string({ error: M.postalCodeFormat })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]?\d{4}([A-Z]{3})?$/, { error: M.postalCodeFormat });

/** An amount as the seller types it ('1500', '1500,50'), in cents; a minus sign is refused as such. */
const typedCents = (maxCents: number, tooHigh: string) =>
  z
    .union([z.string(), z.number()], { error: M.notNumber })
    .refine((v) => !String(v).trim().startsWith('-'), { error: M.negative })
    .pipe(priceCentsField(M.notNumber, maxCents / 100, M.notNumber, tooHigh));

/** Whole business days, from a form's text or JSON's number. */
const days = (max: number, tooLong: string) =>
  z.coerce
    .number({ error: M.notNumber })
    .int({ error: M.wholeNumber })
    .min(0, { error: M.negative })
    .max(max, { error: tooLong });

const transit = () => days(L.maxTransitDays, M.transitTooLong);

/** A price to one destination and how long the parcel travels there. */
const rateFields = {
  minDays: transit(),
  maxDays: transit(),
};
const daysInOrder = <T extends { minDays: number; maxDays: number }>(rate: T) => rate.minDays <= rate.maxDays;

export const shippingRateSchema = z
  .object({ priceCents: z.number().int().min(0).max(L.maxPriceCents), ...rateFields })
  .refine(daysInOrder, { error: M.daysOrder, path: ['maxDays'] });
export type ShippingRate = z.infer<typeof shippingRateSchema>;

const typedRate = z
  .object({ price: typedCents(L.maxPriceCents, M.priceTooHigh), ...rateFields })
  .refine(daysInOrder, { error: M.daysOrder, path: ['maxDays'] })
  .transform(({ price, ...rest }) => ({ priceCents: price, ...rest }));

/**
 * A seller's shipping settings as stored and answered (cents). Home delivery's price depends on
 * where the buyer is: the seller's own city (same postal code digits), their province, a province
 * with a price of its own, or the rest of the country. Free shipping applies to a seller's lines
 * of one purchase whose total reaches `freeFromCents`.
 */
export const shippingSettingsSchema = z.object({
  originProvince: provinceCodeSchema,
  originPostalCode: z.string(),
  dispatchDays: z.number().int().min(0),
  pickup: z.object({ enabled: z.boolean(), address: z.string() }),
  home: z.object({
    enabled: z.boolean(),
    city: shippingRateSchema,
    province: shippingRateSchema,
    country: shippingRateSchema,
    provinces: z.array(shippingRateSchema.and(z.object({ province: provinceCodeSchema }))),
    extraUnitCents: z.number().int().min(0),
    freeFromCents: z.number().int().min(0).nullable(),
  }),
});
export type ShippingSettings = z.infer<typeof shippingSettingsSchema>;

/** The settings as a form sends them: amounts as typed, checked field by field, answered in cents. */
export const shippingSettingsBodySchema = z
  .object({
    originProvince: provinceCodeSchema,
    originPostalCode: shippingPostalCodeSchema,
    dispatchDays: days(L.maxDispatchDays, M.dispatchTooLong),
    pickup: z.object({
      enabled: z.boolean(),
      address: z
        .string()
        .trim()
        .max(L.pickupAddress, { error: M.pickupAddressTooLong })
        .optional()
        .transform((v) => v ?? ''),
    }),
    home: z.object({
      enabled: z.boolean(),
      city: typedRate,
      province: typedRate,
      country: typedRate,
      provinces: z
        .array(
          z
            .object({
              province: provinceCodeSchema,
              price: typedCents(L.maxPriceCents, M.priceTooHigh),
              ...rateFields,
            })
            .refine(daysInOrder, { error: M.daysOrder, path: ['maxDays'] })
            .transform(({ price, ...rest }) => ({ priceCents: price, ...rest })),
        )
        .max(24)
        .optional()
        .transform((v) => v ?? []),
      extraUnit: typedCents(L.maxPriceCents, M.priceTooHigh)
        .optional()
        .transform((v) => v ?? 0),
      freeFrom: z
        .union([typedCents(L.maxFreeFromCents, M.freeFromTooHigh), z.literal(''), z.null()])
        .optional()
        .transform((v) => (typeof v === 'number' ? v : null)),
    }),
  })
  .superRefine((s, ctx) => {
    if (!s.pickup.enabled && !s.home.enabled)
      ctx.addIssue({ code: 'custom', message: M.noWay, path: ['home', 'enabled'] });
    if (s.pickup.enabled && s.pickup.address === '')
      ctx.addIssue({ code: 'custom', message: M.pickupAddressRequired, path: ['pickup', 'address'] });
    const seen = new Set<string>();
    s.home.provinces.forEach((p, i) => {
      if (seen.has(p.province))
        ctx.addIssue({
          code: 'custom',
          message: M.provinceUnknown,
          path: ['home', 'provinces', i, 'province'],
        });
      seen.add(p.province);
    });
  })
  .transform(
    (s): ShippingSettings => ({
      ...s,
      home: {
        enabled: s.home.enabled,
        city: s.home.city,
        province: s.home.province,
        country: s.home.country,
        provinces: s.home.provinces,
        extraUnitCents: s.home.extraUnit,
        freeFromCents: s.home.freeFrom,
      },
    }),
  );
export type ShippingSettingsBody = z.input<typeof shippingSettingsBodySchema>;

/** What GET /api/shipping/settings answers: the settings in force, and whether they are the shop's. */
export const shippingSettingsResponseSchema = z.object({
  settings: shippingSettingsSchema,
  usingDefaults: z.boolean(),
});
export type ShippingSettingsResponse = z.infer<typeof shippingSettingsResponseSchema>;

/** The shop's defaults, with whether the commission also applies to shipping. */
export const shippingDefaultsSchema = z.object({
  settings: shippingSettingsSchema,
  commissionOnShipping: z.boolean(),
});
export type ShippingDefaults = z.infer<typeof shippingDefaultsSchema>;
export const shippingDefaultsBodySchema = z.object({
  settings: shippingSettingsBodySchema,
  commissionOnShipping: z.boolean(),
});

export const DELIVERY_METHODS = ['home', 'pickup'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

/** A delivery window: the first and last business day it may arrive (YYYY-MM-DD, the shop's days). */
export const deliveryWindowSchema = z.object({ from: z.string(), to: z.string() });
export type DeliveryWindow = z.infer<typeof deliveryWindowSchema>;

/** GET /api/shipping/quote: a product to one destination (a guest's, or the buyer's default address). */
export const shippingQuoteQuerySchema = z.object({
  productId: z.coerce.number({ error: M.notNumber }).int().positive(),
  quantity: z.coerce.number({ error: M.notNumber }).int().min(1).max(100).optional(),
  province: provinceCodeSchema.optional(),
  postalCode: shippingPostalCodeSchema.optional(),
});

export const shippingQuoteSchema = z.object({
  /** Where it was quoted to; null when nobody said (a guest without a postal code). */
  destination: z.object({ province: provinceCodeSchema.nullable(), postalCode: z.string() }).nullable(),
  home: z
    .object({
      costCents: z.number().int(),
      free: z.boolean(),
      window: deliveryWindowSchema,
    })
    .nullable(),
  /** Offered by the seller; null when not. The address is shown only after paying. */
  pickup: z.object({ window: deliveryWindowSchema }).nullable(),
  /** The seller ships free from this amount of their lines (null: never). */
  freeFromCents: z.number().int().nullable(),
});
export type ShippingQuote = z.infer<typeof shippingQuoteSchema>;

/** POST /api/shipping/cart: the cart's lines (a guest's too), where to, and each seller's way asked. */
export const cartShippingBodySchema = z.object({
  lines: z
    .array(
      z.object({
        productId: z.number().int().positive(),
        variantId: z.number().int().positive(),
        quantity: z.number().int().min(1).max(100),
      }),
    )
    .max(100),
  province: provinceCodeSchema.optional(),
  postalCode: shippingPostalCodeSchema.optional(),
  delivery: z
    .array(
      z.object({
        sellerId: z.number().int().min(0),
        method: z.enum(DELIVERY_METHODS, { error: M.invalidMethod }),
      }),
    )
    .max(100)
    .optional(),
});
export type CartShippingBody = z.infer<typeof cartShippingBodySchema>;

export const cartShippingSchema = z.object({
  destination: z.object({ province: provinceCodeSchema.nullable(), postalCode: z.string() }).nullable(),
  /** One per seller (0: the shop's own products), in the cart's order. */
  groups: z.array(
    z.object({
      sellerId: z.number().int(),
      sellerName: z.string().nullable(),
      methods: z.array(z.enum(DELIVERY_METHODS)),
      method: z.enum(DELIVERY_METHODS),
      subtotalCents: z.number().int(),
      /** Null: home delivery with nowhere to price it to yet. */
      costCents: z.number().int().nullable(),
      free: z.boolean(),
      missingForFreeCents: z.number().int().nullable(),
      window: deliveryWindowSchema,
    }),
  ),
  shippingCents: z.number().int().nullable(),
});
export type CartShipping = z.infer<typeof cartShippingSchema>;
