import { z } from 'zod';
import { productDetailSchema, searchParam } from '../catalog/schemas.js';
import { MSG } from '../messages.js';
import { moneyFiguresSchema } from '../money/schemas.js';
import { pageParam, pageSchema, pageSizeParam } from '../pagination.js';
import { ADMIN_PAGE_SIZE, NOTIFICATION_NAMES } from './limits.js';
import { ADMIN_MSG, UNDELIVERED_MSG } from './messages.js';

/** Grid sorts: a field, '-' in front for descending. */
export const ADMIN_PRODUCT_SORTS = [
  '-id',
  'id',
  'name',
  '-name',
  'price',
  '-price',
  'stock',
  '-stock',
] as const;
export type AdminProductSort = (typeof ADMIN_PRODUCT_SORTS)[number];

export const adminProductListQuerySchema = z.object({
  page: pageParam,
  pageSize: pageSizeParam(ADMIN_PAGE_SIZE),
  sort: z.enum(ADMIN_PRODUCT_SORTS, { error: ADMIN_MSG.invalidSort }).default('-id'),
  q: searchParam.optional(),
  active: z.enum(['true', 'false'], { error: ADMIN_MSG.invalidActive }).optional(),
});
export type AdminProductListQuery = z.infer<typeof adminProductListQuerySchema>;

export const adminProductSchema = productDetailSchema.extend({
  seller: z.object({ id: z.number().int(), userName: z.string() }).nullable(),
  createdAt: z.string(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;
export const adminProductPageSchema = pageSchema(adminProductSchema);
export type AdminProductPage = z.infer<typeof adminProductPageSchema>;

/** Without `active` the flag flips (the route's first contract took only the id); with it, a repeated click cannot undo itself. */
export const activateProductBodySchema = z.object({
  id: z.number({ error: MSG.invalidId }).int({ error: MSG.invalidId }).min(1, { error: MSG.invalidId }),
  active: z.boolean({ error: ADMIN_MSG.invalidActive }).optional(),
});
export const activateProductResponseSchema = z.object({ msg: z.string(), active: z.boolean() });

// ── Dashboard (POST /notifications {name}) ───────────────────────────────────────────────
export type NotificationName = (typeof NOTIFICATION_NAMES)[number];

export const notificationBodySchema = z.object({
  name: z.enum(NOTIFICATION_NAMES, { error: ADMIN_MSG.invalidNotification }),
});

const latestProduct = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number(),
  priceCents: z.number().int(),
  image: z.string().nullable(),
  active: z.boolean(),
  createdAt: z.string(),
});
const latestOrder = z.object({
  orderNumber: z.string(),
  productName: z.string(),
  quantity: z.number().int(),
  total: z.number(),
  totalCents: z.number().int(),
  status: z.string(),
  createdAt: z.string(),
  buyer: z.object({ userName: z.string(), firstName: z.string().nullable(), lastName: z.string() }),
});
/** Sales of one category (radar) or audience (pie). */
const salesGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  orders: z.number().int(),
  units: z.number().int(),
  total: z.number(),
  totalCents: z.number().int(),
});
const salesDay = z.object({
  day: z.string(),
  orders: z.number().int(),
  units: z.number().int(),
  total: z.number(),
  totalCents: z.number().int(),
});

export const notificationResponseSchema = z.discriminatedUnion('name', [
  z.object({ name: z.literal('newProduct'), data: z.array(latestProduct) }),
  /** Number of orders (one per purchased line). */
  z.object({ name: z.literal('ordersQuantity'), data: z.number().int() }),
  /** Units sold. */
  z.object({ name: z.literal('salesQuantity'), data: z.number().int() }),
  z.object({ name: z.literal('lastOrders'), data: z.array(latestOrder) }),
  /** Revenue: dollars plus cents. */
  z.object({
    name: z.literal('profitAmount'),
    data: z.object({ total: z.number(), totalCents: z.number().int() }),
  }),
  z.object({ name: z.literal('getRadarChar'), data: z.array(salesGroup) }),
  z.object({ name: z.literal('getPieChar'), data: z.array(salesGroup) }),
  /** The last 30 days, oldest first, days without sales included. */
  z.object({ name: z.literal('salesReport'), data: z.array(salesDay) }),
  /** The shop's commission earned (net of refunds) and what it owes its sellers (pending, available, being paid). */
  z.object({ name: z.literal('moneyFigures'), data: moneyFiguresSchema }),
]);
export type NotificationResponse = z.infer<typeof notificationResponseSchema>;
export type NotificationData<N extends NotificationName> = Extract<NotificationResponse, { name: N }>['data'];

/** What the dashboard stream sends: the event's name and its payload. */
export const ADMIN_STREAM_EVENTS = ['sale', 'productChanged'] as const;
export const SALES_REPORT_DAYS = 30;

// ── Undelivered messages (outbox rows that gave up) ──────────────────────────────────────
export const undeliveredListQuerySchema = z.object({
  page: pageParam,
  pageSize: pageSizeParam(ADMIN_PAGE_SIZE),
});
export type UndeliveredListQuery = z.infer<typeof undeliveredListQuerySchema>;

/** An outbox id is a bigint: any positive safe integer, not only an int4. */
export const undeliveredIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: UNDELIVERED_MSG.invalidId })
    .int({ error: UNDELIVERED_MSG.invalidId })
    .min(1, { error: UNDELIVERED_MSG.invalidId })
    .max(Number.MAX_SAFE_INTEGER, { error: UNDELIVERED_MSG.invalidId }),
});

/**
 * A row that gave up. Never its payload: `summary` is what its kind chose to show (the receipt's
 * invoice number and recipient), or null.
 */
export const undeliveredMessageSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  summary: z.string().nullable(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  deadAt: z.string(),
});
export type UndeliveredMessage = z.infer<typeof undeliveredMessageSchema>;
export const undeliveredPageSchema = pageSchema(undeliveredMessageSchema);
export type UndeliveredPage = z.infer<typeof undeliveredPageSchema>;
export const retryUndeliveredResponseSchema = z.object({ msg: z.string() });
