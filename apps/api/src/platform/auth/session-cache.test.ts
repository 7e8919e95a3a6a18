import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeader,
  buildAccountsApp,
  login,
  makeRoot,
  PASSWORD,
  registerAndLogin,
} from '../../../test/auth.js';
import type { TestApp } from '../../../test/helpers.js';
import { passwordResetTokens, sessions } from '../../db/schema.js';
import { hashToken } from './sessions.js';

// The rest of the suite runs with the session cache off (tests promote and expire users straight
// in the database); here it is on, long enough that only an invalidation can explain a 401.
let t: TestApp;
beforeAll(async () => {
  t = await buildAccountsApp({ SESSION_CACHE_MS: '30000' });
});
afterAll(() => t.close());

const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/user', headers: authHeader(token) });
const post = (token: string | undefined, url: string, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: token ? authHeader(token) : {},
    ...(payload ? { payload } : {}),
  });

/** Ends the user's sessions behind the application's back: only a fresh lookup would notice. */
const revokeInDatabase = (userId: number) =>
  t.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, userId));

/** A second token of the same account, looked up once so the cache holds it. */
async function cachedOtherSession(userName: string): Promise<string> {
  const other = (await login(t.app, userName)).json().token as string;
  expect((await me(other)).statusCode).toBe(200);
  return other;
}

describe('session cache', () => {
  it('answers a session it looked up without asking the database again', async () => {
    const { token, user } = await registerAndLogin(t.app);
    await revokeInDatabase(user.id);
    // Served from memory: the database would have refused it (login.test.ts shows it does).
    expect((await me(token)).statusCode).toBe(200);
  });

  it('never trusts a session past its own expiry', async () => {
    const { body } = await registerAndLogin(t.app);
    const token = (await login(t.app, body.userName)).json().token as string;
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 600) })
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect((await me(token)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect((await me(token)).statusCode).toBe(401);
  });

  it('forgets the presenting session at logout and keeps the others', async () => {
    const { token, body } = await registerAndLogin(t.app);
    const other = await cachedOtherSession(body.userName);
    expect((await post(token, '/api/logout')).statusCode).toBe(204);
    expect((await me(token)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(200);
  });

  it('forgets the other sessions when the password changes', async () => {
    const { token, body } = await registerAndLogin(t.app);
    const other = await cachedOtherSession(body.userName);
    const newPassword = 'Mandarina-Azul-7';
    const changed = await post(token, '/api/user/newPassword', {
      password: PASSWORD,
      newPassword,
      newPasswordConfirmation: newPassword,
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(token)).statusCode).toBe(200);
  });

  it('forgets the other sessions when the e-mail changes', async () => {
    const { token, body } = await registerAndLogin(t.app);
    const other = await cachedOtherSession(body.userName);
    const changed = await post(token, '/api/user/update', {
      email: `nuevo${randomBytes(4).toString('hex')}@example.com`,
      currentPassword: PASSWORD,
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(token)).statusCode).toBe(200);
  });

  it('forgets every session of a banned user', async () => {
    const { body: adminBody, user: admin } = await registerAndLogin(t.app);
    await makeRoot(t.db, admin.id);
    // A new sign-in: the first token's lookup remembered the account before its promotion.
    const adminToken = (await login(t.app, adminBody.userName)).json().token as string;
    const { token, user } = await registerAndLogin(t.app);
    const banned = await post(adminToken, '/api/user/ban', { id: user.id });
    expect(banned.statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('forgets every session when the password is reset from the e-mailed link', async () => {
    const { token, user } = await registerAndLogin(t.app);
    const link = randomBytes(32).toString('base64url');
    await t.db.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: hashToken(link),
      expiresAt: new Date(Date.now() + 60_000),
    });
    const reset = await post(undefined, '/api/forgotPassword', {
      token: link,
      password: 'Mandarina-Azul-7',
      passwordConfirmation: 'Mandarina-Azul-7',
    });
    expect(reset.statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
  });
});
