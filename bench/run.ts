import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { measureAb } from './lib/ab.js';
import { parseBenchArgs } from './lib/args.js';
import { homePageJs } from './lib/bundle-size.js';
import { type CatalogRow, catalogChecks, catalogTable } from './lib/catalog-report.js';
import { catalogTargets } from './lib/catalog-targets.js';
import { cleanupAll } from './lib/cleanup.js';
import { type BenchDatabase, existingDatabase, prepareDatabase } from './lib/databases.js';
import { type LoadOptions, measure, probe, type RequestShape } from './lib/load.js';
import {
  benchApiEnv,
  freePort,
  type NodeChild,
  repoRoot,
  residentBytes,
  startNode,
  waitForOk,
} from './lib/processes.js';
import { bundleChecks, bundleSection, type Row, resultsTable, shopChecks } from './lib/report.js';
import { signIn } from './lib/session.js';
import { type Caller, shopTargets } from './lib/shop-targets.js';

// npm run bench: load-tests the API on a PostgreSQL server and on embedded PGlite, each with
// the demo catalog + N generated products, side by side with a bare Fastify route (the
// machine's ceiling), alternated A/B over rounds, with the catalog cache off (the verdicts) and
// on; then, with seeded orders, the admin and user reads of the shop.

const ADMIN_EMAIL = 'bench-admin@bazar.local';
const ADMIN_PASSWORD = 'some-bench-secret-1';

const options = parseBenchArgs(process.argv.slice(2));
const load: LoadOptions = options;
const catalogRows: CatalogRow[] = [];
/** The admin and user reads over the seeded orders: their own table and targets. */
const shopRows: Row[] = [];
const seedNotes: string[] = [];
const rssNotes: string[] = [];
let bareUrl = '';
let bareRps: number | undefined;
/** The database floor of the PostgreSQL run (floor-server.ts), when one runs. */
let floorUrl: string | undefined;
const loadNotes: string[] = [];

/** The machine's load average (1, 5, 15 min), as `uptime` prints it. */
const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');

/** The database floor on the PostgreSQL server: one primary-key read per request, 10 connections. */
async function startFloor(databaseUrl: string): Promise<NodeChild> {
  const port = await freePort();
  const server = startNode('floor server', 'bench/floor-server.ts', [], {
    PORT: String(port),
    DATABASE_URL: databaseUrl,
  });
  await waitForOk(`http://127.0.0.1:${port}/api/health`, server, 30_000);
  floorUrl = `http://127.0.0.1:${port}/floor`;
  return server;
}

/** The bare route runs for the whole bench, so each target can be alternated with it. */
async function startBare(): Promise<NodeChild> {
  const port = await freePort();
  const server = startNode('bare server', 'bench/bare-server.ts', [], { PORT: String(port) });
  await waitForOk(`http://127.0.0.1:${port}/api/health`, server, 30_000);
  bareUrl = `http://127.0.0.1:${port}/hello`;
  return server;
}

/**
 * The API with the catalog cache off (the database path itself: the verdicts) or on as
 * configured by default (reads reused for 1 s, served stale while one refresh runs).
 */
