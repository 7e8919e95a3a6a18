/**
 * The whole product's schema, one file per domain. Money is integer cents; every list the API
 * serves has an index that matches its filter and order. `bazar_fold()` (lower + unaccent,
 * IMMUTABLE) is created by the first migration so generated search columns can be indexed.
 */
export * from './schema/accounts.js';
export * from './schema/after-sale.js';
export * from './schema/cart.js';
export * from './schema/catalog.js';
export * from './schema/money.js';
export * from './schema/orders.js';
export * from './schema/outbox.js';
export * from './schema/questions.js';
export * from './schema/reviews.js';
