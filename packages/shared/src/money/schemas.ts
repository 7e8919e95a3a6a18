import { z } from 'zod';
import { SEARCH_MAX_LENGTH } from '../constants.js';
import { MSG } from '../messages.js';
import { pageParam, pageSchema, pageSizeParam } from '../pagination.js';
import { isValidCbu } from './cbu.js';
import {
  ALIAS_MAX,
  ALIAS_MIN,
  HOLDER_NAME_MAX,
  MAX_COMMISSION_PERCENT,
  MAX_MONEY_CENTS,
  MONEY_PAGE_SIZE,
  REFUND_REASON_MAX,
  REFUND_REASON_MIN,
} from './limits.js';
import { MONEY_MSG } from './messages.js';

/** Cents as the money routes accept them: a positive whole number, never a fraction. */
export const centsSchema = z
  .number({ error: MONEY_MSG.invalidAmount })
  .int({ error: MONEY_MSG.invalidAmount })
  .min(1, { error: MONEY_MSG.invalidAmount })
  .max(MAX_MONEY_CENTS, { error: MONEY_MSG.amountTooLarge });

/** A commission in percent with at most two decimals (15, 12.5, 7.25). */
export const commissionPercentSchema = z
  .number({ error: MONEY_MSG.invalidRate })
  .min(0, { error: MONEY_MSG.invalidRate })
  .max(MAX_COMMISSION_PERCENT, { error: MONEY_MSG.invalidRate })
  .refine((p) => Math.abs(p * 100 - Math.round(p * 100)) < 1e-6, { error: MONEY_MSG.invalidRate });

// ── Commissions ─────────────────────────────────────────────────────────────────────────────
export const commissionsSchema = z.object({
  /** Percent applied where a category has none of its own. */
  defaultRate: z.number(),
  categories: z.array(
    z.object({ categoryId: z.number().int(), categoryName: z.string(), rate: z.number().nullable() }),
  ),
  /** ISO 8601 of the last change, null before any. */
  updatedAt: z.string().nullable(),
});
export type Commissions = z.infer<typeof commissionsSchema>;

export const updateCommissionsBodySchema = z.object({
  defaultRate: commissionPercentSchema,
  /** Every category with its own rate, or null to use the general one. */
  categories: z
    .array(
      z.object({
        categoryId: z.number({ error: MONEY_MSG.unknownCategory }).int({ error: MONEY_MSG.unknownCategory }),
        rate: commissionPercentSchema.nullable(),
      }),
    )
    .max(200)
    .refine((list) => new Set(list.map((c) => c.categoryId)).size === list.length, {
      error: MONEY_MSG.duplicateCategory,
    }),
});
export type UpdateCommissionsBody = z.infer<typeof updateCommissionsBodySchema>;

// ── The seller's balance and movements ──────────────────────────────────────────────────────
export const balanceSchema = z.object({
  pendingCents: z.number().int(),
  availableCents: z.number().int(),
  /** Sent in a payout not yet confirmed. */
  inTransitCents: z.number().int(),
  /** Every payout confirmed so far. */
  paidCents: z.number().int(),
});
export type Balance = z.infer<typeof balanceSchema>;

export const MOVEMENT_KINDS = [
  'sale',
  'shipping',
  'release',
  'refund',
  'refund_failed',
  'payout',
  'payout_paid',
  'payout_failed',
  'adjustment',
] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];

export const movementSchema = z.object({
  id: z.number().int(),
  kind: z.enum(MOVEMENT_KINDS),
  /** ISO 8601. */
  createdAt: z.string(),
  orderNumber: z.string().nullable(),
  payoutId: z.number().int().nullable(),
  /** The sale's price paid (sales and refunds), its commission, and the commission rate in percent. */
  grossCents: z.number().int().nullable(),
  commissionCents: z.number().int().nullable(),
  ratePercent: z.number().nullable(),
  /** What this movement did to each part of the seller's balance (signed). */
  pendingCents: z.number().int(),
  availableCents: z.number().int(),
  paidCents: z.number().int(),
  memo: z.string().nullable(),
});
export type Movement = z.infer<typeof movementSchema>;
export const movementPageSchema = pageSchema(movementSchema);
export type MovementPage = z.infer<typeof movementPageSchema>;

