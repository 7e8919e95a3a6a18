import { describe, expect, it } from 'vitest';
import { formatShare } from './format.js';
import { medianBucket, type ReputationFacts, reputationOf, searchTierOf } from './reputation.js';

const facts = (over: Partial<ReputationFacts> = {}): ReputationFacts => ({
  windowDays: 60,
  sold: 100,
  refunded: 0,
  cancelled: 0,
  claimed: 0,
  shipped: 100,
  received: 90,
  late: 0,
  shipHours: { 12: 100 },
  asked: 20,
  answered: 20,
  answerHours: { 2: 20 },
  ratingSum: 480,
  ratingCount: 100,
  ...over,
});

describe('reputationOf', () => {
  it('counts no sale refunded in full: not in the figure, not toward the minimum', () => {
    expect(reputationOf(facts({ refunded: 10 }))).toMatchObject({ sales: 90, level: 5 });
    expect(reputationOf(facts({ sold: 6, refunded: 2, shipped: 6, shipHours: { 12: 6 } }))).toMatchObject({
      sales: 4,
      level: null,
    });
  });

  it('is green for a seller who ships within a day and has no claims nor cancellations', () => {
    expect(reputationOf(facts())).toMatchObject({
      level: 5,
      sales: 100,
      completedSales: 90,
      cancelledShare: 0,
      medianShipHours: 12,
      answeredShare: 1,
      rating: { average: 4.8, count: 100 },
    });
  });

  it('takes the worst figure: each one alone moves the level', () => {
    expect(reputationOf(facts({ claimed: 3 })).level).toBe(4);
    expect(reputationOf(facts({ cancelled: 5 })).level).toBe(3);
    expect(reputationOf(facts({ shipHours: { 96: 100 } })).level).toBe(2);
    expect(reputationOf(facts({ shipHours: { 0: 100 } })).level).toBe(1);
    expect(reputationOf(facts({ answered: 8 })).level).toBe(2);
    expect(reputationOf(facts({ ratingSum: 310 })).level).toBe(2);
    expect(reputationOf(facts({ claimed: 13, cancelled: 1 })).level).toBe(1);
    // Deliveries after their window, of those received (90): 9 is 10 %, 30 is a third.
    expect(reputationOf(facts({ late: 9 }))).toMatchObject({ level: 4, lateShare: 0.1 });
    expect(reputationOf(facts({ late: 30 })).level).toBe(1);
  });

  it('counts deliveries on time only past five received sales', () => {
    expect(reputationOf(facts({ received: 4, late: 4 })).level).toBe(5);
    expect(reputationOf(facts({ received: 5, late: 4 })).level).toBe(1);
  });

  it('ignores answers and ratings below their minimum of data, and has no level below five sales', () => {
    expect(reputationOf(facts({ asked: 4, answered: 0 })).level).toBe(5);
    expect(reputationOf(facts({ ratingCount: 4, ratingSum: 4 })).level).toBe(5);
    expect(reputationOf(facts({ sold: 4, shipped: 4, shipHours: { 1: 4 } }))).toMatchObject({
      level: null,
      sales: 4,
    });
    expect(
      reputationOf(facts({ sold: 0, shipped: 0, shipHours: {}, asked: 0, answered: 0, answerHours: {} })),
    ).toMatchObject({
      level: null,
      cancelledShare: null,
      medianShipHours: null,
      answeredShare: null,
    });
  });
});

describe('medianBucket', () => {
  it('is the bucket where half of the durations have passed', () => {
    expect(medianBucket({ 1: 1, 24: 1, 48: 2 })).toBe(24);
    expect(medianBucket({ 1: 3, 336: 1, 0: 1 })).toBe(1);
    expect(medianBucket({ 0: 2, 8: 1 })).toBe(0);
    expect(medianBucket({})).toBeNull();
  });
});

describe('formatShare', () => {
  it('writes a share as a percent, one decimal under ten', () => {
    expect([
      formatShare(0.05),
      formatShare(0.005),
      formatShare(0.25),
      formatShare(0),
      formatShare(null),
    ]).toEqual(['5 %', '0,5 %', '25 %', '0 %', '—']);
  });
});

describe('searchTierOf', () => {
  it('ranks verde first and rojo last, and a new seller beside amarillo', () => {
    expect([5, 4, 3, 2, 1].map((level) => searchTierOf(level as 1 | 2 | 3 | 4 | 5))).toEqual([0, 1, 2, 3, 4]);
    expect(searchTierOf(null)).toBe(searchTierOf(3));
  });
});
