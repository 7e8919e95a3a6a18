import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Executor } from '../src/db/client.js';
import { authHeader, buildAccountsApp, registerAndLogin } from './auth.js';
import { createCategory, createGenre, createProduct, type ProductInput } from './factories.js';
import type { TestApp } from './helpers.js';
import { suiteOf } from './suite.js';

let sequence = 0;

export type CatalogFixture = Awaited<ReturnType<typeof catalogFixture>>;

/**
 * The suites' usual start, registered once per file: an app with accounts and one catalog
 * fixture in its database, built before the file's tests and closed after them. The handles it
 * answers are usable inside the tests (they read the app built by then).
 */
export function catalogSuite(): { t: Pick<TestApp, 'app' | 'db'>; fixture: CatalogFixture } {
  const { t, started } = suiteOf(async () => {
    const app = await buildAccountsApp();
    return { t: app, fixture: await catalogFixture(app.db) };
  });
  return { t, fixture: { product: (input) => started().fixture.product(input) } };
}

/** One category and audience; `product()` makes active products in them (stock 10, $10 by default). */
export async function catalogFixture(db: Executor) {
  const category = await createCategory(db);
  const genre = await createGenre(db);
  return {
    product: (input: Partial<ProductInput> = {}) =>
      createProduct(db, {
        name: `Producto ${process.pid}-${++sequence}`,
        categoryId: category.id,
        genreId: genre.id,
        ...input,
      }),
  };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A fresh signed-in user and a shorthand for their requests: `call(method, url, payload?)`. */
/** A valid shipping address. */
export const TEST_ADDRESS = {
  street: 'Av. Corrientes',
  number: '1234',
  floorApt: '5° B',
  city: 'Buenos Aires',
  province: 'CABA',
  postalCode: 'C1043',
  phone: '+54 11 5555-0000',
  notes: 'Timbre 5B',
};

export async function shopper(app: FastifyInstance) {
  const { token, user } = await registerAndLogin(app);
  const call = (method: Method, url: string, payload?: InjectOptions['payload']) =>
    app.inject({ method, url, headers: authHeader(token), ...(payload === undefined ? {} : { payload }) });
  // Everyone who may buy has somewhere to ship to (a checkout without an address is refused).
  const address = await call('POST', '/api/addresses', TEST_ADDRESS);
  if (address.statusCode !== 201) throw new Error(`address not saved: ${address.body}`);
  return { token, user, call };
}
