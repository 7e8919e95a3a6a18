import { z } from 'zod';
import { pageParam, pageSchema, pageSizeParam } from '../pagination.js';

/**
 * The kinds of notice, each an e-mail a user may turn off in their profile (receipts, refunds,
 * payouts and security mails are not notices and always go).
 */
export const NOTICE_KINDS = ['sale', 'shipping', 'cancellation', 'claim', 'question', 'wishlist'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** What happened; each belongs to one kind. */
export const NOTICE_EVENTS = [
  'sold',
  'shipped',
  'ready_for_pickup',
  'delivered',
  'sale_delivered',
  'cancelled',
  'claim_opened',
  'claim_message',
  'claim_escalated',
  'claim_resolved',
  'question_asked',
  'question_answered',
  'payment_returned',
  'refunded',
  'price_dropped',
] as const;
export type NoticeEvent = (typeof NOTICE_EVENTS)[number];

/**
 * Events told in the bell only: their e-mail is one that always goes (a refund's), so the notice
 * queues none of its own.
 */
export const BELL_ONLY_EVENTS: readonly NoticeEvent[] = ['refunded'];

/** The facts a notice is written from (which ones depend on the event). */
export const noticeDataSchema = z.object({
  /** Every order's notice has one; a question's has the product instead. */
  orderNumber: z.string().optional(),
  productName: z.string(),
  /** The variant bought ('Talle: 42 · Color: Negro'), named after the product. */
  variantLabel: z.string().optional(),
  productId: z.number().int().optional(),
  /** The first words of a question, for its notice. */
  question: z.string().optional(),
  /** The seller's answer, for the asker's notice (its e-mail carries it whole). */
  answer: z.string().optional(),
  quantity: z.number().int().optional(),
  totalCents: z.number().int().optional(),
  address: z.string().nullable().optional(),
  /** Pickup: where to collect it (told only after paying). */
  pickupAddress: z.string().nullable().optional(),
  /** A sale's way of delivery (0028): a pickup is not shipped. */
  delivery: z.enum(['home', 'pickup']).optional(),
  carrier: z.string().optional(),
  trackingNumber: z.string().optional(),
  reason: z.string().optional(),
  from: z.enum(['buyer', 'seller', 'admin']).optional(),
  outcome: z.enum(['refunded', 'closed']).optional(),
  amountCents: z.number().int().optional(),
  /** A price drop (decision record 0034): the product's lowest price before and after, in cents. */
  fromCents: z.number().int().optional(),
  toCents: z.number().int().optional(),
});
export type NoticeData = z.infer<typeof noticeDataSchema>;

export const noticeSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTICE_KINDS),
  event: z.enum(NOTICE_EVENTS),
  data: noticeDataSchema,
  createdAt: z.string(),
  read: z.boolean(),
});
export type Notice = z.infer<typeof noticeSchema>;

export const noticeListQuerySchema = z.object({
  page: pageParam,
  pageSize: pageSizeParam(10, 50),
});
export const noticePageSchema = pageSchema(noticeSchema).extend({ unread: z.number().int() });
export type NoticePage = z.infer<typeof noticePageSchema>;

export const unreadCountSchema = z.object({ unread: z.number().int() });

/** Marks read the listed notices, or every one when `ids` is left out. */
export const markReadBodySchema = z.object({
  ids: z
    .array(z.number({ error: 'Notificación inválida' }).int({ error: 'Notificación inválida' }), {
      error: 'Notificación inválida',
    })
    .max(100, { error: 'Como mucho 100 a la vez' })
    .optional(),
});

/** The e-mail kinds a user receives (true) or turned off (false). */
export const mailSettingsSchema = z.object({
  sale: z.boolean({ error: 'Debe ser sí o no' }),
  shipping: z.boolean({ error: 'Debe ser sí o no' }),
  cancellation: z.boolean({ error: 'Debe ser sí o no' }),
  claim: z.boolean({ error: 'Debe ser sí o no' }),
  question: z.boolean({ error: 'Debe ser sí o no' }),
  wishlist: z.boolean({ error: 'Debe ser sí o no' }),
});
export type MailSettings = z.infer<typeof mailSettingsSchema>;
