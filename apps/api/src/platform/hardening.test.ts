import { ACCOUNT_MSG, MSG } from '@bazar/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, buildAccountsApp, registerAndLogin, registrationBody } from '../../test/auth.js';
import { buildTestApp, type TestApp } from '../../test/helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildAccountsApp();
});
afterAll(() => t?.close());

const controlRefused = (param: string) => ({ errors: [{ param, msg: MSG.controlCharacters }] });

describe('control characters', () => {
  it('are refused with 400 in any body field, before anything is written', async () => {
    const body = registrationBody({ lastName: 'Pé\u0000rez' });
    const response = await t.app.inject({ method: 'POST', url: '/api/user', payload: body });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(controlRefused('lastName'));
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { userOrEmail: body.userName, password: 'x\u0000' },
    });
    expect([login.statusCode, login.json()]).toEqual([400, controlRefused('password')]);
  });

  it('are refused in signed-in forms, in keys a schema would strip, and in query strings and paths', async () => {
    const { token } = await registerAndLogin(t.app);
    const requests = [
      {
        method: 'POST',
        url: '/api/user/update',
        payload: { address: 'Calle \u001b[31m1' },
        param: 'address',
      },
      { method: 'POST', url: '/api/user/update', payload: { 'x\u0000': 1 }, param: 'x\u0000' },
      {
        method: 'POST',
        url: '/api/shoppingCart',
        payload: { productId: 1, quantity: 1, n: '\u007f' },
        param: 'n',
      },
      { method: 'GET', url: '/api/products?q=camisa%00', param: 'q' },
      { method: 'GET', url: '/api/user/available?userName=ana%0Aperez', param: 'userName' },
      { method: 'GET', url: '/api/orders/P-1%00', param: 'orderNumber' },
    ] as const;
    for (const { method, url, payload, param } of requests as readonly {
      method: 'GET' | 'POST';
      url: string;
      payload?: object;
      param: string;
    }[]) {
      const response = await t.app.inject({
        method,
        url,
        headers: authHeader(token),
        ...(payload ? { payload } : {}),
      });
      expect([url, response.statusCode, response.json()]).toEqual([url, 400, controlRefused(param)]);
    }
  });

  it('leaves line breaks and tabs in body texts alone', async () => {
    const { token } = await registerAndLogin(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/update',
      headers: authHeader(token),
      payload: { address: 'Piso 2\n\tDepto B' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.address).toBe('Piso 2\n\tDepto B');
  });
});

describe('authentication before validation', () => {
  it.each([
    ['POST', '/api/user/update', { email: 'no-es-correo' }],
    ['POST', '/api/user/newPassword', { password: 1 }],
    ['POST', '/api/shoppingCart', { productId: 'x' }],
    ['PUT', '/api/orders/P-1/status', { status: 'perdido' }],
    ['GET', '/api/sales/user?page=-1', undefined],
    ['GET', '/api/orders/all?page=-1', undefined],
  ] as const)('%s %s answers 401 to a visitor whatever the body', async (method, url, payload) => {
    const response = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ msg: ACCOUNT_MSG.loginRequired });
  });

  it('answers 403 before 400 to a signed-in user on an administrator route', async () => {
    const { token } = await registerAndLogin(t.app);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/orders/all?page=-1',
      headers: authHeader(token),
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('liveness and readiness', () => {
  it('/api/health says the process is up without asking anyone', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect([response.statusCode, response.json()]).toEqual([200, { status: 'ok' }]);
  });

  it('/api/ready checks the database and storage; while draining it answers 503 and closes connections', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect([ready.statusCode, ready.json()]).toEqual([
      200,
      { status: 'ok', draining: false, database: 'ok', redis: 'off', storage: 'ok' },
    ]);
    const other = await buildTestApp();
    try {
      other.app.lifecycle.startDraining();
      const draining = await other.app.inject({ method: 'GET', url: '/api/ready' });
      expect(draining.statusCode).toBe(503);
      expect(draining.json()).toMatchObject({ status: 'error', draining: true, database: 'ok' });
      const products = await other.app.inject({ method: 'GET', url: '/api/products' });
      expect(products.statusCode).toBe(200);
      expect(products.headers.connection).toBe('close');
    } finally {
      await other.close();
    }
  });
});

describe('load shedding', () => {
  it('answers 503 with Retry-After while the event loop lags, but liveness still answers', async () => {
    const busy = await buildTestApp({ MAX_EVENT_LOOP_DELAY_MS: '40' });
    try {
      expect((await busy.app.inject({ method: 'GET', url: '/api/products' })).statusCode).toBe(200);
      // CPU-bound bursts of 100 ms for 0.8 s: the lag samples taken meanwhile are all high.
      const until = Date.now() + 800;
      while (Date.now() < until) {
        const burst = Date.now() + 100;
        while (Date.now() < burst) {
          // busy
        }
        await new Promise((resolve) => setImmediate(resolve));
      }
      const shed = await busy.app.inject({ method: 'GET', url: '/api/products' });
      expect(shed.statusCode).toBe(503);
      expect(shed.headers['retry-after']).toBe('5');
      expect(shed.json()).toEqual({ msg: MSG.overloaded });
      expect((await busy.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      // The web app's files still go out: a page missing one of its scripts would be blank.
      expect((await busy.app.inject({ method: 'GET', url: '/robots.txt' })).statusCode).toBe(200);
    } finally {
      await busy.close();
    }
  });
});

describe('payments in production', () => {
  it('refuses to start the sandbox unless the shop says it is a test shop', async () => {
    const production = { NODE_ENV: 'production', SANDBOX_WEBHOOK_SECRET: 'secreto-de-prueba' };
    await expect(buildTestApp(production)).rejects.toThrow(/ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION/);
    const testShop = await buildTestApp({ ...production, ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: 'true' });
    await testShop.close();
  });
});
