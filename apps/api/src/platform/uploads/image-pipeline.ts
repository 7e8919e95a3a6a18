import { SELLING_MSG } from '@bazar/shared';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError } from '../errors/app-error.js';

/** Formats accepted, by what the bytes say (never the file name or the declared type). */
const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);
export const FULL_MAX_PX = 1600;
export const THUMB_PX = 400;
/** A decompression bomb (a tiny file declaring a huge canvas) is refused before it is decoded. */
const MAX_INPUT_PIXELS = 50_000_000;

export interface ProcessedImage {
  full: Buffer;
  thumb: Buffer;
}

/**
 * Checks the real type, then decodes and re-encodes to WebP: whatever the original carried
 * (EXIF, GPS, ICC tricks, trailing payloads, scripts in comments) does not survive, because only
 * the decoded pixels are written out. The EXIF orientation is applied first, then dropped.
 */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ACCEPTED.has(type.mime)) throw new AppError(415, SELLING_MSG.unsupportedType);
  try {
    const source = sharp(bytes, { failOn: 'warning', limitInputPixels: MAX_INPUT_PIXELS }).rotate();
    const [full, thumb] = await Promise.all([
      source
        .clone()
        .resize({ width: FULL_MAX_PX, height: FULL_MAX_PX, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer(),
      source
        .clone()
        .resize({ width: THUMB_PX, height: THUMB_PX, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 75 })
        .toBuffer(),
    ]);
    return { full, thumb };
  } catch {
    // Truncated or corrupt data that starts like an image.
    throw new AppError(422, SELLING_MSG.brokenImage);
  }
}
