// What one instance serves, and what each request class costs the database, with and without a
// standby (docs/scaling.md, decision record 0038). A private primary and a streaming standby
// (this machine's PostgreSQL binaries), seeded with the demo catalog and --products generated
// products; then the release build (`npm run build` first) as one instance, the catalog cache off
// (the database path itself), first reading the primary only, then with DATABASE_READ_URLS.
// Each target gets 10 keep-alive connections; the CPU the API process and each server's
// processes spent during the run (from /proc) is divided by the requests it answered.
//   npm run bench:scaling -w @bazar/bench -- --products 100000 --duration 5
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import {
  type PrivatePostgres,
  startPrivatePostgres,
  startPrivateStandby,
} from '../apps/api/test/private-servers.js';
import { cleanupAll, onCleanup } from './lib/cleanup.js';
import { measure } from './lib/load.js';
import { benchApiEnv, freePort, runNode, startNode, waitForOk } from './lib/processes.js';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '5' },
    warmup: { type: 'string', default: '1' },
    connections: { type: 'string', default: '10' },
  },
});
const load = {
  duration: Number(values.duration),
  warmup: Number(values.warmup),
  connections: Number(values.connections),
};
const ADMIN = { email: 'admin@bench.local', password: 'Bench-Admin-Password-1' };
const TICK_MS = 10; // /proc counts CPU in clock ticks of 1/100 s (USER_HZ) on Linux

/** CPU ms a process has used (user + system), or 0 once it is gone. */
function cpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

/** The postmaster listening on `port` and its children (backends, walsender, startup…). */
function clusterPids(port: number): number[] {
  const all = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  const postmaster = all.find((pid) => {
    try {
      const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      return args[0]?.endsWith('postgres') && args.includes(String(port));
    } catch {
      return false;
    }
  });
  if (!postmaster) throw new Error(`no postmaster on port ${port}`);
  const children = all.filter((pid) => {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1] === postmaster;
    } catch {
      return false;
    }
  });
  return [Number(postmaster), ...children.map(Number)];
}

const clusterCpu = (port: number) => clusterPids(port).reduce((sum, pid) => sum + cpuMs(pid), 0);
const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

async function one<T>(url: string, text: string): Promise<T | undefined> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows[0] as T | undefined;
  } finally {
    await client.end();
  }
}

async function caughtUp(primary: PrivatePostgres, standby: PrivatePostgres) {
  const target = await one<{ lsn: string }>(primary.url, 'SELECT pg_current_wal_lsn()::text AS lsn');
  for (;;) {
    const row = await one<{ done: boolean }>(
      standby.url,
      `SELECT pg_last_wal_replay_lsn() >= '${target?.lsn}'::pg_lsn AS done`,
    );
    if (row?.done) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

interface Row {
  setup: string;
  target: string;
  rps: number;
  p99: number;
  failures: number;
  apiMs: number;
  primaryMs: number;
  standbyMs: number;
}

async function main() {
  const primary = await startPrivatePostgres(await freePort(), { replication: true });
  onCleanup('primary', () => primary.destroy());
  const standby = await startPrivateStandby(primary, await freePort());
  onCleanup('standby', () => standby.destroy());

  const seeded = Date.now();
  await runNode(
    'seed',
    'apps/api/seed/cli.ts',
    ['--products', String(values.products)],
    { DATABASE_URL: primary.url },
    1_800_000,
  );
  await one(primary.url, 'VACUUM ANALYZE');
  await caughtUp(primary, standby);
  process.stdout.write(
    `seeded ${values.products} products in ${Math.round((Date.now() - seeded) / 1000)} s\n`,
  );
  const sample = await one<{ id: number }>(
    primary.url,
    'SELECT id FROM products WHERE active ORDER BY id LIMIT 1 OFFSET 500',
  );

  const targets: [string, string][] = [
    ['listing, home page', '/api/products'],
    ['listing, by price', '/api/products?sort=price_asc'],
    ['search, two words', '/api/products?name=camiseta%20negra'],
    ['search, a typo', '/api/products?name=camizeta'],
    ['filter counts, whole catalog', '/api/products/filters'],
    ['product page', `/api/products/${sample?.id ?? 1}`],
    ['suggestions while typing', '/api/search/suggestions?q=cami'],
  ];
  const rows: Row[] = [];
  const loadBefore = loadAverage();
  for (const setup of ['primary only', 'with a standby'] as const) {
    const port = await freePort();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bazar-scaling-'));
    onCleanup('data dir', async () => rmSync(dataDir, { recursive: true, force: true }));
    const api = startNode('api', 'apps/api/dist/server/index.js', [], {
      ...benchApiEnv(port, ADMIN),
      DATABASE_URL: primary.url,
      CATALOG_CACHE_MS: '0',
      DATA_DIR: dataDir,
      ...(setup === 'with a standby' ? { DATABASE_READ_URLS: standby.url } : {}),
    });
    await waitForOk(`http://127.0.0.1:${port}/api/ready`, api, 120_000);
    const apiPid = api.process.pid ?? 0;
    for (const [name, url] of targets) {
      const before = {
        api: cpuMs(apiPid),
        primary: clusterCpu(primary.port),
        standby: clusterCpu(standby.port),
      };
      const result = await measure(`http://127.0.0.1:${port}${url}`, load);
      const requests = Math.max(1, result.requestsPerSecond * load.duration);
      // The warm-up's CPU is in the deltas too: count its requests at the run's rate.
      const all = requests * (1 + load.warmup / load.duration);
      rows.push({
        setup,
        target: name,
        rps: result.requestsPerSecond,
        p99: result.p99,
        failures: result.failures,
        apiMs: (cpuMs(apiPid) - before.api) / all,
        primaryMs: (clusterCpu(primary.port) - before.primary) / all,
        standbyMs: (clusterCpu(standby.port) - before.standby) / all,
      });
    }
    await api.stop();
  }
  const lines = [
    `load average before: ${loadBefore}; after: ${loadAverage()} (2 cores, shared)`,
    '',
    '| setup | request | req/s | p99 ms | failures | API CPU ms/req | primary CPU ms/req | standby CPU ms/req |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (r) =>
        `| ${r.setup} | ${r.target} | ${Math.round(r.rps)} | ${r.p99} | ${r.failures} | ${r.apiMs.toFixed(2)} | ${r.primaryMs.toFixed(2)} | ${r.standbyMs.toFixed(2)} |`,
    ),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

try {
  await main();
} finally {
  await cleanupAll();
}
