import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/**
 * Public catalog reads: the same answer for every visitor, asked for far more often than it
 * changes. Browsers and caches in front may keep one a few seconds and then serve it once more
 * while they revalidate in the background; revalidation costs a 304 with no body when the
 * answer has not changed. The web app revalidates at once after its own writes (api-client).
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=5, stale-while-revalidate=30';

const PUBLIC_GET_ROUTES = new Set([
  '/api/products',
  '/api/products/:id',
  '/api/products/:id/reviews',
  '/api/filterCategory',
  '/api/categories',
  '/api/genres',
  '/api/sellers/:userName',
  '/api/sellers/:userName/products',
  '/api/sellers/:userName/reviews',
]);

/**
 * Gives the public GET routes above an ETag (over the uncompressed body) and a short
 * Cache-Control, and answers 304 when the client already holds that body. Registered before
 * compression so it sees the body before it is compressed.
 */
export function registerPublicCache(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
    if (!PUBLIC_GET_ROUTES.has(request.routeOptions.url ?? '') || reply.statusCode !== 200) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const etag =
      typeof payload === 'string' && payload.length <= REMEMBERED_BODY_MAX
        ? rememberedEtag(payload)
        : bodyEtag(payload);
    reply.header('ETag', etag).header('Cache-Control', PUBLIC_CACHE_CONTROL);
    if (etagMatches(request.headers['if-none-match'], etag)) {
      reply.code(304).removeHeader('content-type').removeHeader('content-length');
      return '';
    }
    return payload;
  });
}

const recentEtags = new Map<string, string>();
const RECENT_ETAGS = 256;
/** Bounds what the remembered tags keep alive: 256 bodies of at most 16 kB. */
const REMEMBERED_BODY_MAX = 16_384;

/**
 * A cached catalog read is sent as the very same string again and again (serialize-once): its
 * tag is remembered rather than hashed on every request. Looking a string up costs far less
 * than hashing it (the engine keeps a string's hash with it); the oldest of 256 tags goes first.
 */
function rememberedEtag(body: string): string {
  let etag = recentEtags.get(body);
  if (etag === undefined) {
    etag = bodyEtag(body);
    if (recentEtags.size >= RECENT_ETAGS) recentEtags.delete(recentEtags.keys().next().value as string);
    recentEtags.set(body, etag);
  }
  return etag;
}

/** A weak validator: the same bytes, before any content encoding, give the same tag. */
export function bodyEtag(body: string | Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;
}

/** If-None-Match compares weakly: W/"x" and "x" name the same body; * matches any. */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = etag.replace(/^W\//, '');
  return header
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === '*' || tag.replace(/^W\//, '') === opaque);
}
