import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Every text answer (HTML, JSON, XML, SVG, and any asset without a precompressed twin) goes out
 * compressed: brotli when the client takes it, gzip otherwise. Quality 4 compresses a JSON page
 * in well under a millisecond and within a few percent of the best ratio; the web build's
 * assets are compressed once at build time at the highest level instead (.br/.gz files).
 * Registered before the routes: it hooks each route as it is added.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 4,
      },
    },
  });
}
