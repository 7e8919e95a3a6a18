import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

/** A multipart body as a browser sends it: `upload_preset` then `file`. */
export function multipartBody(bytes: Buffer, filename: string, contentType: string) {
  const boundary = `----bazar${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="upload_preset"\r\n\r\nbazar\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export function uploadImage(
  app: FastifyInstance,
  token: string | undefined,
  bytes: Buffer,
  filename = 'foto.png',
  contentType = 'image/png',
) {
  const { payload, headers } = multipartBody(bytes, filename, contentType);
  return app.inject({
    method: 'POST',
    url: '/api/images',
    payload,
    headers: { ...headers, ...(token ? { 'auth-token': token } : {}) },
  });
}

export function pngBytes(width = 800, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .png()
    .toBuffer();
}

/** A JPEG carrying camera EXIF with a GPS position, as a phone photo does. */
export function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 2400, height: 1200, channels: 3, background: { r: 10, g: 120, b: 200 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Bazarphone', Model: 'Secreto 1' },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '34/1 36/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '58/1 22/1 0/1',
      },
    })
    .toBuffer();
}
