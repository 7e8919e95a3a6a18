import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { loginViaApi, newUser, registerViaApi } from './accounts';
import type { ApiProduct } from './catalog';

/** A 48 × 36 PNG, enough for the upload pipeline (it re-encodes to WebP). */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAkCAIAAABAJy5dAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAUElEQVRYhe2WQQ0AQAzCJgeJSKysk8E9mkwAIdBxKV/dzRVEQehQzVBsGXP8RDCiQzVDsWXMIRQHGjpUMxRbhhxCMNbXEZ8rzo/up1n+HGgPJBx+iMAr5fgAAAAASUVORK5CYII=',
  'base64',
);

/**
 * Publishes a product for the signed-in seller through the selling API (POST /api/images, then
 * POST /api/product), so that a journey can follow one sale from both sides. The demo catalog
 * belongs to a seller account nobody can sign in to.
 */
export async function publishProductViaApi(
  request: APIRequestContext,
  token: string,
  fields: ProductFields,
): Promise<ApiProduct> {
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
  return (await created.json()) as ApiProduct;
}

interface ProductFields {
  name: string;
  price: number;
  discount: number;
  stock: number;
}

/**
 * A product of its own for a journey that buys or deactivates: a new seller publishes it under a
 * name nobody else uses (`fields.name` plus a random word). Journeys run two at a time on one database, and the demo catalog is read
 * by the others (stock, listing), so only products made this way may be changed.
 */
export async function productOfNewSeller(
  request: APIRequestContext,
  fields: ProductFields,
): Promise<ApiProduct> {
  const seller = newUser('vende');
  await registerViaApi(request, seller);
  const session = await loginViaApi(request, seller.userName, seller.password);
  const name = `${fields.name} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
  return publishProductViaApi(request, session.token, { ...fields, name });
}

/** In the open 'Enviar la orden' dialog: Correo Argentino, a valid tracking number, sent and confirmed. */
export async function shipInDialog(page: Page, orderNumber: string): Promise<void> {
  const ship = page.getByRole('dialog', { name: `Enviar la orden ${orderNumber}` });
  await ship.getByLabel('Correo').selectOption({ label: 'Correo Argentino' });
  await ship.getByLabel('Número de seguimiento').fill('CA123456789AR');
  await ship.getByRole('button', { name: 'Marcar en camino' }).click();
  await expect(page.getByText(`Orden ${orderNumber}: estado cambiado a 'en camino'`)).toBeVisible();
}
