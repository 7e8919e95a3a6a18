import {
  UNDELIVERED_MSG,
  type UndeliveredListQuery,
  type UndeliveredMessage,
  type UndeliveredPage,
} from '@bazar/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client.js';
import { toIso } from '../../db/timestamps.js';
import type { SessionUser } from '../../platform/auth/sessions.js';
import { AppError } from '../../platform/errors/app-error.js';
import { offsetOf, pageOf } from '../../platform/http/paging.js';
import { type DeadRow, listDeadRows, reviveDeadRow } from '../../platform/outbox/dead-rows.js';

export interface UndeliveredDeps {
  db: Executor;
  log: FastifyBaseLogger;
  /** What the row's kind lets the back office show of its payload (see app.outbox.handle). */
  summaryOf(kind: string, payload: unknown): string | null;
  /** Tells the outbox worker a row is due now, rather than at its next poll. */
  wakeWorker(): void;
}

/**
 * The outbox rows that gave up, for the administrator: listed without their payloads, and
 * retried one at a time. The rows belong to no single domain (receipts, live events, cache
 * drops), so they are the back office's own screen, not a module's.
 */
export function createUndeliveredService({ db, log, summaryOf, wakeWorker }: UndeliveredDeps) {
  const toMessage = (row: DeadRow): UndeliveredMessage => ({
    id: row.id,
    kind: row.kind,
    summary: summaryOf(row.kind, row.payload),
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: toIso(row.createdAt),
    deadAt: toIso(row.deadAt),
  });

  return {
    async list(query: UndeliveredListQuery): Promise<UndeliveredPage> {
      const found = await listDeadRows(db, { limit: query.pageSize, offset: offsetOf(query) });
      return pageOf(query, found, toMessage);
    },

    /**
     * Revives a dead row (no attempts, due now) and wakes the worker. A row that is not dead
     * (delivered meanwhile, retried already by another administrator, or never there) is a 404:
     * a live row keeps its attempts and schedule.
     */
    async retry(admin: SessionUser, id: number): Promise<{ msg: string }> {
      const revived = await reviveDeadRow(db, id);
      if (!revived) throw AppError.notFound(UNDELIVERED_MSG.notFound);
      // No audit table: the log says who asked for the delivery again.
      log.info(
        { adminId: admin.id, outboxId: id, kind: revived.kind },
        'mensaje no entregado reintentado por un administrador',
      );
      wakeWorker();
      return { msg: UNDELIVERED_MSG.retried(id) };
    },
  };
}
