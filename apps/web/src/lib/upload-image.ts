import type { UploadedImage } from '@bazar/shared';
import { uploadFile } from './upload-file';

/**
 * POST /api/images with the old image host's fields: `file` and an ignored `upload_preset`. The
 * product form's pictures and a claim's photos go up the same way.
 */
export function uploadImage(file: File, onProgress: (percent: number) => void): Promise<UploadedImage> {
  const form = new FormData();
  form.append('upload_preset', 'bazar');
  form.append('file', file);
  return uploadFile<UploadedImage>('/api/images', form, onProgress);
}
