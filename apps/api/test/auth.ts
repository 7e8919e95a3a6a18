import type { LoginResponse, Profile } from '@bazar/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../src/db/client.js';
import { users } from '../src/db/schema.js';
import { buildTestApp, type TestApp } from './helpers.js';
import { suiteOf } from './suite.js';

/** High enough that no test trips a limit it is not testing. */
export const GENEROUS_LIMITS = {
  LOGIN_RATE_PER_IP: '100000',
  REGISTER_RATE_PER_IP: '100000',
  RECOVERY_RATE_PER_IP: '100000',
  LOGIN_MAX_FAILURES_PER_ACCOUNT: '100000',
};

export function buildAccountsApp(overrides: Record<string, string> = {}): Promise<TestApp> {
  return buildTestApp({ ...GENEROUS_LIMITS, ...overrides });
}

export const PASSWORD = 'Ciruela-Verde-42';
let sequence = 0;

export function registrationBody(overrides: Record<string, unknown> = {}) {
  const n = `${process.pid}x${++sequence}`;
  return {
    email: `persona${n}@example.com`,
    password: PASSWORD,
    passwordConfirmation: PASSWORD,
    userName: `persona${n}`,
    lastName: 'Pérez',
    idPersonal: '30111222',
    ...overrides,
  };
}

export const authHeader = (token: string) => ({ 'auth-token': token });

export function login(app: FastifyInstance, userOrEmail: unknown, password: unknown = PASSWORD) {
  return app.inject({ method: 'POST', url: '/api/login', payload: { userOrEmail, password } });
}

export async function register(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const body = registrationBody(overrides);
  const response = await app.inject({ method: 'POST', url: '/api/user', payload: body });
  if (response.statusCode !== 201) throw new Error(`registration failed: ${response.body}`);
  return body;
}

/** A fresh account signed in: its token, its profile and the registration body used. */
export async function registerAndLogin(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const body = await register(app, overrides);
  const response = await login(app, body.userName, body.password);
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  const { token } = response.json<LoginResponse>();
  const user = (
    await app.inject({ method: 'GET', url: '/api/user', headers: authHeader(token) })
  ).json<Profile>();
  return { token, user, body };
}

export async function makeRoot(db: Executor, userId: number): Promise<void> {
  await db.update(users).set({ role: 'root' }).where(eq(users.id, userId));
}

/** An administrator signed in. */
export async function rootSession(app: FastifyInstance, db: Executor) {
  const session = await registerAndLogin(app);
  await makeRoot(db, session.user.id);
  return session;
}

/** suiteOf() for the back office suites: an app with accounts and an administrator signed in. */
export function adminSuite() {
  const { t, started } = suiteOf(async () => {
    const app = await buildAccountsApp();
    return { t: app, admin: await rootSession(app.app, app.db) };
  });
  const admin = {
    get token() {
      return started().admin.token;
    },
    get user() {
      return started().admin.user;
    },
  };
  return { t, admin };
}
