import type { AuditEntry } from '@bazar/shared';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { checkedRows, type Executor } from '../../db/client.js';
import { moneyAudit } from '../../db/schema.js';
import { rowTimestamp, toIso } from '../../db/timestamps.js';

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

const auditRow = z.strictObject({
  id: z.number(),
  action: z.string(),
  summary: z.string(),
  created_at: rowTimestamp,
  actor_id: z.number().nullable(),
  actor_name: z.string().nullable(),
  actor_role: z.string().nullable(),
});

export async function listAudit(
  ex: Executor,
  limit: number,
  offset: number,
): Promise<{ items: AuditEntry[]; total: number }> {
  const [rows, [count]] = await Promise.all([
    checkedRows(
      ex,
      auditRow,
      sql`SELECT a.id, a.action, a.summary, a.created_at, u.id AS actor_id, u.user_name AS actor_name,
            u.role AS actor_role
          FROM money_audit a LEFT JOIN accounts.people u ON u.id = a.actor_id
          ORDER BY a.id DESC LIMIT ${limit} OFFSET ${offset}`,
    ),
    ex.select({ total: sql<number>`count(*)::int` }).from(moneyAudit),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      action: r.action as AuditAction,
      summary: r.summary,
      createdAt: toIso(r.created_at),
      actor:
        r.actor_id === null || r.actor_name === null
          ? null
          : { id: r.actor_id, userName: r.actor_name, role: r.actor_role === 'root' ? 'admin' : 'seller' },
    })),
    total: count?.total ?? 0,
  };
}
