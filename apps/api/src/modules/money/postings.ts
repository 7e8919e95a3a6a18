import { commissionCents, commissionReturned } from '@bazar/shared';
import type { LedgerAccount, LedgerKind } from '../../db/schema.js';

/**
 * Every movement of money, as the entries it posts: pure functions, the one place where the
 * shop's money rules are written (decision record 0022 for the accounts, 0030 for this file).
 * The ledger's SQL receives these values and never computes an amount; property tests
 * (postings.unit.test.ts) prove that each posting sums to zero and that refunds never return
 * more commission than the sale took.
 *
 * Sign: an account's balance is what it holds. A seller's accounts hold what the shop owes them
 * ('pending' until the release, then 'available', 'in_transit' while a transfer is made, 'paid'
 * once made); the shop's 'cash' goes negative by what it holds at the provider.
 */
export interface Entry {
  account: LedgerAccount;
  /** The seller; 0 for the shop. */
  userId: number;
  amountCents: number;
}

export interface Movement {
  kind: LedgerKind;
  key: string;
  sellerId?: number | null;
  orderId?: number | null;
  refundId?: number | null;
  payoutId?: number | null;
  grossCents?: number | null;
  commissionCents?: number | null;
  rateBp?: number | null;
  memo?: string | null;
  actorId?: number | null;
}

const SHOP = 0;

/** Entries without the zero ones (a zero commission posts nothing). */
const nonZero = (entries: Entry[]) => entries.filter((e) => e.amountCents !== 0);

export const sumOf = (entries: readonly Entry[]) => entries.reduce((sum, e) => sum + e.amountCents, 0);

/** The general rate's category in the rates set (decision record 0022). */
export const GENERAL_RATE = 0;

/**
 * The rate in force for a category: its own newest rate, else the general one, else none. `set`
 * is what `ratesSet` read: each category's newest rate (null when it was reset to the general).
 */
export function rateInForce(set: ReadonlyMap<number, number | null>, categoryId: number | null): number {
  const own = categoryId === null ? null : set.get(categoryId);
  return own ?? set.get(GENERAL_RATE) ?? 0;
}

/**
 * The shop's fee on a line of a seller paid at the source (decision record 0028), fixed when the
 * checkout is opened: the commission at the rate in force for the product's category.
 */
export function splitFee(
  grossCents: number,
  rates: ReadonlyMap<number, number | null>,
  categoryId: number | null,
): { feeCents: number; rateBp: number } {
  const rateBp = rateInForce(rates, categoryId);
  return { feeCents: commissionCents(grossCents, rateBp), rateBp };
}

/**
 * The shop's fee on a seller's shipping paid at the source: none, unless the administrator set
 * the commission to apply to shipping (then the general rate), fixed at the checkout.
 */
export function shippingSplitFee(
  shippingCents: number,
  rates: ReadonlyMap<number, number | null>,
  commissionOnShipping: boolean,
): number {
  return commissionOnShipping ? commissionCents(shippingCents, rateInForce(rates, null)) : 0;
}

/** One line of a sale, as the purchase knows it when it posts it. */
export interface SoldLine {
  sellerId: number | null;
  grossCents: number;
  /** The rate in force for the product's category (its own, else the general one, else 0). */
  rateInForceBp: number;
  /**
   * Paid at the source into the seller's own account (decision record 0028): the fee the
   * provider took for the shop, and the rate it was charged at, both fixed at the checkout.
   */
  split: { feeCents: number; rateBp: number } | null;
  /**
   * A coupon the shop funds (decision record 0033) took this much off `grossCents`: the buyer paid
   * `grossCents - shopFundedCents`, the seller is owed the full price less the commission on it,
   * and the difference is the shop's marketing expense. Never on a line paid at the source.
   */
  shopFundedCents?: number;
}

export interface SalePosting {
  /** 'sale' of the products, or 'shipping': the seller's shipping income, posted apart (0032). */
  kind: 'sale' | 'shipping';
  sellerId: number | null;
  grossCents: number;
  commissionCents: number;
  rateBp: number;
  entries: Entry[];
}

/**
 * A sale of one order. The price paid leaves the shop's 'cash' side, the commission goes to
 * 'commission', the rest to the seller's 'pending' (a product without a seller: 'shop_sales').
 * Paid at the source, the shop holds only the fee the provider took ('cash' −fee, 'commission'
 * +fee), and the seller's share is 'paid' at once (the shop's 'paid_out' on the other side), so it
 * is never released nor paid out again.
 */
