import type { UploadedImage } from '@bazar/shared';
import type { FastifyInstance } from 'fastify';
import { pngBytes, uploadImage } from './uploads.js';

/** Uploads a small PNG as this user and answers the URLs storage issued. */
export async function uploaded(app: FastifyInstance, token: string): Promise<UploadedImage> {
  const response = await uploadImage(app, token, await pngBytes(40, 30));
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.body}`);
  return response.json<UploadedImage>();
}

/** A valid product form as the web app sends it (text from the inputs). */
export function productForm(categoryId: number, genreId: number, image: string[], overrides = {}) {
  return {
    name: 'Lámpara de mesa',
    description: 'Lámpara de escritorio con brazo articulado',
    price: '120',
    brand: 'Luz',
    color: 'Negro',
    warranty: '12',
    discount: '10',
    stock: '5',
    categoryId: String(categoryId),
    genreId: String(genreId),
    image,
    ...overrides,
  };
}
