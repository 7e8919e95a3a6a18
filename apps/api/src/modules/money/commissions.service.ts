import {
  basisPointsToPercent,
  type Commissions,
  MONEY_MSG,
  percentToBasisPoints,
  type UpdateCommissionsBody,
} from '@bazar/shared';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { checkedRows, type Executor } from '../../db/client.js';
import { commissionRates } from '../../db/schema.js';
import { rowTimestamp, toIso } from '../../db/timestamps.js';
import { transaction } from '../../db/transaction.js';
import type { SessionUser } from '../../platform/auth/sessions.js';
import { AppError } from '../../platform/errors/app-error.js';
import { recordAudit } from './audit.js';

/** The general rate's category id in `commission_rates`. */
const GENERAL = 0;

const rateRow = z.strictObject({
  category_id: z.number(),
  rate_bp: z.number().nullable(),
  created_at: rowTimestamp,
});

/** The rate in force for the general rate and each category: each one's newest row. */
async function ratesInForce(ex: Executor): Promise<Map<number, z.infer<typeof rateRow>>> {
  const rows = await checkedRows(
    ex,
    rateRow,
    sql`SELECT DISTINCT ON (category_id) category_id, rate_bp, created_at
        FROM commission_rates ORDER BY category_id, id DESC`,
  );
  return new Map(rows.map((r) => [r.category_id, r]));
}

const percent = (bp: number | null | undefined) =>
  bp === null || bp === undefined ? null : basisPointsToPercent(bp);
const shown = (bp: number | null) =>
  bp === null ? MONEY_MSG.usesDefault.toLowerCase() : `${basisPointsToPercent(bp)} %`;

/**
 * The shop's commission: a general rate and, optionally, one per category. Rates are appended,
 * never edited: a sale copies the rate it was charged into the ledger, so a change applies from
 * the next sale on and never to a past one (decision record 0022).
 */
const categoryRow = z.strictObject({ id: z.number(), name: z.string() });

export function createCommissions({ db }: { db: Executor }) {
  async function current(ex: Executor = db): Promise<Commissions> {
    const [rates, cats] = await Promise.all([
      ratesInForce(ex),
      checkedRows(ex, categoryRow, sql`SELECT id, name FROM catalog.categories ORDER BY name`),
    ]);
    const times = [...rates.values()].map((r) => new Date(r.created_at).getTime());
    return {
      defaultRate: percent(rates.get(GENERAL)?.rate_bp) ?? 0,
      categories: cats.map((c) => ({
        categoryId: c.id,
        categoryName: c.name,
        rate: percent(rates.get(c.id)?.rate_bp),
      })),
      updatedAt: times.length ? toIso(new Date(Math.max(...times))) : null,
    };
  }

  return {
    current: () => current(),

    /** Appends a row for each rate that changed, and says so in the audit list; one at a time. */
    update: (caller: SessionUser, body: UpdateCommissionsBody) =>
      transaction(db, async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('bazar:commission-rates'))`);
        const before = await current(tx);
        const names = new Map(before.categories.map((c) => [c.categoryId, c]));
        for (const c of body.categories)
          if (!names.has(c.categoryId)) throw AppError.badRequest(MONEY_MSG.unknownCategory, 'categories');
        const changes: { categoryId: number; rateBp: number | null; said: string }[] = [];
        const general = percentToBasisPoints(body.defaultRate);
        if (general !== percentToBasisPoints(before.defaultRate))
          changes.push({
            categoryId: GENERAL,
            rateBp: general,
            said: `general: ${before.defaultRate} % → ${basisPointsToPercent(general)} %`,
          });
        for (const c of body.categories) {
          const was = names.get(c.categoryId);
          const wasBp = was?.rate === null || was?.rate === undefined ? null : percentToBasisPoints(was.rate);
          const next = c.rate === null ? null : percentToBasisPoints(c.rate);
          if (next !== wasBp)
            changes.push({
              categoryId: c.categoryId,
              rateBp: next,
              said: `${was?.categoryName}: ${shown(wasBp)} → ${shown(next)}`,
            });
        }
        if (changes.length > 0) {
          await tx
            .insert(commissionRates)
            .values(changes.map((c) => ({ categoryId: c.categoryId, rateBp: c.rateBp, setBy: caller.id })));
          await recordAudit(
            tx,
            'commissions',
            caller.id,
            `Comisiones: ${changes.map((c) => c.said).join('; ')}`,
          );
        }
        return current(tx);
      }),
  };
}

export type CommissionsService = ReturnType<typeof createCommissions>;
