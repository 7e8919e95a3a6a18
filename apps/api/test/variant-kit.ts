import type { ProductDetail } from '@bazar/shared';
import type { FastifyInstance } from 'fastify';
import { shopper } from './catalog-fixtures.js';
import { productForm, uploaded } from './selling-fixtures.js';

/** Test helpers of the sizes-and-colours suites (not loaded by the app). */

export const SIZES = ['38', '39', '40', '41', '42', '43', '44', '45'];
export const COLOURS = ['Negro', 'Blanco', 'Azul'];

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
