import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ProductDetail, UploadedImage } from '@bazar/shared';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccountsApp, registerAndLogin } from '../../../test/auth.js';
import { createCategory, createGenre } from '../../../test/factories.js';
import type { TestApp } from '../../../test/helpers.js';
import { productForm } from '../../../test/selling-fixtures.js';
import { pngBytes, uploadImage } from '../../../test/uploads.js';

// A real S3-compatible server in this process, on a free port, addressed path-style.
const BUCKET = 'bazar-test';
let s3: S3rver;
let s3Dir: string;
let endpoint: string;
let t: TestApp;

beforeAll(async () => {
  s3Dir = mkdtempSync(path.join(os.tmpdir(), 'bazar-s3rver-'));
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await s3.run();
  endpoint = `http://127.0.0.1:${port}`;
  t = await buildAccountsApp({
    S3_ENDPOINT: endpoint,
    S3_BUCKET: BUCKET,
    S3_ACCESS_KEY: 'S3RVER',
    S3_SECRET_KEY: 'S3RVER',
  });
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
  rmSync(s3Dir, { recursive: true, force: true });
});

describe('S3 storage', () => {
  it('stores the WebP and its thumbnail in the bucket, usable in a product, and the cleanup deletes orphans', async () => {
    const { token } = await registerAndLogin(t.app);
    const response = await uploadImage(t.app, token, await pngBytes(900, 300));
    expect(response.statusCode).toBe(201);
    const image = response.json<UploadedImage>();
    expect(image.secure_url).toMatch(new RegExp(`^${endpoint}/${BUCKET}/u/[0-9a-f]{32}\\.webp$`));

    const object = await fetch(image.secure_url);
    expect(object.status).toBe(200);
    expect(object.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await object.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 900 });
    expect(
      (await sharp(Buffer.from(await (await fetch(image.thumb_url)).arrayBuffer())).metadata()).width,
    ).toBe(400);

    const category = await createCategory(t.db);
    const genre = await createGenre(t.db);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/product',
      headers: { 'auth-token': token },
      payload: productForm(category.id, genre.id, [image.secure_url]),
    });
    expect(created.statusCode).toBe(201);
    expect(created.json<ProductDetail>().thumbs).toEqual([image.thumb_url]);

    const orphan = (await uploadImage(t.app, token, await pngBytes(50, 50))).json<UploadedImage>();
    expect((await fetch(orphan.secure_url)).status).toBe(200);
    await t.app.removeOrphanUploads(new Date(Date.now() + 25 * 3_600_000));
    expect((await fetch(orphan.secure_url)).status).toBe(404);
    expect((await fetch(orphan.thumb_url)).status).toBe(404);
    expect((await fetch(image.secure_url)).status).toBe(200);
  });

  it('lets the page load images from the bucket’s origin (CSP img-src)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/categories' });
    expect(response.headers['content-security-policy']).toContain(`img-src 'self' data: blob: ${endpoint}`);
  });
});
