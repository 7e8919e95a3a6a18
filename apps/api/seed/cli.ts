import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadEnv } from '../src/config/env.js';
import { openDatabase } from '../src/db/client.js';
import { runMigrations } from '../src/db/migrate.js';
import { seedBulkProducts } from './bulk-products.js';
import { seedBulkPurchases } from './bulk-purchases.js';
import { sampleCatalog } from './catalog-sample.js';
import { isCatalogEmpty, seedDemoCatalog } from './demo-catalog.js';

// npm run seed -- --products N: adds N generated products (the demo catalog first, if empty).
// npm run seed -- --orders N [--reviews R]: adds N orders (with their buyers, sellers, checkouts,
// payments and invoices) of the catalog's products, and R reviews (default N / 4). Both together:
// products first. npm run seed -- --sample: seeds nothing, prints the catalog sample line of an
// existing catalog (the bench's searched words), migrating it first.

const USAGE =
  'Usage: npm run seed -- [--products N] [--orders N [--reviews R]] | --sample   (at least one; N a positive whole number, e.g. 100000)';

interface SeedCounts {
  products?: number | undefined;
  orders?: number | undefined;
  reviews?: number | undefined;
  sample?: boolean | undefined;
}

function count(text: string | undefined, zeroOk = false): number | undefined {
  if (text === undefined) return undefined;
  if (!/^\d+$/.test(text) || Number(text) < (zeroOk ? 0 : 1) || !Number.isSafeInteger(Number(text))) {
    throw new Error(USAGE);
  }
  return Number(text);
}

function parseCounts(argv: string[]): SeedCounts {
  const { values } = parseArgs({
    args: argv,
    options: {
      products: { type: 'string' },
      orders: { type: 'string' },
      reviews: { type: 'string' },
      sample: { type: 'boolean' },
    },
    strict: true,
  });
  const counts = {
    products: count(values.products),
    orders: count(values.orders),
    reviews: count(values.reviews, true),
    sample: values.sample,
  };
  if (counts.sample) return counts;
  if (counts.products === undefined && counts.orders === undefined) throw new Error(USAGE);
  if (counts.reviews !== undefined && counts.orders === undefined) throw new Error(USAGE);
  return counts;
}

let counts: SeedCounts;
try {
  counts = parseCounts(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

const env = loadEnv();
const database = await openDatabase({
  url: env.DATABASE_URL,
  pgliteDir: path.join(env.dataDir, 'pglite'),
  poolSize: 4,
});
const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
try {
  await runMigrations(database.db);
  if (counts.sample) console.log(`Catalog sample: ${JSON.stringify(await sampleCatalog(database.db))}`);
  const uploadsDir = path.join(env.dataDir, 'uploads');
  if (!counts.sample && (await isCatalogEmpty(database.db)))
    await seedDemoCatalog(database.db, { uploadsDir, log: console.log });
  if (counts.products !== undefined) {
    await seedBulkProducts(database.db, counts.products, { uploadsDir, log: console.log });
    // The embedded database replays its write-ahead log on every open until a checkpoint folds
    // it into the tables: do it now rather than on the shop's first start.
    if (database.kind === 'pglite') await database.db.execute(sql`CHECKPOINT`);
    console.log(`Seeded ${counts.products} products on ${database.kind} in ${seconds()} s`);
    // One line a program can read (the bench searches for these words).
    console.log(`Catalog sample: ${JSON.stringify(await sampleCatalog(database.db))}`);
  }
  if (counts.orders !== undefined) {
    const summary = await seedBulkPurchases(database.db, counts.orders, {
      reviews: counts.reviews,
      log: console.log,
    });
    console.log(`Seeded ${counts.orders} orders on ${database.kind} in ${seconds()} s`);
    // One line a program can read (the bench signs in with these accounts).
    console.log(`Bulk purchases summary: ${JSON.stringify(summary)}`);
  }
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await database.close();
}
