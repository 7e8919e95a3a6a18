import { randomUUID } from 'node:crypto';
import {
  ADDRESS_MSG,
  CART_MSG,
  CHECKOUT_MSG,
  type CheckoutSession,
  COUPON_MSG,
  type DeliveryMethod,
  type OpenCheckoutBody,
} from '@bazar/shared';
import { type Executor, planOncePerStatement } from '../db/client.js';
import { lastWrite, together, transaction } from '../db/transaction.js';
import * as addresses from '../modules/addresses/index.js';
import * as cart from '../modules/cart/index.js';
import * as catalog from '../modules/catalog/index.js';
import * as checkout from '../modules/checkout/index.js';
import * as money from '../modules/money/index.js';
import * as paymentLinks from '../modules/payment-links/index.js';
import * as promotions from '../modules/promotions/index.js';
import * as shipping from '../modules/shipping/index.js';
import { AppError } from '../platform/errors/app-error.js';
import type { FlowContext } from './context.js';
import type { SplitPaymentFlow } from './split-payment.js';

const unitsOf = (lines: readonly { product_id: number; variant_id: number; quantity: number }[]) =>
  lines.map((l) => ({ productId: l.product_id, variantId: l.variant_id, quantity: l.quantity }));

/**
 * A checkout's reservation: opening it takes the cart's units from stock, abandoning, rejecting
 * or expiring it gives them back (decision record 0003). Each is one transaction over checkout's
 * rows and catalog's stock; the caches hear of the products after the commit.
 *
 * Open, steps:
 *   1. copy the shipping address (addresses): the chosen one or the default; none means no sale;
 *   2. in one transaction: lock the buyer (checkout) and read their open checkout (checkout) and
 *      their cart (cart), sent together;
 *   3. read the sellers' shipping settings (shipping); the open checkout drawn from this very
 *      cart, shipped the same way at the same price, is kept (its address updated, unless a part
 *      of it is paid and no address was picked); any other is released: its units back to stock (catalog);
 *   4. check the cart (checkout's rules), reserve its units all or none (catalog); with split
 *      payments, read which sellers are linked (payment-links) and the rates set (money), sent
 *      together with the reservation; judge each coupon code on its seller's lines and take a use
 *      of it (promotions' `priceCoupons`: one per seller, refused once none is left);
 *   5. fix each line's shipping (shipping's `shipLines`: each seller's way, price to this address
 *      spread over their lines, window in business days), then write the checkout and its snapshot
 *      (checkout) and, split by seller, its parts with each seller line's fee and shipping
 *      (checkout, priced by money's `splitFee` and `shippingSplitFee`, on what each line pays after its
 *      coupon) and the coupons' uses (promotions): the last write, with the COMMIT;
 *   6. after the commit: tell the caches; a replaced split checkout's paid parts go back.
 * Shipping is priced on the lines before their coupon; a coupon takes off products only (0033).
 * Releasing a checkout (abandoned, rejected, expired, replaced) gives its held uses back.
 * Idempotency: the buyer's lock and the one open checkout per buyer; a repeat answers the same checkout.
 */
/** A snapshot line as it was before its coupon: what shipping is priced on. */
const beforeCoupon = <L extends { total_cents: number; coupon_discount_cents: number }>(l: L): L => ({
  ...l,
  total_cents: l.total_cents + l.coupon_discount_cents,
});

/** A coupon's limit refused the checkout's use of it (another buyer took the last): 409. */
function couponUsedUp(error: unknown): never {
  if (promotions.isUsedUp(error)) throw new AppError(409, COUPON_MSG.usedUp);
  throw error;
}

/** The codes a checkout carries, sorted, once each. */
const couponCodesOf = (lines: readonly { coupon_code: string | null }[]) =>
  [...new Set(lines.flatMap((l) => (l.coupon_code === null ? [] : [l.coupon_code])))].sort();

