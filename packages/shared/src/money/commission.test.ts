import { describe, expect, it } from 'vitest';
import { commissionCents, commissionReturned, percentToBasisPoints } from './commission.js';

describe('commission', () => {
  it('takes the rate of the price, rounded to the cent', () => {
    expect(commissionCents(10_000, 1500)).toBe(1500);
    expect(commissionCents(999, 1250)).toBe(125); // 124.875 → 125
    expect(commissionCents(1, 1500)).toBe(0);
    expect(percentToBasisPoints(12.34)).toBe(1234);
  });

  it('returns the whole commission, no more and no less, when a sale is refunded in parts', () => {
    const gross = 1001;
    const commission = commissionCents(gross, 1500); // 150
    let refunded = 0;
    let returned = 0;
    for (const part of [333, 333, 335]) {
      returned += commissionReturned(gross, commission, refunded, part);
      refunded += part;
    }
    expect(refunded).toBe(gross);
    expect(returned).toBe(commission);
  });
});
