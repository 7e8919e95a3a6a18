import { ACCOUNT_MSG, UNDELIVERED_MSG, type UndeliveredPage } from '@bazar/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, buildAccountsApp, registerAndLogin, rootSession } from '../../../test/auth.js';
import type { TestApp } from '../../../test/helpers.js';
import { dueNow, outboxRow, queueRow, switchableHandler } from '../../../test/outbox-kit.js';
import { outbox } from '../../db/schema.js';

// The app's own worker is off: the tests run its rounds, and move a failed row's backoff to now
// instead of waiting for it.
const MAX_ATTEMPTS = 2;
let t: TestApp;
let admin: Awaited<ReturnType<typeof rootSession>>;
let user: Awaited<ReturnType<typeof registerAndLogin>>;
const mail = switchableHandler<{ to: string; token: string }>();
beforeAll(async () => {
  t = await buildAccountsApp({ OUTBOX_WORKER: 'false', OUTBOX_MAX_ATTEMPTS: String(MAX_ATTEMPTS) });
  t.app.outbox.handle('test-mail', mail.handler, { summary: (payload) => `para ${payload.to}` });
  admin = await rootSession(t.app, t.db);
  user = await registerAndLogin(t.app);
});
afterAll(() => t?.close());

const list = (query = '', token = admin.token) =>
  t.app.inject({ method: 'GET', url: `/api/admin/outbox/dead${query}`, headers: authHeader(token) });
const retry = (id: number | string, token = admin.token) =>
  t.app.inject({ method: 'POST', url: `/api/admin/outbox/dead/${id}/retry`, headers: authHeader(token) });

/** A mail that can never be delivered: its handler fails every attempt the worker makes. */
async function deadMail(to: string): Promise<number> {
  const id = await queueRow(t.db, 'test-mail', { to, token: 'enlace-secreto-123' });
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    await dueNow(t.db, id);
    await t.app.outbox.worker.runOnce();
  }
  expect(await outboxRow(t.db, id)).toMatchObject({ attempts: MAX_ATTEMPTS, deadAt: expect.any(Date) });
  return id;
}

describe('GET /api/admin/outbox/dead', () => {
  it('lists the dead rows, the most recently dead first, paged, never with their payload', async () => {
    const older = await deadMail('ana@example.com');
    const newer = await deadMail('bruno@example.com');
    // A live row (failed once, waiting for its backoff) is not listed.
    const waiting = await queueRow(t.db, 'test-mail', { to: 'carla@example.com', token: 'otro-secreto' });
    await t.app.outbox.worker.runOnce();
    expect(await outboxRow(t.db, waiting)).toMatchObject({ attempts: 1, deadAt: null });

    const response = await list();
    expect(response.statusCode).toBe(200);
    const page = response.json<UndeliveredPage>();
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 13 });
    expect(page.items.map((item) => item.id)).toEqual([newer, older]);
    expect(page.items[1]).toEqual({
      id: older,
      kind: 'test-mail',
      summary: 'para ana@example.com',
      attempts: MAX_ATTEMPTS,
      lastError: 'Error: buzón inexistente: 550 usuario desconocido',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      deadAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(response.body).not.toContain('secreto');

    const second = (await list('?page=2&pageSize=1')).json<UndeliveredPage>();
    expect(second).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(second.items.map((item) => item.id)).toEqual([older]);
    const bad = await list('?pageSize=500');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { param: string }) => e.param)).toEqual(['pageSize']);

    // Left as they were for the next tests: the live row goes, the dead ones stay.
    await t.db.delete(outbox);
  });

  it('shows a receipt by its invoice and recipient, the summary its kind declares', async () => {
    const [row] = await t.db
      .insert(outbox)
      .values({
        kind: 'receipt-mail',
        payload: {
          email: 'dora@example.com',
          name: 'Dora',
          invoiceNumber: 'F-000321',
          totalCents: 2000,
          lines: [{ name: 'Mate', quantity: 1, unitCents: 2000, totalCents: 2000 }],
        },
        attempts: MAX_ATTEMPTS,
        lastError: 'Error: connect ECONNREFUSED 127.0.0.1:2525',
        deadAt: new Date(),
      })
      .returning({ id: outbox.id });
    const page = (await list()).json<UndeliveredPage>();
    expect(page.items.find((item) => item.id === row?.id)).toMatchObject({
      kind: 'receipt-mail',
      summary: 'Factura F-000321 para dora@example.com',
    });
    await t.db.delete(outbox);
  });
});

