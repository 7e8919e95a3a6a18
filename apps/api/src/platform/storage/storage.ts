import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { FileStorage } from './file-storage.js';
import { localStorage } from './local-storage.js';
import { s3Storage } from './s3-storage.js';

/** Where uploaded files live. Keys are ours (random, no user input); URLs are what browsers load. */
export type { FileStorage } from './file-storage.js';

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
}

/** S3-compatible storage when S3_BUCKET is set, else DATA_DIR/uploads served at /uploads/. */
export function createStorage(env: FastifyInstance['env']): FileStorage {
  if (env.S3_BUCKET) {
    if (!env.S3_ENDPOINT || !env.S3_ACCESS_KEY || !env.S3_SECRET_KEY) {
      throw new Error('Invalid configuration: S3_BUCKET needs S3_ENDPOINT, S3_ACCESS_KEY and S3_SECRET_KEY');
    }
    return s3Storage({
      endpoint: env.S3_ENDPOINT,
      bucket: env.S3_BUCKET,
      accessKeyId: env.S3_ACCESS_KEY,
      secretAccessKey: env.S3_SECRET_KEY,
      region: env.S3_REGION,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
      publicUrl: env.S3_PUBLIC_URL,
    });
  }
  return localStorage(path.join(env.dataDir, 'uploads'), '/uploads/');
}

export function registerStorage(app: FastifyInstance, storage: FileStorage = createStorage(app.env)): void {
  app.decorate('storage', storage);
}
