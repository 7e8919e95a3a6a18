import type { AuditEntry } from '@bazar/shared';
import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { moneyAudit, users } from '../../db/schema.js';
import { toIso } from '../../db/timestamps.js';

export type AuditAction = AuditEntry['action'];

/**
 * Who did what to money, in the transaction that did it (append-only: a trigger refuses edits).
 * The summary is the Spanish sentence the back office shows.
 */
export async function recordAudit(
  ex: Executor,
  action: AuditAction,
  actorId: number | null,
  summary: string,
): Promise<void> {
  await ex.insert(moneyAudit).values({ action, actorId, summary: summary.slice(0, 500) });
}

export async function listAudit(
  ex: Executor,
  limit: number,
  offset: number,
): Promise<{ items: AuditEntry[]; total: number }> {
  const [rows, [count]] = await Promise.all([
    ex
      .select({
        id: moneyAudit.id,
        action: moneyAudit.action,
        summary: moneyAudit.summary,
        createdAt: moneyAudit.createdAt,
        actorId: users.id,
        actorName: users.userName,
      })
      .from(moneyAudit)
      .leftJoin(users, eq(users.id, moneyAudit.actorId))
      .orderBy(desc(moneyAudit.id))
      .limit(limit)
      .offset(offset),
    ex.select({ total: sql<number>`count(*)::int` }).from(moneyAudit),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      action: r.action as AuditAction,
      summary: r.summary,
      createdAt: toIso(r.createdAt),
      actor: r.actorId === null || r.actorName === null ? null : { id: r.actorId, userName: r.actorName },
    })),
    total: count?.total ?? 0,
  };
}