export function salePosting(line: SoldLine): SalePosting {
  const atSource = line.split !== null && line.sellerId !== null;
  const rateBp = line.split?.rateBp ?? line.rateInForceBp;
  const commission = line.split ? line.split.feeCents : commissionCents(line.grossCents, rateBp);
  const net = line.grossCents - commission;
  const marketing = atSource ? 0 : (line.shopFundedCents ?? 0);
  const entries = atSource
    ? [
        { account: 'cash', userId: SHOP, amountCents: -commission },
        { account: 'commission', userId: SHOP, amountCents: commission },
        { account: 'paid', userId: line.sellerId ?? SHOP, amountCents: net },
        { account: 'paid_out', userId: SHOP, amountCents: -net },
      ]
    : [
        { account: 'cash', userId: SHOP, amountCents: -(line.grossCents - marketing) },
        { account: 'marketing', userId: SHOP, amountCents: -marketing },
        { account: 'commission', userId: SHOP, amountCents: commission },
        line.sellerId === null
          ? { account: 'shop_sales', userId: SHOP, amountCents: net }
          : { account: 'pending', userId: line.sellerId, amountCents: net },
      ];
  return {
    kind: 'sale',
    sellerId: line.sellerId,
    grossCents: line.grossCents,
    commissionCents: commission,
    rateBp,
    entries: nonZero(entries as Entry[]),
  };
}

/**
 * The shipping a seller charged on one order (its share of their shipping in the purchase,
 * decision record 0032): income of the seller like a sale's, on the ledger apart from it. The
 * shop's commission on it is 0 unless the administrator set it to apply to shipping (then the
 * general rate, `rateInForceBp`); paid at the source, the fee fixed at the checkout.
 */
export function shippingPosting(line: SoldLine): SalePosting {
  return { ...salePosting(line), kind: 'shipping' };
}

/** The sale as the ledger recorded it, which a refund gives back from. */
export interface RecordedSale {
  sellerId: number | null;
  grossCents: number;
  commissionCents: number;
  /** What a coupon the shop funds paid of it (the buyer paid `grossCents` less this; 0033). */
  marketingCents?: number;
  released: boolean;
  /** Paid at the source: the seller's share is already 'paid'. */
  split: boolean;
}

export interface RefundAsked {
  refundId: number;
  orderId: number;
  /** Undefined when the order has no sale on the ledger (nothing to take back from a seller). */
  sale: RecordedSale | undefined;
  /** Refunds of the order's products asked before this one and not failed. */
  refundedBeforeCents: number;
  /** The whole refund: its products' part and, within it, `shippingCents` of shipping. */
  amountCents: number;
  /** The part of `amountCents` that gives back shipping (0 when none), and its recorded income. */
  shippingCents?: number;
  shipping?: { grossCents: number; commissionCents: number } | undefined;
  shippingRefundedBeforeCents?: number;
  reason: string;
  actorId: number | null;
}

/**
 * A refund asked: the seller gives back the price less the commission returned pro rata (from
 * 'pending' before the release, from 'available' after it), the shop its commission, and the
 * whole amount waits in 'refunds_in_flight' until the provider confirms. Paid at the source, the
 * seller gives the buyer back their share from their own account ('paid' down, the shop's
 * 'paid_out' with it) and only the commission is in flight (Mercado Pago takes it back from its fee).
 */
export function refundPosting(r: RefundAsked): { movement: Movement; entries: Entry[] } {
  const shippingCents = r.shippingCents ?? 0;
  const productCents = r.amountCents - shippingCents;
  // A refund is of what the buyer paid: with a coupon the shop funded, the sale's price less it.
  // The commission and the shop's marketing expense come back pro rata of that, so a whole refund
  // takes back from the seller all they were credited, and the shop's expense goes back to 0.
  const marketingCents = r.sale?.marketingCents ?? 0;
  const paidCents = (r.sale?.grossCents ?? 0) - marketingCents;
  const marketing =
    r.sale && marketingCents > 0
      ? commissionReturned(paidCents, marketingCents, r.refundedBeforeCents, productCents)
      : 0;
  // Commission comes back pro rata of each part: the products' of the sale, the shipping's of its own.
  const commission =
    (r.sale
      ? commissionReturned(
          marketingCents > 0 ? paidCents : r.sale.grossCents,
          r.sale.commissionCents,
          r.refundedBeforeCents,
          productCents,
        )
      : 0) +
    (r.shipping && shippingCents > 0
      ? commissionReturned(
          r.shipping.grossCents,
          r.shipping.commissionCents,
          r.shippingRefundedBeforeCents ?? 0,
          shippingCents,
        )
      : 0);
  const sellerId = r.sale?.sellerId ?? null;
  const movement: Movement = {
    kind: 'refund',
    key: `refund:${r.refundId}`,
    sellerId,
    orderId: r.orderId,
    refundId: r.refundId,
    grossCents: r.amountCents,
    commissionCents: commission,
    memo: r.reason,
    actorId: r.actorId,
  };
  const sellerShare = r.amountCents - commission;
  if (r.sale?.split && sellerId !== null)
    return {
      movement,
      entries: nonZero([
        { account: 'paid', userId: sellerId, amountCents: -sellerShare },
        { account: 'paid_out', userId: SHOP, amountCents: sellerShare },
        { account: 'commission', userId: SHOP, amountCents: -commission },
        { account: 'refunds_in_flight', userId: SHOP, amountCents: commission },
      ]),
    };
  return {
    movement,
    entries: nonZero([
      { account: refundedFrom(r.sale), userId: sellerId ?? SHOP, amountCents: -(sellerShare + marketing) },
      { account: 'commission', userId: SHOP, amountCents: -commission },
      { account: 'marketing', userId: SHOP, amountCents: marketing },
      { account: 'refunds_in_flight', userId: SHOP, amountCents: r.amountCents },
    ]),
  };
}

