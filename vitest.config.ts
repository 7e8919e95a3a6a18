import { defineConfig } from 'vitest/config';

// The API suite runs whole on one database: the PostgreSQL server when TEST_DATABASE_URL is set
// (CI sets it), else embedded PGlite. With a server, the files whose behaviour depends on the
// engine run on PGlite too (the two run different PostgreSQL versions, and PGlite is one session
// behind a wire of our own): the data layer, the migrations and seeds, search and the filters'
// counts, the money and purchase races, and the price-drop alerts' triggers.
// Tests named *.redis.test.ts need a Redis server: they run when TEST_REDIS_URL is set.
const API_FILES = ['apps/api/src/**/*.test.ts', 'apps/api/seed/**/*.test.ts'];
const ENGINE_SENSITIVE = [
  'apps/api/src/db/**/*.test.ts',
  'apps/api/seed/**/*.test.ts',
  'apps/api/src/platform/outbox/*.test.ts',
  'apps/api/src/modules/catalog/{catalog,search-ranking,search-words,search-seller-tier,filters,filters-refused,filter-counts,option-filters,variants-buying,variants-selling}.test.ts',
  'apps/api/src/modules/checkout/{checkout-concurrency,purchase-durability,purchase-round-trips}.test.ts',
  'apps/api/src/modules/money/*.test.ts',
  'apps/api/src/modules/shipping/*.test.ts',
  'apps/api/src/modules/promotions/*.test.ts',
  // Sale events move prices and option keys through the catalog's triggers (migration 0032).
  'apps/api/src/modules/sale-events/*.test.ts',
  'apps/api/src/flows/sale-event-prices.test.ts',
  // The price-drop alerts start in the variants' statement triggers (migration 0030).
  'apps/api/src/flows/price-drop-alerts.test.ts',
];
const withServer = Boolean(process.env.TEST_DATABASE_URL);

const apiProject = (name: string, driver: 'pglite' | 'postgres', include: string[]) => ({
  test: {
    name,
    include,
    exclude: [
      '**/*.unit.test.ts',
      '**/node_modules/**',
      ...(name === 'api-redis' ? [] : ['**/*.redis.test.ts']),
      ...(name === 'api-faults' ? [] : ['**/*.fault.test.ts']),
    ],
    globalSetup: ['apps/api/test/global-setup.ts'],
    env: { TEST_DB_DRIVER: driver },
    // Safety nets, not measures: a busy 2-core machine (a CI run beside other work) took a seed
    // test and a server start past 30 s, so a test fails for hanging, never for being slow.
    testTimeout: 120_000,
    hookTimeout: 240_000,
    // Every file builds its own app on its own database, and no API test mocks a module: the
    // files of one worker share the app's module graph instead of importing it again each
    // (importing it was 242 s of the suite's 392 s). Module-level state is per app or keyed by
    // it (decision record 0029 lists it).
    isolate: false,
    // Vitest's default is one worker on two cores (cores − 1). An API test file spends much of
    // its time waiting on the database, so two at a time keep both cores busy. The fault, Redis
    // and topology projects start servers of their own and keep one file at a time, so they run
    // first (group 0) and the database projects after them (group 1): Vitest runs projects with
    // different worker counts in different groups.
    ...(name === 'api-pglite' || name === 'api-postgres'
      ? { maxWorkers: 2, sequence: { groupOrder: 1 } }
      : {}),
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/shared/src/**/*.test.ts',
            'apps/**/src/**/*.unit.test.ts',
            'apps/api/seed/**/*.unit.test.ts',
            'scripts/**/*.unit.test.ts',
          ],
          // Pure functions, no module mocks: the files of one worker share imported modules
          // instead of importing them again each (imports were most of this project's time).
          isolate: false,
        },
      },
      // The web app's browser logic (guest cart, merge at sign-in, prices, form rules), rendered
      // with Testing Library in happy-dom.
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.web.test.{ts,tsx}'],
          environment: 'happy-dom',
        },
      },
      apiProject('api-pglite', 'pglite', withServer ? ENGINE_SENSITIVE : API_FILES),
      ...(withServer ? [apiProject('api-postgres', 'postgres', API_FILES)] : []),
      // Dependency faults (*.fault.test.ts): private PostgreSQL and Redis servers restarted and
      // stopped, a tiny disk filled, a spawned server sent SIGTERM. Once, not per database.
      apiProject('api-faults', 'pglite', ['apps/api/src/**/*.fault.test.ts']),
      // Limits shared between instances through Redis, when TEST_REDIS_URL names one (CI does).
      ...(process.env.TEST_REDIS_URL
        ? [apiProject('api-redis', 'pglite', ['apps/api/src/**/*.redis.test.ts'])]
        : []),
      // The production topology: two instances of the release build as processes on the
      // PostgreSQL server, Redis and a local S3 (needs both servers, as CI provides).
      ...(withServer && process.env.TEST_REDIS_URL
        ? [
            {
              test: {
                name: 'api-topology',
                include: ['apps/api/test/topology/**/*.test.ts'],
                testTimeout: 60_000,
                hookTimeout: 240_000,
              },
            },
          ]
        : []),
    ],
  },
});
