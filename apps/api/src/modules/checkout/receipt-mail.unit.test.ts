import { describe, expect, it } from 'vitest';
import { receiptOf } from './receipt-mail.js';

describe('the purchase receipt', () => {
  it('names each line as bought: the product, and its variant when it has one', () => {
    const receipt = receiptOf({
      session: { total_cents: 30_000 },
      lines: [
        {
          product_name: 'Zapatillas Running',
          variant_label: 'Talle: 42 · Color: Negro',
          quantity: 2,
          total_cents: 20_000,
        },
        { product_name: 'Taza', variant_label: '', quantity: 1, total_cents: 10_000 },
      ],
      buyer: { email: 'ana@example.com', first_name: 'Ana', last_name: 'Pérez' },
      invoiceNumber: 'F-000001',
    });
    expect(receipt.lines.map((l) => [l.name, l.unitCents])).toEqual([
      ['Zapatillas Running (Talle: 42 · Color: Negro)', 10_000],
      ['Taza', 10_000],
    ]);
  });
});
