import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { affectedRows, checkedRows, type Database, type Executor } from '../../db/client.js';
import { likePattern } from '../../db/people-search.js';
import { rowTimestamp } from '../../db/timestamps.js';

const questionColumns = sql`q.id, q.body, q.answer, q.created_at, q.answered_at`;
export const questionRow = z.strictObject({
  id: z.number(),
  body: z.string(),
  answer: z.string().nullable(),
  created_at: rowTimestamp,
  answered_at: rowTimestamp.nullable(),
});
export type QuestionRow = z.infer<typeof questionRow>;

/** The product a question is asked on: only an active one, with its seller. */
const askedProductRow = z.strictObject({
  id: z.number(),
  name: z.string(),
  seller_id: z.number().nullable(),
});
export async function findActiveProduct(ex: Executor, productId: number) {
  const [row] = await checkedRows(
    ex,
    askedProductRow,
    sql`SELECT id, name, seller_id FROM catalog.products WHERE id = ${productId} AND active`,
  );
  return row;
}

const oneRow = z.strictObject({ one: z.literal(1) });
export async function isBlocked(ex: Executor, sellerId: number, userId: number): Promise<boolean> {
  const rows = await checkedRows(
    ex,
    oneRow,
    sql`SELECT 1 AS one FROM question_blocks WHERE seller_id = ${sellerId} AND blocked_id = ${userId}`,
  );
  return rows.length > 0;
}

export async function insertQuestion(
  tx: Executor,
  q: { productId: number; sellerId: number | null; askerId: number; body: string },
): Promise<QuestionRow> {
  const [row] = await checkedRows(
    tx,
    questionRow,
    sql`INSERT INTO questions AS q (product_id, seller_id, asker_id, body)
      VALUES (${q.productId}, ${q.sellerId}, ${q.askerId}, ${q.body})
      RETURNING ${questionColumns}`,
  );
  if (!row) throw new Error('INSERT … RETURNING answered no row');
  return row;
}

/**
 * A product's answered questions, newest first, with their total: one statement and always one
 * row (an empty page still has its total), from questions_product_answered_idx.
 */
const productPageRow = z.strictObject({
  total: z.number(),
  items: z.array(questionRow),
});
export async function productPage(database: Database, productId: number, limit: number, offset: number) {
  const answered = sql`q.product_id = ${productId} AND q.status = 'visible' AND q.answered_at IS NOT NULL`;
  const [row] = await database.rows(
    productPageRow,
    sql`SELECT (SELECT count(*)::int FROM questions q WHERE ${answered}) AS total,
      coalesce((SELECT json_agg(page ORDER BY page.created_at DESC, page.id DESC) FROM (
        SELECT ${questionColumns} FROM questions q WHERE ${answered}
        ORDER BY q.created_at DESC, q.id DESC LIMIT ${limit} OFFSET ${offset}) page), '[]'::json) AS items`,
  );
  return row ?? { total: 0, items: [] };
}

/** The caller's own questions on a product still waiting for an answer (a handful at most). */
export function waitingOf(database: Database, askerId: number, productId: number): Promise<QuestionRow[]> {
  return database.rows(
    questionRow,
    sql`SELECT ${questionColumns} FROM questions q
      WHERE q.asker_id = ${askerId} AND q.product_id = ${productId} AND q.status = 'visible' AND q.answered_at IS NULL
      ORDER BY q.created_at DESC, q.id DESC LIMIT 20`,
  );
}

export const receivedRow = questionRow.extend({
  product_id: z.number(),
  product_name: z.string(),
  product_thumb: z.string().nullable(),
  asker_id: z.number().nullable(),
  asker_user_name: z.string().nullable(),
});
export type ReceivedRow = z.infer<typeof receivedRow>;

