import { discountedCents, type ProductFacets, type ProductPage } from '@bazar/shared';
import { expect } from 'vitest';
import { productWrites } from '../src/modules/catalog/index.js';
import { createCategory, createGenre, createProduct } from './factories.js';
import { buildTestApp } from './helpers.js';
import { suiteOf } from './suite.js';

/** The catalog the filters are tried on: every product's fields, so each count has an oracle. */
export interface Fixture {
  name: string;
  category: 'Ropa' | 'Calzado';
  genre: 'Hombre' | 'Mujer';
  brand: string;
  priceCents: number;
  discount: number;
  stock: number;
  ratings: number[];
  active?: boolean;
}

export const FIXTURES: Fixture[] = [
  {
    name: 'Remera Lisa',
    category: 'Ropa',
    genre: 'Hombre',
    brand: 'Nike',
    priceCents: 1500,
    discount: 0,
    stock: 3,
    ratings: [5, 4],
  },
  {
    name: 'Remera Rayada',
    category: 'Ropa',
    genre: 'Mujer',
    brand: 'Adidas',
    priceCents: 5000,
    discount: 10,
    stock: 0,
    ratings: [3],
  },
  {
    name: 'Buzo Polar',
    category: 'Ropa',
    genre: 'Hombre',
    brand: 'Adidas',
    priceCents: 9999,
    discount: 0,
    stock: 7,
    ratings: [],
  },
  {
    name: 'Campera Térmica',
    category: 'Ropa',
    genre: 'Mujer',
    brand: 'Puma',
    priceCents: 25000,
    discount: 20,
    stock: 1,
    ratings: [2, 2],
  },
  {
    name: 'Short Deportivo',
    category: 'Ropa',
    genre: 'Hombre',
    brand: 'Nike',
    priceCents: 4000,
    discount: 25,
    stock: 5,
    ratings: [4],
  },
  {
    name: 'Zapatillas Running',
    category: 'Calzado',
    genre: 'Hombre',
    brand: 'Nike',
    priceCents: 12000,
    discount: 0,
    stock: 2,
    ratings: [5, 5, 4],
  },
  {
    name: 'Zapatillas Urbanas',
    category: 'Calzado',
    genre: 'Mujer',
    brand: 'Vans',
    priceCents: 8000,
    discount: 15,
    stock: 0,
    ratings: [1],
  },
  {
    name: 'Botas de Lluvia',
    category: 'Calzado',
    genre: 'Mujer',
    brand: 'Prüne',
    priceCents: 6000,
    discount: 0,
    stock: 4,
    ratings: [],
  },
  {
    name: 'Ojotas Playeras',
    category: 'Calzado',
    genre: 'Hombre',
    brand: 'Havaianas',
    priceCents: 1000,
    discount: 50,
    stock: 9,
    ratings: [3, 4],
  },
  {
    name: 'Zapatillas Ocultas',
    category: 'Calzado',
    genre: 'Hombre',
    brand: 'Nike',
    priceCents: 3000,
    discount: 0,
    stock: 3,
    ratings: [],
    active: false,
  },
];

export const finalCents = (f: Fixture) => discountedCents(f.priceCents, f.discount);
export const average = (f: Fixture) =>
  f.ratings.length ? f.ratings.reduce((a, b) => a + b, 0) / f.ratings.length : 0;

/**
 * The filters' suite, registered once per file: an app whose catalog is FIXTURES (two categories,
 * two audiences), and the requests the tests make of it.
 */
export function filterSuite() {
  const { t, started } = suiteOf(async () => {
    const t = await buildTestApp();
    const categories = {
      Ropa: await createCategory(t.db, 'Ropa'),
      Calzado: await createCategory(t.db, 'Calzado'),
    };
    const genres = { Hombre: await createGenre(t.db, 'Hombre'), Mujer: await createGenre(t.db, 'Mujer') };
    const ids = new Map<string, number>();
    /** Each product's one variant (none of these has options). */
    const variants = new Map<number, number>();
    for (const f of FIXTURES) {
      const row = await createProduct(t.db, {
        name: f.name,
        categoryId: categories[f.category].id,
        genreId: genres[f.genre].id,
        brand: f.brand,
        priceCents: f.priceCents,
        discount: f.discount,
        stock: f.stock,
        active: f.active ?? true,
      });
      for (const rating of f.ratings) await productWrites.addRating(t.db, row.id, rating);
      ids.set(f.name, row.id);
      variants.set(row.id, row.variantId);
    }
    return { t, categories, genres, ids, variants };
  });

  async function get(url: string) {
    const response = await t.app.inject({ method: 'GET', url });
    return { status: response.statusCode, body: response.json() };
  }

  async function list(query: string): Promise<ProductPage> {
    const size = query.includes('pageSize=') ? '' : 'pageSize=100&';
    const { status, body } = await get(`/api/products?${size}${query}`);
    expect(status, JSON.stringify(body)).toBe(200);
    return body as ProductPage;
  }

  async function facets(query: string): Promise<ProductFacets> {
    const { status, body } = await get(`/api/products/filters?${query}`);
    expect(status, JSON.stringify(body)).toBe(200);
    return body as ProductFacets;
  }
  return { t, started, get, list, facets };
}

