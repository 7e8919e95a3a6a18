import { ACCOUNT_MSG } from '@bazar/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildAccountsApp, login, registerAndLogin, registrationBody } from '../../test/auth.js';
import type { TestApp } from '../../test/helpers.js';
import { type PrivateRedis, startPrivateRedis } from '../../test/private-servers.js';

// A Redis server of this file's own (port 31403), stopped while the API keeps serving.
let redis: PrivateRedis;
let t: TestApp;

beforeAll(async () => {
  redis = await startPrivateRedis(31403);
  t = await buildAccountsApp({
    REDIS_URL: redis.url,
    LOGIN_MAX_FAILURES_PER_ACCOUNT: '3',
    SANDBOX_WEBHOOK_SECRET: 'secreto-compartido-de-prueba',
  });
});
afterAll(async () => {
  await t?.close();
  await redis?.stop();
});

describe('Redis stopped', () => {
  it('limits fail open, the lockout keeps counting in memory, the catalog serves, and Redis comes back', async () => {
    const { body } = await registerAndLogin(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).json().redis).toBe('ok');
    await redis.stop();

    // Answered, not held until Redis returns (the test's timeout is the only clock).
    const registered = await t.app.inject({ method: 'POST', url: '/api/user', payload: registrationBody() });
    expect(registered.statusCode).toBe(201);
    const signedIn = await login(t.app, body.userName, body.password);
    expect(signedIn.statusCode).toBe(200);
    const catalog = await t.app.inject({ method: 'GET', url: '/api/products' });
    expect(catalog.statusCode).toBe(200);
    // A sale or product change published now still reaches this instance's own listeners.
    const heard: number[] = [];
    const stop = t.app.events.subscribe('productChanged', (e) => heard.push(e.productId));
    t.app.events.publish('productChanged', { productId: 7 });
    await vi.waitFor(() => expect(heard).toEqual([7]), { timeout: 60_000 });
    stop();

    // The per-account lockout still holds while its shared counter is away.
    for (let i = 0; i < 3; i++)
      expect((await login(t.app, body.userName, 'mala-clave')).statusCode).toBe(401);
    const locked = await login(t.app, body.userName, body.password);
    expect([locked.statusCode, locked.json()]).toEqual([429, { msg: ACCOUNT_MSG.tooManyAttempts }]);

    const degraded = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect([degraded.statusCode, degraded.json()]).toMatchObject([200, { status: 'ok', redis: 'error' }]);

    await redis.start();
    // Used again once it is back: the readiness check says so.
    while ((await t.app.inject({ method: 'GET', url: '/api/ready' })).json().redis !== 'ok')
      await new Promise((resolve) => setTimeout(resolve, 100));
  });
});
