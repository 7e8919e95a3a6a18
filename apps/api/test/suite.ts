import { afterAll, beforeAll } from 'vitest';
import type { TestApp } from './helpers.js';

/**
 * Registers a file's start (`start`, before its tests) and end (closing its app, after them).
 * Answers `t`, whose `app` and `db` read the app built by then, and `started()` for the rest of
 * what `start` made: both are usable inside tests and hooks, not at the file's top level.
 */
export function suiteOf<T extends { t: TestApp }>(start: () => Promise<T>) {
  let state: T | undefined;
  beforeAll(async () => {
    state = await start();
  });
  afterAll(() => state?.t.close());
  const started = (): T => {
    if (!state) throw new Error('the suite has not started: use its handles inside tests and hooks');
    return state;
  };
  const t: Pick<TestApp, 'app' | 'db'> = {
    get app() {
      return started().t.app;
    },
    get db() {
      return started().t.db;
    },
  };
  return { t, started };
}
