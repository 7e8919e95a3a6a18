/**
 * The demo catalog, outside the server's build: `src/prepare.ts` loads this module only when
 * SEED_DEMO asks for the demo and the catalog is empty (a release bundles it apart, as
 * dist/seed/index.js). The bulk seeds for benchmarks are run by `npm run seed` (cli.ts).
 */
export { isCatalogEmpty, seedDemoCatalog } from './demo-catalog.js';
