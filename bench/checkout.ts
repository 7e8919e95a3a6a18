import { parseArgs } from 'node:util';
import { cleanupAll } from './lib/cleanup.js';
import { prepareDatabase } from './lib/databases.js';
import { freePort, startNode, waitForOk } from './lib/processes.js';
import { signIn } from './lib/session.js';

// npm run bench:checkout -w @bazar/bench -- --buyers 50 --database-url postgres://…/bazar_1m
// N buyers, no think time, each buying in a loop as the web app does: add to cart →
// GET /api/checkout → the sandbox page → 'Pagar' → /api/paymentIdPM → the result screen's read.
// Reports per-step and per-request p99, whole-purchase p99, purchases/s and SQL statements per
// purchase (the server counts them with COUNT_STATEMENTS=true), per round and as median [range].

const USAGE = `npm run bench:checkout -w @bazar/bench -- [--buyers 50] [--rounds 3] [--seconds 20] [--warmup 5]
   (--database-url postgres://…/an_already_seeded_db | --only postgres|pglite [--products 100000]
    [--pg-url postgres://postgres@127.0.0.1:5432/postgres])`;

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

const STEPS = ['add to cart', 'open checkout', 'sandbox page', 'Pagar', 'paymentIdPM', 'result'] as const;
type Step = (typeof STEPS)[number];
const PASSWORD = 'bench-Compras-2026';

interface RoundResult {
  steps: Record<Step, number[]>;
  purchases: number[];
  failures: Map<string, number>;
  statements: number;
  seconds: number;
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
    label = `postgres (${new URL(values['database-url']).pathname.slice(1)})`;
  } else {
    const kind = values.only as 'postgres' | 'pglite';
    const products = whole(values.products, 'products');
    console.log(`seeding ${products} products on ${kind}…`);
    const database = await prepareDatabase(kind, products, values['pg-url']);
    env = database.env;
    label = `${kind} (${products} products)`;
  }

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = startNode('API server', 'apps/api/src/server.ts', [], {
    ...env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: 'bench-admin@bazar.local',
    ADMIN_PASSWORD: 'some-bench-secret-1',
    SANDBOX_WEBHOOK_SECRET: 'bench-sandbox-webhook-secret',
    COUNT_STATEMENTS: 'true',
    // The bench's buyers open far more checkouts, and register from one address, than people do.
    CHECKOUT_RATE_PER_USER: '1000000',
    REGISTER_RATE_PER_IP: '1000000',
    LOGIN_RATE_PER_IP: '1000000',
  });
  await waitForOk(`${base}/api/health`, server, 180_000);

  const call = async (token: string | null, method: string, path: string, body?: unknown) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...(token ? { 'auth-token': token } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    return { status: response.status, text };
  };

  const { total } = JSON.parse((await call(null, 'GET', '/api/products?page=1&pageSize=1')).text) as {
    total: number;
  };
  const run = Date.now().toString(36);
  const tokens: string[] = [];
  for (let i = 0; i < buyers; i++) {
    const userName = `cb${run}${i}`;
    const email = `${userName}@bench.local`;
    const registered = await call(null, 'POST', '/api/user', {
      email,
      password: PASSWORD,
      passwordConfirmation: PASSWORD,
      userName,
      lastName: 'Comprador',
      idPersonal: `${i}${run}`.slice(0, 12),
    });
    if (registered.status !== 201) throw new Error(`register: ${registered.status} ${registered.text}`);
    tokens.push(await signIn(base, userName, PASSWORD));
  }
  console.log(`${label}: ${total} products, ${buyers} buyers, ${rounds} rounds of ${seconds} s`);

  async function purchase(token: string, record: (step: Step, ms: number) => void): Promise<string | null> {
    const timed = async (step: Step, method: string, path: string, body?: unknown) => {
      const started = performance.now();
      const answer = await call(token, method, path, body);
      record(step, performance.now() - started);
      return answer;
    };
    const productId = 1 + Math.floor(Math.random() * total);
    const added = await timed('add to cart', 'POST', '/api/shoppingCart', { productId, quantity: 1 });
    if (added.status !== 200) {
      await call(token, 'DELETE', '/api/shoppingCart/clean');
      return `add to cart ${added.status}`;
    }
    const opened = await timed('open checkout', 'GET', '/api/checkout');
    if (opened.status !== 200) {
      await call(token, 'DELETE', '/api/shoppingCart/clean');
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

  async function round(durationS: number): Promise<RoundResult> {
    const steps = Object.fromEntries(STEPS.map((s) => [s, [] as number[]])) as Record<Step, number[]>;
    const purchases: number[] = [];
    const failures = new Map<string, number>();
    const before = JSON.parse((await call(null, 'GET', '/api/bench/statements')).text).statements as number;
    const started = performance.now();
    const deadline = started + durationS * 1000;
    await Promise.all(
      tokens.map(async (token) => {
        while (performance.now() < deadline) {
          const begun = performance.now();
          const failure = await purchase(token, (step, ms) => steps[step].push(ms)).catch((e: unknown) =>
            String(e),
          );
          if (failure) failures.set(failure, (failures.get(failure) ?? 0) + 1);
          else purchases.push(performance.now() - begun);
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    const after = JSON.parse((await call(null, 'GET', '/api/bench/statements')).text).statements as number;
    // The two readings themselves send no SQL; the outbox worker's statements are included.
    return { steps, purchases, failures, statements: after - before, seconds: elapsed };
  }

  if (warmup > 0) await round(warmup);
  const results: RoundResult[] = [];
  for (let i = 0; i < rounds; i++) {
    const result = await round(seconds);
    results.push(result);
    const all = STEPS.flatMap((s) => result.steps[s]);
    console.log(
      `round ${i + 1}: ${result.purchases.length} purchases (${(result.purchases.length / result.seconds).toFixed(1)}/s), ` +
        `request p99 ${p99(all).toFixed(0)} ms, purchase p99 ${p99(result.purchases).toFixed(0)} ms, ` +
        `${(result.statements / Math.max(1, result.purchases.length)).toFixed(1)} statements/purchase` +
        (result.failures.size ? `, failures ${JSON.stringify(Object.fromEntries(result.failures))}` : ''),
    );
  }

  console.log(`\n## Checkout under load: ${label}, ${buyers} buyers, median [range] of ${rounds} rounds\n`);
  console.log('| step | p99 ms | median ms |\n|---|---|---|');
  for (const step of STEPS) {
    console.log(
      `| ${step} | ${fmt(results.map((r) => p99(r.steps[step])))} | ${fmt(
        results.map((r) => median(r.steps[step])),
        1,
      )} |`,
    );
  }
  const perRequest = results.map((r) => p99(STEPS.flatMap((s) => r.steps[s])));
  console.log(`| **any request** | ${fmt(perRequest)} | |`);
  console.log(
    `| **whole purchase** | ${fmt(results.map((r) => p99(r.purchases)))} | ${fmt(
      results.map((r) => median(r.purchases)),
      1,
    )} |`,
  );
  console.log(
    `\npurchases/s: ${fmt(
      results.map((r) => r.purchases.length / r.seconds),
      1,
    )}`,
  );
  console.log(
    `SQL statements per purchase (BEGIN/COMMIT and the outbox worker included): ${fmt(
      results.map((r) => r.statements / Math.max(1, r.purchases.length)),
      1,
    )}`,
  );
  const failed = results.reduce((sum, r) => sum + [...r.failures.values()].reduce((a, b) => a + b, 0), 0);
  console.log(`failed purchases (stock gone, inactive product): ${failed}`);
  await server.stop();
}

try {
  await main();
} finally {
  await cleanupAll();
}