export function createCheckoutFlow(ctx: FlowContext, split: SplitPaymentFlow) {
  const { db, payments, events } = ctx;
  // MP_MARKETPLACE: a cart with items of linked sellers is split by seller and paid in parts.
  const splitting = ctx.env.MP_MARKETPLACE;
  const maxUnitsPerProduct = ctx.env.CHECKOUT_MAX_UNITS_PER_PRODUCT;
  const ttlMinutes = ctx.env.CHECKOUT_TTL_MINUTES;

  /** Closes the checkout if still open and gives its units back; answers the products released. */
  async function release(tx: Executor, sessionId: string, status: 'rejected' | 'expired'): Promise<number[]> {
    const [lines] = await together(tx, [
      () => checkout.closeSession(tx, sessionId, status),
      () => promotions.giveBackHeld(tx, sessionId),
    ]);
    await catalog.productWrites.release(tx, unitsOf(lines));
    return lines.map((l) => l.product_id);
  }

  async function open(
    userId: number,
    addressId?: number,
    delivery: OpenCheckoutBody['delivery'] = [],
    coupons: readonly string[] = [],
  ): Promise<CheckoutSession> {
    const asked = new Map<number, DeliveryMethod>(delivery.map((d) => [d.sellerId, d.method]));
    const codes = [...new Set(coupons)].sort();
    // 1. Where it ships, copied now.
    const shippingAddress = await addresses.shippingAddressOf(db, userId, addressId);
    if (!shippingAddress)
      throw AppError.badRequest(
        addressId === undefined ? ADDRESS_MSG.needed : ADDRESS_MSG.notFound,
        'addressId',
      );
    const destination = shipping.destinationOf(shippingAddress);
    const now = new Date();
    const shipOf = <L extends shipping.LineToShip>(lines: readonly L[], profiles: shipping.Profiles) =>
      shipping.shipLines(lines, profiles, destination, asked, now, ctx.env.SHOP_TIME_ZONE);
    const touched = new Set<number>();
    let replaced: string | null = null;
    const result = await transaction(db, async (tx) => {
      await planOncePerStatement(tx);
      // 2. The buyer locked; their open checkout and their cart read once the lock is held.
      const [, current, lines] = await together(tx, [
        () => checkout.lockBuyer(tx, userId),
        () => checkout.findOpenWithLines(tx, userId),
        () => cart.linesToBuy(tx, userId),
      ]);
      // 3. Kept, or released.
      const sellers = [...new Set(lines.flatMap((l) => (l.seller_id === null ? [] : [l.seller_id])))];
      const profiles = await shipping.profilesOf(tx, sellers);
      if (current) {
        // Shipping is priced on the lines before their coupon (decision record 0033).
        const shippedNow = shipOf(current.lines.map(beforeCoupon), profiles);
        const sameShipping = current.lines.every(
          (l, i) =>
            l.delivery === shippedNow[i]?.delivery && l.shipping_cents === shippedNow[i]?.shipping_cents,
        );
        const sameCoupons = couponCodesOf(current.lines).join() === codes.join();
        if (!current.expired && checkout.sameSnapshot(current.lines, lines) && sameShipping && sameCoupons) {
          // A split checkout with a part paid keeps the address it was paid for unless the buyer
          // picks another: coming back for the next part opens the modal on the default address,
          // which is not a choice (the confirmation then showed the default, not the one chosen).
          const keepAddress = addressId === undefined && (await checkout.hasPaidParts(tx, current.id));
          if (!keepAddress)
            await lastWrite(tx, () => checkout.setShippingAddress(tx, current.id, shippingAddress));
          return { session: current, units: lines.reduce((sum, l) => sum + l.quantity, 0) };
        }
        for (const id of await release(tx, current.id, 'expired')) touched.add(id);
        replaced = current.id;
      }
      if (lines.length === 0) return null;
      // 4. Checked and reserved, all or none.
      checkout.checkBuyable(userId, lines, maxUnitsPerProduct);
      const [taken, linked, rates, coupons] = await together(tx, [
        () => catalog.productWrites.reserve(tx, unitsOf(lines)),
        () =>
          splitting ? paymentLinks.linkedSellers(tx, sellers, payments.name) : Promise.resolve(new Map()),
        () => (splitting ? money.ratesSet(tx) : Promise.resolve(new Map<number, number | null>())),
        () => promotions.couponsToJudge(tx, codes, userId),
      ]);
      const reserved = lines.map((l) => taken.find((t) => t.variant_id === l.variant_id));
      const missing = lines.find((_, i) => reserved[i] === undefined);
      // The transaction rolls back, so the lines that were taken are given back too.
      if (missing) throw new AppError(409, CHECKOUT_MSG.noStock(missing.name));
      const units = reserved.filter((r) => r !== undefined);
      const shipped = shipOf(units, profiles);
      // Each seller's coupon (or the shop's) judged on the lines; they pay what is left.
      const priced = promotions.priceCoupons(
        coupons,
        {
          buyerId: userId,
          codes,
          lines: units.map((l) => ({
            ...l,
            shop_collects: l.seller_id === null || !linked.has(l.seller_id),
          })),
        },
        now,
        ctx.env.SHOP_TIME_ZONE,
      );
      const snapshot = units.map((line, i) => {
        const ship = shipped[i] as shipping.LineShipping;
        const atSource = line.seller_id !== null && linked.has(line.seller_id);
        const coupon = priced.lines[i] ?? { couponId: null, code: null, discountCents: 0, byShop: false };
        return {
          ...line,
          total_cents: line.total_cents - coupon.discountCents,
          coupon_id: coupon.couponId,
          coupon_code: coupon.code,
          coupon_discount_cents: coupon.discountCents,
          coupon_by_shop: coupon.byShop,
          ...ship,
          shipping_fee_cents: atSource
            ? money.shippingSplitFee(ship.shipping_cents, rates, ship.shipping_commission)
            : null,
        };
      });
      // 5. The checkout, its parts when a seller of it is linked, and its coupons' uses: one
      // pipeline (the id is chosen here), the last write carrying the COMMIT. The uses go last,
      // so a popular coupon's row is held for that one round trip.
      const id = randomUUID();
      const values = { id, userId, provider: payments.name, ttlMinutes, lines: snapshot, shippingAddress };
      const drawn =
        linked.size === 0
          ? null
          : checkout.drawParts(snapshot, linked, (line) =>
              money.splitFee(line.total_cents, rates, line.category_id),
            );
      const writes: (() => Promise<unknown>)[] = [
        () => checkout.insertSession(tx, values),
        ...(drawn ? [() => checkout.insertParts(tx, id, drawn.parts, drawn.fees)] : []),
        ...(priced.uses.length > 0 ? [() => promotions.takeUses(tx, id, userId, priced)] : []),
      ];
      const last = writes.length - 1;
      const [created] = (await together(
        tx,
        writes.map((write, i) => (i === last ? () => lastWrite(tx, write) : write)),
      )) as [checkout.SessionRow, ...unknown[]];
      for (const line of lines) touched.add(line.product_id);
      return { session: created, units: lines.reduce((sum, l) => sum + l.quantity, 0) };
    }).catch(couponUsedUp);
    // 6. After the commit.
    catalog.productsChanged(events, [...touched]);
    // The cart changed under a split checkout: what its paid parts took goes back to the buyer.
    if (replaced && splitting) await split.giveBack(replaced, userId);
    if (!result) throw AppError.badRequest(CART_MSG.emptyCart);
    return checkout.toCheckoutSession(db, result.session, result.units, splitting);
  }

  return {
    open,

    /** The buyer left the payment modal: the open checkout's stock goes back (a late approval can still retake it). */
    async abandon(userId: number): Promise<{ released: boolean }> {
      const released = await transaction(db, async (tx) => {
        const [, session] = await together(tx, [
          () => checkout.lockBuyer(tx, userId),
          () => checkout.findOpenWithLines(tx, userId),
        ]);
        // A split checkout with a part paid stays reserved until it expires: the buyer may come
        // back for the rest, and closing the modal must not give their payment back.
        if (!session || (await checkout.hasPaidParts(tx, session.id))) return [];
        return release(tx, session.id, 'expired');
      });
      catalog.productsChanged(events, released);
      return { released: released.length > 0 };
    },

    /** A rejected payment gives the checkout's units back (and a split one's paid parts). */
    async reject(session: { id: string; user_id: number }): Promise<void> {
      const released = await transaction(db, (tx) => release(tx, session.id, 'rejected'));
      catalog.productsChanged(events, released);
      if (released.length > 0) await split.giveBack(session.id, session.user_id);
    },

    /** Checkouts waiting for expireDue, counted up to 1000 (a metric, not a total). */
    countDue: () => checkout.countDueSessions(db, 1000),

    /** Releases every open checkout past its expiry; answers how many. */
    async expireDue(limit = 100): Promise<number> {
      let count = 0;
      for (const id of await checkout.findDueSessionIds(db, limit)) {
        const { released, buyerId } = await transaction(db, async (tx) => {
          const session = await checkout.findSession(tx, id, true);
          const due = session?.status === 'open' && session.expired;
          return { released: due ? await release(tx, id, 'expired') : [], buyerId: session?.user_id };
        });
        if (released.length > 0) count += 1;
        catalog.productsChanged(events, released);
        // A split checkout that ran out with parts paid: those go back, and the buyer is told.
        if (released.length > 0 && splitting && buyerId !== undefined) await split.giveBack(id, buyerId);
      }
      // Then the paid parts of released split checkouts that were not given back (a stop between).
      return count + (splitting ? await split.giveBackLeftovers() : 0);
    },
  };
}

export type CheckoutFlow = ReturnType<typeof createCheckoutFlow>;
