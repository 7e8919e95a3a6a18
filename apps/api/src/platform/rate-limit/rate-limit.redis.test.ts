import { randomBytes } from 'node:crypto';
import { ACCOUNT_MSG } from '@bazar/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccountsApp } from '../../../test/auth.js';
import type { TestApp } from '../../../test/helpers.js';

// Runs in the api-redis project (TEST_REDIS_URL, set by .ci/run): two instances of the API
// share their limits through one Redis, as they would behind a load balancer.
const redisUrl = process.env.TEST_REDIS_URL ?? '';
const run = randomBytes(4).readUInt32BE();
const ip = `10.${(run >> 16) & 255}.${(run >> 8) & 255}.${run & 255}`;

let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  const limits = {
    REDIS_URL: redisUrl,
    SANDBOX_WEBHOOK_SECRET: 'compartida',
    LOGIN_MAX_FAILURES_PER_ACCOUNT: '3',
    REGISTER_RATE_PER_IP: '2',
  };
  [a, b] = await Promise.all([buildAccountsApp(limits), buildAccountsApp(limits)]);
});
afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
});

const loginOn = (t: TestApp, userOrEmail: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { userOrEmail, password: 'mala-clave' } });

describe('rate limits kept in Redis', () => {
  it('count failed logins of one account across instances', async () => {
    const name = `nadie-${run}`;
    expect((await loginOn(a, name)).statusCode).toBe(401);
    expect((await loginOn(b, name)).statusCode).toBe(401);
    expect((await loginOn(a, name)).statusCode).toBe(401);
    const blocked = await loginOn(b, name);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ msg: ACCOUNT_MSG.tooManyAttempts });
    expect((await loginOn(b, `otro-${run}`)).statusCode).toBe(401);
  });

  it('count registrations per IP across instances', async () => {
    const post = (t: TestApp) =>
      t.app.inject({ method: 'POST', url: '/api/user', remoteAddress: ip, payload: { email: 'x' } });
    expect((await post(a)).statusCode).toBe(400);
    expect((await post(b)).statusCode).toBe(400);
    expect((await post(a)).statusCode).toBe(429);
  });
});

describe('the lockout in Redis under parallel guessing', () => {
  it('checks at most the allowed number of passwords across instances, however many arrive at once', async () => {
    const name = `paralelo-${run}`;
    const guesses = await Promise.all(Array.from({ length: 12 }, (_, i) => loginOn(i % 2 ? a : b, name)));
    const codes = guesses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(3);
    expect(codes.filter((c) => c === 429)).toHaveLength(9);
  });
});
