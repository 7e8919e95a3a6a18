import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../src/db/client.js';
import { hashPassword } from '../src/platform/auth/passwords.js';
import { compactCounts } from './bulk-products.js';

/**
 * What a bulk purchase seed leaves for load tests to aim at: accounts to sign in as (all with
 * BULK_ACCOUNT_PASSWORD) and the heaviest rows of each read path.
 */
export interface BulkPurchasesSummary {
  orders: number;
  invoices: number;
  reviews: number;
  buyers: number;
  sellers: number;
  password: string;
  /** The seller with the most sales, and how many. */
  seller: { userName: string; sales: number };
  /** The buyer with the most invoices, and how many. */
  buyer: { userName: string; invoices: number };
  /** The product with the most reviews, and how many. */
  product: { id: number; reviews: number };
  /** The product with the most answered questions, and how many. */
  questions: { productId: number; answered: number };
  /** A user-name substring shared by a few hundred buyers, for the admin grids' searches. */
  userQuery: string;
  /** An invoice number in the middle of the range. */
  invoiceNumber: string;
  seconds: number;
}

export interface BulkPurchasesOptions {
  /** Reviews to add (at most one per purchased product and buyer); default a quarter of `orders`. */
  reviews?: number;
  log?: (m: string) => void;
}

/**
 * The password of every account this seed creates. It is printed and documented: these are
 * load-test accounts, never to be seeded into a database people use.
 */
export const BULK_ACCOUNT_PASSWORD = 'bench-Compras-2026';

const SELLERS = 5;
/** Purchases concentrate on this many products (every k-th of the catalog). */
const MAX_SOLD_PRODUCTS = 20_000;
const BUYER_PREFIX = 'comprador-';
const SELLER_PREFIX = 'vendedor-';
const FIRST_NAMES = ['Ana', 'Luis', 'María', 'Jorge', 'Lucía', 'Pedro', 'Sofía', 'Diego', 'Valeria', 'Tomás'];
const LAST_NAMES = [
  'Gómez',
  'Pérez',
  'Rodríguez',
  'Fernández',
  'López',
  'Díaz',
  'Martínez',
  'Romero',
  'Sosa',
];
const COMMENTS = [
  'Excelente',
  'Muy bueno',
  'Cumple',
  'Llegó rápido',
  'Buena calidad',
  'Regular',
  'No me gustó',
];

/**
 * Adds `count` orders of the catalog's products, as paid checkouts leave them (an approved
 * checkout session with its lines, a payment, one invoice per checkout, one order per line),
 * spread over the last 90 days, with new buyers and sellers, mixed statuses and some reviews.
 * Set-based: a handful of INSERT … SELECT statements whatever the count, in one transaction.
 * Invoice and order numbers come from their sequences, in date order; the trigger on orders
 * keeps sales_daily in step. Deterministic shapes (setseed), so runs are comparable.
 */
