import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Env } from '../../config/env.js';
import { contentSecurityPolicy } from './content-security-policy.js';

/**
 * Helmet's headers for this configuration, worked out once. They depend only on the
 * configuration, never on the request, and building them per request (as @fastify/helmet does,
 * CSP directives parsed on every call) cost more than answering a cached catalog read.
 */
export function securityHeaders(env: Env): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name];
    },
  } as unknown as ServerResponse;
  helmet({
    contentSecurityPolicy: { directives: contentSecurityPolicy(env) },
    crossOriginEmbedderPolicy: false,
  })({} as never, response, () => {});
  return headers;
}

export function registerSecurityHeaders(app: FastifyInstance, env: Env): void {
  const headers = securityHeaders(env);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