async function runApi(database: BenchDatabase, cache: 'on' | 'off'): Promise<void> {
  const label = `${database.kind}, cache ${cache}`;
  const port = await freePort();
  const server = startNode(`API server (${label})`, 'apps/api/src/server.ts', [], {
    ...database.env,
    ...(cache === 'off' ? { CATALOG_CACHE_MS: '0' } : {}),
    ...benchApiEnv(port, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  let peakRss = 0;
  try {
    await waitForOk(`http://127.0.0.1:${port}/api/health`, server, 120_000);
    const targets = catalogTargets(database.sample).filter(
      ({ target }) => !options.targets || options.targets.test(target),
    );
    loadNotes.push(`- ${label}: load average at the start ${loadAverage()}`);
    for (const { target, kind, pathAndQuery, unfiltered } of targets) {
      let row = catalogRows.find((r) => r.target === target && r.database === database.kind);
      if (!row) {
        row = { target, kind, database: database.kind, unfiltered };
        catalogRows.push(row);
      }
      const url = `http://127.0.0.1:${port}${pathAndQuery}`;
      const error = await probe(url).catch((e: unknown) => String(e));
      if (error) {
        row[cache] = error;
        console.log(`${label} ${target}: ${error}`);
        continue;
      }
      const floor = database.kind === 'postgres' && cache === 'off' ? floorUrl : undefined;
      const result = await measureAb(url, bareUrl, { ...load, rounds: options.rounds }, undefined, floor);
      row[cache] = result;
      bareRps = result.rounds.at(-1)?.bare.requestsPerSecond ?? bareRps;
      peakRss = Math.max(peakRss, (await residentBytes(server.process.pid)) ?? 0);
      const ofFloor = result.floorRatio
        ? `, ${(result.floorRatio.median * 100).toFixed(1)} % of the floor`
        : '';
      console.log(
        `${label} ${target}: p99 ${result.p99.median} ms, ${(result.ratio.median * 100).toFixed(1)} % of bare${ofFloor}, max ${result.maxLatency} ms`,
      );
    }
    loadNotes.push(`- ${label}: load average at the end ${loadAverage()}`);
    // The shop's reads once per database, as configured by default (they do not use the
    // catalog cache).
    if (cache === 'on') await runShop(database, `http://127.0.0.1:${port}`);
    peakRss = Math.max(peakRss, (await residentBytes(server.process.pid)) ?? 0);
    rssNotes.push(`- ${label}: API process RSS ${(peakRss / 2 ** 20).toFixed(0)} MB at most`);
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
  const targets = shopTargets(purchases).filter(
    ({ target }) => !options.targets || options.targets.test(target),
  );
  for (const { target, caller, pathAndQuery, shape } of targets) {
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

  const bare = await startBare();
  try {
    for (const kind of options.databases) {
      console.log(
        kind === 'postgres' && options.databaseUrl
          ? `\nOpening the existing database ${options.databaseUrl}…`
          : `\nSeeding ${kind} with ${options.products} products and ${options.orders} orders…`,
      );
      const database =
        kind === 'postgres' && options.databaseUrl
          ? await existingDatabase(options.databaseUrl, options.purchasesLog)
          : await prepareDatabase(kind, options.products, options.pgUrl, options.orders);
      const floor = kind === 'postgres' ? await startFloor(database.env.DATABASE_URL ?? '') : undefined;
      try {
        const size = await database.size();
        seedNotes.push(
          `- ${kind}: seeded in ${database.seedSeconds.toFixed(1)} s, database ${(size / 2 ** 20).toFixed(0)} MB; searched words from the data: ${JSON.stringify(database.sample ?? {})} (${database.seedSummary.join('; ')})`,
        );
        console.log(seedNotes.at(-1));
        for (const cache of options.cache) await runApi(database, cache);
      } finally {
        await floor?.stop();
        floorUrl = undefined;
        await database.dispose();
      }
    }
  } finally {
    await bare.stop();
  }

  const verdicts = [
    ...catalogChecks(catalogRows, options.databases),
    ...bundleChecks(bundle),
    ...shopChecks(shopRows, options.databases),
  ];
  const shopSection = shopRows.length
    ? [
        '## Shop reads: admin dashboard, admin grids, user lists',
        '',
        `${options.orders} seeded orders with their buyers, invoices and reviews; signed in as the administrator, the busiest seller or the busiest buyer (reviews: anonymous). Cache as configured by default; one run each.`,
        '',
        resultsTable(shopRows, bareRps),
        '',
      ]
    : [];
  const report = [
    `# Bazar benchmark — ${new Date().toISOString()}`,
    '',
    `${options.connections} connections; each target alternated with the bare Fastify route (and, on the PostgreSQL server, the database floor: the same Fastify with a 10-connection pg pool answering one primary-key read of a product) for ${options.rounds} rounds of ${options.duration} s (after ${options.warmup} s of warm-up each); median (min–max) over the rounds; ${options.databaseUrl ? 'an existing database on the server' : `${options.products} generated products + the demo catalog`}. Latencies in ms. Verdicts from the cache-off runs, cache-on beside them.`,
    '',
    catalogTable(catalogRows),
    '',
    '## Machine load',
    ...loadNotes,
    '',
    ...shopSection,
    '## Seeding and size',
    ...seedNotes,
    '',
    '## Memory',
    ...rssNotes,
    '',
    '## Storefront home page JavaScript',
    bundleSection(bundle),
    '',
    '## Goals',
    ...verdicts.map((line) => `- ${line}`),
    '',
  ].join('\n');
  const shopTable = shopRows.length ? `\n\n${resultsTable(shopRows, bareRps)}` : '';
  console.log(
    `\n${catalogTable(catalogRows)}${shopTable}\n\n${rssNotes.join('\n')}\n\n${verdicts.join('\n')}`,
  );
  const resultsDir = options.out ? path.resolve(options.out) : path.join(repoRoot, 'bench/results');
  await mkdir(resultsDir, { recursive: true });
  await writeFile(path.join(resultsDir, 'latest.md'), report);
  console.log(`\nWritten to ${path.join(resultsDir, 'latest.md')}`);
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
