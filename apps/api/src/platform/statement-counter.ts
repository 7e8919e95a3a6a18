import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { z } from 'zod';
import { countPending } from './outbox/outbox.js';

let statements = 0;
let roundTrips = 0;
let installed = false;
/** Statements written and not answered yet, per connection. */
const inFlight = new WeakMap<pg.Client, number>();

/**
 * Benchmarks only (COUNT_STATEMENTS=true): counts every statement a pg client sends, BEGIN and
 * COMMIT included, and the round trips they took (a BEGIN that travels with its transaction's
 * first statement takes none of its own), and serves the running totals at GET
 * /api/bench/statements, so a benchmark can report both per purchase from two readings. Off by
 * default: no route, no wrapper.
 */
export function registerStatementCounter(app: FastifyInstance): void {
  if (!app.env.COUNT_STATEMENTS) return;
  if (!installed) {
    installed = true;
    const query = pg.Client.prototype.query;
    pg.Client.prototype.query = function countedQuery(this: pg.Client, ...args: unknown[]) {
      // A statement written while another still waits for its answer (pipelined) rides that
      // one's round trip; one written to an idle connection starts a round trip of its own.
      const waiting = inFlight.get(this) ?? 0;
      statements += 1;
      if (waiting === 0) roundTrips += 1;
      inFlight.set(this, waiting + 1);
      const answered = () => inFlight.set(this, (inFlight.get(this) ?? 1) - 1);
      const result = (query as (...a: unknown[]) => unknown).apply(this, args);
      if (result instanceof Promise) result.then(answered, answered);
      else answered();
      return result;
    } as typeof query;
  }
  app.get(
    '/api/bench/statements',
    {
      schema: {
        hide: true,
        response: { 200: z.object({ statements: z.number().int(), roundTrips: z.number().int() }) },
      },
    },
    async () => ({ statements, roundTrips }),
  );
  // Rows the outbox worker has still to deliver: a round is over when they are, so deferred
  // work (receipts, events, cache drops) counts in its time and its statements.
  app.get(
    '/api/bench/outbox',
    { schema: { hide: true, response: { 200: z.object({ pending: z.number().int() }) } } },
    async () => {
      const pending = await countPending(app.database);
      // This reading's own statement is not the purchases'.
      statements -= 1;
      roundTrips -= 1;
      return { pending };
    },
  );
}
