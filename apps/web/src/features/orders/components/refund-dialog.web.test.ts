import { MONEY_MSG } from '@bazar/shared';
import { describe, expect, it } from 'vitest';
import { checkRefund } from './refund-dialog';

describe("the 'Reembolsar' dialog's own checks", () => {
  it('takes the amount typed in pesos as cents, up to what remains', () => {
    expect(checkRefund({ amount: '1.200,50', reason: 'Llegó roto' }, 480_000)).toEqual({
      errors: {},
      amountCents: 120_050,
    });
    expect(checkRefund({ amount: '4800', reason: 'Llegó roto' }, 480_000).errors).toEqual({});
  });

  it('names what is wrong: an amount that is not one, more than remains, a short reason', () => {
    expect(checkRefund({ amount: '12,345', reason: 'Llegó roto' }, 480_000).errors).toEqual({
      amount: MONEY_MSG.amountFormat,
    });
    expect(checkRefund({ amount: '4800,01', reason: 'Llegó roto' }, 480_000).errors).toEqual({
      amount: MONEY_MSG.refundTooLarge('US$ 4.800,00'),
    });
    expect(checkRefund({ amount: '10', reason: ' no ' }, 480_000).errors).toEqual({
      reason: MONEY_MSG.invalidReason,
    });
  });
});

describe('the reason, as the API checks it', () => {
  it('agrees with refundBodySchema on its limits', async () => {
    const { refundBodySchema } = await import('@bazar/shared');
    for (const reason of ['', 'ab', ' ab ', 'abc', '   abc   ', 'x'.repeat(300), 'x'.repeat(301)]) {
      const api = refundBodySchema.safeParse({ amountCents: 100, reason }).success;
      const here = checkRefund({ amount: '1', reason }, 100).errors.reason === undefined;
      expect(here, JSON.stringify(reason)).toBe(api);
    }
  });
});