export const moneyListQuerySchema = z.object({
  page: pageParam,
  pageSize: pageSizeParam(MONEY_PAGE_SIZE),
});
export type MoneyListQuery = z.infer<typeof moneyListQuerySchema>;

// ── The seller's bank account for payouts ───────────────────────────────────────────────────
export const payoutAccountSchema = z.object({
  holderName: z.string(),
  cbu: z.string().nullable(),
  alias: z.string().nullable(),
});
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;
export const payoutAccountResponseSchema = z.object({ account: payoutAccountSchema.nullable() });

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
export const payoutAccountBodySchema = z
  .object({
    holderName: z
      .string({ error: MONEY_MSG.invalidHolder })
      .trim()
      .min(1, { error: MONEY_MSG.invalidHolder })
      .max(HOLDER_NAME_MAX, { error: MONEY_MSG.invalidHolder }),
    cbu: z.preprocess(
      blankToNull,
      z
        .string({ error: MONEY_MSG.invalidCbu })
        .trim()
        .refine(isValidCbu, { error: MONEY_MSG.invalidCbu })
        .nullable()
        .default(null),
    ),
    alias: z.preprocess(
      blankToNull,
      z
        .string({ error: MONEY_MSG.invalidAlias })
        .trim()
        .min(ALIAS_MIN, { error: MONEY_MSG.invalidAlias })
        .max(ALIAS_MAX, { error: MONEY_MSG.invalidAlias })
        .regex(/^[A-Za-z0-9.-]+$/, { error: MONEY_MSG.invalidAlias })
        .nullable()
        .default(null),
    ),
  })
  .refine((a) => a.cbu !== null || a.alias !== null, { error: MONEY_MSG.cbuOrAlias, path: ['cbu'] });
export type PayoutAccountBody = z.infer<typeof payoutAccountBodySchema>;

// ── Refunds ─────────────────────────────────────────────────────────────────────────────────
export const refundBodySchema = z.object({
  amountCents: centsSchema,
  reason: z
    .string({ error: MONEY_MSG.invalidReason })
    .trim()
    .min(REFUND_REASON_MIN, { error: MONEY_MSG.invalidReason })
    .max(REFUND_REASON_MAX, { error: MONEY_MSG.invalidReason }),
  /**
   * Give the order's shipping back too. A refund of everything left of the products gives it back
   * anyway; a partial one only when the seller says so (decision record 0032).
   */
  includeShipping: z.boolean({ error: MONEY_MSG.invalidReason }).optional(),
});
export type RefundBody = z.infer<typeof refundBodySchema>;

export const REFUND_STATUSES = ['pending', 'done', 'failed'] as const;
export const refundSchema = z.object({
  id: z.number().int(),
  orderNumber: z.string(),
  amountCents: z.number().int(),
  /** The part of it that gave shipping back. */
  shippingCents: z.number().int(),
  reason: z.string(),
  status: z.enum(REFUND_STATUSES),
  /** ISO 8601. */
  createdAt: z.string(),
  by: z.object({ id: z.number().int(), userName: z.string() }).nullable(),
});
export type Refund = z.infer<typeof refundSchema>;

/** What one order's refunds add up to, and what may still be refunded. */
export const orderRefundsSchema = z.object({
  orderNumber: z.string(),
  totalCents: z.number().int(),
  refundedCents: z.number().int(),
  /** Of the products. */
  refundableCents: z.number().int(),
  /** The order's share of its seller's shipping, and what of it may still be given back (0032). */
  shippingCents: z.number().int(),
  shippingRefundableCents: z.number().int(),
  refunds: z.array(refundSchema),
});
export type OrderRefunds = z.infer<typeof orderRefundsSchema>;

// ── Payouts (back office) ───────────────────────────────────────────────────────────────────
export const payableSellersQuerySchema = moneyListQuerySchema.extend({
  minCents: z.coerce
    .number({ error: MONEY_MSG.invalidAmount })
    .int({ error: MONEY_MSG.invalidAmount })
    .min(0, { error: MONEY_MSG.invalidAmount })
    .max(MAX_MONEY_CENTS, { error: MONEY_MSG.amountTooLarge })
    .default(0),
  /** Part of the seller's user name, e-mail or last name. */
  q: z
    .string({ error: MSG.invalidSearch })
    .trim()
    .max(SEARCH_MAX_LENGTH, { error: MSG.searchTooLong })
    .optional(),
});
export type PayableSellersQuery = z.infer<typeof payableSellersQuerySchema>;

