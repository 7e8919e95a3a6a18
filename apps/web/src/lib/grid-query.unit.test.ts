import { describe, expect, it } from 'vitest';
import { dateOrTotalSort, signedSort } from './grid-query';

describe('grid sort keys', () => {
  const orders = dateOrTotalSort('orderDate');

  it('order and invoice lists sort by their date column or by total', () => {
    expect(orders([{ field: 'orderDate', sort: 'asc' }])).toBe('date_asc');
    expect(orders([{ field: 'total', sort: 'desc' }])).toBe('total_desc');
    // Another column, or a cleared sort, leaves the API's default (newest first).
    expect(orders([{ field: 'status', sort: 'asc' }])).toBeUndefined();
    expect(orders([{ field: 'total', sort: null }])).toBeUndefined();
    expect(orders([])).toBeUndefined();
  });

  it('signed keys: the field ascending, -field descending, only those the API allows', () => {
    const users = signedSort(['id', '-id', 'userName']);
    expect(users([{ field: 'id', sort: 'desc' }])).toBe('-id');
    expect(users([{ field: 'userName', sort: 'asc' }])).toBe('userName');
    expect(users([{ field: 'userName', sort: 'desc' }])).toBeUndefined();
  });
});