export async function seedBulkPurchases(
  db: Executor,
  count: number,
  options: BulkPurchasesOptions = {},
): Promise<BulkPurchasesSummary> {
  const log = options.log ?? (() => {});
  if (!Number.isInteger(count) || count < 1) throw new Error('count must be a positive integer');
  const reviewTarget = options.reviews ?? Math.floor(count / 4);
  if (!Number.isInteger(reviewTarget) || reviewTarget < 0) throw new Error('reviews must be a whole number');
  const started = performance.now();
  const buyers = Math.min(20_000, Math.max(50, Math.floor(count / 20)));
  const passwordHash = await hashPassword(BULK_ACCOUNT_PASSWORD);

  const summary = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT setseed(0.42)`);
    const offset = await nextAccountNumber(tx);
    await createAccounts(tx, buyers, offset, passwordHash);
    const sold = await assignSoldProducts(tx);
    log(`  ${buyers} buyers, ${SELLERS} sellers, ${sold} products on sale`);
    const invoices = await planCheckouts(tx, count, sold);
    await writePurchases(tx);
    log(`  ${invoices} invoices, ${count} orders`);
    const reviews = reviewTarget > 0 ? await writeReviews(tx, reviewTarget) : 0;
    log(`  ${reviews} reviews`);
    const questions = await writeQuestions(tx);
    log(`  ${questions} questions`);
    return { invoices, reviews, offset };
  });
  await db.execute(
    sql`VACUUM ANALYZE users, products, checkout_sessions, checkout_lines, payments, invoices, orders, reviews, sales_daily,
      questions, seller_facts`,
  );
  await compactCounts(db);
  const targets = await heaviest(db, summary.offset);
  const result: BulkPurchasesSummary = {
    orders: count,
    invoices: summary.invoices,
    reviews: summary.reviews,
    buyers,
    sellers: SELLERS + 1,
    password: BULK_ACCOUNT_PASSWORD,
    ...targets,
    seconds: (performance.now() - started) / 1000,
  };
  log(`Bulk purchases: ${count} orders in ${Math.round(result.seconds * 1000)} ms`);
  return result;
}

/** Account numbers continue after a previous run's, so the seed can be run again. */
async function nextAccountNumber(tx: Executor): Promise<number> {
  const result = await tx.execute<{ n: number }>(sql`
    SELECT coalesce(max(substring(user_name FROM ${`^${BUYER_PREFIX}([0-9]+)$`}::text)::int), 0)::int AS n
    FROM users WHERE user_name LIKE ${`${BUYER_PREFIX}%`}`);
  return Number(result.rows[0]?.n ?? 0);
}

async function createAccounts(tx: Executor, buyers: number, offset: number, passwordHash: string) {
  const firstNames = sql.param(FIRST_NAMES);
  const lastNames = sql.param(LAST_NAMES);
  await tx.execute(sql`CREATE TEMP TABLE bulk_buyers (n int PRIMARY KEY, id int NOT NULL) ON COMMIT DROP`);
  await tx.execute(sql`
    WITH created AS (
      INSERT INTO users (user_name, email, password_hash, first_name, last_name, id_personal, created_at)
      SELECT ${BUYER_PREFIX} || (${offset}::int + g), ${BUYER_PREFIX} || (${offset}::int + g) || '@bench.bazar.local',
        ${passwordHash}, (${firstNames}::text[])[1 + g % ${FIRST_NAMES.length}],
        (${lastNames}::text[])[1 + (g / 7) % ${LAST_NAMES.length}], (80000000 + ${offset}::int + g)::text,
        now() - interval '120 days'
      FROM generate_series(1, ${buyers}::int) g
      RETURNING id, user_name)
    INSERT INTO bulk_buyers (n, id)
    SELECT substring(user_name FROM ${BUYER_PREFIX.length + 1}::int)::int - ${offset}::int, id FROM created`);
  // Sellers: a run adds its own (vendedor-<offset + k>), so their sales are this run's only.
  await tx.execute(sql`CREATE TEMP TABLE bulk_sellers (n int PRIMARY KEY, id int NOT NULL) ON COMMIT DROP`);
  await tx.execute(sql`
    WITH created AS (
      INSERT INTO users (user_name, email, password_hash, first_name, last_name, id_personal, created_at)
      SELECT ${SELLER_PREFIX} || (${offset}::int + g), ${SELLER_PREFIX} || (${offset}::int + g) || '@bench.bazar.local',
        ${passwordHash}, 'Vendedor', (${lastNames}::text[])[1 + g % ${LAST_NAMES.length}],
        (70000000 + ${offset}::int + g)::text, now() - interval '120 days'
      FROM generate_series(1, ${SELLERS}::int) g
      RETURNING id, user_name)
    INSERT INTO bulk_sellers (n, id)
    SELECT substring(user_name FROM ${SELLER_PREFIX.length + 1}::int)::int - ${offset}::int, id FROM created`);
}

/**
 * Up to MAX_SOLD_PRODUCTS active products, spread over the catalog, numbered 1..n; five in six
 * are handed to the new sellers (the rest keep theirs), so the sales grids have several owners.
 */
async function assignSoldProducts(tx: Executor): Promise<number> {
  const counted = await tx.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM products WHERE active`);
  const active = Number(counted.rows[0]?.n ?? 0);
  if (active === 0) throw new Error('Bulk purchases: the catalog has no active product; seed products first');
  const step = Math.max(1, Math.floor(active / MAX_SOLD_PRODUCTS));
  await tx.execute(sql`
    CREATE TEMP TABLE bulk_sold ON COMMIT DROP AS
    SELECT row_number() OVER (ORDER BY id)::int AS n, id
    FROM (SELECT id, row_number() OVER (ORDER BY id) AS r FROM products WHERE active) a
    WHERE r % ${step}::int = 0
    LIMIT ${MAX_SOLD_PRODUCTS}::int`);
  await tx.execute(sql`ALTER TABLE bulk_sold ADD PRIMARY KEY (n)`);
  await tx.execute(sql`
    UPDATE products p SET seller_id = s.id
    FROM bulk_sold b JOIN bulk_sellers s ON s.n = b.n % ${SELLERS + 1}::int
    WHERE p.id = b.id`);
  const sold = await tx.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM bulk_sold`);
  return Number(sold.rows[0]?.n ?? 0);
}

/**
 * One row per checkout (1 to 3 lines, `count` lines in all) and one per line. Buyers and
 * products are drawn with the square of a uniform draw: a few buyers and products account for
 * many purchases, as in a real shop (and the bench gets a heavy buyer and a much-reviewed
 * product). Older orders are more often received.
 */
async function planCheckouts(tx: Executor, count: number, sold: number): Promise<number> {
  const buyers = sql`(SELECT count(*) FROM bulk_buyers)::int`;
  await tx.execute(sql`
    CREATE TEMP TABLE bulk_checkouts ON COMMIT DROP AS
    WITH drawn AS (
      SELECT k, 1 + floor(random() * 3)::int AS lines,
        1 + floor(${buyers} * random() ^ 2)::int AS buyer_n,
        now() - random() * interval '90 days' AS created_at
      FROM generate_series(1, ${count}::int) k
    ), running AS (
      SELECT *, sum(lines) OVER (ORDER BY k) AS upto FROM drawn
    )
    SELECT k, least(lines, ${count}::int - (upto - lines))::int AS lines, b.id AS buyer_id, created_at,
      gen_random_uuid() AS session_id
    FROM running JOIN bulk_buyers b ON b.n = buyer_n
    WHERE upto - lines < ${count}::int`);
  await tx.execute(sql`ALTER TABLE bulk_checkouts ADD PRIMARY KEY (k)`);
  await tx.execute(sql`
    CREATE TEMP TABLE bulk_lines ON COMMIT DROP AS
    WITH drawn AS (
      SELECT c.k, l, c.session_id, c.buyer_id, c.created_at,
        1 + floor(${sold}::int * random() ^ 2)::int AS product_n,
        1 + floor(random() * random() * 4)::int AS quantity,
        random() AS status_draw
      FROM bulk_checkouts c CROSS JOIN LATERAL generate_series(1, c.lines) l
    )
    SELECT d.k, d.l, d.session_id, d.buyer_id, d.created_at, p.id AS product_id, p.seller_id, p.name,
      p.price_cents, p.discount, p.category_id, p.genre_id, d.quantity,
      -- The price the products' writer stored (discountedCents, @bazar/shared): no formula here.
      p.final_price_cents * d.quantity AS total_cents,
      CASE
        WHEN d.created_at < now() - interval '20 days' AND d.status_draw < 0.85 THEN 'received'
        WHEN d.created_at < now() - interval '3 days' AND d.status_draw < 0.6 THEN 'shipped'
        WHEN d.status_draw < 0.25 THEN 'shipped'
        ELSE 'reception'
      END AS status
    FROM drawn d JOIN bulk_sold s ON s.n = d.product_n JOIN products p ON p.id = s.id`);
  const counted = await tx.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM bulk_checkouts`);
  return Number(counted.rows[0]?.n ?? 0);
}

