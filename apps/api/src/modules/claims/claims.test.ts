import { CLAIM_MSG, type ClaimDetail, type ClaimPage, ORDERS_MSG } from '@bazar/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopper } from '../../../test/catalog-fixtures.js';
import type { Shopper } from '../../../test/checkout-kit.js';
import type { TestApp } from '../../../test/helpers.js';
import {
  balanceOf,
  ledgerProof,
  type MoneySuite,
  movementsOfOrder,
  refundsOf,
  startMoneySuite,
} from '../../../test/money-kit.js';
import { pngBytes, uploadImage } from '../../../test/uploads.js';

let t: TestApp;
let suite: MoneySuite;
let admin: Shopper;

beforeAll(async () => {
  suite = await startMoneySuite();
  ({ t, admin } = suite);
});
afterAll(() => suite?.close());

const SHIP = { status: 'shipped', carrier: 'oca', trackingNumber: 'OCA-55555' };
const claimUrl = (orderNumber: string) => `/api/orders/${orderNumber}/claim`;
const openClaim = (who: Shopper, orderNumber: string, body: Record<string, unknown> = {}) =>
  who.call('POST', claimUrl(orderNumber), {
    reason: 'not_arrived',
    body: 'Pasaron diez días y nada',
    ...body,
  });

/** A shipped sale whose buyer confirmed nothing yet. */
async function shippedSale(priceCents = 10_000) {
  const sold = await suite.sellerWithSale({ priceCents });
  await sold.seller.call('PUT', `/api/orders/${sold.orderNumber}/status`, SHIP);
  return sold;
}

describe('opening a claim', () => {
  it('is the buyer’s, within the window, once, with their own photos; anyone else learns nothing', async () => {
    const { seller, buyer, orderNumber, orderId } = await shippedSale();
    const stranger = await shopper(t.app);
    const theirs = await stranger.call('GET', claimUrl(orderNumber));
    const missing = await stranger.call('GET', claimUrl('P-999999998'));
    expect([theirs.statusCode, theirs.body]).toEqual([missing.statusCode, missing.body]);
    expect(theirs.statusCode).toBe(404);
    // No claim yet: the same 404 for its own buyer.
    expect((await buyer.call('GET', claimUrl(orderNumber))).json()).toEqual({ msg: CLAIM_MSG.notFound });
    expect((await openClaim(stranger, orderNumber)).json()).toEqual({ msg: ORDERS_MSG.orderNotFound });
    expect((await openClaim(seller, orderNumber)).json()).toEqual({ msg: CLAIM_MSG.onlyBuyer });
    expect((await openClaim(buyer, orderNumber, { reason: 'broken' })).json().errors[0].param).toBe('reason');
    expect((await openClaim(buyer, orderNumber, { body: 'x'.repeat(2001) })).json()).toEqual({
      errors: [{ param: 'body', msg: CLAIM_MSG.messageTooLong }],
    });

    // A photo: the buyer's own upload; someone else's is refused and nothing is written.
    const mine = (await uploadImage(t.app, buyer.token, await pngBytes(200, 200))).json<{
      secure_url: string;
    }>().secure_url;
    const foreign = (await uploadImage(t.app, stranger.token, await pngBytes(200, 200))).json<{
      secure_url: string;
    }>().secure_url;
    const withForeign = await openClaim(buyer, orderNumber, { images: [foreign] });
    expect([withForeign.statusCode, withForeign.json()]).toEqual([
      400,
      { errors: [{ param: 'images', msg: CLAIM_MSG.invalidPhoto }] },
    ]);
    expect((await buyer.call('GET', claimUrl(orderNumber))).statusCode).toBe(404);

    const opened = await openClaim(buyer, orderNumber, {
      images: [mine],
      body: '<script>alert(1)</script> no llegó',
    });
    expect(opened.statusCode).toBe(200);
    expect(opened.json<ClaimDetail>()).toMatchObject({
      orderNumber,
      reason: 'not_arrived',
      status: 'open',
      role: 'buyer',
      can: { message: true, escalate: false, refund: false, close: true },
      messages: [{ authorRole: 'buyer', images: [mine], body: '<script>alert(1)</script> no llegó' }],
    });
    expect((await openClaim(buyer, orderNumber)).json()).toEqual({ msg: CLAIM_MSG.alreadyOpen });
    const told = await suite.inbox.next(seller.user.email, `Reclamo abierto en la orden ${orderNumber}`);
    expect(told.text).toContain(`/reclamos/${orderNumber}`);
    expect((await seller.call('GET', `/api/orders/${orderNumber}`)).json().claimStatus).toBe('open');
    const [event] = (
      await t.db.execute<{ kind: string; actor_role: string }>(
        sql`SELECT kind, actor_role FROM order_events WHERE order_id = ${orderId} AND kind = 'claim_opened'`,
      )
    ).rows;
    expect(event).toEqual({ kind: 'claim_opened', actor_role: 'buyer' });
  });

  it('is refused after CLAIM_DAYS', async () => {
    const { buyer, orderNumber, orderId } = await shippedSale();
    await t.db.execute(sql`UPDATE orders SET created_at = now() - interval '31 days' WHERE id = ${orderId}`);
    const late = await openClaim(buyer, orderNumber);
    expect([late.statusCode, late.json()]).toEqual([409, { msg: CLAIM_MSG.windowClosed(30) }]);
  });
});

