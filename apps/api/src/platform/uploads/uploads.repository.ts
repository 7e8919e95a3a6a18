import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { uploads } from '../../db/schema.js';

export type UploadRow = typeof uploads.$inferSelect;

export async function insertUpload(
  db: Executor,
  values: { userId: number; url: string; thumbUrl: string; storageKey: string },
): Promise<UploadRow> {
  const [row] = await db.insert(uploads).values(values).returning();
  if (!row) throw new Error('upload not recorded');
  return row;
}

const shownByNoProduct = sql`not exists (select 1 from product_images i where i.url = ${uploads.url})`;

/**
 * Unattached uploads older than the cutoff that no product shows, oldest first (indexed by
 * uploads_unattached_idx and product_images_url_idx).
 */
export function findOrphans(db: Executor, olderThan: Date, limit: number): Promise<UploadRow[]> {
  return db
    .select()
    .from(uploads)
    .where(and(eq(uploads.attached, false), lt(uploads.createdAt, olderThan), shownByNoProduct))
    .orderBy(uploads.createdAt)
    .limit(limit);
}

/** Uploads the cleanup would delete now, counted up to `cap` (the job's backlog metric). */
export async function countOrphans(db: Executor, olderThan: Date, cap: number): Promise<number> {
  return (await findOrphans(db, olderThan, cap)).length;
}

/**
 * Deletes the row only while still unattached and shown by no product, so a product saved
 * meanwhile keeps its image.
 */
export async function deleteIfOrphan(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .delete(uploads)
    .where(and(eq(uploads.id, id), sql`not ${uploads.attached}`, shownByNoProduct))
    .returning({ id: uploads.id });
  return rows.length > 0;
}

/** An upload as a product shows it. */
export interface UploadedImage {
  url: string;
  thumbUrl: string;
}

/**
 * Marks as attached the uploads among `urls` that this user may use (their own; any for an
 * administrator) and answers them, in the caller's transaction. The UPDATE locks the rows, so the
 * orphan cleanup (which deletes only unattached rows) cannot remove one between this check and
 * the product write.
 */
export function claimUploads(
  ex: Executor,
  urls: string[],
  userId: number,
  anyOwner: boolean,
): Promise<UploadedImage[]> {
  if (urls.length === 0) return Promise.resolve([]);
  return ex
    .update(uploads)
    .set({ attached: true })
    .where(and(inArray(uploads.url, urls), anyOwner ? undefined : eq(uploads.userId, userId)))
    .returning({ url: uploads.url, thumbUrl: uploads.thumbUrl });
}

/**
 * Gives back to the orphan cleanup the uploads among `urls` that no product shows any more (an
 * edit took them off), so their files go once UPLOAD_ORPHAN_HOURS have passed since the upload.
 */
export async function releaseUploads(ex: Executor, urls: string[]): Promise<void> {
  if (urls.length === 0) return;
  await ex
    .update(uploads)
    .set({ attached: false })
    .where(and(inArray(uploads.url, urls), shownByNoProduct));
}
