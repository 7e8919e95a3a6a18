// Every table has one owner: only the owner's files read or write it; everybody else calls a
// function the owner exports (docs/architecture.md, 'Table walls'). Biome's import rules cannot
// see SQL, so this does. Run by `npm run lint` (part of `npm test`):
//   node scripts/table-walls.mjs      lists every finding and exits 1 when there is one
// What counts as naming a table:
// - SQL in a source file (`FROM t`, `JOIN t`, `UPDATE t`, `INSERT INTO t`, `DELETE FROM t`,
//   `TRUNCATE t`, `ANALYZE t`), outside comments;
// - an import of the table's Drizzle object from the schema (`import { products } from …schema.js`).
// Who may name a table: the files of its owner's folder (a module under apps/api/src/modules, or
// a platform piece). Flows (apps/api/src/flows) own no table and name none: they call owners.
// What others may read instead: the views an owner publishes in the schema named after it
// (`catalog.products`, created by a migration); a qualified name that is no published view is a
// finding too. Every table the migrations create must have exactly one owner here, so a new table
// cannot slip past the walls unowned.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Owner → the tables it alone reads and writes. An owner is a folder under apps/api/src. */
export const OWNERS = {
  'modules/accounts': ['users', 'user_identities', 'password_reset_tokens'],
  'modules/addresses': ['addresses'],
  'modules/cart': ['cart_lines', 'cart_merges'],
  'modules/catalog': [
    'products',
    'product_images',
    'product_options',
    'product_variants',
    'categories',
    'genres',
    'search_terms',
    'search_synonyms',
    'search_names',
    'product_words',
    'category_counts',
    'facet_counts',
    'facet_marginals',
    'option_counts',
    'free_shipping_thresholds',
    'seller_counts',
    'product_lowest_prices',
  ],
  'modules/checkout': ['checkout_sessions', 'checkout_lines', 'checkout_parts', 'payments'],
  'modules/claims': ['claims', 'claim_messages'],
  'platform/uploads': ['uploads'],
  'modules/invoices': ['invoices'],
  'modules/money': [
    'commission_rates',
    'ledger_transactions',
    'ledger_entries',
    'ledger_balances',
    'release_schedule',
    'refunds',
    'payout_accounts',
    'payout_batches',
    'payouts',
    'money_audit',
  ],
  'platform/notifications': ['notifications', 'mail_opt_outs'],
  'modules/orders': ['orders', 'order_events', 'sales_daily', 'seller_sales_counts'],
  'modules/payment-links': ['payment_links', 'payment_link_attempts'],
  'modules/promotions': ['coupons', 'coupon_uses'],
  'modules/sale-events': ['sale_events', 'sale_event_products'],
  'modules/questions': ['questions', 'question_reports', 'question_blocks'],
  'modules/reviews': ['reviews'],
  'modules/shipping': ['shipping_profiles'],
  'modules/sellers': ['seller_reputation', 'reputation_watermark', 'seller_facts'],
  'modules/wishlist': ['wishlist_items'],
  'platform/auth': ['sessions'],
  'platform/outbox': ['outbox'],
};

/**
 * Places that may name tables they do not own, each with its reason. Keep this short: a new
 * entry needs a reason a reviewer accepts.
 */
export const EXCEPTIONS = [
  {
    path: 'db/',
    reason:
      'the database layer itself: migrations, the demo seed and the connection name every table by nature',
  },
];

const NAME = String.raw`[a-z_][a-z0-9_]*(?:\.[a-z_][a-z0-9_]*)?`;
const SQL_NAME = new RegExp(
  String.raw`\b(?:FROM|JOIN|UPDATE|INSERT\s+INTO|DELETE\s+FROM|TRUNCATE(?:\s+TABLE)?|ANALYZE|VACUUM(?:\s+FULL)?(?:\s+ANALYZE)?)\s+((?:${NAME}\s*,\s*)*${NAME})`,
  'g',
);
const SCHEMA_IMPORT = /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*['"][^'"]*db\/schema(?:\/[a-z-]+)?\.js['"]/g;

/** Removes comments, so a comment that names a table is not a use of it. */
export function withoutComments(text) {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, (block) => block.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:])\/\/.*$/gm, '$1');
}

