import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { E2E_SHOP_TIME_ZONE } from './tests/support/dates';

// Debian's Chromium headless shell (package chromium-headless-shell): the same Chromium release as
// /usr/bin/chromium, built as the headless-only browser Playwright itself runs for headless tests,
// without the full browser's windowing layers. The same journeys took 76–79 s against 106–113 s
// with /usr/bin/chromium (alternated runs on this 2-core machine; decision record 0039). Where
// only the full browser is installed, the journeys run in it. E2E_CHROMIUM names another binary.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromiumPath =
  process.env.E2E_CHROMIUM ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// E2E_PORT lets two checkouts of the repository run their journeys side by side.
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

// Each run starts from an empty database, seeded with the demo catalog on first start. Worker
// processes re-evaluate this file, so only the main process (no TEST_WORKER_INDEX) makes a dir.
const dataDir = process.env.TEST_WORKER_INDEX
  ? path.join(os.tmpdir(), 'bazar-e2e-worker')
  : mkdtempSync(path.join(os.tmpdir(), `bazar-e2e-${process.pid}-`));
if (!process.env.TEST_WORKER_INDEX) {
  // The server is stopped by then; each run's database (~45 MB) goes with it.
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  // Workers inherit it: the recovery journey reads the e-mails the server writes to DATA_DIR/outbox.
  process.env.BAZAR_E2E_DATA_DIR = dataDir;
}

export default defineConfig({
  testDir: './tests',
  outputDir: './.artifacts/test-results',
  // Two at a time, tests of one file too: each makes its own people, products and orders
  // (support/api.ts), so none depends on another or on the order they run in.
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: true,
  retries: 0,
  // CI runs the journeys two at a time on a 2-core machine beside their server: 30 s was too
  // tight for the longer ones (a journey that took 21 s here took 32 s there).
  timeout: 60_000,
  // A lazy screen's first paint waits for its chunk and its data: on a loaded 2-core CI machine
  // that passed 10 s (the back office's dashboard, a seller's money), so 20 s.
  expect: { timeout: 20_000 },
  reporter: [['list'], ['html', { outputFolder: './.artifacts/report', open: 'never' }]],
  use: {
    baseURL,
    locale: 'es-AR',
    // As someone who asked for less motion: the home's banner does not turn by itself. Its
    // rotation, sliding each 1600 px picture in software on this GPU-less machine, cost Chromium
    // about a fifth of a core for as long as a home stayed open (two journeys at a time, most of
    // them opening the home), and nothing but the banner's own journey looks at it
    // (storefront.spec.ts, which asks for motion).
    reducedMotion: process.env.E2E_MOTION === 'full' ? 'no-preference' : 'reduce',
    screenshot: 'only-on-failure',
    // A failure's trace keeps each step's page (DOM snapshots), not a film of the screen: filming
    // every test cost about a sixth of the run's time on this 2-core machine.
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // The release build, as production runs it (`npm run test:e2e` builds it first when its
    // sources changed); it loads the demo seed's own bundle, apps/api/dist/seed, for SEED_DEMO.
    // shop-server.mjs puts it on a new database of TEST_DATABASE_URL's server when there is one.
    command: 'node e2e/shop-server.mjs',
    // SIGTERM, so that the shop drains and shop-server.mjs drops its database.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    cwd: repoRoot,
    url: `${baseURL}/api/health`,
    env: {
      PORT: String(port),
      // The address the journeys browse: links the server writes (Mercado Pago's way back, e-mails) land on it.
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      // Metrics on a free port: several checkouts may run their journeys at once.
      METRICS_PORT: '0',
      ADMIN_PASSWORD: 'Admin-e2e-Secreta-1',
      // Every journey signs in from 127.0.0.1: the per-IP budgets are for real clients.
      LOGIN_RATE_PER_IP: '1000',
      REGISTER_RATE_PER_IP: '1000',
      RECOVERY_RATE_PER_IP: '1000',
      // Journeys are not a load test, and this machine runs them beside other work: no shedding.
      MAX_EVENT_LOOP_DELAY_MS: '0',
      // The journeys check that the screens date by the shop's day (support/dates.ts).
      SHOP_TIME_ZONE: E2E_SHOP_TIME_ZONE,
      // Carts with items of sellers who linked their account are split by seller (the sandbox
      // simulates Mercado Pago's marketplace); nobody else's checkout changes.
      MP_MARKETPLACE: 'true',
      // The sale-events journey waits for the job's turn that starts the prices.
      SALE_EVENTS_EVERY_MS: '2000',
    },
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
