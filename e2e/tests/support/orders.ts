import { type APIRequestContext, expect } from '@playwright/test';

/** A 48 × 36 PNG, enough for the upload pipeline (it re-encodes to WebP). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAkCAIAAABAJy5dAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAUElEQVRYhe2WQQ0AQAzCJgeJSKysk8E9mkwAIdBxKV/dzRVEQehQzVBsGXP8RDCiQzVDsWXMIRQHGjpUMxRbhhxCMNbXEZ8rzo/up1n+HGgPJBx+iMAr5fgAAAAASUVORK5CYII=',
  'base64',
);

export interface PublishedProduct {
  id: number;
  name: string;
  priceCents: number;
  discount: number;
}

/**
 * Publishes a product for the signed-in seller through the selling API (POST /api/images, then
 * POST /api/product), so that a journey can follow one sale from both sides. The demo catalog
 * belongs to a seller account nobody can sign in to.
 */
export async function publishProductViaApi(
  request: APIRequestContext,
  token: string,
  fields: { name: string; price: number; discount: number; stock: number },
): Promise<PublishedProduct> {
  const headers = { 'auth-token': token };
  const upload = await request.post('/api/images', {
    headers,
    multipart: {
      upload_preset: 'bazar',
      file: { name: 'foto.png', mimeType: 'image/png', buffer: PNG },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const { secure_url } = (await upload.json()) as { secure_url: string };
  const [category] = (await (await request.get('/api/categories')).json()) as { id: number }[];
  const [genre] = (await (await request.get('/api/genres')).json()) as { id: number }[];
  if (!category || !genre) throw new Error('the demo catalog should have categories and audiences');
  const created = await request.post('/api/product', {
    headers,
    data: {
      name: fields.name,
      description: `${fields.name}: producto publicado por el recorrido de facturas`,
      price: String(fields.price),
      brand: 'Bazar',
      color: 'Azul',
      warranty: '12',
      discount: String(fields.discount),
      stock: String(fields.stock),
      categoryId: String(category.id),
      genreId: String(genre.id),
      image: [secure_url],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as PublishedProduct;
}
