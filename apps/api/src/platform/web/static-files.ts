import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { MSG, matchWebRoute } from '@bazar/shared';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FileStorage } from '../storage/storage.js';
import { type ShellSettings, WebShell } from './web-shell.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The built web app's page, or undefined when there is no web build to serve. */
    webShell: WebShell | undefined;
  }
}

const API_PREFIXES = ['/api/', '/api?', '/notifications', '/uploads/'];

/** Vite fingerprints everything under assets/: a new build gets new names, so it never changes. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves uploaded files under /uploads and the built web app: assets as files (with the .br/.gz
 * twins the build wrote beside them), every page as the web shell. A path that is none of the
 * app's pages (the route table in @bazar/shared) answers 404 with the app's not-found page.
 */
export async function registerStaticFiles(
  app: FastifyInstance,
  options: { uploadsDir: string; webDist: string; storage: FileStorage; settings: ShellSettings },
) {
  if (options.storage.kind === 's3') redirectUploadsToBucket(app, options.storage);
  else await serveUploads(app, options.uploadsDir);

  const shell = existsSync(path.join(options.webDist, 'index.html'))
    ? WebShell.load(options.webDist, options.settings)
    : undefined;
  app.decorate('webShell', shell);
  if (shell) {
    await app.register(fastifyStatic, {
      root: options.webDist,
      prefix: '/',
      index: false,
      preCompressed: true,
      // The build manifest is for the server (web-shell), not for browsers.
      allowedPath: (pathName) => !pathName.startsWith('/.vite/'),
      setHeaders: (reply, filePath) => {
        reply.header(
          'Cache-Control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE : 'no-cache',
        );
      },
    });
    app.get('/', { schema: { hide: true } }, (request, reply) => shell.send(request, reply, { home: true }));
  } else {
    app.log.warn(`No web build at ${options.webDist}: run "npm run build" to serve the shop`);
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = pathname === '/api' || API_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    if (shell && !isApi && (request.method === 'GET' || request.method === 'HEAD')) {
      const route = matchWebRoute(pathname);
      const known = route !== undefined && route.name !== 'notFound';
      return shell.send(request, reply, { status: known ? 200 : 404 });
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

/** The uploads and the built web app, as the named plugin `web` (the pages' own routes depend on its shell). */
export const webPlugin = fp(
  async (app: FastifyInstance, options: { uploadsDir: string; webDist: string; settings: ShellSettings }) =>
    registerStaticFiles(app, { ...options, storage: app.storage }),
  { name: 'web', dependencies: ['storage'] },
);
