import { z } from 'zod';
import { shippingAddressSchema } from '../addresses/schemas.js';
import { checkoutInvoiceSchema } from '../checkout/schemas.js';
import { MSG } from '../messages.js';
import { pageParam, pageSchema, pageSizeParam } from '../pagination.js';
import { ORDERS_PAGE_SIZE } from './limits.js';
import { ORDERS_MSG } from './messages.js';
import { ORDER_STATUSES, type OrderDelivery } from './status.js';

export const ORDER_SORTS = ['date_desc', 'date_asc', 'total_desc', 'total_asc'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

const orderStatusSchema = z.enum(ORDER_STATUSES, { error: ORDERS_MSG.invalidStatusFilter });

/** Query string of every invoice and order list: 1-based page, pageSize ≤ 100, sort, q. */
export const orderListQuerySchema = z.object({
  page: pageParam,
  pageSize: pageSizeParam(ORDERS_PAGE_SIZE),
  sort: z.enum(ORDER_SORTS, { error: ORDERS_MSG.invalidSort }).default('date_desc'),
  q: z.string({ error: MSG.invalidSearch }).trim().max(100, { error: MSG.searchTooLong }).optional(),
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

/** GET /api/orders/all also filters by status. */
export const adminOrderListQuerySchema = orderListQuerySchema.extend({
  status: orderStatusSchema.optional(),
});
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuerySchema>;

/** P-000042: what formatOrderNumber writes (more digits once past a million). */
export const ORDER_NUMBER_PATTERN = /^P-\d{6,12}$/;
export const orderNumberParamsSchema = z.object({
  orderNumber: z.string({ error: ORDERS_MSG.invalidOrderNumber }).regex(ORDER_NUMBER_PATTERN, {
    error: ORDERS_MSG.invalidOrderNumber,
  }),
});

/** The carriers a seller picks from when shipping ('otro' for any other). */
export const CARRIERS = ['correo_argentino', 'andreani', 'oca', 'estafeta', 'dhl', 'otro'] as const;
export type Carrier = (typeof CARRIERS)[number];
export const CARRIER_LABEL: Record<Carrier, string> = {
  correo_argentino: 'Correo Argentino',
  andreani: 'Andreani',
  oca: 'OCA',
  estafeta: 'Estafeta',
  dhl: 'DHL',
  otro: 'Otro',
};

/** Letters, digits and dashes: what carriers print on a label (never a line break or a tag). */
export const TRACKING_NUMBER_PATTERN = /^[A-Za-z0-9-]{4,40}$/;

/**
 * PUT /api/orders/:orderNumber/status: 'shipped' (the seller, with the carrier and tracking
 * number) or 'received' (the buyer). Cancelling has its own route.
 */
export const updateOrderStatusBodySchema = z
  .object({
    status: z.enum(['shipped', 'ready', 'received'], { error: ORDERS_MSG.invalidStatus }),
    carrier: z.enum(CARRIERS, { error: ORDERS_MSG.invalidCarrier }).optional(),
    trackingNumber: z
      .string({ error: ORDERS_MSG.invalidTracking })
      .trim()
      .regex(TRACKING_NUMBER_PATTERN, { error: ORDERS_MSG.invalidTracking })
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (body.status !== 'shipped') return;
    if (!body.carrier)
      ctx.addIssue({ code: 'custom', path: ['carrier'], message: ORDERS_MSG.carrierRequired });
    if (!body.trackingNumber)
      ctx.addIssue({ code: 'custom', path: ['trackingNumber'], message: ORDERS_MSG.trackingRequired });
  });
export type UpdateOrderStatusBody = z.infer<typeof updateOrderStatusBodySchema>;

/** POST /api/orders/:orderNumber/cancel: why (the buyer reads it). */
export const cancelOrderBodySchema = z.object({
  reason: z
    .string({ error: ORDERS_MSG.cancelReasonRequired })
    .trim()
    .min(5, { error: ORDERS_MSG.cancelReasonRequired })
    .max(300, { error: ORDERS_MSG.cancelReasonTooLong }),
});
export type CancelOrderBody = z.infer<typeof cancelOrderBodySchema>;

const personSchema = z.object({
  id: z.number().int(),
  userName: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string(),
});

export const orderLineSchema = z.object({
  id: z.number().int(),
  orderNumber: z.string(),
  /** ISO 8601. */
  orderDate: z.string(),
  invoiceId: z.number().int(),
  invoiceNumber: z.string(),
  product: z.object({ id: z.number().int(), name: z.string(), image: z.string().nullable() }),
  /** What was bought of it: 'Talle: 42 · Color: Negro' ('' without options), and the seller's SKU. */
  variantLabel: z.string(),
  sku: z.string().nullable(),
  quantity: z.number().int(),
  /** Price per unit before the discount: dollars and cents. */
  unitPrice: z.number(),
  unitPriceCents: z.number().int(),
  /** Percent, 0–100. */
  discount: z.number().int(),
  total: z.number(),
  totalCents: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  /** Refunded so far (done or under way), in cents: 0, part of `totalCents`, or all of it. */
  refundedCents: z.number().int(),
  buyer: personSchema,
  seller: z.object({ id: z.number().int(), userName: z.string() }).nullable(),
  shipping: z
    .object({ carrier: z.enum(CARRIERS), trackingNumber: z.string(), shippedAt: z.string() })
    .nullable(),
  /** ISO 8601 when cancelled, with the reason the buyer was given. */
  cancelled: z.object({ at: z.string(), reason: z.string() }).nullable(),
  /** The order's claim, if one was opened. */
  claimStatus: z.enum(['open', 'escalated', 'resolved']).nullable(),
  /**
   * How it is delivered (decision record 0032): its share of its seller's shipping, the window
   * promised (the shop's days), the pickup address, and whether it is late (past the window and
   * not received).
   */
  delivery: z.object({
    method: z.enum(['home', 'pickup']),
    shippingCents: z.number().int(),
    shippingRefundedCents: z.number().int(),
    window: z.object({ from: z.string(), to: z.string() }).nullable(),
    pickupAddress: z.string().nullable(),
    late: z.boolean(),
  }),
  /** The seller's coupon and what it took off this line (`totalCents` is what was paid; 0033). */
  coupon: z.object({ code: z.string(), discountCents: z.number().int() }).nullable(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const orderDetailSchema = orderLineSchema.extend({
  payment: z.object({ provider: z.string(), providerPaymentId: z.string(), status: z.string() }).nullable(),
  buyerContact: z.object({ email: z.string(), phone: z.string().nullable(), address: z.string().nullable() }),
  /** Where to ship, as chosen at checkout (null for orders older than the address book). */
  shippingAddress: shippingAddressSchema.nullable(),
  /** Every change, oldest first: who (as a role) and when. */
  events: z.array(
    z.object({ kind: z.string(), actorRole: z.string(), at: z.string(), detail: z.string().nullable() }),
  ),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const invoiceSummarySchema = checkoutInvoiceSchema.extend({
  ordersCount: z.number().int(),
  user: personSchema,
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export const invoiceDetailSchema = invoiceSummarySchema.extend({ orders: z.array(orderLineSchema) });
export type InvoiceDetail = z.infer<typeof invoiceDetailSchema>;

export const invoicePageSchema = pageSchema(invoiceSummarySchema);
export type InvoicePage = z.infer<typeof invoicePageSchema>;
export const orderPageSchema = pageSchema(orderLineSchema);
export type OrderPage = z.infer<typeof orderPageSchema>;

/** Who may move an order to `to` (the seller ships, the buyer confirms, an admin any forward step). */
export type OrderParty = 'admin' | 'seller' | 'buyer';
export function mayMoveTo(
  parties: readonly OrderParty[],
  to: (typeof ORDER_STATUSES)[number],
  delivery: OrderDelivery = 'home',
): boolean {
  if (parties.includes('admin')) return true;
  if (to === 'shipped' || to === 'ready') return parties.includes('seller');
  // A pickup is handed over in person: either side may say it happened.
  if (to === 'received')
    return parties.includes('buyer') || (delivery === 'pickup' && parties.includes('seller'));
  return false;
}
