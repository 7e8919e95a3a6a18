import { z } from 'zod';
import { checkoutInvoiceSchema } from '../checkout/schemas.js';
import { MSG } from '../messages.js';
import { pageParam, pageSchema, pageSizeParam } from '../pagination.js';
import { ORDERS_PAGE_SIZE } from './limits.js';
import { ORDERS_MSG } from './messages.js';
import { ORDER_STATUSES } from './status.js';

export const ORDER_SORTS = ['date_desc', 'date_asc', 'total_desc', 'total_asc'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

const orderStatusSchema = z.enum(ORDER_STATUSES, { error: ORDERS_MSG.invalidStatus });

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

export const updateOrderStatusBodySchema = z.object({ status: orderStatusSchema });
export type UpdateOrderStatusBody = z.infer<typeof updateOrderStatusBodySchema>;

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
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const orderDetailSchema = orderLineSchema.extend({
  payment: z.object({ provider: z.string(), providerPaymentId: z.string(), status: z.string() }).nullable(),
  buyerContact: z.object({ email: z.string(), phone: z.string().nullable(), address: z.string().nullable() }),
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
export function mayMoveTo(parties: readonly OrderParty[], to: (typeof ORDER_STATUSES)[number]): boolean {
  if (parties.includes('admin')) return true;
  if (to === 'shipped') return parties.includes('seller');
  if (to === 'received') return parties.includes('buyer');
  return false;
}
