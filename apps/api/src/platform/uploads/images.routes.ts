import {
  badRequestSchema,
  IMAGE_MAX_BYTES,
  messageErrorSchema,
  SELLING_MSG,
  uploadedImageSchema,
} from '@bazar/shared';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, forSignedIn } from '../auth/auth-plugin.js';
import { AppError } from '../errors/app-error.js';
import { createImagesService, type ImagesService } from './images.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Removes uploads never attached to a product (the periodic job calls it; tests call it directly). */
    removeOrphanUploads(now?: Date): Promise<number>;
  }
}

const HOUR_MS = 3_600_000;
const CLEANUP_EVERY_MS = HOUR_MS;

/**
 * POST /api/images (the image host the old shop used, now ours) and the orphan cleanup job.
 * A plain function, not a plugin, so `removeOrphanUploads` is decorated on the root instance.
 */
export async function registerImages(app: FastifyInstance): Promise<void> {
  const images: ImagesService = createImagesService(app.db, app.storage, app.log);
  const maxAgeMs = app.env.UPLOAD_ORPHAN_HOURS * HOUR_MS;
  app.decorate('removeOrphanUploads', (now?: Date) => images.removeOrphans(maxAgeMs, now));

  app.jobs.every({
    name: 'orphan-uploads',
    everyMs: CLEANUP_EVERY_MS,
    run: () => images.removeOrphans(maxAgeMs),
    backlog: () => images.countOrphans(maxAgeMs),
  });

  await app.register(imagesRoutes, { images });
}

const imagesRoutes: FastifyPluginAsyncZod<{ images: ImagesService }> = async (scope, { images }) => {
  // Multipart only here: one file part, at most 5 MB, no other file fields.
  await scope.register(multipart, {
    limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
  });

  await scope.register(
    forSignedIn(async (scope) => {
      scope.post(
        '/api/images',
        {
          preHandler: scope.userLimit('uploads', scope.env.UPLOAD_RATE_PER_USER, '1 hour'),
          bodyLimit: IMAGE_MAX_BYTES + 64 * 1024,
          schema: {
            tags: ['images'],
            summary: 'Upload a product image (multipart `file`; `upload_preset` is accepted and ignored)',
            consumes: ['multipart/form-data'],
            security: [{ authToken: [] }],
            response: {
              201: uploadedImageSchema,
              400: badRequestSchema,
              401: messageErrorSchema,
              413: messageErrorSchema,
              415: messageErrorSchema,
              422: messageErrorSchema,
              429: messageErrorSchema,
            },
          },
        },
        async (request, reply) => {
          if (!request.isMultipart()) throw new AppError(415, SELLING_MSG.fileMissing);
          const bytes = await readFilePart(request);
          reply.status(201);
          return images.upload(currentUser(request).id, bytes);
        },
      );
    }),
  );
};

/** The bytes of the `file` part; other fields (upload_preset) are read and ignored. */
async function readFilePart(request: FastifyRequest): Promise<Buffer> {
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname === 'file' && !bytes) bytes = await part.toBuffer();
        else await part.toBuffer();
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, SELLING_MSG.fileTooLarge);
    if (code?.startsWith('FST_')) throw AppError.badRequest(SELLING_MSG.fileMissing, 'file');
    throw error;
  }
  if (!bytes || bytes.length === 0) throw AppError.badRequest(SELLING_MSG.fileMissing, 'file');
  return bytes;
}
