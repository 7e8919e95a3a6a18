// Which PostgreSQL driver serves a purchase's transactions best, side by side in one run:
//   - pg-pipeline: node-postgres in its public `pipeline` mode with the shop's PipelinedClient and
//     db/transaction.ts (named statements, BEGIN written ahead, statements together, the COMMIT
//     written with the last write), through Drizzle's node-postgres adapter: what the API runs;
//   - postgres.js: postgres.js (which prepares and pipelines by itself) through Drizzle's
//     postgres-js adapter, the statements issued together with Promise.all, as its users write it;
//   - pg-plain: node-postgres as a new user would use it (unnamed statements, one after another).
// Each runs the same transaction, shaped like a purchase (a setting, the buyer's row locked with a
// read beside it, a stock update, the sale's insert), from W workers over a pool of 10 connections,
// on a scratch database of its own. Rounds alternate the drivers; median [min–max] per figure.
//   node --import tsx bench/drivers.ts [--database-url postgres://postgres@127.0.0.1:5432/postgres]
//        [--workers 50] [--rounds 6] [--seconds 5]
import { parseArgs } from 'node:util';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePostgresJs } from 'drizzle-orm/postgres-js';
import pg from 'pg';
import postgres from 'postgres';
import type { Executor } from '../apps/api/src/db/client.js';
import { PipelinedClient } from '../apps/api/src/db/pipelined-client.js';
import * as shop from '../apps/api/src/db/transaction.js';
import { registerPool } from '../apps/api/src/db/transaction.js';
import { spread } from './lib/ab.js';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    workers: { type: 'string', default: '50' },
    rounds: { type: 'string', default: '6' },
    seconds: { type: 'string', default: '5' },
  },
});
const workers = Number(values.workers);
const rounds = Number(values.rounds);
const seconds = Number(values.seconds);
const POOL = 10;
const ROWS = 1000;

const admin = new URL(values['database-url']);
const scratch = new URL(admin);
scratch.pathname = '/bench_drivers';

async function createScratch() {
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query('DROP DATABASE IF EXISTS bench_drivers');
  await client.query('CREATE DATABASE bench_drivers');
  await client.end();
  const db = new pg.Client({ connectionString: scratch.toString() });
  await db.connect();
  await db.query(`CREATE TABLE buyers (id int PRIMARY KEY);
    CREATE TABLE stock (id int PRIMARY KEY, units int NOT NULL, price_cents int NOT NULL);
    CREATE TABLE sales (id bigserial PRIMARY KEY, buyer_id int NOT NULL, product_id int NOT NULL,
      quantity int NOT NULL, total_cents int NOT NULL, created_at timestamptz NOT NULL DEFAULT now());
    INSERT INTO buyers SELECT g FROM generate_series(1, ${ROWS}) g;
    INSERT INTO stock SELECT g, 1000000000, 100 * g FROM generate_series(1, ${ROWS}) g;`);
  await db.query('VACUUM ANALYZE');
  await db.end();
}

/** The purchase-shaped statements, the same text for every driver. */
const statements = (buyer: number, product: number) => ({
  setting: sql`SET LOCAL plan_cache_mode = force_generic_plan`,
  lock: sql`SELECT id FROM buyers WHERE id = ${buyer} FOR UPDATE`,
  read: sql`SELECT units, price_cents FROM stock WHERE id = ${product}`,
  take: sql`UPDATE stock SET units = units - ${2} WHERE id = ${product} AND units >= ${2} RETURNING units`,
  sell: sql`INSERT INTO sales (buyer_id, product_id, quantity, total_cents)
            SELECT ${buyer}, id, ${2}, 2 * price_cents FROM stock WHERE id = ${product} RETURNING id`,
});

interface Driver {
  name: string;
  purchase(buyer: number, product: number): Promise<void>;
  close(): Promise<void>;
}

