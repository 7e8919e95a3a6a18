import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, buildAccountsApp, login, registerAndLogin } from '../../../test/auth.js';
import { buildTestApp, type TestApp } from '../../../test/helpers.js';

// Runs in the api-redis project (TEST_REDIS_URL): two instances behind one Redis and one
// database, as behind a load balancer, each remembering sessions for 30 s. A logout on one
// must end the session on the other long before that.
const redisUrl = process.env.TEST_REDIS_URL ?? '';
const cached = { REDIS_URL: redisUrl, SANDBOX_WEBHOOK_SECRET: 'compartida', SESSION_CACHE_MS: '30000' };

let one: TestApp;
let two: TestApp;
beforeAll(async () => {
  one = await buildAccountsApp(cached);
  two = await buildTestApp(cached, { database: one.database });
});
afterAll(async () => {
  await two?.close();
  await one?.close();
});

const me = (app: TestApp, token: string) =>
  app.app.inject({ method: 'GET', url: '/api/user', headers: authHeader(token) });

async function statusWithin(ms: number, probe: () => Promise<number>, wanted: number): Promise<number> {
  const until = Date.now() + ms;
  let status = await probe();
  while (status !== wanted && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    status = await probe();
  }
  return status;
}

describe('session cache across instances', () => {
  it('ends on the other instance a session logged out on one', async () => {
    const { body } = await registerAndLogin(one.app);
    const token = (await login(one.app, body.userName)).json().token as string;
    expect((await me(one, token)).statusCode).toBe(200);
    expect((await me(two, token)).statusCode).toBe(200);
    const logout = await one.app.inject({ method: 'POST', url: '/api/logout', headers: authHeader(token) });
    expect(logout.statusCode).toBe(204);
    expect((await me(one, token)).statusCode).toBe(401);
    // The event crosses Redis in milliseconds; 2 s is slack for a busy machine, not the 30 s cache.
    expect(await statusWithin(2000, async () => (await me(two, token)).statusCode, 401)).toBe(401);
  });
});
