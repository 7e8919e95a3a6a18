import { describe, expect, it } from 'vitest';
import { couponShares, couponStatus } from './rules.js';

const lines = [
  { productId: 1, totalCents: 10_000 },
  { productId: 2, totalCents: 20_001 },
  { productId: 3, totalCents: 0 },
];

describe('a coupon’s shares of its seller’s lines', () => {
  it('takes a percentage of the covered lines, rounded half up, spread by totals to the cent', () => {
    const shares = couponShares({ kind: 'percent', value: 15, productIds: null }, lines);
    // 15 % of 30 001 = 4 500,15 → 4 500.
    expect(shares.reduce((a, b) => a + b, 0)).toBe(4_500);
    expect(shares).toEqual([1_500, 3_000, 0]);
    expect(
      couponShares({ kind: 'percent', value: 10, productIds: null }, [{ productId: 1, totalCents: 12_345 }]),
    ).toEqual([1_235]);
  });

  it('never takes more than the covered lines cost, nor a line below 0, nor anything off lines it does not cover', () => {
    expect(couponShares({ kind: 'amount', value: 1_000_000, productIds: null }, lines)).toEqual([
      10_000, 20_001, 0,
    ]);
    expect(couponShares({ kind: 'amount', value: 3_000, productIds: [2] }, lines)).toEqual([0, 3_000, 0]);
    expect(couponShares({ kind: 'amount', value: 500, productIds: [9] }, lines)).toEqual([0, 0, 0]);
  });

  it('adds up to the discount for any split (a property checked over many carts)', () => {
    for (let seed = 1; seed < 500; seed++) {
      const cart = Array.from({ length: 1 + (seed % 5) }, (_, i) => ({
        productId: i + 1,
        totalCents: ((seed * 7919 * (i + 3)) % 50_000) + 1,
      }));
      const base = cart.reduce((a, l) => a + l.totalCents, 0);
      const amount = (seed * 104_729) % (base * 2);
      const shares = couponShares({ kind: 'amount', value: amount || 1, productIds: null }, cart);
      expect(shares.reduce((a, b) => a + b, 0)).toBe(Math.min(amount || 1, base));
      shares.forEach((share, i) => {
        expect(share).toBeGreaterThanOrEqual(0);
        expect(share).toBeLessThanOrEqual(cart[i]?.totalCents ?? 0);
      });
    }
  });
});

describe('a coupon’s days are the shop’s', () => {
  const coupon = { startsOn: '2026-12-01', endsOn: '2026-12-07', paused: false, maxUses: null, usesTaken: 0 };
  const zone = 'America/Argentina/Buenos_Aires';

  it('starts at the shop’s midnight and ends after the last minute of its last day (UTC−3)', () => {
    // 23:30 of 30 November in Buenos Aires is already 1 December in UTC: not started yet.
    expect(couponStatus(coupon, new Date('2026-12-01T02:30:00Z'), zone)).toBe('scheduled');
    expect(couponStatus(coupon, new Date('2026-12-01T03:00:00Z'), zone)).toBe('active');
    // 23:59 of 7 December in Buenos Aires (02:59 UTC of the 8th): still valid; a minute later, not.
    expect(couponStatus(coupon, new Date('2026-12-08T02:59:00Z'), zone)).toBe('active');
    expect(couponStatus(coupon, new Date('2026-12-08T03:00:00Z'), zone)).toBe('expired');
    // The same instants read in UTC would give other answers: the zone decides.
    expect(couponStatus(coupon, new Date('2026-12-01T02:30:00Z'), 'UTC')).toBe('active');
  });

  it('is paused, used up or expired, in that order of what the seller sees', () => {
    const at = new Date('2026-12-03T15:00:00Z');
    expect(couponStatus({ ...coupon, paused: true }, at, zone)).toBe('paused');
    expect(couponStatus({ ...coupon, maxUses: 3, usesTaken: 3 }, at, zone)).toBe('used_up');
    expect(couponStatus({ ...coupon, paused: true }, new Date('2026-12-09T15:00:00Z'), zone)).toBe('expired');
  });
});
