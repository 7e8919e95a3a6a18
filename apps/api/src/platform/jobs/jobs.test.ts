import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** A job turn that stays running until released. */
function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

describe('runExclusive', () => {
  it('runs one turn of a job at a time and skips the overlapping one', async () => {
    const { open, opened } = gate();
    let runs = 0;
    const count = async () => {
      runs += 1;
    };
    const first = t.app.jobs.runExclusive('prueba', async () => {
      runs += 1;
      await opened;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await t.app.jobs.runExclusive('prueba', count)).toBe(false);
    // Another job is not held up by this one.
    expect(await t.app.jobs.runExclusive('otra', async () => undefined)).toBe(true);
    open();
    expect(await first).toBe(true);
    expect(runs).toBe(1);
    expect(await t.app.jobs.runExclusive('prueba', count)).toBe(true);
    expect(runs).toBe(2);
    const stats = t.app.jobs.stats().find((s) => s.name === 'prueba');
    expect(stats).toMatchObject({ runs: 2, skipped: 1, failures: 0 });
  });

  it('frees the job after a failed turn', async () => {
    await expect(
      t.app.jobs.runExclusive('falla', async () => {
        throw new Error('roto');
      }),
    ).rejects.toThrow('roto');
    expect(await t.app.jobs.runExclusive('falla', async () => undefined)).toBe(true);
  });
});
