import { PRODUCT_LIMITS } from '@bazar/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '../src/db/client.js';
import type { Picture } from './art/render-images.js';
import {
  agree,
  BULK_COLORS,
  BULK_WORDS,
  type CategoryWords,
  DESCRIPTION_CLOSINGS,
  DESCRIPTION_OPENINGS,
} from './bulk-vocabulary.js';
import { isCatalogEmpty, seedDemoCatalog } from './demo-catalog.js';
import { DEMO_CATEGORIES, DEMO_SELLER } from './demo-taxonomy.js';
import { INSERT_BATCH_SIZE, insertProducts, type NewProduct } from './insert-products.js';
import { intBetween, pick, seededRandom } from './random.js';

export interface BulkSeedOptions {
  log?: (m: string) => void;
  /** Needed only when the catalog is still empty and the demo catalog must be seeded first. */
  uploadsDir?: string;
}

interface CategoryPlan {
  id: number;
  words: CategoryWords;
  /** Picture pairs of the category's demo products, reused so no new files are written. */
  pictures: Picture[][];
}

const DISCOUNTS = [5, 10, 15, 20, 25, 30, 40, 50];

/**
 * Adds `count` generated products (for load and scale tests) to the demo categories, owned by
 * the demo seller, in one transaction. Deterministic: the same count gives the same products.
 */
export async function seedBulkProducts(
  db: Executor,
  count: number,
  options: BulkSeedOptions = {},
): Promise<void> {
  const log = options.log ?? (() => {});
  if (!Number.isInteger(count) || count < 1) throw new Error('count must be a positive integer');
  if (await isCatalogEmpty(db)) {
    if (!options.uploadsDir)
      throw new Error('The catalog is empty: pass uploadsDir to seed the demo catalog first');
    await seedDemoCatalog(db, { uploadsDir: options.uploadsDir, log });
  }
  const started = performance.now();
  await db.transaction(async (tx) => {
    // The foreign-key checks of each picture are cached plans. Planned while the table still held
    // the demo catalog, their generic plan scans products sequentially, and inside this one
    // transaction the table only grows: the seed became quadratic (100k products took 9 minutes
    // on PGlite). Planning every check for the table as it is keeps it linear (30 s).
    await tx.execute(sql`SET LOCAL plan_cache_mode = force_custom_plan`);
    const { sellerId, plans, genreIds } = await loadPlan(tx);
    const random = seededRandom(count);
    // Sizes and colours draw from their own sequence, so the products themselves stay the ones
    // the same count always gave.
    const variantRandom = seededRandom(count ^ 0x5eed);
    // Generate and insert one batch at a time so memory stays flat at any count.
    for (let done = 0; done < count; done += INSERT_BATCH_SIZE) {
      const size = Math.min(INSERT_BATCH_SIZE, count - done);
      const rows = Array.from({ length: size }, () =>
        withVariants(variantRandom, generate(random, pick(random, plans), genreIds, sellerId), plans),
      );
      await insertProducts(tx, rows);
      if ((done / INSERT_BATCH_SIZE) % 8 === 7) log(`  ${done + size} / ${count}`);
    }
  });
  // Fresh statistics, a visibility map for index-only scans and the search index's pending
  // entries merged, right away rather than whenever autovacuum comes by (a search over
  // unmerged GIN entries measured 5× slower).
  await db.execute(sql`VACUUM ANALYZE products, product_images, product_words, search_terms`);
  await compactCounts(db);
  log(`Bulk seed: ${count} products in ${Math.round(performance.now() - started)} ms`);
}

/**
 * The maintained counts were updated once per product inside one transaction, so none of the
 * old row versions could be pruned: rewritten, they are a few hundred kB again (from 65 MB at a
 * million products), as every count read scans them (migration 0021).
 */
export async function compactCounts(db: Executor): Promise<void> {
  await db.execute(sql`VACUUM FULL ANALYZE category_counts, seller_counts, facet_counts, facet_marginals`);
}

async function loadPlan(tx: Executor) {
  const seller = await tx.execute<{ id: number }>(
    sql`SELECT id FROM users WHERE lower(user_name) = ${DEMO_SELLER.userName}`,
  );
  const sellerId = seller.rows[0]?.id;
  if (sellerId === undefined)
    throw new Error('Bulk seed: the demo seller is missing; seed the demo catalog first');

  const genres = await tx.execute<{ id: number; name: string }>(sql`SELECT id, name FROM genres`);
  const genreIds = new Map(genres.rows.map((row) => [row.name, row.id]));

  // The cover and second picture of every demo product, grouped by category name.
  const images = await tx.execute<{
    category: string;
    product_id: number;
    url: string;
    thumb_url: string;
  }>(sql`
    SELECT c.name AS category, p.id AS product_id, i.url, i.thumb_url
    FROM products p
    JOIN categories c ON c.id = p.category_id
    JOIN product_images i ON i.product_id = p.id AND i.position < 2
    WHERE p.seller_id = ${sellerId}
    ORDER BY p.id, i.position`);
  const categoryIds = await tx.execute<{ id: number; name: string }>(sql`SELECT id, name FROM categories`);

  const plans: CategoryPlan[] = [];
  for (const name of DEMO_CATEGORIES) {
    const id = categoryIds.rows.find((row) => row.name === name)?.id;
    const byProduct = new Map<number, Picture[]>();
    for (const row of images.rows.filter((image) => image.category === name)) {
      const list = byProduct.get(row.product_id) ?? [];
      list.push({ url: row.url, thumbUrl: row.thumb_url });
      byProduct.set(row.product_id, list);
    }
    if (id !== undefined && byProduct.size > 0) {
      plans.push({ id, words: BULK_WORDS[name], pictures: [...byProduct.values()] });
    }
  }
  if (plans.length === 0) throw new Error('Bulk seed: no demo products with pictures to copy from');
  return { sellerId: Number(sellerId), plans, genreIds };
}

