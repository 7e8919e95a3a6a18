import { ACCOUNT_MSG } from '@bazar/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, buildAccountsApp, login, PASSWORD, registerAndLogin } from '../../../test/auth.js';
import type { TestApp } from '../../../test/helpers.js';
import { users } from '../../db/schema.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildAccountsApp();
});
afterAll(() => t.close());

const update = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/user/update', headers: authHeader(token), payload });
const newPassword = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/user/newPassword', headers: authHeader(token), payload });

describe('GET /api/user', () => {
  it("answers the caller's profile with role.title and never the hash", async () => {
    const { token, body } = await registerAndLogin(t.app, { firstName: 'Ana', address: 'Calle 1' });
    const response = await t.app.inject({ method: 'GET', url: '/api/user', headers: authHeader(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      userName: body.userName,
      email: body.email,
      firstName: 'Ana',
      lastName: 'Pérez',
      phone: null,
      address: 'Calle 1',
      idPersonal: '30111222',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      role: { title: 'user' },
      banned: false,
    });
    expect(response.body).not.toMatch(/argon2|passwordHash/);
  });
});

describe('POST /api/user/update', () => {
  it('changes the given fields, keeps blank and missing ones, and answers the new profile', async () => {
    const { token, user } = await registerAndLogin(t.app, { phone: '111' });
    const response = await update(token, { address: 'Av. Siempreviva 742', phone: '', firstName: '   ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      msg: ACCOUNT_MSG.profileUpdated,
      user: { ...user, address: 'Av. Siempreviva 742' },
    });
  });

  it('refuses a user name or e-mail someone else has, case-insensitively, but accepts its own', async () => {
    const other = await registerAndLogin(t.app);
    const { token, user } = await registerAndLogin(t.app);
    const taken = await update(token, { userName: other.user.userName.toUpperCase() });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ errors: [{ param: 'userName', msg: ACCOUNT_MSG.userNameTaken }] });
    const email = await update(token, { email: other.user.email.toUpperCase(), currentPassword: PASSWORD });
    expect(email.json()).toEqual({ errors: [{ param: 'email', msg: ACCOUNT_MSG.emailTaken }] });
    const own = await update(token, { userName: user.userName.toUpperCase() });
    expect(own.statusCode).toBe(200);
    expect(own.json().user.userName).toBe(user.userName.toUpperCase());
  });

  it('ignores role, banned, id and unknown keys (mass assignment)', async () => {
    const { token, user } = await registerAndLogin(t.app);
    const response = await update(token, {
      role: 'root',
      root: true,
      banned: true,
      id: 1,
      lastName: 'Gómez',
    });
    expect(response.statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ role: 'user', banned: false, lastName: 'Gómez' });
  });

  it('validates the fields it is given and answers 401 without a token', async () => {
    const { token } = await registerAndLogin(t.app);
    const bad = await update(token, { email: 'no-es-correo', address: 'x'.repeat(10_240) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual(
      expect.arrayContaining([
        { param: 'email', msg: ACCOUNT_MSG.invalidEmail },
        { param: 'address', msg: ACCOUNT_MSG.textTooLong },
      ]),
    );
    expect((await t.app.inject({ method: 'POST', url: '/api/user/update', payload: {} })).statusCode).toBe(
      401,
    );
  });
});

describe('GET /api/user/available', () => {
  it('answers whether a user name is free, case-insensitively', async () => {
    const { token, user } = await registerAndLogin(t.app);
    const check = (userName: string, headers = {}) =>
      t.app.inject({
        method: 'GET',
        url: `/api/user/available?userName=${encodeURIComponent(userName)}`,
        headers,
      });
    expect((await check(user.userName.toUpperCase())).json()).toEqual({ available: false });
    expect((await check('nombre-libre-123')).json()).toEqual({ available: true });
    // The caller's own name is not "taken" for the caller's profile form.
    expect((await check(user.userName, authHeader(token))).json()).toEqual({ available: true });
  });
});

describe('POST /api/user/newPassword', () => {
  const valid = {
    password: PASSWORD,
    newPassword: 'Mandarina-Azul-7',
    newPasswordConfirmation: 'Mandarina-Azul-7',
  };

  it.each([
    // A typo in the new password is caught before anything changes: nobody is locked out.
    [{ newPasswordConfirmation: 'Mandarina-Azul-8' }, 'newPasswordConfirmation', ACCOUNT_MSG.passwordsDiffer],
    [{ newPassword: '1234', newPasswordConfirmation: '1234' }, 'newPassword', ACCOUNT_MSG.newPasswordMin],
    [
      { newPassword: 'Password', newPasswordConfirmation: 'Password' },
      'newPassword',
      ACCOUNT_MSG.passwordCommon,
    ],
    [{ password: 'equivocada' }, 'password', ACCOUNT_MSG.wrongPassword],
  ])('refuses %o on %s', async (overrides, param, msg) => {
    const { token, body } = await registerAndLogin(t.app);
    const response = await newPassword(token, { ...valid, ...overrides });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ param, msg });
    expect((await login(t.app, body.userName, PASSWORD)).statusCode).toBe(200);
  });

  it('changes the password and revokes the OTHER sessions, keeping the caller signed in', async () => {
    const { token, body } = await registerAndLogin(t.app);
    const other = (await login(t.app, body.userName)).json().token as string;
    const response = await newPassword(token, valid);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ msg: ACCOUNT_MSG.passwordChanged });
    const me = (tk: string) => t.app.inject({ method: 'GET', url: '/api/user', headers: authHeader(tk) });
    expect((await me(token)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await login(t.app, body.userName, PASSWORD)).statusCode).toBe(401);
    expect((await login(t.app, body.userName, valid.newPassword)).statusCode).toBe(200);
  });
});
