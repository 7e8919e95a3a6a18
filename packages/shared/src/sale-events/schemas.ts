import { z } from 'zod';
import { SALE_EVENT_MSG as M } from './messages.js';

/** The most an event's discount may be (the least is the event's own minimum). */
export const SALE_EVENT_MAX_DISCOUNT = 90;
/** An event page's address: lower-case letters, digits and single hyphens. */
export const SALE_EVENT_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const day = z.iso.date({ error: M.dateFormat });

/** A whole percent typed or sent, refused with `message` outside min–90. */
const percent = (min: number, message: string) =>
  z
    .union([z.string(), z.number()], { error: message })
    .transform((v) => String(v).trim())
    .pipe(z.string().regex(/^\d{1,2}$/, { error: message }))
    .transform(Number)
    .pipe(z.number().min(min, { error: message }).max(SALE_EVENT_MAX_DISCOUNT, { error: message }));

/** POST /api/admin/saleEvents: a new event. Its days are the shop's (its time zone), both included. */
export const saleEventBodySchema = z
  .object({
    name: z
      .string({ error: M.nameRequired })
      .trim()
      .min(3, { error: M.nameRequired })
      .max(60, { error: M.nameRequired }),
    slug: z
      .string({ error: M.slugFormat })
      .trim()
      .toLowerCase()
      .min(3, { error: M.slugFormat })
      .max(60, { error: M.slugFormat })
      .regex(SALE_EVENT_SLUG, { error: M.slugFormat }),
    startsOn: day,
    endsOn: day,
    /** A URL our storage issued for an upload (the images endpoint). */
    bannerUrl: z.string({ error: M.bannerRequired }).trim().min(1, { error: M.bannerRequired }).max(500),
    minDiscount: percent(1, M.minDiscountRange),
  })
  .superRefine((body, ctx) => {
    if (body.endsOn < body.startsOn)
      ctx.addIssue({ code: 'custom', message: M.datesOrder, path: ['endsOn'] });
  });
export type SaleEventBody = z.infer<typeof saleEventBodySchema>;
export type SaleEventBodyInput = z.input<typeof saleEventBodySchema>;

export const saleEventStatusSchema = z.enum(['upcoming', 'running', 'ended']);
export type SaleEventStatus = z.infer<typeof saleEventStatusSchema>;

/** An event as everyone sees it: its page, its days and where it stands today. */
export const saleEventSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  bannerUrl: z.string(),
  minDiscount: z.number().int(),
  status: saleEventStatusSchema,
});
export type SaleEvent = z.infer<typeof saleEventSchema>;

/** The back office's list: every event, newest first, with how many products enrolled. */
export const adminSaleEventListSchema = z.object({
  events: z.array(saleEventSchema.extend({ products: z.number().int() })),
});
export type AdminSaleEventList = z.infer<typeof adminSaleEventListSchema>;

/** One of the seller's enrolled products. */
export const enrolmentSchema = z.object({
  productId: z.number().int(),
  name: z.string(),
  thumb: z.string().nullable(),
  priceCents: z.number().int(),
  discount: z.number().int(),
  /** The price during the event, at the larger of the seller's own discount and the event's. */
  eventPriceCents: z.number().int(),
});
export type Enrolment = z.infer<typeof enrolmentSchema>;

/** GET /api/saleEvents/mine: the events open for enrolment (upcoming or running), each with the seller's products. */
export const sellerSaleEventListSchema = z.object({
  events: z.array(saleEventSchema.extend({ enrolments: z.array(enrolmentSchema) })),
});
export type SellerSaleEventList = z.infer<typeof sellerSaleEventListSchema>;

export const saleEventIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
export const enrolmentParamsSchema = saleEventIdParamsSchema.extend({
  productId: z.coerce.number().int().min(1).max(2_147_483_647),
});
export const saleEventSlugParamsSchema = z.object({ slug: z.string().max(60) });

/** POST /api/saleEvents/:id/products: one of the seller's products with its discount in the event. */
export const enrolBodySchema = z.object({
  productId: z.coerce
    .number({ error: M.productRequired })
    .int({ error: M.productRequired })
    .min(1, { error: M.productRequired }),
  /** Checked against the event's minimum by the service (the schema knows only 1–90). */
  discount: percent(1, M.discountRange(1)),
});
export type EnrolBody = z.infer<typeof enrolBodySchema>;
export type EnrolBodyInput = z.input<typeof enrolBodySchema>;

/** GET /api/saleEvents/running: the events running today (the home's banners), soonest to end first. */
export const runningSaleEventsSchema = z.object({ events: z.array(saleEventSchema) });
export type RunningSaleEvents = z.infer<typeof runningSaleEventsSchema>;