describe('the undelivered messages, for anyone but an administrator', () => {
  it('answer 401 without a token and 403 to a user, as every admin route, changing nothing', async () => {
    const id = await deadMail('ema@example.com');
    const before = await outboxRow(t.db, id);
    const calls = [
      { method: 'GET' as const, url: '/api/admin/outbox/dead' },
      { method: 'POST' as const, url: `/api/admin/outbox/dead/${id}/retry` },
      // The guard answers before the id is read: a bad one is no clue either.
      { method: 'POST' as const, url: '/api/admin/outbox/dead/abc/retry' },
    ];
    for (const call of calls) {
      const anonymous = await t.app.inject(call);
      expect(anonymous.statusCode, call.url).toBe(401);
      expect(anonymous.json()).toEqual({ msg: ACCOUNT_MSG.loginRequired });
      const denied = await t.app.inject({ ...call, headers: authHeader(user.token) });
      expect(denied.statusCode, call.url).toBe(403);
      expect(denied.json()).toEqual({ msg: ACCOUNT_MSG.accessDenied });
    }
    expect(await outboxRow(t.db, id)).toEqual(before);
    await t.db.delete(outbox);
  });
});

describe('POST /api/admin/outbox/dead/:id/retry', () => {
  it('refuses a bad id with a Spanish 400, and a row that is not dead (or not there) with a 404, changing nothing', async () => {
    const dead = await deadMail('fede@example.com');
    const live = await queueRow(t.db, 'test-mail', { to: 'gina@example.com', token: 'x' });
    await t.app.outbox.worker.runOnce();
    const before = await t.db.select().from(outbox).orderBy(outbox.id);

    for (const id of ['abc', '0', '-4', '1.5', '9007199254740992']) {
      const bad = await retry(id);
      expect(bad.statusCode, id).toBe(400);
      expect(bad.json(), id).toEqual({ errors: [{ param: 'id', msg: UNDELIVERED_MSG.invalidId }] });
    }
    for (const id of [live, dead + 1000]) {
      const missing = await retry(id);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ msg: UNDELIVERED_MSG.notFound });
    }
    expect(await t.db.select().from(outbox).orderBy(outbox.id)).toEqual(before);
    await t.db.delete(outbox);
  });

  it('revives a dead row (no attempts, due now), which the now-working handler delivers once', async () => {
    const id = await deadMail('hugo@example.com');
    // Nothing takes a dead row, however often the worker runs.
    mail.working = true;
    expect(await t.app.outbox.worker.runOnce()).toBe(0);

    const answer = await retry(id);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ msg: UNDELIVERED_MSG.retried(id) });
    const revived = await outboxRow(t.db, id);
    expect(revived).toMatchObject({ attempts: 0, deadAt: null, lockedUntil: null });
    expect(revived?.runAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    expect((await list()).json<UndeliveredPage>().total).toBe(0);
    // A second click (another administrator's) finds nothing dead to retry.
    expect((await retry(id)).statusCode).toBe(404);

    expect(await t.app.outbox.worker.runOnce()).toBe(1);
    expect(await t.app.outbox.worker.runOnce()).toBe(0);
    expect(mail.delivered).toEqual([{ to: 'hugo@example.com', token: 'enlace-secreto-123' }]);
    expect(await outboxRow(t.db, id)).toBeUndefined();
    // Delivered and deleted: there is nothing left to retry.
    expect((await retry(id)).statusCode).toBe(404);
    mail.working = false;
    mail.delivered.length = 0;
  });
});

describe('a retry with the worker running', () => {
  it('wakes the worker: the row goes at once, not at its next poll', async () => {
    // A poll a minute away: only the retry's wake-up can deliver within the test.
    const shop = await buildAccountsApp({ OUTBOX_POLL_MS: '60000', OUTBOX_MAX_ATTEMPTS: '1' });
    try {
      const delivered: unknown[] = [];
      shop.app.outbox.handle('test-mail', (payload) => void delivered.push(payload));
      const boss = await rootSession(shop.app, shop.db);
      const [row] = await shop.db
        .insert(outbox)
        .values({ kind: 'test-mail', payload: { to: 'ines@example.com' }, attempts: 1, deadAt: new Date() })
        .returning({ id: outbox.id });
      const id = row?.id ?? 0;
      const answer = await shop.app.inject({
        method: 'POST',
        url: `/api/admin/outbox/dead/${id}/retry`,
        headers: authHeader(boss.token),
      });
      expect(answer.statusCode).toBe(200);
      await expect.poll(() => delivered, { timeout: 5000 }).toEqual([{ to: 'ines@example.com' }]);
      await expect
        .poll(async () => (await shop.db.select().from(outbox)).length, { timeout: 60_000 })
        .toBe(0);
    } finally {
      await shop.close();
    }
  });
});
