/**
 * Storefront delivery in a real browser: Lighthouse (mobile preset, Debian's Chromium) on the
 * home and a product page, plus LCP and CLS measured with the CPU throttled 4× and no network
 * throttling (loopback). Starts its own server on the built web app and a fresh demo database
 * unless --url names a running shop. Rounds alternate the pages; figures are medians with the
 * spread (min–max).
 *
 *   npm run build && npm run bench:lighthouse -w @bazar/bench -- [--rounds 3] [--url http://…]
 *     [--save DIR]   keep every run's full Lighthouse report (JSON) there, to read its diagnostics
 *                    (long tasks, bootup time, main-thread work) when a figure moves
 *     [--page NAME]  audit one page only (home or product)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type RunnerResult } from 'lighthouse';

const CHROMIUM = '/usr/bin/chromium';
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    url: { type: 'string' },
    save: { type: 'string' },
    page: { type: 'string' },
  },
});
if (values.save) mkdirSync(values.save, { recursive: true });
const rounds = Number(values.rounds);

interface Sample {
  scores: Record<string, number>;
  fcp: number;
  lcp: number;
  cls: number;
  tbt: number;
}

async function main() {
  const server = values.url ? undefined : await startShop();
  const base = values.url ?? server?.url ?? '';
  try {
    const list = (await (await fetch(`${base}/api/products?pageSize=1`)).json()) as {
      items: { id: number }[];
    };
    const productId = list.items[0]?.id;
    if (!productId) throw new Error('The shop has no products to open');
    const allPages: Record<string, string> = { home: `${base}/`, product: `${base}/product/${productId}` };
    const pages = values.page ? { [values.page]: allPages[values.page] ?? '' } : allPages;
    if (Object.values(pages).some((url) => !url)) throw new Error(`No page named ${values.page}`);

    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    });
    const mobile: Record<string, Sample[]> = Object.fromEntries(Object.keys(pages).map((n) => [n, []]));
    const cpu4x: Record<string, Sample[]> = Object.fromEntries(Object.keys(pages).map((n) => [n, []]));
    try {
      for (let round = 0; round < rounds; round++) {
        for (const [name, url] of Object.entries(pages)) {
          const saveAs = (kind: string) =>
            values.save && path.join(values.save, `${name}-${kind}-${round + 1}.json`);
          mobile[name]?.push(await audit(url, chrome.port, mobilePreset(), saveAs('mobile')));
          cpu4x[name]?.push(await audit(url, chrome.port, loopbackCpu4x(), saveAs('cpu4x')));
          console.error(`round ${round + 1}/${rounds} ${name} done`);
        }
      }
    } finally {
      await chrome.kill();
    }
    report(mobile, cpu4x);
  } finally {
    await server?.stop();
  }
}

/** Lighthouse's default: a mid-range phone, simulated slow 4G and 4× CPU (scores as PageSpeed gives them). */
function mobilePreset(): Flags {
  return { onlyCategories: [...CATEGORIES] };
}

/** The same phone on loopback: no network throttling, the CPU really slowed 4× by DevTools. */
function loopbackCpu4x(): Flags {
  return {
    onlyCategories: ['performance'],
    throttlingMethod: 'devtools',
    throttling: {
      cpuSlowdownMultiplier: 4,
      requestLatencyMs: 0,
      downloadThroughputKbps: 0,
      uploadThroughputKbps: 0,
      rttMs: 0,
      throughputKbps: 0,
    },
  };
}

async function audit(url: string, port: number, flags: Flags, saveTo?: string | false): Promise<Sample> {
  const result = (await lighthouse(url, { port, output: 'json', logLevel: 'error', ...flags })) as
    | RunnerResult
    | undefined;
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (saveTo) writeFileSync(saveTo, JSON.stringify(lhr));
  const scores: Record<string, number> = {};
  // A run Lighthouse could not record (its runtimeError, e.g. NO_NAVSTART) has no scores: unmeasured, not 0.
  for (const [id, category] of Object.entries(lhr.categories))
    scores[id] = category.score === null ? Number.NaN : Math.round(category.score * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failing = Object.values(lhr.audits).filter(
    (a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary',
  );
  if (failing.length) console.error(`  ${url}: ${failing.map((a) => a.id).join(', ')}`);
  return {
    scores,
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbt: numeric('total-blocking-time'),
  };
}

/** Median (min–max); a run Lighthouse could not measure (NaN) is counted apart. */
function stat(values: number[], digits = 0): string {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  const missing = values.length - sorted.length;
  const median = sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
  const f = (v: number) => v.toFixed(digits);
  const range = `${f(median)} (${f(sorted[0] ?? Number.NaN)}–${f(sorted[sorted.length - 1] ?? Number.NaN)})`;
  return missing ? `${range}, ${missing} unmeasured` : range;
}

function report(mobile: Record<string, Sample[]>, cpu4x: Record<string, Sample[]>) {
  console.log(`\nLighthouse, mobile preset (median, min–max over ${rounds} rounds)\n`);
  console.log(
    '| page | performance | accessibility | best practices | SEO | FCP ms | LCP ms | CLS | TBT ms |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const [name, samples] of Object.entries(mobile)) {
    const score = (id: string) => stat(samples.map((s) => s.scores[id] ?? Number.NaN));
    console.log(
      `| ${name} | ${score('performance')} | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')} | ${stat(samples.map((s) => s.fcp))} | ${stat(samples.map((s) => s.lcp))} | ${stat(
        samples.map((s) => s.cls),
        3,
      )} | ${stat(samples.map((s) => s.tbt))} |`,
    );
  }
  console.log(`\nLoopback, CPU throttled 4× (DevTools), median (min–max) over ${rounds} rounds\n`);
  console.log('| page | LCP ms | CLS | TBT ms |');
  console.log('|---|---|---|---|');
  for (const [name, samples] of Object.entries(cpu4x)) {
    console.log(
      `| ${name} | ${stat(samples.map((s) => s.lcp))} | ${stat(
        samples.map((s) => s.cls),
        3,
      )} | ${stat(samples.map((s) => s.tbt))} |`,
    );
  }
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (typeof address !== 'object' || !address) throw new Error('No free port');
  return address.port;
}

/** The shop as `npm start` runs it (built web, embedded PGlite, demo catalog) in a temp dir. */
async function startShop(): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bazar-lighthouse-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: 'Lighthouse-Bench-1',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error('The shop exited while starting');
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error('The shop did not start within 150 s');
}

await main();
