import type { ServerResponse } from 'node:http';
import { ADMIN_STREAM_EVENTS } from '@bazar/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client.js';
import { AUTH_HEADER } from '../../platform/auth/auth-plugin.js';
import { findSessionUser, type SessionPolicy } from '../../platform/auth/sessions.js';
import type { EventBus } from '../../platform/events/events.js';

/**
 * The dashboard's Server-Sent Events: every sale and product change on the bus (from any
 * instance when Redis fans events out) becomes one `event:` frame. The browser reads it with a
 * streaming fetch so the auth-token header, never a URL, carries the session.
 */
export interface AdminStreamDeps {
  db: Executor;
  events: EventBus;
  sessionPolicy: SessionPolicy;
  /** How often an open stream checks that its session is still an administrator's. */
  recheckMs: number;
}

export function createAdminStream({ db, events, sessionPolicy: policy, recheckMs }: AdminStreamDeps) {
  const open = new Set<ServerResponse>();

  /** The stream outlives the request's auth check: a logout, ban or demotion must end it too. */
  async function stillRoot(token: string): Promise<boolean> {
    const user = await findSessionUser(db, token, policy).catch(() => undefined);
    return user?.root === true;
  }

  function stream(request: FastifyRequest, reply: FastifyReply) {
    const token = String(request.headers[AUTH_HEADER]);
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
    const stops = ADMIN_STREAM_EVENTS.map((name) => events.subscribe(name, (payload) => send(name, payload)));
    // Doubles as the keep-alive that stops proxies from closing an idle connection.
    const heartbeat = setInterval(async () => {
      if (res.writableEnded) return;
      if (!(await stillRoot(token))) {
        res.end();
        return;
      }
      if (!res.writableEnded) res.write(': ping\n\n');
    }, recheckMs);
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
    stream,
    /** Open streams never go idle, so they would hold app.close() forever: ends them first. */
    endAll() {
      for (const res of open) res.end();
    },
  };
}
