import { commissionCents } from '@bazar/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Entry,
  payoutDecidedPosting,
  payoutPosting,
  type RecordedSale,
  refundDonePosting,
  refundFailedPosting,
  refundPosting,
  releasePosting,
  salePosting,
  sumOf,
  unsoldRefundPosting,
} from './postings.js';

const cents = fc.integer({ min: 1, max: 50_000_000 });
const rate = fc.integer({ min: 0, max: 10_000 });
const seller = fc.option(fc.integer({ min: 1, max: 1_000_000 }), { nil: null });

/** A sale line: whole, or paid at the source with a fee the provider took (never above the price). */
const soldLine = fc
  .record({ sellerId: seller, grossCents: cents, rateInForceBp: rate, atSource: fc.boolean(), feeRate: rate })
  .map(({ atSource, feeRate, ...line }) => ({
    ...line,
    split: atSource ? { feeCents: commissionCents(line.grossCents, feeRate), rateBp: feeRate } : null,
  }));

/** Splits `total` into 1–6 positive parts, in order. */
const partsOf = (total: number) =>
  fc.uniqueArray(fc.integer({ min: 1, max: Math.max(1, total - 1) }), { maxLength: 5 }).map((cuts) => {
    const points = [...new Set(cuts.filter((c) => c < total))].sort((a, b) => a - b);
    return [...points, total].map((p, i) => p - (i === 0 ? 0 : (points[i - 1] ?? 0)));
  });

const balanceOf = (entries: Entry[], account: string, userId: number) =>
  entries.filter((e) => e.account === account && e.userId === userId).reduce((s, e) => s + e.amountCents, 0);

