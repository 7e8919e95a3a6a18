import { ACCOUNT_MSG } from '@bazar/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccountsApp, login, PASSWORD, register, registrationBody } from '../../../test/auth.js';
import type { TestApp } from '../../../test/helpers.js';

const tooMany = { msg: ACCOUNT_MSG.tooManyAttempts };

describe('failed logins per account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildAccountsApp({ LOGIN_MAX_FAILURES_PER_ACCOUNT: '3' });
  });
  afterAll(() => t.close());

  it('answers 429 after the allowed failures, even with the right password, for that account only', async () => {
    const victim = await register(t.app);
    const bystander = await register(t.app);
    for (let i = 0; i < 3; i++)
      expect((await login(t.app, victim.userName, 'mala-clave')).statusCode).toBe(401);
    // The key is the normalised userOrEmail: another casing counts against the same account.
    const blocked = await login(t.app, victim.userName.toUpperCase(), PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(tooMany);
    expect((await login(t.app, bystander.userName, PASSWORD)).statusCode).toBe(200);
  });

  it('forgets earlier failures after a successful login', async () => {
    const user = await register(t.app);
    for (let i = 0; i < 2; i++) await login(t.app, user.userName, 'mala-clave');
    expect((await login(t.app, user.userName, PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) await login(t.app, user.userName, 'mala-clave');
    expect((await login(t.app, user.userName, PASSWORD)).statusCode).toBe(200);
  });
});

describe('per-IP limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildAccountsApp({
      LOGIN_RATE_PER_IP: '4',
      REGISTER_RATE_PER_IP: '2',
      RECOVERY_RATE_PER_IP: '2',
    });
  });
  afterAll(() => t.close());

  const from = (ip: string) => ({ remoteAddress: ip });

  it('limits logins per IP, and X-Forwarded-For does not reset the count without TRUST_PROXY', async () => {
    for (let i = 0; i < 4; i++) {
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        ...from('10.0.0.1'),
        payload: { userOrEmail: `n${i}`, password: 'x' },
      });
      expect(r.statusCode).toBe(401);
    }
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      ...from('10.0.0.1'),
      headers: { 'x-forwarded-for': '1.2.3.4' },
      payload: { userOrEmail: 'otro', password: 'x' },
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(tooMany);
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      ...from('10.0.0.2'),
      payload: { userOrEmail: 'otro', password: 'x' },
    });
    expect(elsewhere.statusCode).toBe(401);
  });

  it('limits registrations per IP', async () => {
    const post = () =>
      t.app.inject({ method: 'POST', url: '/api/user', ...from('10.0.0.3'), payload: registrationBody() });
    expect((await post()).statusCode).toBe(201);
    expect((await post()).statusCode).toBe(201);
    const blocked = await post();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(tooMany);
  });

  it('limits recovery e-mails and resets together per IP', async () => {
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/sendEmail',
        ...from('10.0.0.4'),
        payload: { email: 'a@example.com' },
      });
    expect((await send()).statusCode).toBe(200);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/forgotPassword',
      ...from('10.0.0.4'),
      payload: { email: 'a@example.com', password: 'Nueva-Clave-99', token: 'x'.repeat(43) },
    });
    expect(reset.statusCode).toBe(400);
    const blocked = await send();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(tooMany);
  });
});

describe('the lockout under parallel guessing', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildAccountsApp({ LOGIN_MAX_FAILURES_PER_ACCOUNT: '10' });
  });
  afterAll(() => t.close());

  it('checks at most the allowed number of passwords, however many arrive at once, by user name and e-mail alike', async () => {
    const victim = await register(t.app);
    // Half by user name, half by e-mail: one account, one budget.
    const guesses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(t.app, i % 2 ? victim.email : victim.userName, `mala-${i}`)),
    );
    const codes = guesses.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 401)).toHaveLength(10);
    expect(codes.filter((c) => c === 429)).toHaveLength(20);
    expect((await login(t.app, victim.email, PASSWORD)).statusCode).toBe(429);
  });
});
