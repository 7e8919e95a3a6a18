/**
 * A seller's reputation: the figures of their recent sales, questions and reviews, and the one
 * rule that turns them into a level of five steps (1 rojo … 5 verde). Decision record 0026 says
 * why these figures and these thresholds; the README shows the table.
 */

/** The recent window, and the longer one for sellers with few sales in it. */
export const REPUTATION_WINDOW_DAYS = 60;
export const REPUTATION_LONG_WINDOW_DAYS = 365;
/** Below this many sales in the long window a seller is 'Nuevo vendedor': no level yet. */
export const REPUTATION_MIN_SALES = 5;
/** Below this many questions the answer figures do not move the level. */
export const REPUTATION_MIN_QUESTIONS = 5;
/** Below this many reviews the rating does not move the level. */
export const REPUTATION_MIN_REVIEWS = 5;

/**
 * The upper bounds (hours) of the buckets durations are counted in: a median is told as 'less
 * than N hours'. Kept in step with reputation_hours_bucket() in migration 0017; 0 is 'more'.
 */
export const REPUTATION_HOUR_BUCKETS = [1, 2, 4, 8, 12, 24, 48, 72, 96, 120, 168, 336] as const;

/** The facts one window adds up (seller_facts rows summed by fact). */
export interface ReputationFacts {
  /** Days the figures cover (60, or 365 for a seller with few recent sales). */
  windowDays: number;
  sold: number;
  /** Of those sales: refunded in full and not cancelled (no sale: the buyer got all back). */
  refunded: number;
  /** Of those sales: cancelled by the seller, with a claim, shipped, received. */
  cancelled: number;
  claimed: number;
  shipped: number;
  received: number;
  /** Of the received: after the last day of their delivery window (decision record 0032). */
  late: number;
  /** Shipped sales by hours from sale to 'en camino', keyed by bucket bound (0: more). */
  shipHours: Record<number, number>;
  asked: number;
  answered: number;
  answerHours: Record<number, number>;
  ratingSum: number;
  ratingCount: number;
}

export type ReputationLevel = 1 | 2 | 3 | 4 | 5;

export interface Reputation {
  /** Null for a new seller (fewer than REPUTATION_MIN_SALES sales in a year). */
  level: ReputationLevel | null;
  windowDays: number;
  sales: number;
  completedSales: number;
  /** Shares are 0–1, null when there is nothing to divide. */
  cancelledShare: number | null;
  claimedShare: number | null;
  /** Median hours as a bucket's upper bound (0: more than the last bucket), null with no data. */
  medianShipHours: number | null;
  answeredShare: number | null;
  medianAnswerHours: number | null;
  questions: number;
  rating: { average: number; count: number };
  /** Of the sales received, the share delivered after their window; null with none received. */
  lateShare: number | null;
}

/**
 * Thresholds per figure, best first: a figure at or under the first bound (or at or over it,
 * for shares where more is better) is level 5, under the second 4, and so on; past the last, 1.
 */
export const REPUTATION_STEPS = {
  claimedShare: [0.02, 0.04, 0.07, 0.12],
  cancelledShare: [0.015, 0.03, 0.05, 0.08],
  medianShipHours: [24, 48, 72, 120],
  answeredShare: [0.9, 0.75, 0.5, 0.25],
  rating: [4.5, 4, 3.5, 3],
  lateShare: [0.05, 0.1, 0.2, 0.3],
} as const;

/** Below this many received sales the deliveries on time do not move the level. */
export const REPUTATION_MIN_RECEIVED = 5;

function stepDown(value: number, bounds: readonly number[]): ReputationLevel {
  const i = bounds.findIndex((bound) => value <= bound);
  return (i === -1 ? 1 : 5 - i) as ReputationLevel;
}

function stepUp(value: number, bounds: readonly number[]): ReputationLevel {
  const i = bounds.findIndex((bound) => value >= bound);
  return (i === -1 ? 1 : 5 - i) as ReputationLevel;
}

/** The bucket bound where half of the counted durations have passed (0: past the last bound). */
export function medianBucket(counts: Record<number, number>): number | null {
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  if (total <= 0) return null;
  let seen = 0;
  for (const bound of REPUTATION_HOUR_BUCKETS) {
    seen += counts[bound] ?? 0;
    if (seen * 2 >= total) return bound;
  }
  return 0;
}

const share = (part: number, whole: number) => (whole > 0 ? part / whole : null);

/**
 * The rule: the level is the worst of the figures' levels (claims, cancellations, time to ship,
 * deliveries after their window, answered questions, rating), each counted only past its minimum of data; a seller with fewer
 * than REPUTATION_MIN_SALES sales (not counting those refunded in full) has no level.
 */
export function reputationOf(f: ReputationFacts): Reputation {
  const medianShipHours = medianBucket(f.shipHours);
  const medianAnswerHours = medianBucket(f.answerHours);
  const rating = {
    average: f.ratingCount > 0 ? Math.round((f.ratingSum / f.ratingCount) * 10) / 10 : 0,
    count: f.ratingCount,
  };
  // A sale refunded in full is no sale: not in the figure, not toward the minimum. The shares keep
  // every sale made as their base: a claim or a cancellation happened whatever came after.
  const sales = Math.max(0, f.sold - f.refunded);
  const figures = {
    windowDays: f.windowDays,
    sales,
    completedSales: f.received,
    cancelledShare: share(f.cancelled, f.sold),
    claimedShare: share(f.claimed, f.sold),
    medianShipHours,
    answeredShare: share(f.answered, f.asked),
    medianAnswerHours,
    questions: f.asked,
    rating,
    lateShare: share(f.late, f.received),
  };
  if (sales < REPUTATION_MIN_SALES) return { level: null, ...figures };
  const levels: ReputationLevel[] = [
    stepDown(figures.claimedShare ?? 0, REPUTATION_STEPS.claimedShare),
    stepDown(figures.cancelledShare ?? 0, REPUTATION_STEPS.cancelledShare),
  ];
  if (medianShipHours !== null) {
    // 0 is 'more than the last bucket': the slowest.
    levels.push(medianShipHours === 0 ? 1 : stepDown(medianShipHours, REPUTATION_STEPS.medianShipHours));
  }
  if (f.received >= REPUTATION_MIN_RECEIVED) {
    levels.push(stepDown(figures.lateShare ?? 0, REPUTATION_STEPS.lateShare));
  }
  if (f.asked >= REPUTATION_MIN_QUESTIONS) {
    levels.push(stepUp(figures.answeredShare ?? 0, REPUTATION_STEPS.answeredShare));
  }
  if (f.ratingCount >= REPUTATION_MIN_REVIEWS) {
    levels.push(stepUp(f.ratingSum / f.ratingCount, REPUTATION_STEPS.rating));
  }
  return { level: Math.min(...levels) as ReputationLevel, ...figures };
}

/** The search tier of a seller with no level yet: the middle one, beside amarillo. */
export const NEW_SELLER_SEARCH_TIER = 2;

/**
 * Where a seller's products rank among equally relevant search matches, best first: 0 for verde
 * (5) … 4 for rojo (1). A new seller ranks with amarillo: the tie-breaker rewards a good record
 * and holds back a bad one, without burying everyone who has just started.
 */
export function searchTierOf(level: ReputationLevel | null): number {
  return level === null ? NEW_SELLER_SEARCH_TIER : 5 - level;
}
