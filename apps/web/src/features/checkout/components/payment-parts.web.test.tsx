import { type CheckoutPart, formatMoney } from '@bazar/shared';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PaymentParts } from './payment-parts';

afterEach(cleanup);

const part = (
  position: number,
  sellerName: string | null,
  amountCents: number,
  status: CheckoutPart['status'],
) => ({
  position,
  sellerName,
  amountCents,
  status,
  initPoint: null,
});

describe('the parts of a checkout split by seller', () => {
  it('names the part to pay now, and says what is paid and what remains', () => {
    render(<PaymentParts parts={[part(1, 'ana', 2000, 'paid'), part(2, null, 3050, 'pending')]} />);
    expect(screen.getByRole('heading').textContent).toBe('Pago 2 de 2 · Bazar');
    expect(screen.getByRole('status').textContent).toBe(
      `Pagaste 1 de 2 pagos · Pagado: ${formatMoney(2000)} · Falta: ${formatMoney(3050)}`,
    );
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      `1. ana · ${formatMoney(2000)} · Pagado`,
      `2. Bazar · ${formatMoney(3050)} · Pendiente`,
    ]);
  });

  it('before any payment, the first part and nothing paid', () => {
    render(<PaymentParts parts={[part(1, 'ana', 2000, 'pending'), part(2, 'beto', 1000, 'pending')]} />);
    expect(screen.getByRole('heading').textContent).toBe('Pago 1 de 2 · ana');
    expect(screen.getByRole('status').textContent).toContain(
      `Pagado: ${formatMoney(0)} · Falta: ${formatMoney(3000)}`,
    );
  });
});