describe('money postings', () => {
  it('every sale sums to zero, and its commission is the rate of the price or the fee taken', () => {
    fc.assert(
      fc.property(soldLine, (line) => {
        const posted = salePosting(line);
        expect(sumOf(posted.entries)).toBe(0);
        expect(posted.entries.every((e) => e.amountCents !== 0)).toBe(true);
        const expected = line.split
          ? line.split.feeCents
          : commissionCents(line.grossCents, line.rateInForceBp);
        expect(posted.commissionCents).toBe(expected);
        expect(balanceOf(posted.entries, 'commission', 0)).toBe(expected);
        // The seller is owed exactly the rest, wherever it sits.
        if (line.sellerId !== null) {
          const owed = line.split ? 'paid' : 'pending';
          expect(balanceOf(posted.entries, owed, line.sellerId)).toBe(line.grossCents - expected);
        }
      }),
    );
  });

  it('refunds in any parts sum to zero and never return more commission than the sale took', () => {
    fc.assert(
      fc.property(
        soldLine.chain((line) => fc.tuple(fc.constant(line), partsOf(line.grossCents), fc.boolean())),
        ([line, parts, released]) => {
          const sold = salePosting(line);
          const sale: RecordedSale = {
            sellerId: line.sellerId,
            grossCents: line.grossCents,
            commissionCents: sold.commissionCents,
            released: released && line.split === null,
            split: line.split !== null,
          };
          let refunded = 0;
          let returned = 0;
          for (const [i, amount] of parts.entries()) {
            const { movement, entries } = refundPosting({
              refundId: i + 1,
              orderId: 1,
              sale,
              refundedBeforeCents: refunded,
              amountCents: amount,
              reason: 'x',
              actorId: null,
            });
            expect(sumOf(entries)).toBe(0);
            returned += movement.commissionCents ?? 0;
            refunded += amount;
            expect(returned).toBeLessThanOrEqual(sold.commissionCents);
            expect(returned).toBeGreaterThanOrEqual(0);
            // Settled or refused, the follow-up also sums to zero.
            expect(sumOf(refundDonePosting(i + 1, 1, entries).entries)).toBe(0);
            expect(sumOf(refundFailedPosting(i + 1, 1, sale.sellerId, entries, 'no').entries)).toBe(0);
          }
          // Refunded whole: exactly the commission taken comes back.
          expect(refunded).toBe(line.grossCents);
          expect(returned).toBe(sold.commissionCents);
        },
      ),
    );
  });

  it('a refund refused gives every account back what its request took', () => {
    fc.assert(
      fc.property(soldLine, cents, (line, asked) => {
        const sold = salePosting(line);
        const amount = Math.min(asked, line.grossCents);
        const sale = { ...sold, released: false, split: line.split !== null };
        const request = refundPosting({
          refundId: 1,
          orderId: 1,
          sale,
          refundedBeforeCents: 0,
          amountCents: amount,
          reason: 'x',
          actorId: 7,
        });
        const reversal = refundFailedPosting(1, 1, sale.sellerId, request.entries, 'no');
        const all = [...request.entries, ...reversal.entries];
        for (const e of request.entries) expect(balanceOf(all, e.account, e.userId)).toBe(0);
      }),
    );
  });

  it('releases, payouts and unsold refunds sum to zero and move exactly their amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), cents, (sellerId, amount) => {
        const release = releasePosting(9, sellerId, amount);
        expect(sumOf(release.entries)).toBe(0);
        expect(balanceOf(release.entries, 'available', sellerId)).toBe(amount);
        const payout = payoutPosting(3, sellerId, amount, 1);
        expect(sumOf(payout.entries)).toBe(0);
        expect(balanceOf(payout.entries, 'in_transit', sellerId)).toBe(amount);
        for (const status of ['paid', 'failed'] as const) {
          const decided = payoutDecidedPosting({ id: 3, sellerId, amountCents: amount }, status, 1, null);
          expect(sumOf(decided.entries)).toBe(0);
          expect(balanceOf([...payout.entries, ...decided.entries], 'in_transit', sellerId)).toBe(0);
        }
        const unsold = unsoldRefundPosting(4, amount, 'x');
        expect(sumOf(unsold.entries)).toBe(0);
        expect(balanceOf(unsold.entries, 'refunds_in_flight', 0)).toBe(amount);
      }),
    );
  });

  it('a sale with a coupon the shop funds pays the seller the full price; refunds of all that was paid undo it to the cent', () => {
    const shopFunded = fc
      .record({
        sellerId: fc.integer({ min: 1, max: 1_000_000 }),
        grossCents: cents,
        rateInForceBp: rate,
        off: fc.double({ min: 0.01, max: 0.99, noNaN: true }),
      })
      .chain((line) => {
        const shopFundedCents = Math.max(
          1,
          Math.min(line.grossCents - 1, Math.floor(line.grossCents * line.off)),
        );
        return partsOf(line.grossCents - shopFundedCents).map((refunds) => ({
          ...line,
          shopFundedCents,
          refunds,
        }));
      })
      .filter((line) => line.grossCents > 1);
    fc.assert(
      fc.property(shopFunded, ({ refunds, off: _, ...line }) => {
        const sale = salePosting({ ...line, split: null });
        expect(sumOf(sale.entries)).toBe(0);
        const commission = commissionCents(line.grossCents, line.rateInForceBp);
        // The buyer paid less; the seller is owed the full price less the commission on it.
        expect(balanceOf(sale.entries, 'cash', 0)).toBe(-(line.grossCents - line.shopFundedCents));
        expect(balanceOf(sale.entries, 'pending', line.sellerId)).toBe(line.grossCents - commission);
        expect(balanceOf(sale.entries, 'marketing', 0)).toBe(-line.shopFundedCents);
        const recorded: RecordedSale = {
          sellerId: line.sellerId,
          grossCents: line.grossCents,
          commissionCents: commission,
          marketingCents: line.shopFundedCents,
          released: false,
          split: false,
        };
        const all = [...sale.entries];
        let before = 0;
        for (const [i, amountCents] of refunds.entries()) {
          const posted = refundPosting({
            refundId: i + 1,
            orderId: 1,
            sale: recorded,
            refundedBeforeCents: before,
            amountCents,
            reason: 'r',
            actorId: null,
          });
          expect(sumOf(posted.entries)).toBe(0);
          all.push(...posted.entries);
          before += amountCents;
        }
        // Everything the buyer paid is in flight back to them; seller, commission and marketing at 0.
        expect(balanceOf(all, 'pending', line.sellerId)).toBe(0);
        expect(balanceOf(all, 'commission', 0)).toBe(0);
        expect(balanceOf(all, 'marketing', 0)).toBe(0);
        expect(balanceOf(all, 'refunds_in_flight', 0)).toBe(line.grossCents - line.shopFundedCents);
      }),
    );
  });
});