/** The Drizzle export name of each table (`cartLines` → `cart_lines`), read from the schema files. */
export function drizzleNames(schemaTexts) {
  const names = new Map();
  for (const text of schemaTexts)
    for (const m of text.matchAll(/export const (\w+)\s*=\s*pgTable\(\s*['"]([a-z_0-9]+)['"]/g))
      names.set(m[1], m[2]);
  return names;
}

/** The owner folder of a source path relative to apps/api/src, if it is an owner's. */
export function ownerOf(relative) {
  return Object.keys(OWNERS).find((owner) => relative.startsWith(`${owner}/`));
}

/** The owner folder a view schema stands for (`payment_links` → `modules/payment-links`). */
export const schemaOwner = (schema) => `modules/${schema.replaceAll('_', '-')}`;

/**
 * The findings in one file: `{ line, table, owner }` for every table it names that its folder
 * does not own, and every qualified name that is no published view. `tableOwner` maps a table to
 * its owner; `views` is the set of published views (`catalog.products`); `drizzle` maps Drizzle
 * names to tables.
 */
export function findCrossings(relative, text, tableOwner, views, drizzle) {
  if (EXCEPTIONS.some((e) => relative.startsWith(e.path))) return [];
  const mine = ownerOf(relative);
  const findings = [];
  const source = withoutComments(text);
  const lineAt = (index) => source.slice(0, index).split('\n').length;
  const check = (name, index) => {
    const [schema, table] = name.includes('.') ? name.split('.') : ['public', name];
    if (schema !== 'public') {
      if (!views.has(name) && schemaOwner(schema) in OWNERS)
        findings.push({
          line: lineAt(index),
          table: name,
          owner: `${schemaOwner(schema)} (no such published view)`,
        });
      return;
    }
    const owner = tableOwner.get(table);
    if (owner && owner !== mine) findings.push({ line: lineAt(index), table, owner });
  };
  for (const m of source.matchAll(SQL_NAME)) for (const name of m[1].split(',')) check(name.trim(), m.index);
  for (const m of source.matchAll(SCHEMA_IMPORT))
    for (const spec of m[1].split(',')) {
      const name = spec.trim().split(/\s+as\s+/)[0];
      if (drizzle.has(name)) check(drizzle.get(name), m.index);
    }
  return findings;
}

/** Every view the migrations publish, as `schema.name`. */
export function publishedViews(migrationTexts) {
  const views = new Set();
  for (const text of migrationTexts)
    for (const m of text.matchAll(/CREATE (?:OR REPLACE )?VIEW "?([a-z_0-9]+)"?\."?([a-z_0-9]+)"?/gi))
      views.add(`${m[1].toLowerCase()}.${m[2].toLowerCase()}`);
  return views;
}

/** Every table the migrations create. */
export function createdTables(migrationTexts) {
  const tables = new Set();
  for (const text of migrationTexts)
    for (const m of text.matchAll(/CREATE TABLE (?:IF NOT EXISTS )?"?([a-z_0-9]+)"?/gi))
      tables.add(m[1].toLowerCase());
  return tables;
}

/** Tables without an owner, or with two. */
export function ownershipProblems(tables) {
  const problems = [];
  const seen = new Map();
  for (const [owner, list] of Object.entries(OWNERS))
    for (const table of list) {
      if (seen.has(table)) problems.push(`${table} has two owners: ${seen.get(table)} and ${owner}`);
      seen.set(table, owner);
    }
  for (const table of tables) if (!seen.has(table)) problems.push(`${table} has no owner in OWNERS`);
  for (const table of seen.keys())
    if (!tables.has(table)) problems.push(`${table} is owned but no migration creates it`);
  return problems;
}

function filesUnder(dir) {
  const out = [];
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) out.push(...filesUnder(full));
    else if (/\.(ts|mts|js|mjs)$/.test(entry) && !/\.test\.ts$/.test(entry)) out.push(full);
  }
  return out;
}

/** Runs the check over the repository at `root`; answers the lines to print. */
export function check(root) {
  const src = path.join(root, 'apps/api/src');
  const schemaDir = path.join(src, 'db/schema');
  const drizzle = drizzleNames(
    readdirSync(schemaDir).map((f) => readFileSync(path.join(schemaDir, f), 'utf8')),
  );
  const migrationsDir = path.join(src, 'db/migrations');
  const migrations = readdirSync(migrationsDir)
    .filter((f) => f.endsWith('.sql'))
    .map((f) => readFileSync(path.join(migrationsDir, f), 'utf8'));
  const tables = createdTables(migrations);
  const views = publishedViews(migrations);
  const out = ownershipProblems(tables).map((p) => `scripts/table-walls.mjs: ${p}`);
  for (const view of views)
    if (!(schemaOwner(view.split('.')[0]) in OWNERS))
      out.push(`scripts/table-walls.mjs: ${view} is published in a schema that names no owner`);
  const tableOwner = new Map();
  for (const [owner, list] of Object.entries(OWNERS)) for (const t of list) tableOwner.set(t, owner);
  for (const file of filesUnder(src)) {
    const relative = path.relative(src, file).split(path.sep).join('/');
    for (const f of findCrossings(relative, readFileSync(file, 'utf8'), tableOwner, views, drizzle))
      out.push(`apps/api/src/${relative}:${f.line} names ${f.table}, owned by ${f.owner}`);
  }
  return out;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const found = check(root);
  for (const line of found) console.log(line);
  if (found.length > 0) {
    console.log(
      `\n${found.length} crossing(s) of the table walls: a table is read and written only by its owner (docs/architecture.md, 'Table walls').`,
    );
    process.exit(1);
  }
}
