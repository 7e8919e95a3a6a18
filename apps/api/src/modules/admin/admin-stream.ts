import { ADMIN_STREAM_EVENTS } from '@bazar/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client.js';
import { AUTH_HEADER } from '../../platform/auth/auth-plugin.js';
import { findSessionUser, type SessionPolicy } from '../../platform/auth/sessions.js';
import type { EventBus } from '../../platform/events/events.js';
import { createEventStreams } from '../../platform/http/event-stream.js';

/**
 * The dashboard's Server-Sent Events: every sale and product change on the bus (from any
 * instance when Redis fans events out) becomes one `event:` frame.
 */
export interface AdminStreamDeps {
  db: Executor;
  events: EventBus;
  sessionPolicy: SessionPolicy;
  /** How often an open stream checks that its session is still an administrator's. */
  recheckMs: number;
}

export function createAdminStream({ db, events, sessionPolicy: policy, recheckMs }: AdminStreamDeps) {
  const streams = createEventStreams();

  function stream(request: FastifyRequest, reply: FastifyReply) {
    const token = String(request.headers[AUTH_HEADER]);
    streams.start(request, reply, {
      recheckMs,
      // The stream outlives the request's auth check: a logout, ban or demotion must end it too.
      stillAllowed: async () => (await findSessionUser(db, token, policy))?.root === true,
      subscribe: (send) =>
        ADMIN_STREAM_EVENTS.map((name) => events.subscribe(name, (payload) => send(name, payload))),
    });
  }

  return { stream, endAll: streams.endAll };
}