/** The first variant `v` of the line `l`'s product, and its label as variantLabel (@bazar/shared) writes it. */
const FIRST_VARIANT = sql`JOIN LATERAL (SELECT v.id, v.option_values FROM product_variants v
  WHERE v.product_id = l.product_id ORDER BY v.position LIMIT 1) v ON true`;
const FIRST_VARIANT_LABEL = sql`coalesce((SELECT string_agg(o.name || ': ' || v.option_values[o.position + 1], ' · '
  ORDER BY o.position) FROM product_options o WHERE o.product_id = l.product_id), '')`;

async function writePurchases(tx: Executor): Promise<void> {
  await tx.execute(sql`
    INSERT INTO checkout_sessions (id, user_id, status, provider, total_cents, expires_at, finalized_at, created_at)
    SELECT c.session_id, c.buyer_id, 'approved', 'sandbox', t.total, c.created_at + interval '30 minutes',
      c.created_at, c.created_at
    FROM bulk_checkouts c
    JOIN (SELECT k, sum(total_cents)::bigint AS total FROM bulk_lines GROUP BY k) t ON t.k = c.k`);
  // Each line buys its product's first variant, named as variantLabel (@bazar/shared) names it.
  await tx.execute(sql`
    INSERT INTO checkout_lines (checkout_session_id, product_id, variant_id, variant_label, seller_id, product_name,
      unit_price_cents, discount, quantity, total_cents)
    SELECT l.session_id, l.product_id, v.id, ${FIRST_VARIANT_LABEL}, l.seller_id, l.name, l.price_cents, l.discount,
      l.quantity, l.total_cents
    FROM bulk_lines l ${FIRST_VARIANT}
    ORDER BY l.k, l.l`);
  await tx.execute(sql`
    INSERT INTO payments (provider, provider_payment_id, checkout_session_id, status, amount_cents, currency,
                          created_at, settled_at)
    SELECT 'sandbox', 'bulk-' || s.id, s.id, 'approved', s.total_cents, 'USD', s.created_at, s.created_at
    FROM checkout_sessions s JOIN bulk_checkouts c ON c.session_id = s.id
    ORDER BY s.created_at`);
  // Numbers follow the dates: nextval runs after the sort (volatile output columns are
  // computed above the Sort node), so F-000001 is the oldest invoice of this run.
  await tx.execute(sql`
    INSERT INTO invoices (invoice_number, user_id, checkout_session_id, payment_id, total_cents, created_at)
    SELECT 'F-' || lpad(nextval('invoice_number_seq')::text, 6, '0'), s.user_id, s.id, p.id, s.total_cents,
      s.created_at
    FROM checkout_sessions s JOIN bulk_checkouts c ON c.session_id = s.id
    JOIN payments p ON p.checkout_session_id = s.id
    ORDER BY s.created_at, c.k`);
  await tx.execute(sql`
    INSERT INTO orders (order_number, invoice_id, buyer_id, seller_id, product_id, variant_id, variant_label,
      product_name, category_id, genre_id, unit_price_cents, discount, quantity, total_cents, status, created_at,
      updated_at)
    SELECT 'P-' || lpad(nextval('order_number_seq')::text, 6, '0'), i.id, l.buyer_id, l.seller_id, l.product_id,
      v.id, ${FIRST_VARIANT_LABEL}, l.name, l.category_id, l.genre_id, l.price_cents, l.discount, l.quantity,
      l.total_cents, l.status, l.created_at, l.created_at
    FROM bulk_lines l JOIN invoices i ON i.checkout_session_id = l.session_id
    ${FIRST_VARIANT}
    ORDER BY l.created_at, l.k, l.l`);
}

