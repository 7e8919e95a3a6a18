import { cp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { type Dispatcher, Pool } from 'undici';
import { cleanupAll, onCleanup } from './lib/cleanup.js';
import { prepareDatabase } from './lib/databases.js';
import { benchApiEnv, freePort, repoRoot, startNode, waitForOk } from './lib/processes.js';
import { signIn } from './lib/session.js';
import { startSmtpSink } from './lib/smtp-sink.js';

// npm run bench:checkout -w @bazar/bench -- --buyers 50 --database-url postgres://…/bazar_1m
// N buyers, no think time, each buying in a loop as the web app does: add to cart →
// POST /api/checkout → the sandbox page → 'Pagar' → /api/paymentIdPM → the result screen's read.
// Reports per-step and per-request p99, whole-purchase p99, purchases/s and SQL statements per
// purchase (the server counts them with COUNT_STATEMENTS=true), per round and as median [range].
// --compare DIR runs a second API from another checkout (say, the main branch's files) on the
// same database, rounds alternating between the two, for a before/after taken side by side.
// --compare-database-url runs the compared API on another database (a copy of the first, say,
// with a schema change applied to one of them); alone, it compares this checkout with itself.
// --instances N (PostgreSQL server, with --redis-url) runs N API processes on the one database,
// each buyer staying with one of them, as N instances behind a balancer would serve them.
// --coupons (PostgreSQL) gives every seller a 10 % coupon ('BENCH<seller id>', written into the
// database once the servers have migrated it) and this checkout's buyers open every checkout with
// their product's seller's code; with --compare of this same folder, the compared API buys the
// same way without one: a coupon on every purchase against none, side by side (decision record 0033).

const USAGE = `npm run bench:checkout -w @bazar/bench -- [--buyers 50] [--rounds 3] [--seconds 20] [--warmup 5]
   (--database-url postgres://…/an_already_seeded_db | --only postgres|pglite [--products 100000]
    [--pg-url postgres://postgres@127.0.0.1:5432/postgres]) [--compare /path/to/another/checkout]
   [--compare-database-url postgres://…/a_copy_of_that_db] [--instances 2 --redis-url redis://127.0.0.1:6379]
   [--coupons]`;

const { values } = parseArgs({
  args: process.argv.slice(2),
  strict: true,
  options: {
    buyers: { type: 'string', default: '50' },
    rounds: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '5' },
    'database-url': { type: 'string' },
    only: { type: 'string' },
    products: { type: 'string', default: '100000' },
    'pg-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    compare: { type: 'string' },
    'compare-database-url': { type: 'string' },
    instances: { type: 'string', default: '1' },
    'redis-url': { type: 'string' },
    coupons: { type: 'boolean', default: false },
  },
});
const whole = (text: string, name: string) => {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} must be a whole number\n${USAGE}`);
  return n;
};
const buyers = whole(values.buyers, 'buyers');
const rounds = whole(values.rounds, 'rounds');
const seconds = whole(values.seconds, 'seconds');
const warmup = whole(values.warmup, 'warmup');
if (!values['database-url'] && values.only !== 'postgres' && values.only !== 'pglite') throw new Error(USAGE);
const instances = whole(values.instances, 'instances');
// Instances share the database, and their caches hear each other's product changes through Redis.
if (instances < 1 || (instances > 1 && (!values['redis-url'] || values.only === 'pglite')))
  throw new Error(`--instances above 1 needs a PostgreSQL server and --redis-url\n${USAGE}`);

const STEPS = [
  'product page',
  'add to cart',
  'open checkout',
  'sandbox page',
  'Pagar',
  'paymentIdPM',
  'result',
] as const;
type Step = (typeof STEPS)[number];
const PASSWORD = 'bench-Compras-2026';

interface RoundResult {
  steps: Record<Step, number[]>;
  purchases: number[];
  failures: Map<string, number>;
  statements: number | null;
  /** The whole machine's busy CPU time over the round, in ms (null: no /proc/stat). */
  cpuMs: number | null;
  /** Round trips to the database (null: an older server that does not tell). */
  roundTrips: number | null;
  /** Seconds from the round's start until its outbox rows were delivered. */
  seconds: number;
  /** Outbox rows waiting when the buyers stopped (null: not told). */
  backlog: number | null;
}

const p99 = (values: number[]) => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)] ?? Number.NaN;
};
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const fmt = (values: number[], digits = 0) =>
  `${median(values).toFixed(digits)} [${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)}]`;

async function main() {
  let env: Record<string, string>;
  let label: string;
  if (values['database-url']) {
    env = { DATABASE_URL: values['database-url'], DATA_DIR: `/tmp/bazar-bench-checkout-${process.pid}` };
    // Only uploads would land there; the database is the caller's and stays.
    onCleanup(`remove ${env.DATA_DIR}`, () => rm(env.DATA_DIR ?? '', { recursive: true, force: true }));
    label = `postgres (${new URL(values['database-url']).pathname.slice(1)})`;
    if (values['redis-url']) env.REDIS_URL = values['redis-url'];
  } else {
    const kind = values.only as 'postgres' | 'pglite';
    const products = whole(values.products, 'products');
    console.log(`seeding ${products} products on ${kind}…`);
    const database = await prepareDatabase(kind, products, values['pg-url']);
    env = database.env;
    label = `${kind} (${products} products)`;
  }

  // Receipts leave over SMTP, as a shop in production sends them (see smtp-sink.ts).
  const smtp = await startSmtpSink();
  onCleanup('stop the SMTP sink', async () => smtp.close());
  env.SMTP_URL = smtp.url;

  // Embedded PGlite belongs to one process: a compared server gets its own copy of the files,
  // made before either server opens them.
  const compareEnv = { ...env };
  let compareLabel = label;
  if (values['compare-database-url']) {
    if (!values['database-url']) throw new Error(`--compare-database-url goes with --database-url\n${USAGE}`);
    compareEnv.DATABASE_URL = values['compare-database-url'];
    compareLabel = `postgres (${new URL(values['compare-database-url']).pathname.slice(1)})`;
  }
  if (values.compare && !env.DATABASE_URL && env.DATA_DIR) {
    compareEnv.DATA_DIR = `${env.DATA_DIR}-compare`;
    await cp(env.DATA_DIR, compareEnv.DATA_DIR, { recursive: true });
    onCleanup(`remove ${compareEnv.DATA_DIR}`, () =>
      rm(compareEnv.DATA_DIR ?? '', { recursive: true, force: true }),
    );
  }
  const targets = [await startTarget('this checkout', repoRoot, env, label)];
  if (values.compare || values['compare-database-url']) {
    targets.push(
      await startTarget('compared', path.resolve(values.compare ?? repoRoot), compareEnv, compareLabel),
    );
  }
  if (values.coupons) {
    if (!env.DATABASE_URL) throw new Error(`--coupons needs a PostgreSQL server\n${USAGE}`);
    await seedBenchCoupons(env.DATABASE_URL);
    (targets[0] as Target).coupons = true;
  }
  for (const target of targets)
    console.log(
      `${target.name}${target.coupons ? ' (a coupon on every purchase)' : ''}: ${target.label}, ${target.total} products, ${buyers} buyers, ${target.bases.length} API instance(s)`,
    );

  const results = new Map(targets.map((target) => [target.name, [] as RoundResult[]]));
  for (const target of targets) if (warmup > 0) await round(target, warmup);
  for (let i = 0; i < rounds; i++) {
    // Alternate which one goes first, so a slow spell on the machine does not favour either.
    for (const target of i % 2 === 0 ? targets : [...targets].reverse()) {
      const result = await round(target, seconds);
      results.get(target.name)?.push(result);
      const all = STEPS.flatMap((step) => result.steps[step]);
      console.log(
        `${target.name} round ${i + 1}: ${result.purchases.length} purchases (${(result.purchases.length / result.seconds).toFixed(1)}/s), ` +
          `request p99 ${p99(all).toFixed(0)} ms, purchase p99 ${p99(result.purchases).toFixed(0)} ms, ` +
          `${result.statements === null ? 'n/a' : (result.statements / Math.max(1, result.purchases.length)).toFixed(1)} statements/purchase ` +
          `(${result.roundTrips === null ? 'n/a' : (result.roundTrips / Math.max(1, result.purchases.length)).toFixed(1)} round trips), ` +
          `${result.cpuMs === null ? '' : `${(result.cpuMs / Math.max(1, result.purchases.length)).toFixed(2)} CPU ms/purchase, `}` +
          `outbox backlog ${result.backlog ?? 'n/a'} rows, ${result.seconds.toFixed(1)} s with its delivery` +
          (result.failures.size ? `, failures ${JSON.stringify(Object.fromEntries(result.failures))}` : ''),
      );
    }
  }
  for (const target of targets) report(target.name, target.label, results.get(target.name) ?? []);
  console.log(`receipts the SMTP sink received (warm-up included): ${smtp.received()}`);
  for (const target of targets) await target.stop();
}

interface Target {
  name: string;
  /** The database it runs on, for the report. */
  label: string;
  /** Each API instance's address (the first also answers the bench's questions). */
  bases: string[];
  total: number;
  /** Each buyer, with the instance it stays with. */
  buyers: { base: string; token: string }[];
  /**
   * How this API opens a checkout: POST, or GET in a checkout of the code from before POST opened
   * it (a --compare target), learnt from its 404 to the POST.
   */
  opensWith: 'POST' | 'GET';
  /** Opens every checkout with the bench coupon of its product's seller (--coupons). */
  coupons: boolean;
  stop(): Promise<void>;
}

/** Every seller's bench coupon: 10 %, valid from yesterday to tomorrow, no limit that a round reaches. */
async function seedBenchCoupons(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rowCount } =
      await client.query(`INSERT INTO coupons (seller_id, code, kind, value, starts_on, ends_on, max_uses_per_buyer)
      SELECT DISTINCT seller_id, 'BENCH' || seller_id, 'percent', 10, current_date - 1, current_date + 1, 1000000000
      FROM products WHERE seller_id IS NOT NULL
      ON CONFLICT (code) DO UPDATE SET starts_on = excluded.starts_on, ends_on = excluded.ends_on, paused = false`);
    console.log(`bench coupons: ${rowCount} sellers`);
  } finally {
    await client.end();
  }
}

// undici's pool rather than fetch or node:http: the load generator shares the server's two cores,
// and per request undici costs it the least CPU (fetch's streams cost about twice node:http's).
const pools = new Map<string, Pool>();
const poolOf = (base: string) => {
  let pool = pools.get(base);
  if (!pool) {
    pool = new Pool(base, { connections: 256, headersTimeout: 30_000, bodyTimeout: 30_000 });
    pools.set(base, pool);
  }
  return pool;
};

async function call(
  base: string,
  token: string | null,
  method: string,
  urlPath: string,
  body?: unknown,
): Promise<{ status: number; text: string }> {
  const headers: Record<string, string> = {};
  if (token) headers['auth-token'] = token;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await poolOf(base).request({
    method: method as Dispatcher.HttpMethod,
    path: urlPath,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.statusCode, text: await response.body.text() };
}

/** Starts the API servers from `root` (a checkout of this repository) and signs its buyers up. */
async function startTarget(
  name: string,
  root: string,
  env: Record<string, string>,
  label: string,
): Promise<Target> {
  const servers: { base: string; stop(): Promise<void> }[] = [];
  for (let i = 0; i < instances; i++) servers.push(await startServer(name, root, env));
  const [first] = servers;
  if (!first) throw new Error('no API instance');
  const base = first.base;
  const { total } = JSON.parse((await call(base, null, 'GET', '/api/products?page=1&pageSize=1')).text) as {
    total: number;
  };
  const run = `${Date.now().toString(36)}${name.length}`;
  const signedIn: Target['buyers'] = [];
  for (let i = 0; i < buyers; i++) {
    const userName = `cb${run}${i}`;
    const registered = await call(base, null, 'POST', '/api/user', {
      email: `${userName}@bench.local`,
      password: PASSWORD,
      passwordConfirmation: PASSWORD,
      userName,
      lastName: 'Comprador',
      idPersonal: `${i}${run}`.slice(0, 12),
    });
    if (registered.status !== 201) throw new Error(`register: ${registered.status} ${registered.text}`);
    const own = servers[i % servers.length]?.base ?? base;
    const token = await signIn(own, userName, PASSWORD);
    // A checkout ships somewhere: each buyer keeps one address (a code before the address book
    // answers 404 here and needs none).
    const address = await call(own, token, 'POST', '/api/addresses', {
      street: 'Av. Corrientes',
      number: String(1000 + i),
      city: 'Buenos Aires',
      province: 'CABA',
      postalCode: 'C1043',
      phone: '+54 11 5555-0000',
    });
    if (address.status !== 201 && address.status !== 404)
      throw new Error(`address: ${address.status} ${address.text}`);
    signedIn.push({ base: own, token });
  }
  return {
    name,
    label,
    bases: servers.map((server) => server.base),
    total,
    buyers: signedIn,
    opensWith: 'POST',
    coupons: false,
    stop: async () => {
      for (const server of servers) await server.stop();
    },
  };
}

async function startServer(name: string, root: string, env: Record<string, string>) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = startNode(
    `API server (${name}, port ${port})`,
    path.join(root, 'apps/api/src/server.ts'),
    [],
    {
      ...env,
      ...benchApiEnv(port, { email: 'bench-admin@bazar.local', password: 'some-bench-secret-1' }),
      COUNT_STATEMENTS: 'true',
      // The bench's buyers open far more checkouts, and register from one address, than people do.
      CHECKOUT_RATE_PER_USER: '1000000',
      REGISTER_RATE_PER_IP: '1000000',
      LOGIN_RATE_PER_IP: '1000000',
      // Reconciliation is not measured here (with --compare, the other server's payments are not its own).
      RECONCILE_AFTER_SECONDS: '86400',
    },
  );
  await waitForOk(`${base}/api/health`, server, 180_000);
  return { base, stop: () => server.stop() };
}

/** Statements and round trips so far, summed over the target's instances (each counts its own). */
async function statementsOf(
  target: Target,
): Promise<{ statements: number; roundTrips: number | null } | null> {
  let statements = 0;
  let roundTrips: number | null = 0;
  for (const base of target.bases) {
    const answer = await call(base, null, 'GET', '/api/bench/statements');
    if (answer.status !== 200) return null;
    const counted = JSON.parse(answer.text) as { statements: number; roundTrips?: number };
    statements += counted.statements;
    roundTrips =
      roundTrips === null || counted.roundTrips === undefined ? null : roundTrips + counted.roundTrips;
  }
  return { statements, roundTrips };
}

async function purchase(
  target: Target,
  { base, token }: Target['buyers'][number],
  record: (step: Step, ms: number) => void,
): Promise<string | null> {
  const timed = async (step: Step, method: string, urlPath: string, body?: unknown) => {
    const started = performance.now();
    const answer = await call(base, token, method, urlPath, body);
    record(step, performance.now() - started);
    return answer;
  };
  const productId = 1 + Math.floor(Math.random() * target.total);
  // As the web app does: the product's page first, and for a product in sizes or colours one of
  // its variants in stock (decision record 0031); code before variants answers none.
  const shown = await timed('product page', 'GET', `/api/products/${productId}`);
  if (shown.status !== 200) return `product page ${shown.status}`;
  const { variants = [], sellerId } = JSON.parse(shown.text) as {
    variants?: { id: number; values: string[]; stock: number }[];
    sellerId?: number | null;
  };
  const choices = variants.filter((v) => v.values.length > 0 && v.stock > 0);
  const choice = choices[Math.floor(Math.random() * choices.length)];
  if (variants.some((v) => v.values.length > 0) && !choice) return 'sold out';
  const added = await timed('add to cart', 'POST', '/api/shoppingCart', {
    productId,
    ...(choice ? { variantId: choice.id } : {}),
    quantity: 1,
  });
  if (added.status !== 200) {
    await call(base, token, 'DELETE', '/api/shoppingCart/clean');
    return `add to cart ${added.status}`;
  }
  const opening = target.coupons && sellerId ? { coupons: [`BENCH${sellerId}`] } : undefined;
  let opened = await timed('open checkout', target.opensWith, '/api/checkout', opening);
  if (opened.status === 404 && target.opensWith === 'POST') {
    target.opensWith = 'GET';
    opened = await timed('open checkout', target.opensWith, '/api/checkout');
  }
  if (opened.status !== 200) {
    await call(base, token, 'DELETE', '/api/shoppingCart/clean');
    return `open checkout ${opened.status}`;
  }
  const { id } = JSON.parse(opened.text) as { id: string };
  const page = await timed('sandbox page', 'GET', `/api/checkout/${id}`);
  if (page.status !== 200) return `sandbox page ${page.status}`;
  const paid = await timed('Pagar', 'POST', `/api/checkout/${id}/sandbox/pay`, { decision: 'approve' });
  if (paid.status !== 200) return `Pagar ${paid.status}`;
  const { paymentId } = JSON.parse(paid.text) as { paymentId: string };
  const confirmed = await timed(
    'paymentIdPM',
    'GET',
    `/api/paymentIdPM?payment_id=${encodeURIComponent(paymentId)}`,
  );
  const confirmation = JSON.parse(confirmed.text) as { status?: string; invoiceId?: number };
  if (confirmed.status !== 200 || confirmation.status !== 'approved')
    return `paymentIdPM ${confirmed.status}`;
  const result = await timed('result', 'GET', `/api/orders/checkout?invoiceId=${confirmation.invoiceId}`);
  if (result.status !== 200) return `result ${result.status}`;
  return null;
}

/**
 * Busy CPU time of the whole machine so far, in ms (Linux): server, database and this load
 * generator together. Per purchase it is a steadier before/after than latency on a noisy machine,
 * and it is what the latency is made of once the cores are saturated.
 */
async function machineCpuMs(): Promise<number | null> {
  const stat = await readFile('/proc/stat', 'utf8').catch(() => null);
  const fields = stat?.split('\n')[0]?.trim().split(/\s+/).slice(1).map(Number);
  if (!fields || fields.length < 8) return null;
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = fields;
  return ((user + nice + system + irq + softirq + steal) * 1000) / 100;
}

async function round(target: Target, durationS: number): Promise<RoundResult> {
  const steps = Object.fromEntries(STEPS.map((step) => [step, [] as number[]])) as Record<Step, number[]>;
  const purchases: number[] = [];
  const failures = new Map<string, number>();
  const before = await statementsOf(target);
  const cpuBefore = await machineCpuMs();
  const started = performance.now();
  const deadline = started + durationS * 1000;
  await Promise.all(
    target.buyers.map(async (buyer) => {
      while (performance.now() < deadline) {
        const begun = performance.now();
        const failure = await purchase(target, buyer, (step, ms) => steps[step].push(ms)).catch(
          (e: unknown) => String(e),
        );
        if (failure) failures.set(failure, (failures.get(failure) ?? 0) + 1);
        else purchases.push(performance.now() - begun);
      }
    }),
  );
  // The round lasts until the outbox has delivered what its purchases queued (receipts, events,
  // cache drops): throughput is what the server sustains, not what it defers.
  const backlog = await outboxPending(target);
  await drainOutbox(target);
  const elapsed = (performance.now() - started) / 1000;
  const cpuAfter = await machineCpuMs();
  const after = await statementsOf(target);
  // The readings themselves send no SQL; the outbox worker's statements are included.
  const statements = before === null || after === null ? null : after.statements - before.statements;
  const roundTrips =
    before?.roundTrips == null || after?.roundTrips == null ? null : after.roundTrips - before.roundTrips;
  const cpuMs = cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore;
  return { steps, purchases, failures, statements, roundTrips, cpuMs, seconds: elapsed, backlog };
}

/** Outbox rows not yet delivered; null when the server cannot tell (an older checkout). */
async function outboxPending(target: Target): Promise<number | null> {
  const answer = await call(target.bases[0] ?? '', null, 'GET', '/api/bench/outbox');
  return answer.status === 200 ? (JSON.parse(answer.text) as { pending: number }).pending : null;
}

async function drainOutbox(target: Target): Promise<void> {
  const giveUp = performance.now() + 120_000;
  let pending = await outboxPending(target);
  while (pending !== null && pending > 0) {
    if (performance.now() > giveUp)
      throw new Error(`${target.name}: ${pending} outbox rows still pending after 120 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    pending = await outboxPending(target);
  }
}

