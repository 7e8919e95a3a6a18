import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers.js';
import { dueNow, outboxRow, queueRow, switchableHandler } from '../../../test/outbox-kit.js';
import { claimableRows } from './outbox.js';

// The app's own worker is off: each test runs it, one round at a time, and moves a failed row's
// backoff to now instead of waiting for it.
const MAX_ATTEMPTS = 3;
let t: TestApp;
const mail = switchableHandler<{ to: string }>();
beforeAll(async () => {
  t = await buildTestApp({ OUTBOX_WORKER: 'false', OUTBOX_MAX_ATTEMPTS: String(MAX_ATTEMPTS) });
  t.app.outbox.handle('test-mail', mail.handler);
  t.app.outbox.handle('test-event', () => undefined);
});
afterAll(() => t?.close());

const deadGauge = async () =>
  Number(
    /^bazar_outbox_dead_rows (\d+)$/m.exec(
      await t.app.metrics.getSingleMetricAsString('bazar_outbox_dead_rows'),
    )?.[1],
  );

describe('an outbox row whose delivery always fails', () => {
  it('dies after exactly OUTBOX_MAX_ATTEMPTS attempts with its last error, and is never claimed again', async () => {
    const id = await queueRow(t.db, 'test-mail', { to: 'ana@example.com' });
    const deadBefore = await deadGauge();
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      await dueNow(t.db, id);
      expect(await t.app.outbox.worker.runOnce()).toBe(1);
      const row = await outboxRow(t.db, id);
      expect(row).toMatchObject({ attempts: attempt, lockedUntil: null });
      expect(row?.lastError).toBe('Error: buzón inexistente: 550 usuario desconocido');
      // Retried with backoff until the last attempt allowed; dead after it, not before.
      if (attempt < MAX_ATTEMPTS) expect(row?.deadAt).toBeNull();
      else expect(row?.deadAt).toBeInstanceOf(Date);
    }

    // Due as far as its schedule goes, but dead: no worker takes it, and it keeps what it had.
    await dueNow(t.db, id);
    mail.working = true;
    expect(await t.app.outbox.worker.runOnce()).toBe(0);
    expect(mail.delivered).toEqual([]);
    expect(await outboxRow(t.db, id)).toMatchObject({
      attempts: MAX_ATTEMPTS,
      lastError: 'Error: buzón inexistente: 550 usuario desconocido',
      deadAt: expect.any(Date),
    });
    // The metric counts it (read when scraped).
    expect(await deadGauge()).toBe(deadBefore + 1);

    // It does not hold up the rows queued after it: those are claimed, delivered and deleted.
    const next = await queueRow(t.db, 'test-mail', { to: 'bruno@example.com' });
    expect(await t.app.outbox.worker.runOnce()).toBe(1);
    expect(mail.delivered).toEqual([{ to: 'bruno@example.com' }]);
    expect(await outboxRow(t.db, next)).toBeUndefined();
    expect(await outboxRow(t.db, id)).toMatchObject({ attempts: MAX_ATTEMPTS, deadAt: expect.any(Date) });
    mail.working = false;
  });

  it('fails with no handler for its kind the same way (a kind nobody delivers any more)', async () => {
    const id = await queueRow(t.db, 'test-retired-kind', {});
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      await dueNow(t.db, id);
      expect(await t.app.outbox.worker.runOnce()).toBe(1);
    }
    expect(await outboxRow(t.db, id)).toMatchObject({
      attempts: MAX_ATTEMPTS,
      lastError: 'Error: no outbox handler for test-retired-kind',
      deadAt: expect.any(Date),
    });
  });
});

describe('the claim', () => {
  it('reads the due rows through outbox_due_idx, whose predicate leaves the dead rows out', async () => {
    // Enough rows, dead and alive, that the index is a real choice; sequential scans are ruled
    // out so that an index the claim's WHERE no longer matches shows as another plan.
    await t.db.execute(sql`INSERT INTO outbox (kind, payload, run_at, dead_at)
      SELECT 'test-event', '{}'::jsonb, now() + make_interval(secs => i),
             CASE WHEN i % 2 = 0 THEN now() END
      FROM generate_series(1, 200) AS i`);
    await t.db.execute(sql`ANALYZE outbox`);
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const rows = await tx.execute<{ 'QUERY PLAN': string }>(sql`EXPLAIN ${claimableRows(50)}`);
      return rows.rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('outbox_due_idx');
    expect(plan).not.toContain('outbox_dead_idx');
    await t.db.execute(sql`DELETE FROM outbox WHERE kind = 'test-event'`);
  });
});
