import { ACCOUNT_MSG } from '@bazar/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.js';
import { findSessionUser, type SessionPolicy, type SessionUser } from './sessions.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller when the request carries a live `auth-token`, else null. */
    user: SessionUser | null;
  }
}

export const AUTH_HEADER = 'auth-token';

/** base64url of 32 bytes is 43 characters; anything far off is not worth a query. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,100}$/;

export function sessionPolicy(app: FastifyInstance): SessionPolicy {
  return { idleDays: app.env.SESSION_IDLE_DAYS, maxDays: app.env.SESSION_MAX_DAYS };
}

/** Resolves `request.user` from the auth-token header on every request (one query when present). */
export function registerAuth(app: FastifyInstance): void {
  const policy = sessionPolicy(app);
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers[AUTH_HEADER];
    const token = Array.isArray(header) ? undefined : header;
    if (!token || !TOKEN_SHAPE.test(token)) return;
    request.user = (await findSessionUser(app.db, token, policy)) ?? null;
  });
  runGuardsBeforeValidation(app);
}

type Hook = (...args: never[]) => unknown;
const asList = (hooks: Hook | Hook[] | undefined): Hook[] =>
  Array.isArray(hooks) ? hooks : hooks ? [hooks] : [];

/**
 * Routes declare their guard as `preHandler: requireUser` (or requireRoot), but a preHandler runs
 * after the body is validated: a visitor sending a bad body would learn the route's rules (400)
 * before being told to sign in. Every route's guards are moved, in one place, to preValidation,
 * so a caller without the right is always answered 401/403 first, whatever they send.
 */
function runGuardsBeforeValidation(app: FastifyInstance): void {
  const isGuard = (hook: Hook) => hook === requireUser || hook === requireRoot;
  app.addHook('onRoute', (route) => {
    const preHandlers = asList(route.preHandler as Hook | Hook[] | undefined);
    const guards = preHandlers.filter(isGuard);
    if (guards.length === 0) return;
    route.preHandler = preHandlers.filter((hook) => !isGuard(hook)) as typeof route.preHandler;
    route.preValidation = [
      ...guards,
      ...asList(route.preValidation as Hook | Hook[] | undefined),
    ] as typeof route.preValidation;
  });
}

/** preHandler: a signed-in caller, else 401. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.user) throw new AppError(401, ACCOUNT_MSG.loginRequired);
}

/** preHandler: an administrator, else 401 (not signed in) or 403. */
export async function requireRoot(request: FastifyRequest): Promise<void> {
  if (!request.user) throw new AppError(401, ACCOUNT_MSG.loginRequired);
  if (!request.user.root) throw new AppError(403, ACCOUNT_MSG.accessDenied);
}

/** The caller inside a handler guarded by requireUser / requireRoot. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError(401, ACCOUNT_MSG.loginRequired);
  return request.user;
}
