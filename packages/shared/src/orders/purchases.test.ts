import { describe, expect, it } from 'vitest';
import { PURCHASE_STATUS_LABEL, PURCHASE_STATUSES, purchaseStatus, trackingUrl } from './purchases.js';
import type { OrderStatus } from './status.js';

const order = (status: OrderStatus, refundedCents = 0, method: 'home' | 'pickup' = 'home') => ({
  status,
  totalCents: 5_000,
  refundedCents,
  delivery: { method },
});

describe("'Mis compras' words", () => {
  it('says where a purchase is as a buyer reads it, by way of delivery', () => {
    const label = (o: ReturnType<typeof order>) => PURCHASE_STATUS_LABEL[purchaseStatus(o)];
    expect(label(order('reception'))).toBe('Preparando el envío');
    expect(label(order('reception', 0, 'pickup'))).toBe('Preparando tu pedido');
    expect(label(order('shipped'))).toBe('En camino');
    expect(label(order('ready', 0, 'pickup'))).toBe('Listo para retirar');
    expect(label(order('received'))).toBe('Entregado');
    expect(label(order('cancelled', 5_000))).toBe('Cancelada');
  });

  it('closes a line refunded in full whatever its step; a part refund keeps the step', () => {
    expect(purchaseStatus(order('reception', 5_000))).toBe('refunded');
    expect(purchaseStatus(order('shipped', 5_000))).toBe('refunded');
    expect(purchaseStatus(order('shipped', 1_000))).toBe('onItsWay');
  });

  it('writes every status in one capitalisation: a capital first letter, the rest as in a sentence', () => {
    for (const status of PURCHASE_STATUSES) {
      const text = PURCHASE_STATUS_LABEL[status];
      expect(text[0]).toBe(text[0]?.toUpperCase());
      expect(text.slice(1)).toBe(text.slice(1).toLowerCase());
    }
  });

  it('links the carriers that follow a shipment by its number, escaping it, and no other', () => {
    expect(trackingUrl('andreani', 'AND-1')).toBe('https://www.andreani.com/envio/AND-1');
    expect(trackingUrl('dhl', '12 34')).toBe(
      'https://www.dhl.com/ar-es/home/tracking.html?tracking-id=12%2034&submit=1',
    );
    expect(trackingUrl('correo_argentino', 'CA1')).toBeNull();
    expect(trackingUrl('otro', 'X1')).toBeNull();
  });
});
