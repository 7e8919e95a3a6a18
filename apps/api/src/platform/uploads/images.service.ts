import { randomBytes } from 'node:crypto';
import type { UploadedImage } from '@bazar/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client.js';
import type { FileStorage } from '../storage/storage.js';
import { processImage } from './image-pipeline.js';
import * as repo from './uploads.repository.js';

const CLEANUP_BATCH = 200;

export function createImagesService(db: Executor, storage: FileStorage, log: FastifyBaseLogger) {
  return {
    /** Re-encodes the image, stores it and its thumbnail under a random name, and records both URLs. */
    async upload(userId: number, bytes: Buffer): Promise<UploadedImage> {
      const { full, thumb } = await processImage(bytes);
      // 128 random bits: names cannot be guessed or enumerated, and never come from the client.
      const key = `u/${randomBytes(16).toString('hex')}`;
      const files = [`${key}.webp`, `${key}-thumb.webp`] as const;
      // Both writes finish (or fail) before anything is judged, so a cleanup never races a write.
      const [fullWrite, thumbWrite] = await Promise.allSettled([
        storage.put(files[0], full, 'image/webp'),
        storage.put(files[1], thumb, 'image/webp'),
      ]);
      try {
        if (fullWrite.status === 'rejected') throw fullWrite.reason;
        if (thumbWrite.status === 'rejected') throw thumbWrite.reason;
        await repo.insertUpload(db, {
          userId,
          url: fullWrite.value,
          thumbUrl: thumbWrite.value,
          storageKey: key,
        });
        return { secure_url: fullWrite.value, thumb_url: thumbWrite.value };
      } catch (error) {
        // A file without its row could never be found by the orphan cleanup: nothing stays behind.
        await Promise.allSettled(files.map((file) => storage.remove(file)));
        throw error;
      }
    },

    /**
     * Removes uploads no product shows once older than `maxAgeMs`: abandoned forms, and images an
     * edit took off a product.
     * The row goes first, and only while still unattached, so a product saved at the same moment
     * never loses its image. Answers how many were removed.
     */
    countOrphans: (maxAgeMs: number) => repo.countOrphans(db, new Date(Date.now() - maxAgeMs), 1000),

    async removeOrphans(maxAgeMs: number, now = new Date()): Promise<number> {
      const cutoff = new Date(now.getTime() - maxAgeMs);
      let removed = 0;
      for (;;) {
        const orphans = await repo.findOrphans(db, cutoff, CLEANUP_BATCH);
        for (const orphan of orphans) {
          if (!(await repo.deleteIfOrphan(db, orphan.id))) continue;
          try {
            await storage.remove(`${orphan.storageKey}.webp`);
            await storage.remove(`${orphan.storageKey}-thumb.webp`);
          } catch (error) {
            log.warn({ err: error, key: orphan.storageKey }, 'orphan upload file not removed');
          }
          removed += 1;
        }
        if (orphans.length < CLEANUP_BATCH) return removed;
      }
    },
  };
}

export type ImagesService = ReturnType<typeof createImagesService>;
