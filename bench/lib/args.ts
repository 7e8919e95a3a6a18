import { parseArgs } from 'node:util';

export interface BenchOptions {
  /** Seconds of load per target. */
  duration: number;
  /** Seconds of load before each measurement, not counted (JIT, caches, pool warm-up). */
  warmup: number;
  connections: number;
  products: number;
  /** Orders (with buyers, invoices, reviews) seeded for the shop's admin and user reads; 0 skips them. */
  orders: number;
  databases: ('postgres' | 'pglite')[];
  /** An admin connection to the PostgreSQL server, used to create and drop the bench database. */
  pgUrl: string;
  /** A/B rounds (target, then bare route, alternated) per target. */
  rounds: number;
  /** Where the report goes (outside the repository if you like); default bench/results. */
  out: string | undefined;
  /** An existing PostgreSQL database to measure instead of seeding a fresh one (never dropped). */
  databaseUrl: string | undefined;
  /** Which catalog cache runs: off (the verdicts), on, or both (default). */
  cache: ('off' | 'on')[];
  /** Only the targets (catalog and shop reads) whose name matches. */
  targets: RegExp | undefined;
  /**
   * With --database-url: the output of the `npm run seed -- --orders N` that filled it (its
   * summary line names the busiest seller, buyer and products), so the shop's reads run too.
   */
  purchasesLog: string | undefined;
}

const USAGE = `npm run bench -- [--duration 10] [--warmup 2] [--connections 10] [--products 100000]
                 [--orders 200000] [--rounds 3] [--out DIR]
                 [--only postgres|pglite] [--pg-url postgres://postgres@127.0.0.1:5432/postgres]
                 [--database-url postgres://postgres@127.0.0.1:5432/bazar_1m] [--cache off|on|both]
                 [--targets REGEX] [--purchases SEED_LOG]`;

export function parseBenchArgs(argv: string[]): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    options: {
      duration: { type: 'string', default: '10' },
      warmup: { type: 'string', default: '2' },
      connections: { type: 'string', default: '10' },
      products: { type: 'string', default: '100000' },
      orders: { type: 'string', default: '200000' },
      only: { type: 'string' },
      rounds: { type: 'string', default: '3' },
      out: { type: 'string' },
      'pg-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
      'database-url': { type: 'string' },
      cache: { type: 'string', default: 'both' },
      targets: { type: 'string' },
      purchases: { type: 'string' },
    },
  });
  const databaseUrl = values['database-url'];
  if (
    databaseUrl !== undefined &&
    !['127.0.0.1', 'localhost', '[::1]'].includes(new URL(databaseUrl).hostname)
  ) {
    throw new Error(`--database-url must point at a loopback address\n${USAGE}`);
  }
  if (!['off', 'on', 'both'].includes(values.cache))
    throw new Error(`--cache takes off, on or both\n${USAGE}`);
  const pgUrl = values['pg-url'];
  // The bench creates and drops databases: keep it on this machine.
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(new URL(pgUrl).hostname)) {
    throw new Error(`--pg-url must point at a loopback address\n${USAGE}`);
  }
  if (values.only !== undefined && values.only !== 'postgres' && values.only !== 'pglite') {
    throw new Error(`--only takes postgres or pglite\n${USAGE}`);
  }
  return {
    duration: positive(values.duration, 'duration', 600),
    warmup: positive(values.warmup, 'warmup', 60, true),
    connections: positive(values.connections, 'connections', 1000),
    products: positive(values.products, 'products', 5_000_000),
    orders: positive(values.orders, 'orders', 5_000_000, true),
    databases: values.only ? [values.only] : ['postgres', 'pglite'],
    pgUrl,
    rounds: positive(values.rounds, 'rounds', 20),
    out: values.out,
    databaseUrl,
    cache: values.cache === 'both' ? ['off', 'on'] : [values.cache as 'off' | 'on'],
    targets: values.targets ? new RegExp(values.targets) : undefined,
    purchasesLog: values.purchases,
  };
}

function positive(text: string, name: string, max: number, zeroOk = false): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < (zeroOk ? 0 : 1) || value > max) {
    throw new Error(`--${name} must be a whole number between ${zeroOk ? 0 : 1} and ${max}\n${USAGE}`);
  }
  return value;
}
