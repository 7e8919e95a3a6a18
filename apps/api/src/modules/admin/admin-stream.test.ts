import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, buildAccountsApp, rootSession } from '../../../test/auth.js';
import type { TestApp } from '../../../test/helpers.js';
import { openStream } from '../../../test/sse-client.js';

let t: TestApp;
let admin: Awaited<ReturnType<typeof rootSession>>;
beforeAll(async () => {
  t = await buildAccountsApp({ ADMIN_STREAM_RECHECK_MS: '100' });
  admin = await rootSession(t.app, t.db);
});
afterAll(() => t.close());

describe('GET /api/admin/events', () => {
  it('streams each sale and product change to a connected administrator', async () => {
    const stream = await openStream(t.app, admin.token);
    expect(stream.status).toBe(200);
    expect(stream.contentType).toContain('text/event-stream');
    await stream.next('ready');
    t.app.events.publish('sale', { invoiceId: 7, userId: 3, totalCents: 1234 });
    t.app.events.publish('productChanged', { productId: 9 });
    expect((await stream.next('sale')).data).toEqual({ invoiceId: 7, userId: 3, totalCents: 1234 });
    expect((await stream.next('productChanged')).data).toEqual({ productId: 9 });
    stream.close();
  });

  it('ends the stream once its session is gone (logout, ban or password reset)', async () => {
    const other = await rootSession(t.app, t.db);
    const stream = await openStream(t.app, other.token);
    await stream.next('ready');
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: authHeader(other.token),
    });
    expect(logout.statusCode, logout.body).toBeLessThan(300);
    await stream.ended();
    t.app.events.publish('sale', { invoiceId: 8, userId: 3, totalCents: 1 });
    await expect(stream.next('sale', 500)).rejects.toThrow();
  });
});
