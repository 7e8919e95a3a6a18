/// <reference lib="dom" />
/**
 * Screen timings in Chromium: how long a signed-in screen takes, warm, from navigation start
 * until its content (grid rows, dashboard figures) is on screen, and where the time went (the
 * page's resource entries: scripts and API calls, with start and end, with --waterfall).
 * Needs started shops and the admin's password in ADMIN_PASSWORD. With two URLs (say the
 * same API serving a build before and after a change, WEB_DIST), rounds alternate between
 * them, so both see the same machine load.
 *
 *   npx tsx bench/screens.ts --url http://127.0.0.1:3000,http://127.0.0.1:3001 --rounds 5
 */
import { chromium, type Page } from '@playwright/test';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? (process.argv[i + 1] ?? fallback) : fallback;
};
const bases = arg('url', 'http://127.0.0.1:3000').split(',');
const rounds = Number(arg('rounds', '5'));
const password = process.env.ADMIN_PASSWORD;
if (!password) throw new Error('ADMIN_PASSWORD is required');

/** Each screen, what tells that it is ready, and the API call that fills it. */
const SCREENS: { path: string; ready: string; api: string }[] = [
  {
    path: '/userSales',
    ready: '[role="grid"] .MuiDataGrid-overlay, [role="grid"] [role="row"][data-rowindex]',
    api: '/api/sales/user',
  },
  {
    path: '/userInvoices',
    ready: '[role="grid"] .MuiDataGrid-overlay, [role="grid"] [role="row"][data-rowindex]',
    api: '/api/invoice/user',
  },
  { path: '/admin/', ready: '[data-testid="stat-card"], h2, .MuiChartsSurface-root', api: '/notifications' },
  { path: '/admin/users', ready: '[role="grid"] [role="row"][data-rowindex]', api: '/api/user/all' },
  { path: '/admin/products', ready: '[role="grid"] [role="row"][data-rowindex]', api: '/api/productsAdmin' },
  {
    path: '/admin/ordenes',
    ready: '[role="grid"] [role="row"][data-rowindex], [role="grid"] .MuiDataGrid-overlay',
    api: '/api/orders/all',
  },
  {
    path: '/admin/facturas',
    ready: '[role="grid"] [role="row"][data-rowindex], [role="grid"] .MuiDataGrid-overlay',
    api: '/api/invoice/all',
  },
];

async function measure(page: Page, base: string, path: string, ready: string, api: string) {
  await page.goto(`${base}${path}`, { waitUntil: 'commit' });
  await page.waitForSelector(ready, { state: 'attached', timeout: 20_000 });
  // Grid rows appear after the data arrives and the grid measured itself: ready = now.
  return page.evaluate((api) => {
    const readyAt = performance.now();
    const entries = performance
      .getEntriesByType('resource')
      .map((e) => e as PerformanceResourceTiming)
      .filter(
        (e) => e.initiatorType === 'script' || e.initiatorType === 'fetch' || e.initiatorType === 'link',
      )
      .map((e) => ({
        name: e.name.replace(location.origin, '').slice(0, 60),
        start: Math.round(e.startTime),
        end: Math.round(e.responseEnd),
      }));
    // When the screen's own request started: load-insensitive evidence of a waterfall.
    const dataStart = entries.find((e) => e.name.startsWith(api))?.start ?? -1;
    return { readyAt: Math.round(readyAt), dataStart, entries };
  }, api);
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
};

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const pages = new Map<string, Page>();
for (const base of bases) {
  const page = await browser.newPage({ viewport: { width: 1366, height: 800 } });
  const login = await page.request.post(`${base}/api/login`, {
    data: { userOrEmail: process.env.ADMIN_EMAIL ?? 'admin@bazar.local', password },
  });
  const session = await login.json();
  await page.goto(base);
  await page.evaluate((auth) => localStorage.setItem('bazar.auth', JSON.stringify(auth)), session);
  pages.set(base, page);
}
const times = new Map<string, number[]>();
const starts = new Map<string, number[]>();
for (let round = 0; round <= rounds; round++) {
  for (const base of round % 2 ? bases : [...bases].reverse()) {
    const page = pages.get(base) as Page;
    for (const { path, ready, api } of SCREENS) {
      const result = await measure(page, base, path, ready, api);
      // Round 0 warms the HTTP cache and the server; it is not counted.
      if (round === 0) continue;
      const key = `${base} ${path}`;
      times.set(key, [...(times.get(key) ?? []), result.readyAt]);
      starts.set(key, [...(starts.get(key) ?? []), result.dataStart]);
      if (round === rounds && process.argv.includes('--waterfall')) {
        console.log(`\n${key} ready at ${result.readyAt} ms`);
        for (const e of result.entries)
          console.log(`  ${String(e.start).padStart(5)}–${String(e.end).padEnd(5)} ${e.name}`);
      }
    }
  }
}
console.log('\nshop screen | ready: median ms | min–max | its API request started: median ms');
for (const [key, xs] of times) {
  const data = starts.get(key) ?? [];
  console.log(`${key} | ${median(xs)} | ${Math.min(...xs)}–${Math.max(...xs)} | ${median(data)}`);
}
await browser.close();
