import net from 'node:net';
import { MSG } from '@bazar/shared';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

export interface Lifecycle {
  /** True once shutdown began: readiness fails and every response closes its connection. */
  readonly draining: boolean;
  startDraining(): void;
}

/** Seconds a shed request is told to wait (Retry-After). */
export const OVERLOAD_RETRY_AFTER_SECONDS = 5;

/**
 * Shutdown and overload, the two moments the server must turn requests away politely.
 * Draining: new connections are refused (the load balancer or client goes elsewhere), and each
 * response on an open one carries `Connection: close`, so keep-alive clients move on after their
 * answer instead of racing the socket's closing; whatever stays idle is closed afterwards. Overload: while the event loop lags
 * more than MAX_EVENT_LOOP_DELAY_MS, new requests get 503 + Retry-After at once instead of joining
 * a queue that only grows (liveness stays exempt: a slow process is not a dead one; so do the
 * web app's files).
 */
export async function registerLifecycle(app: FastifyInstance): Promise<void> {
  let draining = false;
  app.decorate('lifecycle', {
    get draining() {
      return draining;
    },
    startDraining() {
      draining = true;
      // Stop accepting connections, but keep the open ones: http.Server#close would also cut
      // idle keep-alive sockets at once, racing a request a client may be sending on one.
      if (app.server.listening) net.Server.prototype.close.call(app.server);
    },
  });
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });

  const maxEventLoopDelay = app.env.MAX_EVENT_LOOP_DELAY_MS;
  if (maxEventLoopDelay > 0) {
    await app.register(underPressure, {
      maxEventLoopDelay,
      sampleInterval: 250,
      // The plugin sends what the handler returns (its typings say void): our Spanish JSON body.
      pressureHandler: ((request: FastifyRequest, reply: FastifyReply) => {
        // Pages, scripts and pictures are files sent as they are, and a page missing one of its
        // chunks is a blank page: only the API's work is shed.
        if (!isApiRequest(request.url)) return undefined;
        reply.status(503).header('retry-after', OVERLOAD_RETRY_AFTER_SECONDS);
        return { msg: MSG.overloaded };
      }) as unknown as () => void,
    });
  }
}

function isApiRequest(url: string): boolean {
  return url.startsWith('/api/') || url.startsWith('/notifications');
}

/** Route config for routes that must answer even under pressure (liveness). */
export const exemptFromLoadShedding = { pressureHandler: () => undefined };
