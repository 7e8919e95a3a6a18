import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { CatalogSample } from './catalog-targets.js';
import { onCleanup } from './cleanup.js';
import { runNode } from './processes.js';

export type DatabaseKind = 'postgres' | 'pglite';

export interface BenchDatabase {
  kind: DatabaseKind;
  /** What the API server needs to open this database. */
  env: Record<string, string>;
  /** Wall time of `npm run seed` (demo catalog + bulk), and the seed's own summary lines. */
  seedSeconds: number;
  seedSummary: string[];
  /** What the purchase seed reported (accounts, heaviest rows), when orders were seeded. */
  purchases?: PurchasesSummary;
  /** The words the seed picked from the data for the searches (common brand, rare word). */
  sample?: CatalogSample;
  /** Bytes on disk: pg_database_size on a server, the data directory's files for PGlite. */
  size(): Promise<number>;
  dispose(): Promise<void>;
}

/** The JSON line `npm run seed -- --orders N` prints (BulkPurchasesSummary in the API's seed). */
export interface PurchasesSummary {
  orders: number;
  invoices: number;
  reviews: number;
  password: string;
  seller: { userName: string; sales: number };
  buyer: { userName: string; invoices: number };
  product: { id: number; reviews: number };
  questions: { productId: number; answered: number };
  userQuery: string;
  invoiceNumber: string;
}

const PURCHASES_LINE = 'Bulk purchases summary: ';
const SAMPLE_LINE = 'Catalog sample: ';

/** A million products take 8–25 minutes on this machine, depending on what else runs. */
const seedTimeoutMs = (products: number) => Math.max(15 * 60_000, products * 3);

/**
 * A fresh database of `kind` with the demo catalog, `products` generated products and (when
 * `orders` > 0) that many orders with their buyers, invoices and some reviews, seeded by the
 * same CLI a person runs (`npm run seed`), in its own process.
 */
export async function prepareDatabase(
  kind: DatabaseKind,
  products: number,
  pgUrl: string,
  orders = 0,
): Promise<BenchDatabase> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `bazar-bench-${kind}-`));
  const removeDir = onCleanup(`remove ${dataDir}`, () => rm(dataDir, { recursive: true, force: true }));
  const env: Record<string, string> = { DATA_DIR: dataDir };
  let dropDatabase = async () => {};
  let size = () => directorySize(path.join(dataDir, 'pglite'));
  if (kind === 'postgres') {
    const created = await createPostgresDatabase(pgUrl);
    env.DATABASE_URL = created.url;
    dropDatabase = created.drop;
    size = created.size;
  }
  const started = performance.now();
  const output = await runNode(
    `seed (${kind})`,
    'apps/api/seed/cli.ts',
    ['--products', String(products), ...(orders > 0 ? ['--orders', String(orders)] : [])],
    env,
    seedTimeoutMs(products),
  );
  const lines = output.split('\n');
  const purchases = purchasesOfSeedLog(output);
  const sampleLine = lines.find((line) => line.startsWith(SAMPLE_LINE));
  return {
    kind,
    env,
    seedSeconds: (performance.now() - started) / 1000,
    seedSummary: lines.filter((line) => /^(Demo catalog|Bulk seed|Bulk purchases:|Seeded)/.test(line)),
    ...(purchases ? { purchases } : {}),
    ...(sampleLine ? { sample: JSON.parse(sampleLine.slice(SAMPLE_LINE.length)) as CatalogSample } : {}),
    size,
    dispose: async () => {
      await dropDatabase();
      await removeDir();
    },
  };
}

async function createPostgresDatabase(
  adminUrl: string,
): Promise<{ url: string; drop: () => Promise<void>; size: () => Promise<number> }> {
  // Identifiers cannot be bound as parameters; this name is built here from digits only.
  const name = `bazar_bench_${Date.now()}`;
  if (!/^bazar_bench_\d+$/.test(name)) throw new Error('unexpected database name');
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const drop = onCleanup(`drop database ${name}`, async () => {
    // FORCE ends sessions a killed server may have left behind (PostgreSQL 13+).
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const size = async () => {
    const rows = await adminQuery(adminUrl, `SELECT pg_database_size('${name}')::bigint AS bytes`);
    return Number(rows[0]?.bytes ?? 0);
  };
  return { url: url.toString(), drop, size };
}

async function directorySize(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += (await stat(path.join(entry.parentPath, entry.name))).size;
  }
  return total;
}

async function adminQuery(adminUrl: string, statement: string): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return (await client.query(statement)).rows;
  } finally {
    await client.end();
  }
}

/**
 * An existing PostgreSQL database (`--database-url`, e.g. the 1,000,000-product `bazar_1m`
 * seeded once with `npm run seed`): migrated and sampled, never seeded nor dropped.
 */
/** The summary line a seed's output carries, when it seeded orders. */
export function purchasesOfSeedLog(output: string): PurchasesSummary | undefined {
  const line = output.split('\n').find((l) => l.startsWith(PURCHASES_LINE));
  return line ? (JSON.parse(line.slice(PURCHASES_LINE.length)) as PurchasesSummary) : undefined;
}

export async function existingDatabase(url: string, purchasesLog?: string): Promise<BenchDatabase> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bazar-bench-existing-'));
  const removeDir = onCleanup(`remove ${dataDir}`, () => rm(dataDir, { recursive: true, force: true }));
  const env: Record<string, string> = { DATA_DIR: dataDir, DATABASE_URL: url };
  const output = await runNode('sample (postgres)', 'apps/api/seed/cli.ts', ['--sample'], env, 10 * 60_000);
  const sampleLine = output.split('\n').find((line) => line.startsWith(SAMPLE_LINE));
  const name = new URL(url).pathname.slice(1);
  const purchases = purchasesLog ? purchasesOfSeedLog(await readFile(purchasesLog, 'utf8')) : undefined;
  return {
    kind: 'postgres',
    env,
    seedSeconds: 0,
    seedSummary: [`existing database ${name}, not seeded`],
    ...(sampleLine ? { sample: JSON.parse(sampleLine.slice(SAMPLE_LINE.length)) as CatalogSample } : {}),
    ...(purchases ? { purchases } : {}),
    size: async () => {
      const rows = await adminQuery(url, 'SELECT pg_database_size(current_database())::bigint AS bytes');
      return Number(rows[0]?.bytes ?? 0);
    },
    dispose: removeDir,
  };
}
