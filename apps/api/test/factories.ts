import { discountedCents } from '@bazar/shared';
import { eq } from 'drizzle-orm';
import type { Executor } from '../src/db/client.js';
import { categories, genres, productImages, products, productVariants, users } from '../src/db/schema.js';

let sequence = 0;
const next = () => ++sequence;

export async function createCategory(db: Executor, name = `Categoría ${next()}`) {
  const [row] = await db.insert(categories).values({ name }).returning();
  if (!row) throw new Error('category not created');
  return row;
}

export async function createGenre(db: Executor, name = `Público ${next()}`) {
  const [row] = await db.insert(genres).values({ name }).returning();
  if (!row) throw new Error('genre not created');
  return row;
}

export async function createUser(db: Executor, values: Partial<typeof users.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(users)
    .values({
      userName: `usuario${n}`,
      email: `usuario${n}@example.com`,
      lastName: 'Prueba',
      idPersonal: `${n}`,
      ...values,
    })
    .returning();
  if (!row) throw new Error('user not created');
  return row;
}

export interface ProductInput {
  name: string;
  categoryId: number;
  genreId: number;
  priceCents?: number;
  discount?: number;
  stock?: number;
  active?: boolean;
  brand?: string;
  color?: string;
  description?: string;
  warrantyMonths?: number;
  sellerId?: number | null;
  images?: number;
}

export async function createProduct(db: Executor, input: ProductInput) {
  const [row] = await db
    .insert(products)
    .values({
      name: input.name,
      description: input.description ?? `Descripción de ${input.name}`,
      priceCents: input.priceCents ?? 1000,
      discount: input.discount ?? 0,
      finalPriceCents: discountedCents(input.priceCents ?? 1000, input.discount ?? 0),
      brand: input.brand ?? 'Marca',
      color: input.color ?? 'Negro',
      warrantyMonths: input.warrantyMonths ?? 12,
      stock: input.stock ?? 10,
      categoryId: input.categoryId,
      genreId: input.genreId,
      active: input.active ?? true,
      sellerId: input.sellerId ?? null,
    })
    .returning();
  if (!row) throw new Error('product not created');
  // A product without options sells as its one variant, holding its stock (decision record 0031).
  const [variant] = await db
    .insert(productVariants)
    .values({
      productId: row.id,
      position: 0,
      optionValues: [],
      stock: row.stock,
      finalPriceCents: row.finalPriceCents,
    })
    .returning({ id: productVariants.id });
  if (!variant) throw new Error('variant not created');
  const imageCount = input.images ?? 2;
  if (imageCount > 0) {
    await db.insert(productImages).values(
      Array.from({ length: imageCount }, (_, position) => ({
        productId: row.id,
        position,
        url: `/uploads/test/${row.id}-${position}.webp`,
        thumbUrl: `/uploads/test/${row.id}-${position}-thumb.webp`,
      })),
    );
  }
  return { ...row, variantId: variant.id };
}

/** Sets the stock of a product without options (its one variant's, and so the product's). */
export async function setStock(db: Executor, productId: number, stock: number) {
  await db.update(productVariants).set({ stock }).where(eq(productVariants.productId, productId));
  await db.update(products).set({ stock }).where(eq(products.id, productId));
}

/** A seller's price change, written as the app writes it (the final price from the shared helper). */
export async function repriceProduct(db: Executor, id: number, priceCents: number, discount: number) {
  await db
    .update(products)
    .set({ priceCents, discount, finalPriceCents: discountedCents(priceCents, discount) })
    .where(eq(products.id, id));
  await db
    .update(productVariants)
    .set({ finalPriceCents: discountedCents(priceCents, discount) })
    .where(eq(productVariants.productId, id));
}
