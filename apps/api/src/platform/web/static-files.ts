import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { MSG } from '@bazar/shared';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { FileStorage } from '../storage/storage.js';

const API_PREFIXES = ['/api/', '/api?', '/notifications', '/uploads/'];

/**
 * Serves uploaded files under /uploads and the built web app for every other non-API path, so
 * deep links like /product/12 load the SPA, which shows its own not-found page.
 */
export async function registerStaticFiles(
  app: FastifyInstance,
  options: { uploadsDir: string; webDist: string; storage: FileStorage },
) {
  if (options.storage.kind === 's3') redirectUploadsToBucket(app, options.storage);
  else await serveUploads(app, options.uploadsDir);

  const hasWeb = existsSync(path.join(options.webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: options.webDist,
      prefix: '/',
      index: ['index.html'],
      setHeaders: (reply, filePath) => {
        // Vite fingerprints everything under assets/; the HTML must always be revalidated.
        reply.header(
          'Cache-Control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  } else {
    app.log.warn(`No web build at ${options.webDist}: run "npm run build" to serve the shop`);
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || API_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    if (hasWeb && !isApi && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply
        .header('Cache-Control', 'no-cache')
        .type('text/html')
        .sendFile('index.html', options.webDist);
    }
    return reply.status(404).send({ msg: MSG.routeNotFound });
  });
}

async function serveUploads(app: FastifyInstance, uploadsDir: string) {
  mkdirSync(uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    maxAge: '30d',
    immutable: true,
    setHeaders: (reply) => reply.header('X-Content-Type-Options', 'nosniff'),
  });
}

const UPLOAD_KEY = /^[a-z0-9][a-z0-9/_-]*\.webp$/;

/**
 * With object storage no instance keeps files: /uploads/<key> (the banners' fixed addresses, a
 * link saved before the move to S3) answers with the object's address in the bucket.
 */
function redirectUploadsToBucket(app: FastifyInstance, storage: FileStorage) {
  app.get('/uploads/*', { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    if (!UPLOAD_KEY.test(key) || key.includes('..')) return reply.code(404).send({ msg: MSG.routeNotFound });
    return reply.header('Cache-Control', 'public, max-age=86400').redirect(storage.urlOf(key), 301);
  });
}