const receivedColumns = sql`${questionColumns}, q.product_id, p.name AS product_name,
  (SELECT coalesce(i.thumb_url, i.url) FROM catalog.pictures i WHERE i.product_id = p.id ORDER BY i.position LIMIT 1) AS product_thumb,
  q.asker_id, a.user_name AS asker_user_name`;
const receivedJoins = sql`FROM questions q JOIN catalog.products p ON p.id = q.product_id LEFT JOIN accounts.people a ON a.id = q.asker_id`;

const receivedPageRow = z.strictObject({
  total: z.number(),
  unanswered: z.number(),
  items: z.array(receivedRow),
});

/**
 * The seller's questions across their products: unanswered first (oldest first, the one waiting
 * longest on top), then answered (newest first); optionally only the unanswered, or those whose
 * question, answer or product name holds `q`. From questions_seller_idx.
 */
export async function receivedPage(
  database: Database,
  sellerId: number,
  filter: { unansweredOnly: boolean; q: string | undefined; limit: number; offset: number },
) {
  const conditions: SQL[] = [sql`q.seller_id = ${sellerId}`, sql`q.status = 'visible'`];
  if (filter.unansweredOnly) conditions.push(sql`q.answered_at IS NULL`);
  if (filter.q) {
    const pattern = likePattern(filter.q);
    conditions.push(sql`(q.body ILIKE ${pattern} OR q.answer ILIKE ${pattern} OR p.name ILIKE ${pattern})`);
  }
  const where = sql.join(conditions, sql` AND `);
  const [row] = await database.rows(
    receivedPageRow,
    sql`SELECT (SELECT count(*)::int ${receivedJoins} WHERE ${where}) AS total,
      (SELECT count(*)::int FROM questions q WHERE q.seller_id = ${sellerId} AND q.status = 'visible' AND q.answered_at IS NULL) AS unanswered,
      coalesce((SELECT jsonb_agg(to_jsonb(page) - 'ord' ORDER BY page.ord) FROM (
        SELECT ${receivedColumns}, row_number() OVER (
          ORDER BY q.answered_at IS NOT NULL,
                   CASE WHEN q.answered_at IS NULL THEN q.created_at END ASC,
                   q.created_at DESC, q.id DESC) AS ord
        ${receivedJoins} WHERE ${where}
        ORDER BY ord LIMIT ${filter.limit} OFFSET ${filter.offset}) page), '[]'::jsonb) AS items`,
  );
  return row ?? { total: 0, unanswered: 0, items: [] };
}

/** A question as its seller handles it (locked for the change), or undefined. */
const ownedRow = z.strictObject({
  id: z.number(),
  seller_id: z.number().nullable(),
  asker_id: z.number().nullable(),
  product_id: z.number(),
  product_name: z.string(),
  body: z.string(),
  status: z.enum(['visible', 'deleted', 'hidden']),
  answered_at: rowTimestamp.nullable(),
});
export type OwnedQuestion = z.infer<typeof ownedRow>;
export async function lockQuestion(tx: Executor, id: number): Promise<OwnedQuestion | undefined> {
  const [row] = await checkedRows(
    tx,
    ownedRow,
    sql`SELECT q.id, q.seller_id, q.asker_id, q.product_id, p.name AS product_name, q.body, q.status, q.answered_at
      FROM questions q JOIN catalog.products p ON p.id = q.product_id WHERE q.id = ${id} FOR UPDATE OF q`,
  );
  return row;
}

export async function answer(tx: Executor, id: number, body: string): Promise<QuestionRow> {
  const [row] = await checkedRows(
    tx,
    questionRow,
    sql`UPDATE questions q SET answer = ${body}, answered_at = now() WHERE q.id = ${id} RETURNING ${questionColumns}`,
  );
  if (!row) throw new Error('UPDATE … RETURNING answered no row');
  return row;
}