/** The filters as the oracle applies them (the same meaning the API gives its query). */
export interface Choice {
  category?: Fixture['category'];
  brand?: string[];
  genre?: Fixture['genre'];
  priceMin?: number;
  priceMax?: number;
  rating?: number;
  inStock?: boolean;
  onSale?: boolean;
}
export type Key = keyof Choice;

export function passes(f: Fixture, choice: Choice, except?: Key): boolean {
  const on = (key: Key) => key !== except && choice[key] !== undefined;
  return (
    (f.active ?? true) &&
    (!on('category') || f.category === choice.category) &&
    (!on('brand') || (choice.brand ?? []).includes(f.brand)) &&
    (!on('genre') || f.genre === choice.genre) &&
    (!on('priceMin') || except === 'priceMax' || finalCents(f) >= (choice.priceMin ?? 0)) &&
    (!on('priceMax') || except === 'priceMin' || finalCents(f) <= (choice.priceMax ?? 0)) &&
    (!on('rating') || average(f) >= (choice.rating ?? 0)) &&
    (!on('inStock') || !choice.inStock || f.stock > 0) &&
    (!on('onSale') || !choice.onSale || f.discount > 0)
  );
}

export function queryOf(choice: Choice): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(choice)) {
    if (Array.isArray(value)) for (const v of value) params.append(key, v);
    else if (value !== undefined) params.set(key, String(value));
  }
  return params.toString();
}

/** What /api/products/filters must answer for a choice, counted product by product. */
export function expectedFacets(choice: Choice) {
  const left = (except?: Key) => FIXTURES.filter((f) => passes(f, choice, except));
  const tally = (items: Fixture[], key: (f: Fixture) => string) => {
    const counts: Record<string, number> = {};
    for (const f of items) counts[key(f)] = (counts[key(f)] ?? 0) + 1;
    return counts;
  };
  const byPrice = FIXTURES.filter((f) => passes(f, { ...choice, priceMin: undefined, priceMax: undefined }));
  return {
    total: left().length,
    brands: tally(left('brand'), (f) => f.brand),
    genres: tally(left('genre'), (f) => f.genre),
    categories: tally(left('category'), (f) => f.category),
    ratings: Object.fromEntries(
      [4, 3, 2, 1].map((stars) => [stars, left('rating').filter((f) => average(f) >= stars).length]),
    ),
    inStock: left('inStock').filter((f) => f.stock > 0).length,
    onSale: left('onSale').filter((f) => f.discount > 0).length,
    priced: byPrice,
  };
}

export function answered(got: ProductFacets) {
  const named = (list: Array<{ name: string; count: number }>) =>
    Object.fromEntries(list.filter((o) => o.count > 0).map((o) => [o.name, o.count]));
  return {
    total: got.total,
    brands: named(got.brands),
    genres: named(got.genres),
    categories: named(got.categories),
    ratings: Object.fromEntries(got.ratings.map((r) => [r.stars, r.count])),
    inStock: got.inStock,
    onSale: got.onSale,
  };
}

export const CHOICES: Choice[] = [
  {},
  { category: 'Ropa' },
  { brand: ['Nike'] },
  { brand: ['Nike', 'Adidas'], category: 'Ropa' },
  { inStock: true },
  { onSale: true, genre: 'Mujer' },
  { rating: 4 },
  { rating: 3, inStock: true, category: 'Calzado' },
  // Ends on band edges ($ 10 … $ 99,99): the cells alone.
  { priceMin: 1000, priceMax: 9999 },
  // Ends inside bands: the cut bands' products are counted one by one.
  { priceMin: 1234, priceMax: 4321 },
  { priceMin: 3000, category: 'Ropa', brand: ['Nike'] },
  { priceMax: 5999, onSale: true, inStock: true, genre: 'Hombre', rating: 1 },
  {
    category: 'Calzado',
    brand: ['Nike', 'Vans', 'Prüne'],
    genre: 'Mujer',
    priceMin: 100,
    priceMax: 1_000_000,
    rating: 1,
    inStock: true,
    onSale: true,
  },
];
