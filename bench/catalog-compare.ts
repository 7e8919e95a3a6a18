// The catalog's reads, before and after a change, side by side in one run: this checkout's API
// and another checkout's (--compare DIR, say a worktree of main) on the same already-seeded
// PostgreSQL database, with the catalog cache off, rounds alternating between the two. A change
// with a migration compares two copies of one database made at the same moment: the other
// checkout reads --compare-database-url (the copy this checkout's migrations did not touch).
//   node --import tsx bench/catalog-compare.ts --database-url postgres://…/bazar_1m --compare DIR
//        [--compare-database-url postgres://…/bazar_1m_before] [--targets REGEX]
//        [--brand adidas --brand-products 37933 --products 1000072 --rare accesorios]
//        [--rounds 3] [--duration 4] [--warmup 1] [--connections 10]
// The catalog sample (brand, rare word) is what `npm run seed` printed for that database.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { spread } from './lib/ab.js';
import { catalogTargets } from './lib/catalog-targets.js';
import { cleanupAll, onCleanup } from './lib/cleanup.js';
import { type LoadResult, measure } from './lib/load.js';
import { benchApiEnv, freePort, repoRoot, startNode, waitForOk } from './lib/processes.js';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    compare: { type: 'string' },
    'compare-database-url': { type: 'string' },
    targets: { type: 'string' },
    brand: { type: 'string', default: 'adidas' },
    'brand-products': { type: 'string', default: '0' },
    products: { type: 'string', default: '0' },
    rare: { type: 'string' },
    rounds: { type: 'string', default: '3' },
    duration: { type: 'string', default: '4' },
    warmup: { type: 'string', default: '1' },
    connections: { type: 'string', default: '10' },
  },
});
if (!values['database-url'] || !values.compare)
  throw new Error('usage: catalog-compare.ts --database-url postgres://…/db --compare /path/to/checkout');

async function startApi(name: string, root: string, databaseUrl: string) {
  const port = await freePort();
  const server = startNode(
    `API server (${name}, port ${port})`,
    path.join(root, 'apps/api/src/server.ts'),
    [],
    {
      DATABASE_URL: databaseUrl,
      ...benchApiEnv(port, { email: 'bench-admin@bazar.local', password: 'some-bench-secret-1' }),
      CATALOG_CACHE_MS: '0',
    },
  );
  onCleanup(`stop ${name}`, () => server.stop());
  const base = `http://127.0.0.1:${port}`;
  await waitForOk(`${base}/api/health`, server, 180_000);
  return base;
}

try {
  const sides = [
    { name: 'this checkout', base: await startApi('this checkout', repoRoot, values['database-url']) },
    {
      name: 'compared',
      base: await startApi(
        'compared',
        path.resolve(values.compare),
        values['compare-database-url'] ?? values['database-url'],
      ),
    },
  ];
  const targets = catalogTargets({
    products: Number(values.products),
    commonBrand: values.brand ?? 'adidas',
    commonBrandProducts: Number(values['brand-products']),
    rareWord: values.rare,
  }).filter((target) => !values.targets || new RegExp(values.targets).test(target.target));
  const options = {
    duration: Number(values.duration),
    warmup: Number(values.warmup),
    connections: Number(values.connections),
  };
  console.log('| query | this checkout req/s | compared req/s | ratio | this p99 ms | compared p99 ms |');
  console.log('|---|---|---|---|---|---|');
  for (const target of targets) {
    const runs = new Map<string, LoadResult[]>(sides.map((side) => [side.name, []]));
    for (let round = 0; round < Number(values.rounds); round++) {
      const order = round % 2 === 0 ? sides : [...sides].reverse();
      for (const side of order)
        runs
          .get(side.name)
          ?.push(
            await measure(
              `${side.base}${side.name === 'compared' ? (target.comparedPathAndQuery ?? target.pathAndQuery) : target.pathAndQuery}`,
              options,
            ),
          );
    }
    const [mine = [], theirs = []] = sides.map((side) => runs.get(side.name) ?? []);
    const rps = (list: LoadResult[]) => spread(list.map((r) => r.requestsPerSecond));
    const p99 = (list: LoadResult[]) => spread(list.map((r) => r.p99));
    const ratios = spread(mine.map((r, i) => r.requestsPerSecond / (theirs[i]?.requestsPerSecond ?? 1)));
    const show = (s: { median: number; min: number; max: number }) =>
      `${s.median.toFixed(0)} [${s.min.toFixed(0)}–${s.max.toFixed(0)}]`;
    const failures = [...mine, ...theirs].reduce((n, r) => n + r.failures, 0);
    console.log(
      `| ${target.target}${failures ? ` (${failures} failed)` : ''} | ${show(rps(mine))} | ${show(rps(theirs))} | ${ratios.median.toFixed(2)} [${ratios.min.toFixed(2)}–${ratios.max.toFixed(2)}] | ${show(p99(mine))} | ${show(p99(theirs))} |`,
    );
  }
} finally {
  await cleanupAll();
}
