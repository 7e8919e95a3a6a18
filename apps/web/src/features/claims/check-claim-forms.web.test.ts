import { CLAIM_MSG, claimRefundBodySchema, MONEY_MSG } from '@bazar/shared';
import { describe, expect, it } from 'vitest';
import { checkClaimClose, checkClaimMessage, checkClaimRefund, checkOpenClaim } from './check-claim-forms';

describe("'Reembolsar y cerrar': the amount typed in pesos, sent as whole cents", () => {
  it.each([
    ['1500', 150_000],
    ['1.500,50', 150_050],
    ['1500.5', 150_050],
    ['0,29', 29],
    ['$ 12,30', 1_230],
  ])('%s is %i cents', (amount, cents) => {
    const checked = checkClaimRefund({ amount, note: '' }, 200_000);
    expect(checked).toEqual({ body: { amountCents: cents }, errors: {} });
    // What the API's schema accepts, without drift: an integer number of cents.
    expect(claimRefundBodySchema.safeParse(checked.body).success).toBe(true);
  });

  it('refuses what is not an amount, and more than may be refunded', () => {
    for (const amount of ['', 'mil', '-5', '12,345', '0']) {
      expect(checkClaimRefund({ amount, note: '' }, 200_000).errors, amount).toEqual({
        amount: MONEY_MSG.amountFormat,
      });
    }
    expect(checkClaimRefund({ amount: '2000,01', note: '' }, 200_000).errors).toEqual({
      amount: MONEY_MSG.refundTooLarge('US$ 2.000,00'),
    });
  });

  it('sends a note only when there is one, up to 2000 characters', () => {
    expect(checkClaimRefund({ amount: '10', note: '  Te devuelvo el envío ' }, 5_000).body).toEqual({
      amountCents: 1_000,
      note: 'Te devuelvo el envío',
    });
    expect(checkClaimRefund({ amount: '10', note: 'x'.repeat(2001) }, 5_000).errors).toEqual({
      note: CLAIM_MSG.messageTooLong,
    });
  });
});

describe('claim messages, as the API checks them', () => {
  it('asks for the reason and a message of at least 5 characters', () => {
    expect(checkOpenClaim({ reason: '', body: 'hola', images: [] }).errors).toEqual({
      reason: CLAIM_MSG.invalidReason,
      body: CLAIM_MSG.messageRequired,
    });
    expect(
      checkOpenClaim({ reason: 'not_arrived', body: ' Nunca llegó ', images: ['/uploads/a.webp'] }),
    ).toEqual({
      body: { reason: 'not_arrived', body: 'Nunca llegó', images: ['/uploads/a.webp'] },
      errors: {},
    });
  });

  it('takes up to 4 photos a message', () => {
    const images = ['a', 'b', 'c', 'd', 'e'].map((n) => `/uploads/${n}.webp`);
    expect(checkClaimMessage({ body: 'Adjunto fotos', images }).errors).toEqual({
      images: CLAIM_MSG.tooManyPhotos,
    });
  });

  it("'Cerrar sin reembolso' needs a note", () => {
    expect(checkClaimClose('ok').errors).toEqual({ note: CLAIM_MSG.messageRequired });
    expect(checkClaimClose('Se resolvió por fuera').body).toEqual({ note: 'Se resolvió por fuera' });
  });
});
