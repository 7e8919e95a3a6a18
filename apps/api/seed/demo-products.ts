import { BELLEZA, CALZADO, ROPA } from './demo-products-fashion.js';
import { DEPORTES, HOGAR, JUGUETES, TECNOLOGIA } from './demo-products-home-tech.js';
import type { DemoProduct } from './demo-table.js';
import { slugify } from './random.js';

/** Every demo product in insertion order (so ids, and the home page, are the same each time). */
export const DEMO_PRODUCTS: readonly DemoProduct[] = [
  ...ROPA,
  ...CALZADO,
  ...TECNOLOGIA,
  ...HOGAR,
  ...DEPORTES,
  ...JUGUETES,
  ...BELLEZA,
];

// Image files are named after the slug, so two names folding to one slug would share pictures.
const slugs = new Set(DEMO_PRODUCTS.map((p) => slugify(p.name)));
if (slugs.size !== DEMO_PRODUCTS.length) throw new Error('Demo product names must be unique once slugified');
