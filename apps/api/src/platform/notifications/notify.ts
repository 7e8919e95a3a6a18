import { BELL_ONLY_EVENTS, KIND_OF_EVENT, type NoticeData, type NoticeEvent } from '@bazar/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { enqueueRows } from '../outbox/outbox.js';

/** The outbox kinds: a notice's e-mail, and the live refresh of its person's bell. */
export const NOTICE_MAIL_KIND = 'notice-mail';
export const NOTICE_EVENT_KIND = 'notice-event';

/** One notice for one person. The key names the event, so the same event never notifies twice. */
export interface Notice {
  userId: number;
  event: NoticeEvent;
  /** Unique per event and person: 'shipped:<order>', 'claim-message:<message>:<user>' … */
  key: string;
  data: NoticeData;
}

/**
 * Writes the notices into the bell and, in the same statement, queues an e-mail for each one the
 * person has not turned off (and that is not told in the bell only) and one live refresh: both only for the rows this statement wrote
 * (RETURNING), so a repeated event (a retried job, two instances) finds its key taken and queues
 * nothing. Runs in the caller's transaction, with the change it tells of.
 */
export async function notify(ex: Executor, notices: Notice[]): Promise<void> {
  if (notices.length === 0) return;
  await ex.execute(
    noticesStatement(
      sql`SELECT * FROM unnest(${sql.param(notices.map((n) => n.userId))}::int[],
        ${sql.param(notices.map((n) => KIND_OF_EVENT[n.event]))}::varchar[],
        ${sql.param(notices.map((n) => n.event))}::varchar[],
        ${sql.param(notices.map((n) => n.key))}::varchar[],
        ${sql.param(notices.map((n) => JSON.stringify(n.data)))}::jsonb[])`,
    ),
  );
}

/**
 * The same from a query of the caller's (columns user_id, kind, event, key, data), for notices
 * about rows written earlier in the same transaction (the purchase's orders).
 */
export async function notifyFrom(ex: Executor, rows: SQL): Promise<void> {
  await ex.execute(noticesStatement(rows));
}

function noticesStatement(rows: SQL): SQL {
  return sql`WITH n AS (
      INSERT INTO notifications (user_id, kind, event, key, data) ${rows}
      ON CONFLICT (key) DO NOTHING
      RETURNING id, user_id, kind, event)
    ${enqueueRows(sql`
      SELECT ${NOTICE_MAIL_KIND}::varchar, jsonb_build_object('id', n.id) FROM n
      WHERE NOT EXISTS (SELECT 1 FROM mail_opt_outs m WHERE m.user_id = n.user_id AND m.kind = n.kind)
        AND n.event <> ALL (${sql.param([...BELL_ONLY_EVENTS])}::varchar[])
      UNION ALL
      SELECT ${NOTICE_EVENT_KIND}::varchar, jsonb_build_object('userIds', jsonb_agg(DISTINCT n.user_id))
      FROM n HAVING count(*) > 0`)}`;
}
