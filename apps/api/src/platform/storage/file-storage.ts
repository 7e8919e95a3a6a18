/** Where uploaded files live: the local disk or an S3-compatible bucket (storage.ts picks one). */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  /** Stores the bytes under `key` and answers the public URL. */
  put(key: string, body: Buffer, contentType: string): Promise<string>;
  /** The public URL of a key (what put answers). */
  urlOf(key: string): string;
  /** Removes the object; a missing one is not an error (cleanup may run twice). */
  remove(key: string): Promise<void>;
  /** Throws when nothing could be stored now (readiness): unwritable, full, or unreachable. */
  check(): Promise<void>;
}
