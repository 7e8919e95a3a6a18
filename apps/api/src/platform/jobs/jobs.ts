import type { FastifyInstance } from 'fastify';
import { withAdvisoryLock } from './advisory-lock.js';

export interface JobOptions {
  /** Stable name: the advisory lock and the metrics label. */
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
  /** Work waiting for the job (e.g. checkouts past their expiry), for the metrics. */
  backlog?: () => Promise<number>;
}

export interface JobStats {
  name: string;
  runs: number;
  /** Turns skipped because another instance held the job's lock. */
  skipped: number;
  failures: number;
  lastDurationMs: number;
  backlog?: () => Promise<number>;
}

export interface Jobs {
  /** Runs `run` every `everyMs` on one instance at a time (the others skip that turn). */
  every(options: JobOptions): void;
  /**
   * Runs `fn` unless another instance (or this one) is already running the job `name`;
   * answers whether it ran. Every background job goes through here.
   */
  runExclusive(name: string, fn: () => Promise<unknown>): Promise<boolean>;
  stats(): JobStats[];
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

export function registerJobs(app: FastifyInstance): void {
  const stats = new Map<string, JobStats>();
  // Session advisory locks are re-entrant within one session (and PGlite is one session for the
  // whole process), so a turn still running in this process is tracked here as well.
  const running = new Set<string>();
  const timers: NodeJS.Timeout[] = [];

  const statsOf = (name: string) => {
    let entry = stats.get(name);
    if (!entry) {
      entry = { name, runs: 0, skipped: 0, failures: 0, lastDurationMs: 0 };
      stats.set(name, entry);
    }
    return entry;
  };

  const runExclusive: Jobs['runExclusive'] = async (name, fn) => {
    const entry = statsOf(name);
    if (running.has(name)) {
      entry.skipped += 1;
      return false;
    }
    running.add(name);
    const started = performance.now();
    try {
      const result = await withAdvisoryLock(app.database, `job:${name}`, { wait: false }, fn);
      if (!result.acquired) {
        entry.skipped += 1;
        return false;
      }
      entry.runs += 1;
      entry.lastDurationMs = performance.now() - started;
      return true;
    } catch (error) {
      entry.failures += 1;
      throw error;
    } finally {
      running.delete(name);
    }
  };

  app.decorate('jobs', {
    runExclusive,
    every({ name, everyMs, run, backlog }) {
      const entry = statsOf(name);
      if (backlog) entry.backlog = backlog;
      // unref'd: a pending turn never keeps the process (or a test run) alive.
      const timer = setInterval(() => {
        runExclusive(name, run).catch((error: unknown) =>
          app.log.error({ err: error, job: name }, 'trabajo en segundo plano falló'),
        );
      }, everyMs);
      timer.unref();
      timers.push(timer);
    },
    stats: () => [...stats.values()],
  });
  app.addHook('onClose', async () => {
    for (const timer of timers) clearInterval(timer);
  });
}
