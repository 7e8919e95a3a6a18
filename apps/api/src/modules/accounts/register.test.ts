import { ACCOUNT_MSG } from '@bazar/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccountsApp, login, PASSWORD, registrationBody } from '../../../test/auth.js';
import type { TestApp } from '../../../test/helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildAccountsApp();
});
afterAll(() => t.close());

const post = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/user', payload: payload as object });
const errorFor = async (payload: unknown, param: string) => {
  const response = await post(payload);
  expect(response.statusCode).toBe(400);
  const errors = response.json<{ errors: { param: string; msg: string }[] }>().errors;
  // One message per field, as the form shows one.
  expect(errors.filter((e) => e.param === param)).toHaveLength(1);
  return errors.find((e) => e.param === param)?.msg;
};

describe('POST /api/user', () => {
  it('registers with the required fields and answers 201 Registro Completo.', async () => {
    const body = registrationBody({ firstName: 'Ana', phone: '555-1234', address: 'Calle 1' });
    const response = await post(body);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ msg: 'Registro Completo.' });
    expect((await login(t.app, body.email, PASSWORD)).statusCode).toBe(200);
  });

  it.each([
    ['email', { email: 'no-es-correo' }, ACCOUNT_MSG.invalidEmail],
    ['email', { email: undefined }, ACCOUNT_MSG.invalidEmail],
    ['password', { password: undefined }, ACCOUNT_MSG.passwordRequired],
    ['password', { password: '1234', passwordConfirmation: '1234' }, ACCOUNT_MSG.passwordMin],
    ['password', { password: '12345', passwordConfirmation: '12345' }, ACCOUNT_MSG.passwordCommon],
    ['password', { password: 'QWERTY123', passwordConfirmation: 'QWERTY123' }, ACCOUNT_MSG.passwordCommon],
    ['passwordConfirmation', { passwordConfirmation: 'otra-cosa-9' }, ACCOUNT_MSG.passwordsDiffer],
    ['userName', { userName: '' }, ACCOUNT_MSG.userNameRequired],
    ['userName', { userName: 'a@b' }, ACCOUNT_MSG.userNameFormat],
    ['userName', { userName: 'x'.repeat(51) }, ACCOUNT_MSG.userNameFormat],
    ['lastName', { lastName: '  ' }, ACCOUNT_MSG.lastNameRequired],
    ['idPersonal', { idPersonal: undefined }, ACCOUNT_MSG.idPersonalRequired],
    ['phone', { phone: '9'.repeat(51) }, ACCOUNT_MSG.textTooLong],
  ])('refuses a bad %s with its Spanish message (%o)', async (param, overrides, msg) => {
    expect(await errorFor(registrationBody(overrides), param)).toBe(msg);
  });

  it('refuses 10 kB fields with 400 and stores nothing', async () => {
    const big = 'a'.repeat(10_240);
    for (const field of ['userName', 'lastName', 'address', 'firstName', 'idPersonal', 'email', 'password']) {
      const response = await post(
        registrationBody({ [field]: big, ...(field === 'password' ? { passwordConfirmation: big } : {}) }),
      );
      expect(response.statusCode, field).toBe(400);
    }
    const { rows } = await t.db.execute(
      sql`select count(*)::int as n from users where length(last_name) > 100`,
    );
    expect(rows[0]).toEqual({ n: 0 });
  });

  it('treats user name and e-mail as unique case-insensitively', async () => {
    const first = registrationBody({ userName: 'MariaLopez', email: 'Maria@Example.com' });
    expect((await post(first)).statusCode).toBe(201);
    expect(await errorFor(registrationBody({ userName: 'marialopez' }), 'userName')).toBe(
      ACCOUNT_MSG.userNameTaken,
    );
    expect(await errorFor(registrationBody({ email: 'MARIA@example.COM' }), 'email')).toBe(
      ACCOUNT_MSG.emailTaken,
    );
    const both = await post(registrationBody({ userName: 'MARIALOPEZ', email: 'maria@EXAMPLE.com' }));
    expect(both.statusCode).toBe(400);
    expect(both.json()).toEqual({
      errors: [
        { param: 'userName', msg: ACCOUNT_MSG.userNameTaken },
        { param: 'email', msg: ACCOUNT_MSG.emailTaken },
      ],
    });
    // Stored lower-case, so signing in with any casing works.
    expect((await login(t.app, 'maria@example.com')).statusCode).toBe(200);
  });

  it('ignores role, root, banned, id and unknown keys (mass assignment)', async () => {
    const body = registrationBody({
      role: 'root',
      root: true,
      banned: true,
      id: 999_999,
      passwordHash: 'x',
      isAdmin: 1,
    });
    expect((await post(body)).statusCode).toBe(201);
    const { rows } = await t.db.execute<{ id: number; role: string; banned: boolean; ok: boolean }>(
      sql`select id, role, banned, password_hash like '$argon2id$%' as ok from users where user_name = ${body.userName}`,
    );
    expect(rows[0]).toMatchObject({ role: 'user', banned: false, ok: true });
    expect(rows[0]?.id).not.toBe(999_999);
    const session = (await login(t.app, body.userName)).json<{ root: boolean }>();
    expect(session.root).toBe(false);
  });

  it('stores an argon2id hash, never the password', async () => {
    const body = registrationBody();
    await post(body);
    const { rows } = await t.db.execute<{ password_hash: string }>(
      sql`select password_hash from users where user_name = ${body.userName}`,
    );
    expect(rows[0]?.password_hash).toMatch(/^\$argon2id\$/);
    expect(rows[0]?.password_hash).not.toContain(PASSWORD);
  });
});
