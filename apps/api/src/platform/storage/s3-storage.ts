import { DeleteObjectCommand, HeadBucketCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { FileStorage } from './file-storage.js';

export interface S3Options {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  forcePathStyle: boolean;
  /** Base URL browsers load objects from; default endpoint/bucket (path style). */
  publicUrl?: string | undefined;
}

/** Any S3-compatible object storage (AWS, MinIO, R2, …). Objects are immutable, so cached for a year. */
export function s3Storage(options: S3Options): FileStorage {
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    // Checksums only where S3 demands them: several S3-compatible servers refuse the newer headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
  });
  const base = (options.publicUrl ?? `${options.endpoint.replace(/\/+$/, '')}/${options.bucket}`).replace(
    /\/+$/,
    '',
  );
  return {
    kind: 's3',
    urlOf: (key) => `${base}/${key}`,
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
      return `${base}/${key}`;
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: key }));
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket: options.bucket }), {
        abortSignal: AbortSignal.timeout(2000),
      });
    },
  };
}
