import {
  REPUTATION_LONG_WINDOW_DAYS,
  REPUTATION_MIN_SALES,
  REPUTATION_WINDOW_DAYS,
  type Reputation,
  type ReputationFacts,
  reputationOf,
  searchTierOf,
} from '@bazar/shared';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { checkedRows, type Executor } from '../../db/client.js';
import { rowTimestamp } from '../../db/timestamps.js';

/**
 * The reputation job: recomputes, by the rule in @bazar/shared, the reputation of every seller
 * whose facts changed since its last turn, and once a day every seller's (the windows slide).
 * The facts themselves are counted as events happen, by triggers (migration 0017); this only
 * adds up at most a year of one seller's daily counters, never their orders. The level the
 * product cards and the seller's page show is at most one turn (REPUTATION_EVERY_MS) behind.
 */

/** Seconds of overlap with the previous turn: a transaction that began before it may commit after. */
const OVERLAP = '5 minutes';
const BATCH = 500;

const factRow = z.strictObject({
  seller_id: z.number(),
  fact: z.string(),
  recent: z.number(),
  year: z.number(),
});
type FactRow = z.infer<typeof factRow>;

/** The counters of one window, by fact name, as the rule takes them. */
function factsOf(rows: FactRow[], window: 'recent' | 'year'): ReputationFacts {
  const facts: ReputationFacts = {
    windowDays: window === 'recent' ? REPUTATION_WINDOW_DAYS : REPUTATION_LONG_WINDOW_DAYS,
    sold: 0,
    refunded: 0,
    cancelled: 0,
    claimed: 0,
    shipped: 0,
    received: 0,
    late: 0,
    shipHours: {},
    asked: 0,
    answered: 0,
    answerHours: {},
    ratingSum: 0,
    ratingCount: 0,
  };
  for (const row of rows) {
    const n = row[window];
    const [name, bucket] = row.fact.split(':') as [string, string | undefined];
    if (name === 'ship_h') facts.shipHours[Number(bucket)] = n;
    else if (name === 'answer_h') facts.answerHours[Number(bucket)] = n;
    // Reviews come slowly: the rating always covers the long window.
    else if (name === 'rating_n') facts.ratingCount = row.year;
    else if (name === 'rating_sum') facts.ratingSum = row.year;
    else if (name in facts) (facts as unknown as Record<string, number>)[name] = n;
  }
  return facts;
}

/** The recent window, or the long one when the recent has fewer sales than the rule needs. */
export function reputationFromFacts(rows: FactRow[]): Reputation {
  const recent = factsOf(rows, 'recent');
  return reputationOf(recent.sold - recent.refunded >= REPUTATION_MIN_SALES ? recent : factsOf(rows, 'year'));
}

/** Reputation of a seller with no facts at all. */
export const NO_REPUTATION: Reputation = reputationFromFacts([]);

/** The sellers' counters of the last year, summed over their slots, with the recent window apart. */
async function factRows(ex: Executor, sellerIds: number[]): Promise<FactRow[]> {
  return checkedRows(
    ex,
    factRow,
    sql`SELECT seller_id, fact,
        coalesce(sum(n) FILTER (WHERE day > current_date - ${REPUTATION_WINDOW_DAYS}::int), 0)::int AS recent,
        sum(n)::int AS year
      FROM seller_facts
      WHERE seller_id = ANY (${sql.param(sellerIds)}::int[]) AND day > current_date - ${REPUTATION_LONG_WINDOW_DAYS}::int
      GROUP BY seller_id, fact`,
  );
}

/** How many sellers one recomputation reads and writes together. */
export const RECOMPUTE_BATCH = BATCH;

/**
 * Recomputes and stores these sellers' reputations (at most RECOMPUTE_BATCH: one read and one
 * upsert); the reputation flow then moves their products to their new search tier.
 */
export async function recompute(ex: Executor, sellerIds: number[]): Promise<void> {
  const rows = await factRows(ex, sellerIds);
  const reputations = sellerIds.map((id) => reputationFromFacts(rows.filter((r) => r.seller_id === id)));
  await ex.execute(sql`
    INSERT INTO seller_reputation (seller_id, level, search_tier, figures, computed_at)
    SELECT r.seller_id, r.level, r.tier, r.figures, now()
    FROM unnest(${sql.param(sellerIds)}::int[], ${sql.param(reputations.map((r) => r.level))}::smallint[],
                ${sql.param(reputations.map((r) => searchTierOf(r.level)))}::smallint[],
                ${sql.param(reputations.map((r) => JSON.stringify(r)))}::jsonb[]) AS r(seller_id, level, tier, figures)
    -- A seller whose account is gone has nothing to show.
    WHERE EXISTS (SELECT 1 FROM accounts.people u WHERE u.id = r.seller_id)
    ON CONFLICT (seller_id) DO UPDATE
      SET level = excluded.level, search_tier = excluded.search_tier, figures = excluded.figures,
          computed_at = excluded.computed_at`);
}

const idRow = z.strictObject({ seller_id: z.number() });
const startedRow = z.strictObject({ started: rowTimestamp });

/**
 * The sellers a turn of the job recomputes: those whose facts changed since the last turn, and
 * those not recomputed today. Answers them and the turn's start, which `markSeen` records.
 */
export async function sellersToRecompute(
  ex: Executor,
): Promise<{ sellerIds: number[]; started: Date | string }> {
  const [started] = await checkedRows(ex, startedRow, sql`SELECT now() AS started`);
  const changed = await checkedRows(
    ex,
    idRow,
    sql`SELECT DISTINCT f.seller_id FROM seller_facts f
      WHERE f.changed_at > coalesce((SELECT w.seen_until - ${OVERLAP}::interval FROM reputation_watermark w), '-infinity')
      UNION
      SELECT r.seller_id FROM seller_reputation r WHERE r.computed_at < date_trunc('day', now())`,
  );
  return { sellerIds: changed.map((r) => r.seller_id), started: started?.started ?? new Date() };
}

/** The turn is done: the next one looks at facts changed since it started. */
export async function markSeen(ex: Executor, started: Date | string): Promise<void> {
  await ex.execute(sql`INSERT INTO reputation_watermark (id, seen_until) VALUES (1, ${started})
    ON CONFLICT (id) DO UPDATE SET seen_until = excluded.seen_until`);
}
