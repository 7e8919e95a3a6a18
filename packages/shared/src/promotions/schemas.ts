import { z } from 'zod';
import { priceCentsField } from '../selling/schemas.js';
import { COUPON_MSG as M } from './messages.js';
import { COUPON_CODE, COUPON_LIMITS as L } from './rules.js';

/** A code as typed: trimmed, upper-cased, letters and digits. */
export const couponCodeSchema = z
  .string({ error: M.codeFormat })
  .trim()
  .toUpperCase()
  .regex(COUPON_CODE, { error: M.codeFormat });

const day = z.iso.date({ error: M.dateFormat });

/** An amount as typed ('1500', '1500,50') or sent (a number of units), in cents; empty is none. */
const optionalCents = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((v) => (v === undefined || v === null || String(v).trim() === '' ? null : v))
  .pipe(z.union([z.null(), priceCentsField(M.amountRange, L.maxAmountCents / 100)]));

const optionalCount = (max: number) =>
  z
    .union([z.string(), z.number(), z.null()])
    .optional()
    .transform((v) => (v === undefined || v === null || String(v).trim() === '' ? null : Number(v)))
    .pipe(
      z.union([
        z.null(),
        z
          .number({ error: M.usesRange })
          .int({ error: M.usesRange })
          .min(1, { error: M.usesRange })
          .max(max, { error: M.usesRange }),
      ]),
    );

/** POST /api/coupons: a seller's new coupon. Dates are the shop's days (its time zone). */
export const couponBodySchema = z
  .object({
    code: couponCodeSchema,
    kind: z.enum(['percent', 'amount'], { error: M.kindInvalid }),
    /** Percent (1–90) for 'percent'; an amount ('1500,50') for 'amount'. */
    value: z.union([z.string(), z.number()], { error: M.amountRange }),
    minPurchase: optionalCents,
    startsOn: day,
    endsOn: day,
    maxUses: optionalCount(L.maxUses),
    maxUsesPerBuyer: z.coerce
      .number({ error: M.usesRange })
      .int({ error: M.usesRange })
      .min(1, { error: M.usesRange })
      .max(L.maxUsesPerBuyer, { error: M.usesRange })
      .default(1),
    /** null: every product of the seller. */
    productIds: z
      .array(z.number().int().min(1), { error: M.productsNone })
      .min(1, { error: M.productsNone })
      .max(500)
      .nullable()
      .default(null),
  })
  .transform((body, ctx) => {
    const raw = String(body.value).trim();
    let value: number;
    if (body.kind === 'percent') {
      value = Number(raw);
      if (!/^\d{1,2}$/.test(raw) || value < 1 || value > L.maxPercent) {
        ctx.addIssue({ code: 'custom', message: M.percentRange, path: ['value'] });
        return z.NEVER;
      }
    } else {
      const cents = priceCentsField(M.amountRange, L.maxAmountCents / 100).safeParse(raw);
      if (!cents.success || cents.data <= 0) {
        ctx.addIssue({ code: 'custom', message: M.amountRange, path: ['value'] });
        return z.NEVER;
      }
      value = cents.data;
    }
    if (body.endsOn < body.startsOn) {
      ctx.addIssue({ code: 'custom', message: M.datesOrder, path: ['endsOn'] });
      return z.NEVER;
    }
    return { ...body, value, productIds: body.productIds ? [...new Set(body.productIds)] : null };
  });
export type CouponBody = z.infer<typeof couponBodySchema>;
export type CouponBodyInput = z.input<typeof couponBodySchema>;

export const couponStatusSchema = z.enum(['active', 'scheduled', 'expired', 'paused', 'used_up']);

/** A coupon as its seller sees it, with what it has done. */
export const couponSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(['percent', 'amount']),
  /** Percent, or cents. */
  value: z.number().int(),
  minPurchaseCents: z.number().int().nullable(),
  startsOn: z.string(),
  endsOn: z.string(),
  maxUses: z.number().int().nullable(),
  maxUsesPerBuyer: z.number().int(),
  productIds: z.array(z.number().int()).nullable(),
  paused: z.boolean(),
  status: couponStatusSchema,
  /** Paid purchases that used it. */
  uses: z.number().int(),
  /** Held by checkouts open now (given back if they are not paid). */
  held: z.number().int(),
  /** What it took off paid purchases, in cents. */
  givenCents: z.number().int(),
  createdAt: z.string(),
});
export type Coupon = z.infer<typeof couponSchema>;

export const couponListSchema = z.object({ coupons: z.array(couponSchema) });

export const couponIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const couponPauseBodySchema = z.object({ paused: z.boolean() });

/** POST /api/coupons/check: a code tried in the cart, against the cart's lines. */
export const couponCheckBodySchema = z.object({
  code: couponCodeSchema,
  lines: z
    .array(
      z.object({
        productId: z.number().int().min(1),
        variantId: z.number().int().min(1).optional(),
        quantity: z.number().int().min(1).max(1000),
      }),
    )
    .min(1)
    .max(200),
});
export type CouponCheckBody = z.infer<typeof couponCheckBodySchema>;

export const couponCheckSchema = z.object({
  code: z.string(),
  sellerId: z.number().int(),
  sellerName: z.string().nullable(),
  discountCents: z.number().int(),
});
export type CouponCheck = z.infer<typeof couponCheckSchema>;

/** The codes a checkout is opened with (one per seller; the server finds each one's seller). */
export const checkoutCouponsSchema = z
  .array(couponCodeSchema)
  .max(L.maxPerCheckout, { error: M.tooMany })
  .optional();
