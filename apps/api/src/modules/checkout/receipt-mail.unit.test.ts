import { describe, expect, it } from 'vitest';
import { receiptOf } from './receipt-mail.js';

const home = {
  delivery: 'home' as const,
  delivery_from: '2026-12-03',
  delivery_to: '2026-12-07',
  pickup_address: null,
  coupon_code: null,
  coupon_discount_cents: 0,
  product_image: '/uploads/demo/x-1.webp',
};
const ADDRESS = {
  street: 'Av. Corrientes',
  number: '1234',
  floorApt: '5° B',
  city: 'Buenos Aires',
  province: 'CABA',
  postalCode: 'C1043',
  phone: '+54 11 5555-0000',
  notes: null,
};

describe('the purchase receipt', () => {
  it('names each line as bought: the product, and its variant when it has one', () => {
    const receipt = receiptOf({
      session: { total_cents: 30_000, shipping_cents: 0 },
      lines: [
        {
          product_name: 'Zapatillas Running',
          variant_label: 'Talle: 42 · Color: Negro',
          quantity: 2,
          total_cents: 20_000,
          ...home,
        },
        { product_name: 'Taza', variant_label: '', quantity: 1, total_cents: 10_000, ...home },
      ],
      buyer: { email: 'ana@example.com', first_name: 'Ana', last_name: 'Pérez' },
      invoiceNumber: 'F-000001',
      orderNumbers: ['P-000001', 'P-000002'],
      ship_to: ADDRESS,
    });
    expect(receipt.lines.map((l) => [l.name, l.unitCents])).toEqual([
      ['Zapatillas Running (Talle: 42 · Color: Negro)', 10_000],
      ['Taza', 10_000],
    ]);
  });

  it('says how each line arrives, or where and from when to pick it up, and what shipping cost', () => {
    const receipt = receiptOf({
      session: { total_cents: 31_500, shipping_cents: 1_500 },
      lines: [
        { product_name: 'Sillón', variant_label: '', quantity: 1, total_cents: 20_000, ...home },
        {
          product_name: 'Lámpara',
          variant_label: '',
          quantity: 1,
          total_cents: 10_000,
          delivery: 'pickup',
          delivery_from: '2026-12-04',
          delivery_to: '2026-12-04',
          pickup_address: 'Bv. Oroño 1200, Rosario',
          coupon_code: null,
          coupon_discount_cents: 0,
          product_image: null,
        },
      ],
      buyer: { email: 'ana@example.com', first_name: 'Ana', last_name: 'Pérez' },
      invoiceNumber: 'F-000002',
      orderNumbers: ['P-000003', 'P-000004'],
      ship_to: ADDRESS,
    });
    // Each line keeps its order's number and picture; the address is the checkout's.
    expect(receipt.lines.map((l) => [l.orderNumber, l.image])).toEqual([
      ['P-000003', '/uploads/demo/x-1.webp'],
      ['P-000004', null],
    ]);
    expect(receipt.shipTo).toBe('Av. Corrientes 1234, 5° B, Buenos Aires (C1043), CABA');
    expect(receipt.shippingCents).toBe(1_500);
    expect(receipt.lines.map((l) => l.delivery)).toEqual([
      'Envío a domicilio · Llega entre el jueves 3 y el lunes 7 de diciembre',
      'Retiro en persona: Bv. Oroño 1200, Rosario · Retíralo desde el viernes 4 de diciembre',
    ]);
  });

  it('shows each line at its price before the seller’s coupon, and the coupon apart', () => {
    const receipt = receiptOf({
      session: { total_cents: 27_000, shipping_cents: 0 },
      lines: [
        {
          product_name: 'Remera',
          variant_label: '',
          quantity: 3,
          total_cents: 27_000,
          ...home,
          coupon_code: 'VERANO10',
          coupon_discount_cents: 3_000,
        },
      ],
      buyer: { email: 'ana@example.com', first_name: 'Ana', last_name: 'Pérez' },
      invoiceNumber: 'F-000003',
      orderNumbers: ['P-000005'],
      ship_to: ADDRESS,
    });
    expect(receipt.lines.map((l) => [l.unitCents, l.totalCents])).toEqual([[10_000, 30_000]]);
    expect(receipt.coupons).toEqual([{ code: 'VERANO10', discountCents: 3_000 }]);
  });

  it('names no ship-to address when everything is picked up', () => {
    const receipt = receiptOf({
      session: { total_cents: 10_000, shipping_cents: 0 },
      lines: [
        {
          product_name: 'Mesa',
          variant_label: '',
          quantity: 1,
          total_cents: 10_000,
          ...home,
          delivery: 'pickup',
          pickup_address: 'Bv. Oroño 1200, Rosario',
        },
      ],
      buyer: { email: 'ana@example.com', first_name: 'Ana', last_name: 'Pérez' },
      invoiceNumber: 'F-000004',
      orderNumbers: ['P-000006'],
      ship_to: ADDRESS,
    });
    expect(receipt.shipTo).toBeNull();
  });
});
