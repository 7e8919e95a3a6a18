import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadEnv } from '../../config/env.js';
import { openDatabase } from '../client.js';
import { runMigrations } from '../migrate.js';
import { seedBulkProducts } from './bulk-products.js';
import { isCatalogEmpty, seedDemoCatalog } from './demo-catalog.js';

// npm run seed -- --products N: adds N generated products (the demo catalog first, if empty).

function parseProductCount(argv: string[]): number {
  const { values } = parseArgs({ args: argv, options: { products: { type: 'string' } }, strict: true });
  const text = values.products;
  if (text === undefined || !/^\d+$/.test(text) || Number(text) < 1 || !Number.isSafeInteger(Number(text))) {
    throw new Error('Usage: npm run seed -- --products N   (N a positive whole number, e.g. 100000)');
  }
  return Number(text);
}

let count: number;
try {
  count = parseProductCount(process.argv.slice(2));
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
try {
  await runMigrations(database.db);
  const uploadsDir = path.join(env.dataDir, 'uploads');
  if (await isCatalogEmpty(database.db)) await seedDemoCatalog(database.db, { uploadsDir, log: console.log });
  await seedBulkProducts(database.db, count, { uploadsDir, log: console.log });
  console.log(
    `Seeded ${count} products on ${database.kind} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await database.close();
}
