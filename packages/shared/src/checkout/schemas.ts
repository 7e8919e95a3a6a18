import { z } from 'zod';
import { shippingAddressSchema } from '../addresses/schemas.js';
import { CHECKOUT_MSG } from './messages.js';

export const PAYMENT_STATUSES = ['approved', 'rejected', 'pending'] as const;
/** A checkout's life: open while its stock is reserved, then paid, refused or timed out. */
export const CHECKOUT_STATUSES = ['open', 'approved', 'rejected', 'expired'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * POST /api/checkout (opens it, its stock reserved) and GET /api/checkout (the open one, nothing
 * reserved): the caller's checkout session; the frame loads `url`.
 */
/**
 * One payment of a checkout split by seller (MP_MARKETPLACE): a linked seller's items, paid to
 * them with the shop's commission taken at the source, or the shop's part (no seller name).
 */
export const checkoutPartSchema = z.object({
  position: z.number().int(),
  sellerName: z.string().nullable(),
  amountCents: z.number().int(),
  status: z.enum(['pending', 'paid']),
  /** The provider's page for this part, once its preference exists (Mercado Pago's init point). */
  initPoint: z.string().nullable(),
});
export type CheckoutPart = z.infer<typeof checkoutPartSchema>;

export const checkoutSessionSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  provider: z.string(),
  expiresAt: z.string(),
  total: z.number(),
  totalCents: z.number().int(),
  /** Of the total, what shipping adds (every seller's). */
  shippingCents: z.number().int(),
  units: z.number().int(),
  /** In order; empty when the checkout is paid whole (no linked seller in it). */
  parts: z.array(checkoutPartSchema),
});
export type CheckoutSession = z.infer<typeof checkoutSessionSchema>;

/** DELETE /api/checkout: the buyer closed the payment modal; the reservation is given back. */
export const releaseCheckoutSchema = z.object({ released: z.boolean() });

export const checkoutIdParamsSchema = z.object({ id: z.uuid({ error: CHECKOUT_MSG.notFound }) });

/** The sandbox hosted page's decision ('Pagar' approves, 'Cancelar pago' rejects). */
export const sandboxPayBodySchema = z.object({
  decision: z.enum(['approve', 'reject'], { error: CHECKOUT_MSG.invalidPaymentId }),
});
export const sandboxPayResultSchema = z.object({ paymentId: z.string(), status: z.enum(PAYMENT_STATUSES) });

export const paymentIdQuerySchema = z.object({
  payment_id: z
    .string({ error: CHECKOUT_MSG.invalidPaymentId })
    .trim()
    .min(1, { error: CHECKOUT_MSG.invalidPaymentId })
    .max(100, { error: CHECKOUT_MSG.invalidPaymentId })
    .regex(/^[A-Za-z0-9._-]+$/, { error: CHECKOUT_MSG.invalidPaymentId }),
});

/** GET /api/paymentIdPM: what the provider said and, when approved, the invoice it produced. */
export const paymentConfirmationSchema = z.object({
  status: z.enum(PAYMENT_STATUSES),
  invoiceId: z.number().int().nullable(),
  invoiceNumber: z.string().nullable(),
});
export type PaymentConfirmation = z.infer<typeof paymentConfirmationSchema>;

export const checkoutLineSchema = z.object({
  productId: z.number().int(),
  name: z.string(),
  /** 'Talle: 42 · Color: Negro' as chosen; '' for a product without options. */
  variantLabel: z.string(),
  sku: z.string().nullable(),
  image: z.string().nullable(),
  quantity: z.number().int(),
  /** List price before the discount, as on the invoice; `totalCents` is the net line total. */
  unitPrice: z.number(),
  unitPriceCents: z.number().int(),
  discount: z.number().int(),
  total: z.number(),
  totalCents: z.number().int(),
  orderNumber: z.string().nullable(),
  /** The seller's coupon on this line and what it took off `totalCents` (decision record 0033). */
  couponCode: z.string().nullable(),
  couponDiscountCents: z.number().int(),
});
export type CheckoutLine = z.infer<typeof checkoutLineSchema>;

/** An invoice's heading, as the purchase's result and the invoice lists show it. */
export const checkoutInvoiceSchema = z.object({
  id: z.number().int(),
  invoiceNumber: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
  total: z.number(),
  totalCents: z.number().int(),
});

export const checkoutBuyerSchema = z.object({
  firstName: z.string().nullable(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
});

/** GET /api/orders/checkout: a checkout's lines, totals, buyer and (once paid) its invoice. */
export const checkoutDataSchema = z.object({
  id: z.uuid(),
  status: z.enum(CHECKOUT_STATUSES),
  lines: z.array(checkoutLineSchema),
  total: z.number(),
  totalCents: z.number().int(),
  user: checkoutBuyerSchema,
  invoice: checkoutInvoiceSchema.nullable(),
  /** Where it ships: the address chosen at checkout (not the profile's), as it was then. */
  shippingAddress: shippingAddressSchema.nullable(),
});
export type CheckoutData = z.infer<typeof checkoutDataSchema>;

export const checkoutDataQuerySchema = z.object({
  invoiceId: z.coerce
    .number({ error: CHECKOUT_MSG.invalidInvoiceId })
    .int({ error: CHECKOUT_MSG.invalidInvoiceId })
    .min(1, { error: CHECKOUT_MSG.invalidInvoiceId })
    .max(2_147_483_647, { error: CHECKOUT_MSG.invalidInvoiceId })
    .optional(),
});

export const reviewableProductSchema = z.object({
  productId: z.number().int(),
  name: z.string(),
  image: z.string().nullable(),
});

/** POST /api/invoice: the invoice of the buyer's paid checkout and the products to review. */
export const invoiceResultSchema = z.object({
  invoice: checkoutInvoiceSchema,
  lines: z.array(checkoutLineSchema),
  reviews: z.array(reviewableProductSchema),
});
export type InvoiceResult = z.infer<typeof invoiceResultSchema>;

export const webhookAckSchema = z.object({ received: z.boolean() });