const sellerRef = z.object({ id: z.number().int(), userName: z.string(), email: z.string() });
export const payableSellerSchema = z.object({
  seller: sellerRef,
  availableCents: z.number().int(),
  account: payoutAccountSchema.nullable(),
});
export type PayableSeller = z.infer<typeof payableSellerSchema>;
export const payableSellerPageSchema = pageSchema(payableSellerSchema);

export const createPayoutBatchBodySchema = z.object({
  /** Omitted: every seller with an available balance (and an account). */
  sellerIds: z
    .array(z.number({ error: MONEY_MSG.invalidSellers }).int({ error: MONEY_MSG.invalidSellers }).min(1), {
      error: MONEY_MSG.invalidSellers,
    })
    .min(1, { error: MONEY_MSG.invalidSellers })
    .max(1000, { error: MONEY_MSG.invalidSellers })
    .optional(),
  minCents: z
    .number({ error: MONEY_MSG.invalidAmount })
    .int({ error: MONEY_MSG.invalidAmount })
    .min(0, { error: MONEY_MSG.invalidAmount })
    .max(MAX_MONEY_CENTS, { error: MONEY_MSG.amountTooLarge })
    .default(0),
});
export type CreatePayoutBatchBody = z.infer<typeof createPayoutBatchBodySchema>;

export const PAYOUT_STATUSES = ['pending', 'paid', 'failed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];
export const payoutSchema = z.object({
  id: z.number().int(),
  batchId: z.number().int(),
  seller: sellerRef,
  amountCents: z.number().int(),
  account: payoutAccountSchema,
  status: z.enum(PAYOUT_STATUSES),
  note: z.string().nullable(),
  /** ISO 8601. */
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type Payout = z.infer<typeof payoutSchema>;

export const payoutBatchSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  createdBy: z.object({ id: z.number().int(), userName: z.string() }),
  minCents: z.number().int(),
  totalCents: z.number().int(),
  payouts: z.array(payoutSchema),
});
export type PayoutBatch = z.infer<typeof payoutBatchSchema>;
export const payoutBatchSummarySchema = payoutBatchSchema.omit({ payouts: true }).extend({
  count: z.number().int(),
  pendingCount: z.number().int(),
});
export const payoutBatchPageSchema = pageSchema(payoutBatchSummarySchema);
export type PayoutBatchPage = z.infer<typeof payoutBatchPageSchema>;

export const payoutIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: MONEY_MSG.invalidPayoutId })
    .int({ error: MONEY_MSG.invalidPayoutId })
    .min(1, { error: MONEY_MSG.invalidPayoutId })
    .max(2_147_483_647, { error: MONEY_MSG.invalidPayoutId }),
});

export const failPayoutBodySchema = z.object({
  note: z
    .string({ error: MONEY_MSG.invalidReason })
    .trim()
    .min(REFUND_REASON_MIN, { error: MONEY_MSG.invalidReason })
    .max(REFUND_REASON_MAX, { error: MONEY_MSG.invalidReason }),
});

// ── Audit ───────────────────────────────────────────────────────────────────────────────────
export const AUDIT_ACTIONS = [
  'commissions',
  'refund',
  'payout_batch',
  'payout_paid',
  'payout_failed',
] as const;
export const auditEntrySchema = z.object({
  id: z.number().int(),
  action: z.enum(AUDIT_ACTIONS),
  /** Who did it, and as what: a seller refunding their own sale is no administrator. */
  actor: z
    .object({ id: z.number().int(), userName: z.string(), role: z.enum(['admin', 'seller']) })
    .nullable(),
  /** A sentence in Spanish: what was done to what. */
  summary: z.string(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = pageSchema(auditEntrySchema);

export const moneyFiguresSchema = z.object({
  commissionEarnedCents: z.number().int(),
  owedToSellersCents: z.number().int(),
});
export type MoneyFigures = z.infer<typeof moneyFiguresSchema>;
