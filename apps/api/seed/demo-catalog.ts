import type { ShippingSettings } from '@bazar/shared';
import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '../src/db/client.js';
import { categories, genres, products, users } from '../src/db/schema.js';
import { setFreeShippingFrom } from '../src/modules/catalog/index.js';
import { insertCoupon } from '../src/modules/promotions/index.js';
import { saveProfile } from '../src/modules/shipping/index.js';
import type { FileStorage } from '../src/platform/storage/storage.js';
import {
  demoPicturePositions,
  demoPictures,
  diskSink,
  storageSink,
  writeDemoImages,
} from './art/render-images.js';
import { DEMO_PRODUCTS } from './demo-products.js';
import { seedDemoQuestions } from './demo-questions.js';
import type { DemoProduct } from './demo-table.js';
import { DEMO_AUDIENCES, DEMO_CATEGORIES, DEMO_SELLER } from './demo-taxonomy.js';
import { demoVariants } from './demo-variants.js';
import { insertProducts, type NewProduct } from './insert-products.js';

export interface DemoCatalogOptions {
  /** Root of the served /uploads folder; pictures go to demo/ and banners/ inside it. */
  uploadsDir: string;
  /** With S3-compatible storage the pictures go to the bucket instead (seen by every instance). */
  storage?: FileStorage | undefined;
  log: (msg: string) => void;
}

/** A coupon of the demo seller to try in the cart: 10 % off, once per buyer, for a year from yesterday. */
const DEMO_COUPON = () => {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  return {
    code: 'BIENVENIDA',
    kind: 'percent' as const,
    value: 10,
    minPurchase: null,
    startsOn: day(-1),
    endsOn: day(365),
    maxUses: null,
    maxUsesPerBuyer: 1,
    productIds: null,
  };
};

/** True while no product exists: the server seeds the demo catalog only then. */
export async function isCatalogEmpty(db: Executor): Promise<boolean> {
  const rows = await db.select({ id: products.id }).from(products).limit(1);
  return rows.length === 0;
}

/**
 * Fills an empty shop with the Spanish demo catalog: categories, audiences, the demo seller,
 * ~70 products and their pictures, all in one transaction (a failed seed leaves nothing
 * behind and the next start tries again). The pictures are drawn while the transaction runs:
 * their URLs depend only on the product names.
 */
export async function seedDemoCatalog(
  db: Executor,
  options: DemoCatalogOptions,
): Promise<{ products: number }> {
  const started = performance.now();
  const sink = options.storage?.kind === 's3' ? storageSink(options.storage) : diskSink(options.uploadsDir);
  const [drawn] = await Promise.all([
    writeDemoImages(sink, DEMO_PRODUCTS),
    db.transaction(async (tx) => {
      const categoryIds = await ensureNamed(tx, categories, DEMO_CATEGORIES);
      const genreIds = await ensureNamed(tx, genres, DEMO_AUDIENCES);
      const sellerId = await ensureDemoSeller(tx);
      // Before the products, so that those that reach the free-shipping threshold are marked.
      await saveProfile(tx, sellerId, DEMO_SHIPPING);
      await setFreeShippingFrom(tx, sellerId, DEMO_SHIPPING.home.freeFromCents);
      await insertProducts(
        tx,
        DEMO_PRODUCTS.map((product) => ({
          sellerId,
          name: product.name,
          description: product.description,
          priceCents: product.price * 100,
          discount: product.discount,
          brand: product.brand,
          color: product.color,
          warrantyMonths: product.warrantyMonths,
          stock: product.stock,
          categoryId: idOf(categoryIds, product.category),
          genreId: idOf(genreIds, product.audience),
          pictures: demoPictures(product, sink.urlOf),
          ...sizesAndColours(product),
        })),
      );
      await seedDemoQuestions(tx);
      await insertCoupon(tx, sellerId, DEMO_COUPON());
    }),
  ]);
  const ms = Math.round(performance.now() - started);
  options.log(`Demo catalog: ${DEMO_PRODUCTS.length} products, ${drawn} pictures drawn, ${ms} ms`);
  return { products: DEMO_PRODUCTS.length };
}

/**
 * How the demo seller ships, from Palermo (Buenos Aires city): pickup at their shop, home delivery
 * priced by destination, free from 100 in the shop's currency.
 */
export const DEMO_SHIPPING: ShippingSettings = {
  originProvince: 'C',
  originPostalCode: 'C1425',
  dispatchDays: 1,
  pickup: { enabled: true, address: 'Av. Santa Fe 3253, Palermo, Ciudad de Buenos Aires' },
  home: {
    enabled: true,
    city: { priceCents: 600, minDays: 1, maxDays: 2 },
    province: { priceCents: 600, minDays: 1, maxDays: 2 },
    country: { priceCents: 1800, minDays: 3, maxDays: 7 },
    provinces: [{ province: 'B', priceCents: 1000, minDays: 2, maxDays: 3 }],
    extraUnitCents: 200,
    freeFromCents: 10_000,
  },
};

/** The options and variants of clothes and shoes, each colour's variants shown by its pictures. */
export function sizesAndColours(product: DemoProduct): Pick<NewProduct, 'options' | 'variants'> {
  const grid = demoVariants(product);
  if (!grid) return {};
  return {
    options: grid.options,
    variants: grid.variants.map((v) => ({
      values: v.values,
      stock: v.stock,
      imagePositions: demoPicturePositions(product, v.color),
    })),
  };
}

/**
 * Inserts the names in order (so a fresh database numbers them as listed) and returns every
 * name's id, keyed by its lower-case form — an administrator may already have created some.
 */
async function ensureNamed(
  tx: Executor,
  table: typeof categories | typeof genres,
  names: readonly string[],
): Promise<Map<string, number>> {
  await tx
    .insert(table)
    .values(names.map((name) => ({ name })))
    .onConflictDoNothing();
  const lowered = names.map((name) => name.toLowerCase());
  const rows = await tx
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(inArray(sql`lower(${table.name})`, lowered));
  return new Map(rows.map((row) => [row.name.toLowerCase(), row.id]));
}

function idOf(ids: Map<string, number>, name: string): number {
  const id = ids.get(name.toLowerCase());
  if (id === undefined) throw new Error(`Demo seed: "${name}" is missing after insert`);
  return id;
}

async function ensureDemoSeller(tx: Executor): Promise<number> {
  await tx
    .insert(users)
    .values({ ...DEMO_SELLER, passwordHash: null, role: 'user' })
    .onConflictDoNothing();
  const [seller] = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.userName}) = ${DEMO_SELLER.userName}`);
  if (!seller) throw new Error(`Demo seed: the e-mail ${DEMO_SELLER.email} belongs to another account`);
  return seller.id;
}