/** Takes a question out of view: 'deleted' by its seller, 'hidden' by an administrator. */
export async function remove(tx: Executor, id: number, status: 'deleted' | 'hidden'): Promise<void> {
  await tx.execute(
    sql`UPDATE questions SET status = ${status}, removed_at = now(), reported_at = NULL WHERE id = ${id}`,
  );
  await tx.execute(
    sql`UPDATE question_reports SET handled_at = now() WHERE question_id = ${id} AND handled_at IS NULL`,
  );
}

export async function block(ex: Executor, sellerId: number, userId: number): Promise<void> {
  await ex.execute(
    sql`INSERT INTO question_blocks (seller_id, blocked_id) VALUES (${sellerId}, ${userId}) ON CONFLICT DO NOTHING`,
  );
}

export function unblock(ex: Executor, sellerId: number, userId: number): Promise<number> {
  return affectedRows(
    ex,
    sql`DELETE FROM question_blocks WHERE seller_id = ${sellerId} AND blocked_id = ${userId}`,
  );
}

const blockRow = z.strictObject({ id: z.number(), user_name: z.string(), created_at: rowTimestamp });
export function blocksOf(ex: Executor, sellerId: number) {
  return checkedRows(
    ex,
    blockRow,
    sql`SELECT u.id, u.user_name, b.created_at FROM question_blocks b JOIN accounts.people u ON u.id = b.blocked_id
      WHERE b.seller_id = ${sellerId} ORDER BY b.created_at DESC LIMIT 500`,
  );
}

/**
 * A report of a question or its answer, once per person and part; the question waits in the
 * administrator's list from its first unhandled report.
 */
export async function report(tx: Executor, id: number, reporterId: number, part: 'question' | 'answer') {
  const added = await affectedRows(
    tx,
    sql`INSERT INTO question_reports (question_id, reporter_id, part) VALUES (${id}, ${reporterId}, ${part})
      ON CONFLICT DO NOTHING`,
  );
  if (added > 0)
    await tx.execute(sql`UPDATE questions SET reported_at = coalesce(reported_at, now()) WHERE id = ${id}`);
}

/** Every unhandled report answered: the question leaves the administrator's list. */
export async function dismissReports(tx: Executor, id: number): Promise<void> {
  await tx.execute(sql`UPDATE questions SET reported_at = NULL WHERE id = ${id}`);
  await tx.execute(
    sql`UPDATE question_reports SET handled_at = now() WHERE question_id = ${id} AND handled_at IS NULL`,
  );
}

export const reportedRow = receivedRow.extend({
  seller_id: z.number().nullable(),
  seller_user_name: z.string().nullable(),
  question_reports: z.number(),
  answer_reports: z.number(),
  reported_at: rowTimestamp,
});
export type ReportedRow = z.infer<typeof reportedRow>;
const reportedPageRow = z.strictObject({ total: z.number(), items: z.array(reportedRow) });

/** The administrator's list: questions with unhandled reports, oldest report first. */
export async function reportedPage(ex: Executor, limit: number, offset: number) {
  const [row] = await checkedRows(
    ex,
    reportedPageRow,
    sql`SELECT (SELECT count(*)::int FROM questions WHERE reported_at IS NOT NULL) AS total,
      coalesce((SELECT json_agg(page ORDER BY page.reported_at, page.id) FROM (
        SELECT ${receivedColumns}, q.seller_id, s.user_name AS seller_user_name, q.reported_at,
          (SELECT count(*)::int FROM question_reports r WHERE r.question_id = q.id AND r.part = 'question' AND r.handled_at IS NULL) AS question_reports,
          (SELECT count(*)::int FROM question_reports r WHERE r.question_id = q.id AND r.part = 'answer' AND r.handled_at IS NULL) AS answer_reports
        ${receivedJoins} LEFT JOIN accounts.people s ON s.id = q.seller_id
        WHERE q.reported_at IS NOT NULL
        ORDER BY q.reported_at, q.id LIMIT ${limit} OFFSET ${offset}) page), '[]'::json) AS items`,
  );
  return row ?? { total: 0, items: [] };
}