/**
 * Reviews by buyers of received orders (one per product and buyer, a few days after the
 * purchase), then each reviewed product's rating_sum / rating_count raised by exactly what
 * was added, as the review service does.
 */
async function writeReviews(tx: Executor, target: number): Promise<number> {
  const comments = sql.param(COMMENTS);
  await tx.execute(sql`CREATE TEMP TABLE bulk_reviews (product_id int, rating int) ON COMMIT DROP`);
  await tx.execute(sql`
    WITH candidates AS (
      SELECT DISTINCT ON (l.product_id, l.buyer_id) l.product_id, l.buyer_id, l.created_at
      FROM bulk_lines l
      WHERE l.status = 'received'
        AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.product_id = l.product_id AND r.user_id = l.buyer_id)
      ORDER BY l.product_id, l.buyer_id, l.created_at
    ), chosen AS (
      SELECT * FROM candidates ORDER BY random() LIMIT ${target}::int
    ), created AS (
      INSERT INTO reviews (product_id, user_id, rating, comment, created_at)
      SELECT product_id, buyer_id, greatest(1, 5 - floor(random() ^ 2 * 5)::int),
        (${comments}::text[])[1 + floor(random() * ${COMMENTS.length})::int],
        least(now(), created_at + random() * interval '10 days')
      FROM chosen
      RETURNING product_id, rating)
    INSERT INTO bulk_reviews SELECT product_id, rating FROM created`);
  await tx.execute(sql`
    UPDATE products p SET rating_sum = p.rating_sum + r.total, rating_count = p.rating_count + r.n
    FROM (SELECT product_id, sum(rating)::int AS total, count(*)::int AS n FROM bulk_reviews GROUP BY product_id) r
    WHERE p.id = r.product_id`);
  const counted = await tx.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM bulk_reviews`);
  return Number(counted.rows[0]?.n ?? 0);
}

/** Answered questions on the best-selling product, and a few on 2,000 others (what a product page reads). */
const QUESTIONS_ON_TOP_PRODUCT = 200;
async function writeQuestions(tx: Executor): Promise<number> {
  const result = await tx.execute<{ n: number }>(sql`
    WITH top AS (
      SELECT product_id FROM bulk_lines GROUP BY product_id ORDER BY count(*) DESC, product_id LIMIT 1
    ), others AS (
      SELECT DISTINCT product_id FROM bulk_lines WHERE product_id NOT IN (SELECT product_id FROM top) LIMIT 2000
    ), asked AS (
      SELECT product_id, g FROM top, generate_series(1, ${QUESTIONS_ON_TOP_PRODUCT}::int) g
      UNION ALL
      SELECT product_id, g FROM others, generate_series(1, 3) g
    ), created AS (
      INSERT INTO questions (product_id, seller_id, asker_id, body, answer, created_at, answered_at)
      SELECT a.product_id, p.seller_id, b.id,
        '¿Viene en otro color? Consulta ' || a.g, 'Sí, en negro y en azul.', t.at,
        t.at + random() * interval '30 hours'
      FROM asked a JOIN products p ON p.id = a.product_id
      JOIN bulk_buyers b ON b.n = 1 + (a.g * 7919 + a.product_id) % (SELECT count(*) FROM bulk_buyers)
      CROSS JOIN LATERAL (SELECT now() - interval '90 days' + random() * interval '89 days' AS at) t
      RETURNING 1)
    SELECT count(*)::int AS n FROM created`);
  return Number(result.rows[0]?.n ?? 0);
}

/** The accounts and rows a load test should aim at: the busiest in the database (a fresh one in the bench). */
async function heaviest(db: Executor, offset: number) {
  const one = async <T>(query: SQL): Promise<T> => {
    const result = await db.execute(query);
    const row = result.rows[0] as T | undefined;
    if (!row) throw new Error('Bulk purchases: nothing to point the bench at');
    return row;
  };
  const seller = await one<{ user_name: string; n: number }>(sql`
    SELECT u.user_name, count(*)::int AS n FROM orders o JOIN users u ON u.id = o.seller_id
    WHERE u.user_name LIKE ${`${SELLER_PREFIX}%`} GROUP BY u.user_name ORDER BY n DESC, u.user_name LIMIT 1`);
  const buyer = await one<{ user_name: string; n: number }>(sql`
    SELECT u.user_name, count(*)::int AS n FROM invoices i JOIN users u ON u.id = i.user_id
    WHERE u.user_name LIKE ${`${BUYER_PREFIX}%`} GROUP BY u.user_name ORDER BY n DESC, u.user_name LIMIT 1`);
  const product = await one<{ id: number; n: number }>(sql`
    SELECT product_id AS id, count(*)::int AS n FROM reviews GROUP BY product_id ORDER BY n DESC, product_id
    LIMIT 1`).catch(() => ({ id: 0, n: 0 }));
  const questions = await one<{ id: number; n: number }>(sql`
    SELECT product_id AS id, count(*)::int AS n FROM questions WHERE answered_at IS NOT NULL AND status = 'visible'
    GROUP BY product_id ORDER BY n DESC, product_id LIMIT 1`).catch(() => ({ id: 0, n: 0 }));
  const invoice = await one<{ invoice_number: string }>(sql`
    SELECT invoice_number FROM invoices ORDER BY id DESC OFFSET (SELECT count(*) / 2 FROM invoices) LIMIT 1`);
  return {
    seller: { userName: seller.user_name, sales: Number(seller.n) },
    buyer: { userName: buyer.user_name, invoices: Number(buyer.n) },
    product: { id: Number(product.id), reviews: Number(product.n) },
    questions: { productId: Number(questions.id), answered: Number(questions.n) },
    // "comprador-12" and the like: the buyers 12, 120–129, 1200–1299… of this run.
    userQuery: `${BUYER_PREFIX}${offset + 12}`,
    invoiceNumber: invoice.invoice_number,
  };
}
