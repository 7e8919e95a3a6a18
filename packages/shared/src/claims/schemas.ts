import { z } from 'zod';
import { pageParam, pageSchema, pageSizeParam } from '../pagination.js';
import { CLAIM_MESSAGE_MAX, CLAIM_MESSAGE_MIN, CLAIM_PHOTOS_MAX, CLAIMS_PAGE_SIZE } from './limits.js';
import { CLAIM_MSG as M } from './messages.js';

export const CLAIM_REASONS = ['not_arrived', 'not_as_described'] as const;
export type ClaimReason = (typeof CLAIM_REASONS)[number];
export const CLAIM_STATUSES = ['open', 'escalated', 'resolved'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];
export type ClaimRole = 'buyer' | 'seller' | 'admin';

/** A message's text and the photos uploaded for it (their URLs, from POST /api/images). */
export const claimMessageBodySchema = z.object({
  body: z
    .string({ error: M.messageRequired })
    .trim()
    .min(CLAIM_MESSAGE_MIN, { error: M.messageRequired })
    .max(CLAIM_MESSAGE_MAX, { error: M.messageTooLong }),
  images: z
    .array(z.string({ error: M.invalidPhoto }).max(500, { error: M.invalidPhoto }), { error: M.invalidPhoto })
    .max(CLAIM_PHOTOS_MAX, { error: M.tooManyPhotos })
    .default([]),
});
export type ClaimMessageBody = z.infer<typeof claimMessageBodySchema>;

export const openClaimBodySchema = claimMessageBodySchema.extend({
  reason: z.enum(CLAIM_REASONS, { error: M.invalidReason }),
});
export type OpenClaimBody = z.infer<typeof openClaimBodySchema>;

/** The seller's or administrator's refund that resolves a claim (cents, whole or part). */
export const claimRefundBodySchema = z.object({
  amountCents: z
    .number({ error: 'El monto debe ser un número entero de centavos' })
    .int({ error: 'El monto debe ser un número entero de centavos' })
    .min(1, { error: 'El monto debe ser un número entero de centavos' })
    .max(100_000_000_000, { error: 'El monto es demasiado grande' }),
  note: z
    .string({ error: M.messageTooLong })
    .trim()
    .max(CLAIM_MESSAGE_MAX, { error: M.messageTooLong })
    .optional(),
});
export type ClaimRefundBody = z.infer<typeof claimRefundBodySchema>;

export const claimCloseBodySchema = z.object({
  note: z
    .string({ error: M.messageRequired })
    .trim()
    .min(CLAIM_MESSAGE_MIN, { error: M.messageRequired })
    .max(CLAIM_MESSAGE_MAX, { error: M.messageTooLong }),
});
export type ClaimCloseBody = z.infer<typeof claimCloseBodySchema>;

export const claimMessageSchema = z.object({
  id: z.number().int(),
  authorRole: z.enum(['buyer', 'seller', 'admin']),
  authorName: z.string().nullable(),
  body: z.string(),
  images: z.array(z.string()),
  createdAt: z.string(),
});
export type ClaimMessage = z.infer<typeof claimMessageSchema>;

export const claimSummarySchema = z.object({
  id: z.number().int(),
  orderNumber: z.string(),
  productName: z.string(),
  /** The variant bought ('Talle: 42 · Color: Negro'; '' without options). */
  variantLabel: z.string(),
  reason: z.enum(CLAIM_REASONS),
  status: z.enum(CLAIM_STATUSES),
  outcome: z.enum(['refunded', 'closed']).nullable(),
  openedAt: z.string(),
  lastMessageAt: z.string(),
  buyer: z.object({ id: z.number().int(), userName: z.string() }),
  seller: z.object({ id: z.number().int(), userName: z.string() }).nullable(),
});
export type ClaimSummary = z.infer<typeof claimSummarySchema>;

export const claimDetailSchema = claimSummarySchema.extend({
  totalCents: z.number().int(),
  refundableCents: z.number().int(),
  /** ISO 8601 from when either side may ask the administrator. */
  escalableFrom: z.string(),
  escalatedAt: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  /** What the caller may do now, so the screen shows only those buttons. */
  can: z.object({ message: z.boolean(), escalate: z.boolean(), refund: z.boolean(), close: z.boolean() }),
  /** The caller's part in the claim. */
  role: z.enum(['buyer', 'seller', 'admin']),
  messages: z.array(claimMessageSchema),
});
export type ClaimDetail = z.infer<typeof claimDetailSchema>;

export const claimListQuerySchema = z.object({
  page: pageParam,
  pageSize: pageSizeParam(CLAIMS_PAGE_SIZE),
  status: z
    .enum(['unresolved', 'resolved', 'all'], { error: 'Estado inválido: usa unresolved, resolved o all' })
    .default('unresolved'),
});
export type ClaimListQuery = z.infer<typeof claimListQuerySchema>;

export const claimPageSchema = pageSchema(claimSummarySchema);
export type ClaimPage = z.infer<typeof claimPageSchema>;
