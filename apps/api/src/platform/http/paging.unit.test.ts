import { describe, expect, it } from 'vitest';
import { cappedPageOf, capTotal } from './paging.js';

describe('capped paging', () => {
  it('counts up to the cap as exact and past it as capped', () => {
    expect(capTotal(40, 50)).toEqual({ total: 40, totalCapped: false });
    expect(capTotal(50, 50)).toEqual({ total: 50, totalCapped: false });
    expect(capTotal(51, 50)).toEqual({ total: 50, totalCapped: true });
  });

  it('answers the envelope of pageOf with totalCapped', () => {
    const found = { rows: [1, 2], ...capTotal(51, 50) };
    expect(cappedPageOf({ page: 3, pageSize: 2 }, found, (n) => ({ n }))).toEqual({
      items: [{ n: 1 }, { n: 2 }],
      total: 50,
      totalCapped: true,
      page: 3,
      pageSize: 2,
    });
  });
});
