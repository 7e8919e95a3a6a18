import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { MSG } from '@bazar/shared';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const API_PREFIXES = ['/api/', '/api?', '/notifications', '/uploads/'];

/**
 * Serves uploaded files under /uploads and the built web app for every other non-API path, so
 * deep links like /product/12 load the SPA, which shows its own not-found page.
 */
export async function registerStaticFiles(
  app: FastifyInstance,
  options: { uploadsDir: string; webDist: string },
) {
  mkdirSync(options.uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: options.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    maxAge: '30d',
    immutable: true,
    setHeaders: (reply) => reply.header('X-Content-Type-Options', 'nosniff'),
  });

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