describe('a claim’s conversation and resolution', () => {
  it('keeps the money pending while open, escalates after the days, and the administrator’s partial refund releases the rest', async () => {
    const { seller, buyer, orderNumber, orderId } = await shippedSale(10_000);
    await openClaim(buyer, orderNumber, { reason: 'not_as_described', body: 'Vino de otro color' });
    const answered = await seller.call('POST', `${claimUrl(orderNumber)}/messages`, {
      body: 'Te pido una foto, por favor',
    });
    expect(answered.json<ClaimDetail>().messages.map((m) => m.authorRole)).toEqual(['buyer', 'seller']);
    await suite.inbox.next(buyer.user.email, `Nuevo mensaje en el reclamo de la orden ${orderNumber}`);

    // The buyer confirms receipt meanwhile: with a claim open the money does not move.
    expect(
      (await buyer.call('PUT', `/api/orders/${orderNumber}/status`, { status: 'received' })).statusCode,
    ).toBe(200);
    expect(await balanceOf(seller)).toMatchObject({ pendingCents: 8_500, availableCents: 0 });

    const early = await buyer.call('POST', `${claimUrl(orderNumber)}/escalate`);
    expect(early.statusCode).toBe(409);
    expect(early.json().msg).toMatch(/^Podrás pedir ayuda a Bazar desde el \d{2}\/\d{2}\/\d{4} /);
    await t.db.execute(
      sql`UPDATE claims SET opened_at = now() - interval '4 days' WHERE order_id = ${orderId}`,
    );
    const escalated = await buyer.call('POST', `${claimUrl(orderNumber)}/escalate`);
    expect(escalated.json<ClaimDetail>()).toMatchObject({ status: 'escalated' });
    await suite.inbox.next(seller.user.email, `Bazar revisa el reclamo de la orden ${orderNumber}`);
    const queue = (await admin.call('GET', '/api/claims')).json<ClaimPage>();
    expect(queue.items.map((c) => c.orderNumber)).toContain(orderNumber);
    expect((await buyer.call('GET', '/api/claims')).statusCode).toBe(403);
    expect(
      (await buyer.call('GET', '/api/claims/mine')).json<ClaimPage>().items.map((c) => c.orderNumber),
    ).toEqual([orderNumber]);

    // The seller may not close it without a refund; the administrator refunds part of it.
    expect(
      (await seller.call('POST', `${claimUrl(orderNumber)}/close`, { note: 'No corresponde' })).json(),
    ).toEqual({
      msg: CLAIM_MSG.closeForbidden,
    });
    const tooMuch = await admin.call('POST', `${claimUrl(orderNumber)}/refund`, { amountCents: 10_001 });
    expect(tooMuch.statusCode).toBe(400);
    const resolved = await admin.call('POST', `${claimUrl(orderNumber)}/refund`, {
      amountCents: 4_000,
      note: 'Reembolso parcial por la diferencia de color',
    });
    expect(resolved.json<ClaimDetail>()).toMatchObject({
      status: 'resolved',
      outcome: 'refunded',
      refundableCents: 6_000,
      can: { message: false, refund: false, close: false },
    });
    expect(await refundsOf(buyer, orderNumber)).toMatchObject({ refundedCents: 4_000 });
    // 8 500 pending, less the refund's seller share (4 000 − 15 %): 5 100, released since it was received.
    expect(await balanceOf(seller)).toMatchObject({ pendingCents: 0, availableCents: 5_100 });
    await suite.inbox.next(buyer.user.email, `Reclamo resuelto: orden ${orderNumber}`);
    await suite.inbox.next(seller.user.email, `Reclamo resuelto: orden ${orderNumber}`);
    const again = await buyer.call('POST', `${claimUrl(orderNumber)}/messages`, { body: 'Gracias por todo' });
    expect([again.statusCode, again.json()]).toEqual([409, { msg: CLAIM_MSG.notOpen }]);
    expect(await ledgerProof(t.db)).toMatchObject({ mismatched: [], unbalancedTransactions: 0 });
  });

  it('lets the buyer withdraw it; the seller may refund while it is open', async () => {
    const withdrawn = await shippedSale();
    await openClaim(withdrawn.buyer, withdrawn.orderNumber);
    const closed = await withdrawn.buyer.call('POST', `${claimUrl(withdrawn.orderNumber)}/close`, {
      note: 'Ya llegó, gracias',
    });
    expect(closed.json<ClaimDetail>()).toMatchObject({ status: 'resolved', outcome: 'closed' });

    const refunded = await shippedSale(5_000);
    await openClaim(refunded.buyer, refunded.orderNumber);
    const byBuyer = await refunded.buyer.call('POST', `${claimUrl(refunded.orderNumber)}/refund`, {
      amountCents: 100,
    });
    expect(byBuyer.json()).toEqual({ msg: CLAIM_MSG.refundForbidden });
    const whole = await refunded.seller.call('POST', `${claimUrl(refunded.orderNumber)}/refund`, {
      amountCents: 5_000,
    });
    expect(whole.json<ClaimDetail>()).toMatchObject({ outcome: 'refunded', refundableCents: 0 });
    expect(await balanceOf(refunded.seller)).toMatchObject({ pendingCents: 0, availableCents: 0 });
  });

  it('a claim refunded while the release job runs: the money moves once, the right way, on both sides', async () => {
    for (let round = 0; round < 4; round++) {
      const { seller, buyer, orderNumber, orderId } = await shippedSale(10_000);
      await openClaim(buyer, orderNumber);
      // The release date has passed: the job wants the order as the refund resolves its claim.
      await t.db.execute(
        sql`UPDATE release_schedule SET due_at = now() - interval '1 minute' WHERE order_id = ${orderId}`,
      );
      const [refund] = await Promise.all([
        seller.call('POST', `${claimUrl(orderNumber)}/refund`, { amountCents: 2_000 }),
        t.app.releaseDueSales(),
        t.app.releaseDueSales(),
      ]);
      expect(refund.statusCode).toBe(200);
      await t.app.releaseDueSales();
      // Resolved and due: released once, what was left after the refund (8 500 − 1 700).
      expect(await movementsOfOrder(t.db, orderId, 'release')).toBe(1);
      expect(await balanceOf(seller)).toMatchObject({ pendingCents: 0, availableCents: 6_800 });
    }
    expect(await ledgerProof(t.db)).toMatchObject({ mismatched: [], unbalancedTransactions: 0 });
  });
});
