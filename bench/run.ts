import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseBenchArgs } from './lib/args.js';
import { homePageJs } from './lib/bundle-size.js';
import { cleanupAll } from './lib/cleanup.js';
import { type BenchDatabase, prepareDatabase } from './lib/databases.js';
import { type LoadOptions, measure, probe, type RequestShape } from './lib/load.js';
import { freePort, repoRoot, startNode, waitForOk } from './lib/processes.js';
import { bundleSection, checks, type Row, resultsTable, shopChecks } from './lib/report.js';
import { signIn } from './lib/session.js';
import { type Caller, shopTargets } from './lib/shop-targets.js';

// npm run bench: load-tests the API on a PostgreSQL server and on embedded PGlite, each with
// the demo catalog + 100 000 products, against a bare Fastify route as the machine's ceiling;
// then, with 200 000 seeded orders, the admin and user reads of the shop.

const ADMIN_EMAIL = 'bench-admin@bazar.local';
const ADMIN_PASSWORD = 'some-bench-secret-1';

const API_TARGETS: [string, string][] = [
  ['home listing', '/api/products?page=1&pageSize=6'],
  ['search "camizeta"', '/api/products?name=camizeta'],
  ['search "zapatilas rojas"', `/api/products?name=${encodeURIComponent('zapatilas rojas')}`],
  ['deep page (4000 × 24)', '/api/products?page=4000&pageSize=24'],
  [
    'category + price sort',
    `/api/products?category=${encodeURIComponent('Tecnología')}&sort=price_asc&page=3&pageSize=12`,
  ],
];

const options = parseBenchArgs(process.argv.slice(2));
const load: LoadOptions = options;
const rows: Row[] = [];
/** The admin and user reads over the seeded orders: their own table and targets. */
const shopRows: Row[] = [];
const seedNotes: string[] = [];
let bareRps: number | undefined;

async function runBare(): Promise<void> {
  const port = await freePort();
  const server = startNode('bare server', 'bench/bare-server.ts', [], { PORT: String(port) });
  try {
    await waitForOk(`http://127.0.0.1:${port}/api/health`, server, 30_000);
    const result = await measure(`http://127.0.0.1:${port}/hello`, load);
    bareRps = result.requestsPerSecond;
    rows.push({ target: 'bare Fastify /hello', database: '—', result });
    console.log(`bare: ${Math.round(result.requestsPerSecond)} req/s`);
  } finally {
    await server.stop();
  }
}

/**
 * The API as configured by default (catalog reads cached for 1 s, dropped on every product
 * write), and again with the cache off: the figures of the database path itself.
 */
async function runApi(database: BenchDatabase, cache: 'on' | 'off'): Promise<void> {
  const label = cache === 'on' ? database.kind : `${database.kind}, cache off`;
  const port = await freePort();
  const server = startNode(`API server (${label})`, 'apps/api/src/server.ts', [], {
    ...database.env,
    ...(cache === 'off' ? { CATALOG_CACHE_MS: '0' } : {}),
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    // Production mode refuses to start the sandbox payment provider without its secret.
    SANDBOX_WEBHOOK_SECRET: 'bench-sandbox-webhook-secret',
    // A benchmark shop: production mode with the test payment provider, allowed explicitly.
    ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: 'true',
  });
  try {
    await waitForOk(`http://127.0.0.1:${port}/api/health`, server, 120_000);
    for (const [target, pathAndQuery] of API_TARGETS) {
      const url = `http://127.0.0.1:${port}${pathAndQuery}`;
      const error = await probe(url).catch((e: unknown) => String(e));
      if (error) {
        rows.push({ target, database: label, error });
        console.log(`${label} ${target}: ${error}`);
        continue;
      }
      const result = await measure(url, load);
      rows.push({ target, database: label, result });
      console.log(`${label} ${target}: ${Math.round(result.requestsPerSecond)} req/s, p99 ${result.p99} ms`);
    }
    // The shop's reads once per database, as configured by default (they do not use the
    // catalog cache).
    if (cache === 'on') await runShop(database, `http://127.0.0.1:${port}`);
  } finally {
    await server.stop();
  }
}

