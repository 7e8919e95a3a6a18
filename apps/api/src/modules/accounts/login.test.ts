import { ACCOUNT_MSG } from '@bazar/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeader,
  buildAccountsApp,
  login,
  PASSWORD,
  register,
  registerAndLogin,
} from '../../../test/auth.js';
import type { TestApp } from '../../../test/helpers.js';
import { sessions, users } from '../../db/schema.js';
import { hashToken } from '../../platform/auth/sessions.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildAccountsApp();
});
afterAll(() => t.close());

const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/user', headers: authHeader(token) });
const noLogin = { type: 'noLogin', msg: ACCOUNT_MSG.noLogin };

describe('POST /api/login', () => {
  it('answers a 43-character token, the user name and root: false, by user name or e-mail in any case', async () => {
    const body = await register(t.app);
    for (const userOrEmail of [body.userName, body.email.toUpperCase(), ` ${body.userName.toUpperCase()} `]) {
      const response = await login(t.app, userOrEmail);
      expect(response.statusCode).toBe(200);
      const json = response.json();
      expect(json).toEqual({
        token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        userName: body.userName,
        root: false,
      });
    }
  });

  it('stores only the SHA-256 of the token', async () => {
    const { token, user } = await registerAndLogin(t.app);
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash.equals(hashToken(token))).toBe(true);
    expect(rows[0]?.tokenHash.toString('utf8')).not.toContain(token);
  });

  it('answers unknown user and wrong password identically with 401 noLogin', async () => {
    const body = await register(t.app);
    const wrong = await login(t.app, body.userName, 'no-es-la-clave');
    const unknown = await login(t.app, 'nadie-con-este-nombre', 'no-es-la-clave');
    const unknownEmail = await login(t.app, 'nadie@example.com', 'no-es-la-clave');
    for (const response of [wrong, unknown, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(noLogin);
    }
    expect(wrong.body).toBe(unknown.body);
  });

  it('spends comparable time for an unknown user (a dummy argon2 verification)', async () => {
    const body = await register(t.app);
    const time = async (userOrEmail: string) => {
      const start = performance.now();
      await login(t.app, userOrEmail, 'no-es-la-clave');
      return performance.now() - start;
    };
    await time('calentamiento');
    const known = Math.min(await time(body.userName), await time(body.userName), await time(body.userName));
    const unknown = Math.min(await time('fantasma1'), await time('fantasma2'), await time('fantasma3'));
    // Without the dummy hash the unknown user would answer in ~1 ms instead of ~20 ms.
    expect(unknown).toBeGreaterThan(known * 0.4);
  });

  it.each([
    [{ userOrEmail: { $ne: null }, password: 'x' }, 'userOrEmail'],
    [{ userOrEmail: ['a'], password: 'x' }, 'userOrEmail'],
    [{ userOrEmail: 'ana', password: { $gt: '' } }, 'password'],
    [{ password: 'x' }, 'userOrEmail'],
    [{ userOrEmail: 'x'.repeat(10_240), password: 'x' }, 'userOrEmail'],
    [{ userOrEmail: 'ana', password: 'x'.repeat(10_240) }, 'password'],
  ])('refuses %o with a field error on %s', async (payload, param) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/login', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].param).toBe(param);
  });

  it('treats SQL in userOrEmail as a name that does not exist', async () => {
    const response = await login(t.app, "' OR '1'='1' --", "' OR '1'='1");
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(noLogin);
    expect((await t.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]?.n).toBeGreaterThan(0);
  });

  it('refuses a banned user with 403 and the suspension message, only after a correct password', async () => {
    const body = await register(t.app);
    await t.db.update(users).set({ banned: true }).where(eq(users.userName, body.userName));
    const response = await login(t.app, body.userName);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ type: 'noLogin', msg: ACCOUNT_MSG.banned });
    expect((await login(t.app, body.userName, 'otra-clave-1')).json()).toEqual(noLogin);
  });
});

describe('sessions', () => {
  it('guards GET /api/user with 401 Debes iniciar sesión for no, malformed or unknown tokens', async () => {
    for (const headers of [{}, authHeader('corto'), authHeader('A'.repeat(43))]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/user', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ msg: ACCOUNT_MSG.loginRequired });
    }
  });

  it('POST /api/logout revokes only the presenting session', async () => {
    const { token, body } = await registerAndLogin(t.app);
    const other = (await login(t.app, body.userName)).json().token as string;
    const response = await t.app.inject({ method: 'POST', url: '/api/logout', headers: authHeader(token) });
    expect(response.statusCode).toBe(204);
    expect((await me(token)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(200);
  });

  it('ends a session past its absolute expiry', async () => {
    const { token, user } = await registerAndLogin(t.app);
    expect((await me(token)).statusCode).toBe(200);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    expect((await me(token)).statusCode).toBe(401);
  });

  it('ends a session idle for longer than SESSION_IDLE_DAYS (7)', async () => {
    const { token, user } = await registerAndLogin(t.app);
    const idle = (days: number) =>
      t.db
        .update(sessions)
        .set({ lastUsedAt: new Date(Date.now() - days * 86_400_000) })
        .where(eq(sessions.userId, user.id));
    await idle(6);
    expect((await me(token)).statusCode).toBe(200);
    // That request refreshed last_used_at (it was over a minute old).
    const [row] = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(Date.now() - (row?.lastUsedAt.getTime() ?? 0)).toBeLessThan(60_000);
    await idle(8);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('sets expires_at SESSION_MAX_DAYS (30) after sign-in', async () => {
    const { user } = await registerAndLogin(t.app);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    const days = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });
});

describe('POST /api/user/root', () => {
  it('answers root false for a user, true for an administrator, 401 without a token', async () => {
    const { token, user } = await registerAndLogin(t.app);
    const root = () => t.app.inject({ method: 'POST', url: '/api/user/root', headers: authHeader(token) });
    expect((await root()).json()).toEqual({ root: false });
    await t.db.update(users).set({ role: 'root' }).where(eq(users.id, user.id));
    expect((await root()).json()).toEqual({ root: true });
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/user/root' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('reports root: true at login for an administrator', async () => {
    const body = await register(t.app);
    await t.db.update(users).set({ role: 'root' }).where(eq(users.userName, body.userName));
    expect((await login(t.app, body.userName, PASSWORD)).json().root).toBe(true);
  });
});
