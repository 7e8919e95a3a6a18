import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { uploads } from '../../db/schema.js';

export type UploadRow = typeof uploads.$inferSelect;

export async function insertUpload(
  db: Db,
  values: { userId: number; url: string; thumbUrl: string; storageKey: string },
): Promise<UploadRow> {
  const [row] = await db.insert(uploads).values(values).returning();
  if (!row) throw new Error('upload not recorded');
  return row;
}

/** The uploads among these URLs (any user's: the caller checks ownership). */
export function findByUrls(ex: Executor, urls: string[]): Promise<UploadRow[]> {
  if (urls.length === 0) return Promise.resolve([]);
  return ex.select().from(uploads).where(inArray(uploads.url, urls));
}

export async function markAttached(ex: Executor, urls: string[]): Promise<void> {
  if (urls.length === 0) return;
  await ex.update(uploads).set({ attached: true }).where(inArray(uploads.url, urls));
}

const shownByNoProduct = sql`not exists (select 1 from product_images i where i.url = ${uploads.url})`;

/**
 * Unattached uploads older than the cutoff that no product shows, oldest first (indexed by
 * uploads_unattached_idx and product_images_url_idx).
 */
export function findOrphans(db: Db, olderThan: Date, limit: number): Promise<UploadRow[]> {
  return db
    .select()
    .from(uploads)
    .where(and(eq(uploads.attached, false), lt(uploads.createdAt, olderThan), shownByNoProduct))
    .orderBy(uploads.createdAt)
    .limit(limit);
}

/** Uploads the cleanup would delete now, counted up to `cap` (the job's backlog metric). */
export async function countOrphans(db: Db, olderThan: Date, cap: number): Promise<number> {
  return (await findOrphans(db, olderThan, cap)).length;
}

/**
 * Deletes the row only while still unattached and shown by no product, so a product saved
 * meanwhile keeps its image.
 */
export async function deleteIfOrphan(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .delete(uploads)
    .where(and(eq(uploads.id, id), sql`not ${uploads.attached}`, shownByNoProduct))
    .returning({ id: uploads.id });
  return rows.length > 0;
}
