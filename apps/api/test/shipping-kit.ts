import type { ShippingSettingsBody } from '@bazar/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { shopper } from './catalog-fixtures.js';
import { buyerWith, openCheckout, type Shopper, sandboxPay } from './checkout-kit.js';
import { type MoneySuite, startMoneySuite } from './money-kit.js';

/** Test helpers of the shipping suites (not loaded by the app). */

/** A seller in Rosario (Santa Fe, 2000): pickup, and home delivery priced by destination. */
export const ROSARIO: ShippingSettingsBody = {
  originProvince: 'S',
  originPostalCode: 'S2000ABC',
  dispatchDays: 1,
  pickup: { enabled: true, address: 'Bv. Oroño 1200, Rosario' },
  home: {
    enabled: true,
    city: { price: '1000', minDays: 1, maxDays: 1 },
    province: { price: '2000', minDays: 1, maxDays: 2 },
    country: { price: '5000', minDays: 3, maxDays: 6 },
    provinces: [{ province: 'X', price: '3500,50', minDays: 2, maxDays: 3 }],
    extraUnit: '500',
    freeFrom: '30000',
  },
};

/**
 * A money suite (an app mailing to a real SMTP inbox, an administrator, the catalog fixture)
 * started for the file, with what its shipping tests do: sellers who save their 'Envíos', buyers
 * living somewhere, purchases paid in the sandbox and the orders they made.
 */
export function shippingSuite() {
  let s: MoneySuite | undefined;
  beforeAll(async () => {
    s = await startMoneySuite();
  });
  afterAll(() => s?.close());
  const suite = (): MoneySuite => {
    if (!s) throw new Error('the shipping suite has not started');
    return s;
  };

  async function sellerShipping(body: ShippingSettingsBody = ROSARIO): Promise<Shopper> {
    const seller = await shopper(suite().t.app);
    const saved = await seller.call('PUT', '/api/shipping/settings', body);
    expect(saved.statusCode, saved.body).toBe(200);
    return seller;
  }

  /** A buyer whose default address is in `province` at `postalCode`. */
  async function buyerIn(
    province: string,
    postalCode: string,
    lines: { productId: number; quantity: number }[],
  ) {
    const buyer = await buyerWith(suite().t.app, lines);
    const moved = await buyer.call('POST', '/api/addresses', {
      street: 'San Martín',
      number: '100',
      city: 'Destino',
      province,
      postalCode,
      phone: '+54 351 555-0000',
      isDefault: true,
    });
    expect(moved.statusCode, moved.body).toBe(201);
    return buyer;
  }

  /** The orders a checkout's purchase made, in order, with what shipping wrote on them. */
  async function ordersOf(checkoutId: string) {
    return (
      await suite().t.db.execute<{
        id: number;
        order_number: string;
        delivery: string;
        shipping_cents: string;
        pickup_address: string | null;
      }>(
        sql`SELECT o.id, o.order_number, o.delivery, o.shipping_cents::text, o.pickup_address FROM orders o
            JOIN invoices i ON i.id = o.invoice_id WHERE i.checkout_session_id = ${checkoutId}::uuid ORDER BY o.id`,
      )
    ).rows;
  }

  /** A buyer in `province` pays for `lines` in the sandbox; answers their first order's number. */
  async function paidSale(
    province: string,
    postalCode: string,
    lines: { productId: number; quantity: number }[],
  ) {
    const buyer = await buyerIn(province, postalCode, lines);
    const checkout = await openCheckout(buyer);
    expect((await sandboxPay(suite().t.app, checkout.id, 'approve')).statusCode).toBe(200);
    const [first] = await ordersOf(checkout.id);
    return { buyer, checkout, orderNumber: first?.order_number ?? '' };
  }

  return { suite, sellerShipping, buyerIn, ordersOf, paidSale };
}
