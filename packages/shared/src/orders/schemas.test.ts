import { describe, expect, it } from 'vitest';
import {
  isForwardTransition,
  mayMoveTo,
  orderListQuerySchema,
  orderNumberParamsSchema,
  updateOrderStatusBodySchema,
} from '../index.js';

describe('order schemas', () => {
  it('defaults to page 1 of 13, newest first, and refuses pages over 100 rows', () => {
    expect(orderListQuerySchema.parse({})).toEqual({ page: 1, pageSize: 13, sort: 'date_desc' });
    expect(orderListQuerySchema.safeParse({ pageSize: '101' }).success).toBe(false);
    expect(orderListQuerySchema.safeParse({ sort: 'price' }).success).toBe(false);
  });

  it('accepts only order numbers as formatOrderNumber writes them', () => {
    expect(orderNumberParamsSchema.safeParse({ orderNumber: 'P-000001' }).success).toBe(true);
    expect(orderNumberParamsSchema.safeParse({ orderNumber: "P-1' or 1=1" }).success).toBe(false);
    expect(orderNumberParamsSchema.safeParse({ orderNumber: 'F-000001' }).success).toBe(false);
  });

  it('moves to shipped (with carrier and tracking) or received only; cancelling has its own route', () => {
    expect(
      updateOrderStatusBodySchema.safeParse({ status: 'shipped', carrier: 'oca', trackingNumber: 'OCA-1234' })
        .success,
    ).toBe(true);
    expect(updateOrderStatusBodySchema.safeParse({ status: 'shipped' }).success).toBe(false);
    expect(
      updateOrderStatusBodySchema.safeParse({
        status: 'shipped',
        carrier: 'oca',
        trackingNumber: 'OCA\n1234',
      }).success,
    ).toBe(false);
    expect(updateOrderStatusBodySchema.safeParse({ status: 'received' }).success).toBe(true);
    expect(updateOrderStatusBodySchema.safeParse({ status: 'cancelled' }).success).toBe(false);
    expect(updateOrderStatusBodySchema.safeParse({ status: 'reception' }).success).toBe(false);
  });

  it('lets the seller ship, the buyer confirm and the admin do either', () => {
    expect(mayMoveTo(['seller'], 'shipped')).toBe(true);
    expect(mayMoveTo(['seller'], 'received')).toBe(false);
    expect(mayMoveTo(['buyer'], 'received')).toBe(true);
    expect(mayMoveTo(['buyer'], 'shipped')).toBe(false);
    expect(mayMoveTo(['admin'], 'received')).toBe(true);
    expect(mayMoveTo([], 'shipped')).toBe(false);
    expect(isForwardTransition('shipped', 'reception')).toBe(false);
    expect(isForwardTransition('reception', 'cancelled')).toBe(true);
    expect(isForwardTransition('shipped', 'cancelled')).toBe(false);
    expect(isForwardTransition('cancelled', 'shipped')).toBe(false);
  });
});