/** The admin dashboard, admin grids and user lists, signed in as the seeded accounts. */
async function runShop(database: BenchDatabase, baseUrl: string): Promise<void> {
  const purchases = database.purchases;
  if (!purchases) return;
  const label = database.kind;
  const tokens: Record<Caller, string | undefined> = {
    admin: await signIn(baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD),
    seller: await signIn(baseUrl, purchases.seller.userName, purchases.password),
    buyer: await signIn(baseUrl, purchases.buyer.userName, purchases.password),
    anonymous: undefined,
  };
  for (const { target, caller, pathAndQuery, shape } of shopTargets(purchases)) {
    const token = tokens[caller];
    const headers: Record<string, string> = token ? { 'auth-token': token } : {};
    const request: RequestShape = { ...shape, headers };
    const url = `${baseUrl}${pathAndQuery}`;
    const error = await probe(url, request).catch((e: unknown) => String(e));
    if (error) {
      shopRows.push({ target, database: label, error });
      console.log(`${label} ${target}: ${error}`);
      continue;
    }
    const result = await measure(url, load, request);
    shopRows.push({ target, database: label, result });
    console.log(`${label} ${target}: ${Math.round(result.requestsPerSecond)} req/s, p99 ${result.p99} ms`);
  }
}

async function main(): Promise<void> {
  const bundle = await homePageJs(path.join(repoRoot, 'apps/web/dist'));
  console.log(bundleSection(bundle));

  await runBare();
  for (const kind of options.databases) {
    console.log(`\nSeeding ${kind} with ${options.products} products and ${options.orders} orders…`);
    const database = await prepareDatabase(kind, options.products, options.pgUrl, options.orders);
    try {
      seedNotes.push(
        `- ${kind}: seeded in ${database.seedSeconds.toFixed(1)} s (${database.seedSummary.join('; ')})`,
      );
      console.log(seedNotes.at(-1));
      await runApi(database, 'on');
      await runApi(database, 'off');
    } finally {
      await database.dispose();
    }
  }

  const verdicts = [...checks(rows, bareRps, bundle), ...shopChecks(shopRows, options.databases)];
  const shopSection = shopRows.length
    ? [
        '## Shop reads: admin dashboard, admin grids, user lists',
        '',
        `${options.orders} seeded orders with their buyers, invoices and reviews; signed in as the administrator, the busiest seller or the busiest buyer (reviews: anonymous). Cache as configured by default.`,
        '',
        resultsTable(shopRows, bareRps),
        '',
      ]
    : [];
  const report = [
    `# Bazar benchmark — ${new Date().toISOString()}`,
    '',
    `${options.connections} connections, ${options.duration} s per target (after ${options.warmup} s warm-up), ${options.products} generated products + the demo catalog. Latencies in ms.`,
    '',
    resultsTable(rows, bareRps),
    '',
    ...shopSection,
    '## Seeding',
    ...seedNotes,
    '',
    '## Storefront home page JavaScript',
    bundleSection(bundle),
    '',
    '## Targets',
    ...verdicts.map((line) => `- ${line}`),
    '',
  ].join('\n');
  const shopTable = shopRows.length ? `\n\n${resultsTable(shopRows, bareRps)}` : '';
  console.log(`\n${resultsTable(rows, bareRps)}${shopTable}\n\n${verdicts.join('\n')}`);
  const resultsDir = path.join(repoRoot, 'bench/results');
  await mkdir(resultsDir, { recursive: true });
  await writeFile(path.join(resultsDir, 'latest.md'), report);
  console.log(`\nWritten to bench/results/latest.md`);
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await cleanupAll();
  // autocannon leaves handles open after its last run; everything of ours is closed by now.
  process.exit(process.exitCode ?? 0);
}
