import { ACCOUNT_MSG, SELLING_MSG, type UploadedImage } from '@bazar/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccountsApp, registerAndLogin } from '../../../test/auth.js';
import type { TestApp } from '../../../test/helpers.js';
import { jpegWithGps, pngBytes, uploadImage } from '../../../test/uploads.js';
import { uploads } from '../../db/schema.js';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await buildAccountsApp();
  ({ token } = await registerAndLogin(t.app));
});
afterAll(() => t?.close());

const fetchFile = (url: string) => t.app.inject({ method: 'GET', url });

describe('POST /api/images', () => {
  it('re-encodes a PNG to WebP with a 400 px thumbnail, under random names, and records it', async () => {
    const response = await uploadImage(t.app, token, await pngBytes(2000, 1000));
    expect(response.statusCode).toBe(201);
    const { secure_url, thumb_url } = response.json<UploadedImage>();
    expect(secure_url).toMatch(/^\/uploads\/u\/[0-9a-f]{32}\.webp$/);
    expect(thumb_url).toBe(secure_url.replace('.webp', '-thumb.webp'));

    const full = await fetchFile(secure_url);
    expect(full.statusCode).toBe(200);
    expect(full.headers['x-content-type-options']).toBe('nosniff');
    expect(full.headers['cache-control']).toContain('immutable');
    const fullMeta = await sharp(full.rawPayload).metadata();
    expect(fullMeta).toMatchObject({ format: 'webp', width: 1600, height: 800 });
    const thumbMeta = await sharp((await fetchFile(thumb_url)).rawPayload).metadata();
    expect(thumbMeta).toMatchObject({ format: 'webp', width: 400, height: 200 });

    const [row] = await t.db.select().from(uploads).where(eq(uploads.url, secure_url));
    expect(row).toMatchObject({ thumbUrl: thumb_url, attached: false });
  });

  it('strips EXIF and GPS from a phone JPEG', async () => {
    const original = await jpegWithGps();
    const originalExif = (await sharp(original).metadata()).exif;
    expect(originalExif?.toString('latin1')).toContain('Bazarphone');
    const response = await uploadImage(t.app, token, original, 'foto.jpg', 'image/jpeg');
    expect(response.statusCode).toBe(201);
    const stored = (await fetchFile(response.json<UploadedImage>().secure_url)).rawPayload;
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(stored.toString('latin1')).not.toContain('Bazarphone');
  });

  it.each([
    ['WebP', 'webp'],
    ['GIF', 'gif'],
    ['AVIF', 'avif'],
    ['JPEG', 'jpeg'],
  ] as const)('accepts a %s and stores it as WebP', async (_name, format) => {
    const bytes = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#336699' } })
      .toFormat(format)
      .toBuffer();
    // The declared type is a lie on purpose: only the bytes count.
    const response = await uploadImage(t.app, token, bytes, 'foto.bin', 'application/octet-stream');
    expect(response.statusCode).toBe(201);
    const stored = await fetchFile(response.json<UploadedImage>().secure_url);
    expect(await sharp(stored.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 64,
      height: 48,
    });
  });

  it('refuses a file over 5 MB with 413', async () => {
    const big = Buffer.concat([await pngBytes(10, 10), Buffer.alloc(6 * 1024 * 1024, 1)]);
    const response = await uploadImage(t.app, token, big);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ msg: SELLING_MSG.fileTooLarge });
  });

  it.each([
    [
      'an SVG with a script',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'logo.svg',
      'image/svg+xml',
    ],
    [
      'an HTML file named .png',
      Buffer.from('<!doctype html><script>alert(1)</script>'),
      'foto.png',
      'image/png',
    ],
    [
      'a text file named .jpg',
      Buffer.from('hola, esto no es una imagen\n'.repeat(20)),
      'foto.jpg',
      'image/jpeg',
    ],
    ['a PDF', Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n'), 'foto.png', 'image/png'],
  ])('refuses %s with 415 and stores nothing', async (_name, bytes, filename, type) => {
    const before = (await t.db.select().from(uploads)).length;
    const response = await uploadImage(t.app, token, bytes, filename, type);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ msg: SELLING_MSG.unsupportedType });
    expect((await t.db.select().from(uploads)).length).toBe(before);
  });

  it('refuses a truncated image with a Spanish message, not a 500', async () => {
    const png = await pngBytes(600, 600);
    const response = await uploadImage(t.app, token, png.subarray(0, Math.floor(png.length / 2)));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ msg: SELLING_MSG.brokenImage });
  });

  it('needs the file part', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/images',
      headers: { 'auth-token': token, 'content-type': 'application/json' },
      payload: { secure_url: 'x' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ msg: SELLING_MSG.fileMissing });
  });

  it('answers 401 to a visitor', async () => {
    const response = await uploadImage(t.app, undefined, await pngBytes(10, 10));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ msg: ACCOUNT_MSG.loginRequired });
  });
});

describe('orphan upload cleanup', () => {
  it('removes uploads never attached after the age limit, files included, and keeps attached ones', async () => {
    const orphan = (await uploadImage(t.app, token, await pngBytes(20, 20))).json<UploadedImage>();
    const kept = (await uploadImage(t.app, token, await pngBytes(20, 20))).json<UploadedImage>();
    await t.db.update(uploads).set({ attached: true }).where(eq(uploads.url, kept.secure_url));

    // Younger than a day: nothing happens.
    await t.app.removeOrphanUploads();
    expect((await fetchFile(orphan.secure_url)).statusCode).toBe(200);

    const tomorrow = new Date(Date.now() + 24 * 3_600_000 + 60_000);
    expect(await t.app.removeOrphanUploads(tomorrow)).toBeGreaterThanOrEqual(1);
    expect((await fetchFile(orphan.secure_url)).statusCode).toBe(404);
    expect((await fetchFile(orphan.thumb_url)).statusCode).toBe(404);
    expect(await t.db.select().from(uploads).where(eq(uploads.url, orphan.secure_url))).toEqual([]);
    expect((await fetchFile(kept.secure_url)).statusCode).toBe(200);
    expect(await t.db.select().from(uploads).where(eq(uploads.url, kept.secure_url))).toHaveLength(1);
  });
});

describe('per-user upload limit', () => {
  it('answers 429 past UPLOAD_RATE_PER_USER, counting each user apart', async () => {
    const limited = await buildAccountsApp({ UPLOAD_RATE_PER_USER: '2' });
    try {
      const a = await registerAndLogin(limited.app);
      const b = await registerAndLogin(limited.app);
      const png = await pngBytes(10, 10);
      expect((await uploadImage(limited.app, a.token, png)).statusCode).toBe(201);
      expect((await uploadImage(limited.app, a.token, png)).statusCode).toBe(201);
      const third = await uploadImage(limited.app, a.token, png);
      expect(third.statusCode).toBe(429);
      expect(third.json().msg).toBeTruthy();
      expect((await uploadImage(limited.app, b.token, png)).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});
