import { ACCOUNT_MSG } from '@bazar/shared';
import type { FastifyInstance, FastifyPluginOptions, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../errors/app-error.js';
import { SessionCache } from './session-cache.js';
import { findSession, hashToken, type SessionPolicy, type SessionUser } from './sessions.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller when the request carries a live `auth-token`, else null. */
    user: SessionUser | null;
  }
  interface FastifyInstance {
    /**
     * A user's sessions ended or their name, role or ban changed: every instance stops trusting
     * what it remembers of them. Call it after the change has committed.
     */
    accountChanged(userId: number): void;
  }
}

export const AUTH_HEADER = 'auth-token';

/** base64url of 32 bytes is 43 characters; anything far off is not worth a query. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,100}$/;

export function sessionPolicy(app: FastifyInstance): SessionPolicy {
  return { idleDays: app.env.SESSION_IDLE_DAYS, maxDays: app.env.SESSION_MAX_DAYS };
}

/**
 * Resolves `request.user` from the auth-token header on every request: one query when present,
 * none when the same token was seen in the last SESSION_CACHE_MS (see SessionCache).
 * Needs the event bus (registered before it).
 */
export function registerAuth(app: FastifyInstance): void {
  const policy = sessionPolicy(app);
  const cache = new SessionCache(app.env.SESSION_CACHE_MS);
  app.events.subscribe('accountChanged', ({ userId }) => cache.forgetUser(userId));
  app.decorate('accountChanged', (userId: number) => {
    cache.forgetUser(userId);
    app.events.publish('accountChanged', { userId });
  });
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers[AUTH_HEADER];
    const token = Array.isArray(header) ? undefined : header;
    if (!token || !TOKEN_SHAPE.test(token)) return;
    const key = hashToken(token).toString('base64');
    const cached = cache.get(key);
    if (cached) {
      request.user = cached;
      return;
    }
    const epoch = cache.epoch;
    const found = await findSession(app.db, token, policy);
    if (found) cache.set(key, found.user, found.expiresAt, epoch);
    request.user = found?.user ?? null;
  });
}

/**
 * Route groups that need a signed-in caller or an administrator declare it once:
 * `await app.register(forSignedIn(async (app) => { ...routes }))`. The guard runs at
 * preValidation, before the body is validated: a visitor sending a bad body must not learn the
 * route's rules (400) before being told to sign in, so a caller without the right is always
 * answered 401/403 first, whatever they send. Per-user rate limits stay preHandlers, which run
 * after the guard, when request.user is known.
 */
function guardedBy(guard: (request: FastifyRequest) => Promise<void>) {
  return <Options extends FastifyPluginOptions>(
    routes: FastifyPluginAsyncZod<Options>,
  ): FastifyPluginAsyncZod<Options> =>
    async (app, options) => {
      app.addHook('preValidation', guard);
      await routes(app, options);
    };
}

/** A signed-in caller, else 401. */
async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.user) throw new AppError(401, ACCOUNT_MSG.loginRequired);
}

/** An administrator, else 401 (not signed in) or 403. */
async function requireRoot(request: FastifyRequest): Promise<void> {
  if (!request.user) throw new AppError(401, ACCOUNT_MSG.loginRequired);
  if (!request.user.root) throw new AppError(403, ACCOUNT_MSG.accessDenied);
}

/** Routes for signed-in callers only (401 otherwise). */
export const forSignedIn = guardedBy(requireUser);

/** Routes for administrators only (401 when not signed in, 403 for anyone else). */
export const forAdmins = guardedBy(requireRoot);

/** The caller inside a handler of a forSignedIn / forAdmins group. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError(401, ACCOUNT_MSG.loginRequired);
  return request.user;
}