/** The seller account a refund takes from: 'available' once released (the balance lock applies). */
export function refundedFrom(sale: RecordedSale | undefined): LedgerAccount {
  if (!sale || sale.sellerId === null) return 'shop_sales';
  return sale.released ? 'available' : 'pending';
}

/** The provider gave the money back: what was in flight leaves the shop's cash. */
export function refundDonePosting(
  refundId: number,
  orderId: number | null,
  asked: readonly Entry[],
): { movement: Movement; entries: Entry[] } {
  const inFlight = sumOf(asked.filter((e) => e.account === 'refunds_in_flight'));
  return {
    movement: { kind: 'refund_done', key: `refund-done:${refundId}`, sellerId: null, orderId, refundId },
    entries: nonZero([
      { account: 'refunds_in_flight', userId: SHOP, amountCents: -inFlight },
      { account: 'cash', userId: SHOP, amountCents: inFlight },
    ]),
  };
}

/** The provider refused the refund: the request's entries are reversed, each one. */
export function refundFailedPosting(
  refundId: number,
  orderId: number | null,
  sellerId: number | null,
  asked: readonly Entry[],
  error: string,
): { movement: Movement; entries: Entry[] } {
  return {
    movement: {
      kind: 'refund_failed',
      key: `refund-failed:${refundId}`,
      sellerId,
      orderId,
      refundId,
      memo: error.slice(0, 300),
    },
    entries: asked.map((e) => ({ ...e, amountCents: -e.amountCents })),
  };
}

/**
 * A payment that is no sale (its units were gone, a second payment, a part of a released split
 * checkout) goes back whole: what the shop held of it waits in flight. Of a part paid into a
 * seller's own account the shop held only its fee.
 */
export function unsoldRefundPosting(
  refundId: number,
  heldCents: number,
  reason: string,
): { movement: Movement; entries: Entry[] } {
  return {
    movement: { kind: 'refund', key: `refund:${refundId}`, refundId, memo: reason },
    entries: nonZero([
      { account: 'cash', userId: SHOP, amountCents: -heldCents },
      { account: 'refunds_in_flight', userId: SHOP, amountCents: heldCents },
    ]),
  };
}

/** The release: what the order's movements left pending becomes available to the seller. */
export function releasePosting(
  orderId: number,
  sellerId: number,
  pendingCents: number,
): { movement: Movement; entries: Entry[] } {
  return {
    movement: { kind: 'release', key: `release:${orderId}`, sellerId, orderId },
    entries: nonZero([
      { account: 'pending', userId: sellerId, amountCents: -pendingCents },
      { account: 'available', userId: sellerId, amountCents: pendingCents },
    ]),
  };
}

/** A payout starts: the seller's whole available balance goes in transit. */
export function payoutPosting(
  payoutId: number,
  sellerId: number,
  amountCents: number,
  actorId: number,
): { movement: Movement; entries: Entry[] } {
  return {
    movement: { kind: 'payout', key: `payout:${payoutId}`, sellerId, payoutId, actorId },
    entries: nonZero([
      { account: 'available', userId: sellerId, amountCents: -amountCents },
      { account: 'in_transit', userId: sellerId, amountCents: amountCents },
    ]),
  };
}

/**
 * A payout decided: paid (the transfer leaves the shop's money, the seller's share is 'paid') or
 * failed (it returns to the seller's available balance).
 */
export function payoutDecidedPosting(
  payout: { id: number; sellerId: number; amountCents: number },
  status: 'paid' | 'failed',
  actorId: number,
  note: string | null,
): { movement: Movement; entries: Entry[] } {
  const { id, sellerId: s, amountCents: x } = payout;
  return {
    movement: {
      kind: status === 'paid' ? 'payout_paid' : 'payout_failed',
      key: `payout-${status}:${id}`,
      sellerId: s,
      payoutId: id,
      memo: note,
      actorId,
    },
    entries: nonZero(
      status === 'paid'
        ? [
            { account: 'in_transit', userId: s, amountCents: -x },
            { account: 'paid', userId: s, amountCents: x },
            { account: 'cash', userId: SHOP, amountCents: x },
            { account: 'paid_out', userId: SHOP, amountCents: -x },
          ]
        : [
            { account: 'in_transit', userId: s, amountCents: -x },
            { account: 'available', userId: s, amountCents: x },
          ],
    ),
  };
}
