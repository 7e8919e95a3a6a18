import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccountsApp, rootSession } from '../../../test/auth.js';
import type { TestApp } from '../../../test/helpers.js';
import { openStream } from '../../../test/sse-client.js';

// Runs in the api-redis project (TEST_REDIS_URL): two instances of the API behind one Redis, as
// behind a load balancer. A sale finalized on one reaches a dashboard connected to the other.
const redisUrl = process.env.TEST_REDIS_URL ?? '';

let one: TestApp;
let two: TestApp;
beforeAll(async () => {
  one = await buildAccountsApp({ REDIS_URL: redisUrl, SANDBOX_WEBHOOK_SECRET: 'compartida' });
  two = await buildAccountsApp({ REDIS_URL: redisUrl, SANDBOX_WEBHOOK_SECRET: 'compartida' });
});
afterAll(async () => {
  await one?.close();
  await two?.close();
});

describe('dashboard events across instances', () => {
  it('delivers a sale published on one instance to the SSE stream of another, once', async () => {
    const admin = await rootSession(two.app, two.db);
    const stream = await openStream(two.app, admin.token);
    await stream.next('ready');
    const invoiceId = Math.floor(Math.random() * 1_000_000) + 1;
    one.app.events.publish('sale', { invoiceId, userId: 1, totalCents: 999 });
    expect((await stream.next('sale')).data).toEqual({ invoiceId, userId: 1, totalCents: 999 });
    // The publisher's own listeners hear it once, not again through Redis.
    const heard: number[] = [];
    const stop = one.app.events.subscribe('sale', (e) => heard.push(e.invoiceId));
    one.app.events.publish('sale', { invoiceId: invoiceId + 1, userId: 1, totalCents: 1 });
    await stream.next('sale');
    await new Promise((resolve) => setTimeout(resolve, 200));
    stop();
    expect(heard).toEqual([invoiceId + 1]);
    stream.close();
  });
});
