import type { ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface EventStreamOptions {
  /** How often the stream checks that its caller may still listen (and pings proxies). */
  recheckMs: number;
  /** False ends the stream: the session was closed, the user banned or demoted. */
  stillAllowed(): Promise<boolean>;
  /** Starts listening, with `send` writing one `event:` frame; answers the functions that stop it. */
  subscribe(send: (event: string, data: unknown) => void): (() => void)[];
}

/**
 * Server-Sent Events over a hijacked reply: the back office's live stream and each user's
 * notifications. The browser reads them with a streaming fetch so the auth-token header, never a
 * URL, carries the session. Open streams never go idle, so they would hold app.close() forever:
 * `endAll()` ends them first.
 */
export function createEventStreams() {
  const open = new Set<ServerResponse>();

  function start(request: FastifyRequest, reply: FastifyReply, options: EventStreamOptions): void {
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-store, no-transform',
      connection: 'keep-alive',
      // Proxies such as nginx would otherwise buffer the frames.
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
    });
    open.add(res);
    const send = (event: string, data: unknown) => {
      if (!res.writableEnded) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    };
    const stops = options.subscribe(send);
    // Doubles as the keep-alive that stops proxies from closing an idle connection.
    const heartbeat = setInterval(async () => {
      if (res.writableEnded) return;
      if (!(await options.stillAllowed().catch(() => false))) {
        res.end();
        return;
      }
      if (!res.writableEnded) res.write(': ping\n\n');
    }, options.recheckMs);
    heartbeat.unref();
    const cleanup = () => {
      clearInterval(heartbeat);
      for (const stop of stops) stop();
      open.delete(res);
    };
    request.raw.on('close', cleanup);
    res.on('close', cleanup);
    // Tells the client (and the tests) the subscription is live.
    res.write('retry: 3000\n\n');
    send('ready', {});
  }

  return {
    start,
    endAll() {
      for (const res of open) res.end();
    },
  };
}