function pgPipeline(): Driver {
  const pool = new pg.Pool({ Client: PipelinedClient, connectionString: scratch.toString(), max: POOL });
  const db = drizzlePg(pool) as unknown as Executor;
  registerPool(db, pool);
  return {
    name: 'pg-pipeline',
    purchase: (buyer, product) =>
      shop.transaction(db, async (tx) => {
        const s = statements(buyer, product);
        await tx.execute(s.setting);
        await shop.together(tx, [() => tx.execute(s.lock), () => tx.execute(s.read)]);
        await tx.execute(s.take);
        await shop.lastWrite(tx, () => tx.execute(s.sell));
      }),
    close: () => pool.end(),
  };
}

function postgresJs(): Driver {
  const client = postgres(scratch.toString(), { max: POOL, onnotice: () => {} });
  const db = drizzlePostgresJs(client);
  return {
    name: 'postgres.js',
    purchase: (buyer, product) =>
      db.transaction(async (tx) => {
        const s = statements(buyer, product);
        await tx.execute(s.setting);
        await Promise.all([tx.execute(s.lock), tx.execute(s.read)]);
        await tx.execute(s.take);
        await tx.execute(s.sell);
      }),
    close: () => client.end(),
  };
}

function pgPlain(): Driver {
  const pool = new pg.Pool({ connectionString: scratch.toString(), max: POOL });
  const db = drizzlePg(pool);
  const run = (tx: { execute(q: SQL): Promise<unknown> }, q: SQL) => tx.execute(q);
  return {
    name: 'pg-plain',
    purchase: (buyer, product) =>
      db.transaction(async (tx) => {
        const s = statements(buyer, product);
        await run(tx, s.setting);
        await run(tx, s.lock);
        await run(tx, s.read);
        await run(tx, s.take);
        await run(tx, s.sell);
      }),
    close: () => pool.end(),
  };
}

interface Round {
  perSecond: number;
  p50: number;
  p99: number;
  failures: number;
}

async function load(driver: Driver, ms: number): Promise<Round> {
  const latencies: number[] = [];
  let failures = 0;
  const until = performance.now() + ms;
  await Promise.all(
    Array.from({ length: workers }, async (_, w) => {
      let i = w;
      while (performance.now() < until) {
        const started = performance.now();
        i += workers;
        try {
          await driver.purchase((i % ROWS) + 1, ((i * 7919) % ROWS) + 1);
          latencies.push(performance.now() - started);
        } catch {
          failures += 1;
        }
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { perSecond: latencies.length / (ms / 1000), p50: at(0.5), p99: at(0.99), failures };
}

await createScratch();
const drivers = [pgPipeline(), postgresJs(), pgPlain()];
const results = new Map<string, Round[]>(drivers.map((d) => [d.name, []]));
for (const driver of drivers) await load(driver, 2000);
for (let round = 0; round < rounds; round++) {
  // Each round starts with another driver, so none always runs first or last.
  const order = drivers.map((_, i) => drivers[(i + round) % drivers.length] as Driver);
  for (const driver of order) {
    const result = await load(driver, seconds * 1000);
    results.get(driver.name)?.push(result);
    console.log(
      `round ${round + 1} ${driver.name.padEnd(12)} ${result.perSecond.toFixed(0).padStart(6)}/s  p50 ${result.p50.toFixed(1)} ms  p99 ${result.p99.toFixed(1)} ms  failures ${result.failures}`,
    );
  }
}
await Promise.all(drivers.map((d) => d.close()));

const fmt = (s: { median: number; min: number; max: number }, digits = 0) =>
  `${s.median.toFixed(digits)} [${s.min.toFixed(digits)}–${s.max.toFixed(digits)}]`;
console.log(`\n${workers} workers, pool ${POOL}, ${rounds} rounds of ${seconds} s (median [min–max])`);
console.log('| driver | transactions/s | p50 ms | p99 ms | failures |');
console.log('|---|---|---|---|---|');
for (const [name, list] of results) {
  console.log(
    `| ${name} | ${fmt(spread(list.map((r) => r.perSecond)))} | ${fmt(spread(list.map((r) => r.p50)), 1)} | ${fmt(spread(list.map((r) => r.p99)), 1)} | ${list.reduce((n, r) => n + r.failures, 0)} |`,
  );
}
