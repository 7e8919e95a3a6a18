import { defineConfig } from 'vitest/config';

// The API suite runs on embedded PGlite always, and again on a PostgreSQL server when
// TEST_DATABASE_URL is set (CI sets it): the two run different PostgreSQL versions.
const apiProject = (name: string, driver: 'pglite' | 'postgres') => ({
  test: {
    name,
    include: ['apps/api/src/**/*.test.ts', 'apps/api/test/**/*.test.ts'],
    exclude: ['**/*.unit.test.ts', '**/node_modules/**'],
    globalSetup: ['apps/api/test/global-setup.ts'],
    env: { TEST_DB_DRIVER: driver },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/shared/src/**/*.test.ts', 'apps/**/src/**/*.unit.test.ts'],
        },
      },
      apiProject('api-pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('api-postgres', 'postgres')] : []),
    ],
  },
});
