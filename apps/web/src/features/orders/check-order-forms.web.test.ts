import { ORDERS_MSG } from '@bazar/shared';
import { describe, expect, it } from 'vitest';
import { checkCancellation, checkShipment } from './check-order-forms';

describe("'Marcar en camino': carrier and tracking number as the API checks them", () => {
  it('sends the carrier and the trimmed tracking number', () => {
    expect(checkShipment({ carrier: 'andreani', trackingNumber: '  AB-123456 ' })).toEqual({
      body: { status: 'shipped', carrier: 'andreani', trackingNumber: 'AB-123456' },
      errors: {},
    });
  });

  it('asks for both when both are missing', () => {
    expect(checkShipment({ carrier: '', trackingNumber: '' }).errors).toEqual({
      carrier: ORDERS_MSG.carrierRequired,
      trackingNumber: ORDERS_MSG.trackingRequired,
    });
  });

  it('refuses a tracking number with spaces, tags or control characters, and an unknown carrier', () => {
    for (const trackingNumber of ['AB 123', '<b>1234</b>', 'AB\n1234', '123', 'x'.repeat(41)]) {
      expect(checkShipment({ carrier: 'oca', trackingNumber }).errors, trackingNumber).toEqual({
        trackingNumber: ORDERS_MSG.invalidTracking,
      });
    }
    expect(checkShipment({ carrier: 'fedex', trackingNumber: 'AB1234' }).errors).toEqual({
      carrier: ORDERS_MSG.invalidCarrier,
    });
  });
});

describe("'Cancelar venta': the reason the buyer reads", () => {
  it('takes 5 to 300 characters', () => {
    expect(checkCancellation('  Sin stock  ')).toEqual({ body: { reason: 'Sin stock' }, errors: {} });
    expect(checkCancellation('no').errors).toEqual({ reason: ORDERS_MSG.cancelReasonRequired });
    expect(checkCancellation('x'.repeat(301)).errors).toEqual({ reason: ORDERS_MSG.cancelReasonTooLong });
  });
});