function generate(
  random: () => number,
  plan: CategoryPlan,
  genreIds: Map<string, number>,
  sellerId: number,
): NewProduct {
  const { words } = plan;
  const noun = pick(random, words.nouns);
  const adjective = agree(pick(random, words.adjectives), noun);
  const color = pick(random, BULK_COLORS);
  const brand = pick(random, words.brands);
  const name = fitName([noun.word, adjective, agree(color, noun), brand]);
  const audience = pick(random, words.audiences);
  const genreId = genreIds.get(audience) ?? [...genreIds.values()][0] ?? 0;
  // Square of a uniform draw: cheap items are common, expensive ones rare, as in a real shop.
  const [min, max] = words.price;
  const units = Math.round(min + (max - min) * random() ** 2);
  return {
    sellerId,
    name,
    description: `${name}. ${pick(random, DESCRIPTION_OPENINGS)} ${pick(random, DESCRIPTION_CLOSINGS)}`,
    priceCents: units * 100,
    discount: random() < 0.5 ? 0 : pick(random, DISCOUNTS),
    brand: brand.slice(0, PRODUCT_LIMITS.brand),
    color,
    warrantyMonths: pick(random, words.warranties),
    stock: random() < 0.05 ? 0 : intBetween(random, 1, 60),
    categoryId: plan.id,
    genreId,
    pictures: pick(random, plan.pictures),
  };
}

const BULK_CLOTHES_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
const BULK_SHOE_SIZES = ['36', '37', '38', '39', '40', '41', '42', '43', '44'];

/**
 * A third of the products sell in 2–12 variants (decision record 0031): clothes and shoes in
 * sizes, colours or both, anything else in colours; the stock is split among them, some left at
 * 0. They share the product's pictures, so the seed writes no file for them.
 */
function withVariants(random: () => number, product: NewProduct, plans: readonly CategoryPlan[]): NewProduct {
  if (random() >= 1 / 3) return product;
  const category = plans.find((p) => p.id === product.categoryId)?.words;
  const sizesOf =
    category === BULK_WORDS.Calzado
      ? BULK_SHOE_SIZES
      : category === BULK_WORDS.Ropa
        ? BULK_CLOTHES_SIZES
        : null;
  const colours = [product.color, ...BULK_COLORS.filter((c) => c !== product.color)];
  // Sizes only, colours only, or both (at most 4 sizes × 3 colours).
  const shape = sizesOf ? intBetween(random, 0, 2) : 1;
  const sizeCount = shape === 1 ? 0 : intBetween(random, shape === 0 ? 2 : 1, shape === 0 ? 6 : 4);
  const colourCount = shape === 0 ? 0 : intBetween(random, shape === 1 ? 2 : 1, shape === 1 ? 6 : 3);
  const first = sizesOf ? intBetween(random, 0, sizesOf.length - sizeCount) : 0;
  const options = [
    ...(sizeCount > 0 && sizesOf ? [{ name: 'Talle', values: sizesOf.slice(first, first + sizeCount) }] : []),
    ...(colourCount > 0 ? [{ name: 'Color', values: colours.slice(0, colourCount) }] : []),
  ];
  const combinations = options.reduce<string[][]>(
    (acc, option) => acc.flatMap((prefix) => option.values.map((value) => [...prefix, value])),
    [[]],
  );
  // A single size or colour is no choice: such a draw stays a product without options.
  if (combinations.length < 2) return product;
  const stocks = combinations.map(() => 0);
  for (let unit = 0; unit < product.stock; unit++) {
    const at = Math.floor(random() * stocks.length);
    stocks[at] = (stocks[at] ?? 0) + 1;
  }
  return {
    ...product,
    options,
    variants: combinations.map((values, i) => ({ values, stock: stocks[i] ?? 0 })),
  };
}

/** Drops the adjective, then the brand, until the name fits the column. */
function fitName([noun, adjective, color, brand]: [string, string, string, string]): string {
  const candidates = [
    `${noun} ${adjective} ${color} ${brand}`,
    `${noun} ${color} ${brand}`,
    `${noun} ${adjective} ${color}`,
    `${noun} ${color}`,
  ];
  return candidates.find((name) => name.length <= PRODUCT_LIMITS.name) ?? noun.slice(0, PRODUCT_LIMITS.name);
}
