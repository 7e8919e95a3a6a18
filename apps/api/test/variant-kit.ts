import type { ProductDetail } from '@bazar/shared';
import type { FastifyInstance } from 'fastify';
import { buildAccountsApp } from './auth.js';
import { shopper } from './catalog-fixtures.js';
import { createCategory, createGenre } from './factories.js';
import { productForm, uploaded } from './selling-fixtures.js';
import { suiteOf } from './suite.js';

/** Test helpers of the sizes-and-colours suites (not loaded by the app). */

export const SIZES = ['38', '39', '40', '41', '42', '43', '44', '45'];
export const COLOURS = ['Negro', 'Blanco', 'Azul'];

/**
 * The suite of a sizes-and-colours test file: an app whose pool is as large as the race (so the
 * server really runs the checkouts side by side), a category and an audience, and `seller()`.
 */
export function variantSuite() {
  const suite = suiteOf(async () => {
    const t = await buildAccountsApp({ DB_POOL_SIZE: '50' });
    return { t, categoryId: (await createCategory(t.db)).id, genreId: (await createGenre(t.db)).id };
  });
  const seller = () => {
    const { t, categoryId, genreId } = suite.started();
    return variantSeller(t.app, categoryId, genreId);
  };
  return { ...suite, seller };
}

/** A seller with two uploads (the black pictures and the white ones), ready to publish. */
export async function variantSeller(app: FastifyInstance, categoryId: number, genreId: number) {
  const s = await shopper(app);
  const black = await uploaded(app, s.token);
  const white = await uploaded(app, s.token);
  const form = (overrides: Record<string, unknown> = {}) =>
    productForm(categoryId, genreId, [black.secure_url, white.secure_url], overrides);
  return { ...s, black, white, form };
}

/** Sizes × colours, every combination enabled with `stock(size, colour)` units. */
export function shoeGrid(
  stock: (size: string, colour: string) => number,
  images: Record<string, string[]> = {},
) {
  return {
    options: [
      { name: 'Talle', values: SIZES },
      { name: 'Color', values: COLOURS },
    ],
    variants: SIZES.flatMap((size) =>
      COLOURS.map((colour) => ({
        values: [size, colour],
        stock: String(stock(size, colour)),
        image: images[colour] ?? [],
      })),
    ),
  };
}

/** The product's variant of this size and colour (it must exist). */
export const variantOf = (product: ProductDetail, size: string, colour: string) => {
  const found = product.variants.find((v) => v.values[0] === size && v.values[1] === colour);
  if (!found) throw new Error(`no variant ${size} ${colour}`);
  return found;
};
