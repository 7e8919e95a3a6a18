// Start time and memory of the release build (`node apps/api/dist/server/index.js`) against the
// TypeScript sources run through tsx (`node --import tsx apps/api/src/server.ts`), side by side:
// both start on the same embedded database (migrated and seeded once beforehand), alternating
// over rounds. Start = spawn until /api/health answers 200; RSS read from /proc after the first
// answer and again after 200 catalog requests.
//   node --import tsx bench/start-time.ts [--rounds 7] [--database-url postgres://…/empty_db]
// With --database-url the servers use that (empty, dedicated) database instead of PGlite, which
// takes the embedded database's own start-up out of the figures.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const roundsArg = process.argv.indexOf('--rounds');
const rounds = roundsArg > 0 ? Number(process.argv[roundsArg + 1]) : 7;
const urlArg = process.argv.indexOf('--database-url');
const databaseUrl = urlArg > 0 ? process.argv[urlArg + 1] : undefined;
const PORT = 31605;

const variants = {
  built: ['apps/api/dist/server/index.js'],
  tsx: ['--import', 'tsx', 'apps/api/src/server.ts'],
} as const;
type Variant = keyof typeof variants;

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bazar-start-time-'));
const env = {
  PATH: process.env.PATH ?? '',
  PORT: String(PORT),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  METRICS_ENABLED: 'false',
  ADMIN_PASSWORD: 'Bench-Arranque-1',
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
};

const rssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return Number(line?.[1] ?? 0) / 1024;
};

async function waitHealthy(child: ChildProcess, started: number): Promise<number> {
  for (;;) {
    if (child.exitCode !== null) throw new Error('server exited');
    try {
      const response = await fetch(`http://127.0.0.1:${PORT}/api/health`);
      if (response.ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function run(variant: Variant) {
  const started = performance.now();
  const child = spawn(process.execPath, [...variants[variant]], { cwd: repoRoot, env, stdio: 'ignore' });
  try {
    const startMs = await waitHealthy(child, started);
    const rssReady = rssMb(child.pid ?? 0);
    for (let i = 0; i < 200; i++)
      await (await fetch(`http://127.0.0.1:${PORT}/api/products?page=${(i % 10) + 1}`)).text();
    return { startMs, rssReady, rssWarm: rssMb(child.pid ?? 0) };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};
const spread = (xs: number[]) => `${Math.min(...xs).toFixed(0)}–${Math.max(...xs).toFixed(0)}`;

try {
  await run('built'); // migrates and seeds the shared data dir; not counted
  const results: Record<Variant, { startMs: number; rssReady: number; rssWarm: number }[]> = {
    built: [],
    tsx: [],
  };
  for (let round = 0; round < rounds; round++) {
    const order: Variant[] = round % 2 ? ['tsx', 'built'] : ['built', 'tsx'];
    for (const variant of order) results[variant].push(await run(variant));
  }
  console.log(`| server | start ms median (min–max) | RSS ready MB | RSS after 200 requests MB |`);
  console.log('|---|---|---|---|');
  for (const variant of ['built', 'tsx'] as const) {
    const rows = results[variant];
    const col = (key: 'startMs' | 'rssReady' | 'rssWarm') => {
      const xs = rows.map((r) => r[key]);
      return `${median(xs).toFixed(0)} (${spread(xs)})`;
    };
    console.log(`| ${variant} | ${col('startMs')} | ${col('rssReady')} | ${col('rssWarm')} |`);
  }
  const ratio = median(results.built.map((r) => r.startMs)) / median(results.tsx.map((r) => r.startMs));
  console.log(`\nstart time built / tsx: ${ratio.toFixed(2)} (${rounds} rounds, alternated)`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