function report(name: string, label: string, results: RoundResult[]) {
  console.log(
    `\n## Checkout under load (${name}): ${label}, ${buyers} buyers, median [range] of ${results.length} rounds\n`,
  );
  console.log('| step | p99 ms | median ms |\n|---|---|---|');
  for (const step of STEPS) {
    console.log(
      `| ${step} | ${fmt(results.map((r) => p99(r.steps[step])))} | ${fmt(
        results.map((r) => median(r.steps[step])),
        1,
      )} |`,
    );
  }
  console.log(
    `| **any request** | ${fmt(results.map((r) => p99(STEPS.flatMap((step) => r.steps[step]))))} | |`,
  );
  console.log(
    `| **whole purchase** | ${fmt(results.map((r) => p99(r.purchases)))} | ${fmt(
      results.map((r) => median(r.purchases)),
      1,
    )} |`,
  );
  console.log(
    `\npurchases/s (a round lasts until its outbox rows are delivered): ${fmt(
      results.map((r) => r.purchases.length / r.seconds),
      1,
    )}`,
  );
  const counted = results.filter((r) => r.statements !== null);
  console.log(
    `SQL statements per purchase (BEGIN/COMMIT and the outbox worker included): ${
      counted.length
        ? fmt(
            counted.map((r) => (r.statements ?? 0) / Math.max(1, r.purchases.length)),
            1,
          )
        : 'not counted by that server'
    }`,
  );
  const timed = results.filter((r) => r.cpuMs !== null);
  if (timed.length)
    console.log(
      `machine CPU ms per purchase (server, database and load generator): ${fmt(
        timed.map((r) => (r.cpuMs ?? 0) / Math.max(1, r.purchases.length)),
        2,
      )}`,
    );
  const tripped = results.filter((r) => r.roundTrips !== null);
  console.log(
    `database round trips per purchase: ${
      tripped.length
        ? fmt(
            tripped.map((r) => (r.roundTrips ?? 0) / Math.max(1, r.purchases.length)),
            1,
          )
        : 'not counted by that server'
    }`,
  );
  const failed = results.reduce((sum, r) => sum + [...r.failures.values()].reduce((x, y) => x + y, 0), 0);
  console.log(`failed purchases (stock gone, inactive product): ${failed}`);
}

try {
  await main();
} finally {
  await Promise.all([...pools.values()].map((pool) => pool.close()));
  await cleanupAll();
  // Everything is reported and removed: a handle left open by a stopped child (seen with the
  // embedded database) must not keep the bench waiting forever.
  process.exit(process.exitCode ?? 0);
}
