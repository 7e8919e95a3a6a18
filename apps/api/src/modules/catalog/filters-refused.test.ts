import { FILTER_MSG } from '@bazar/shared';
import { describe, expect, it } from 'vitest';
import { filterSuite } from '../../../test/filter-fixtures.js';

const { get } = filterSuite();

describe('bad filters', () => {
  it.each([
    ['priceMin=5000&priceMax=100', 'priceMax', FILTER_MSG.priceRange],
    ['priceMin=-1', 'priceMin', FILTER_MSG.invalidPrice],
    ['priceMax=12.5', 'priceMax', FILTER_MSG.invalidPrice],
    ['rating=7', 'rating', FILTER_MSG.invalidRating],
    ['rating=0', 'rating', FILTER_MSG.invalidRating],
    ['inStock=quizás', 'inStock', FILTER_MSG.invalidFlag],
    ['brand=Marca%20Inexistente', 'brand', FILTER_MSG.unknownBrand],
    ['genre=Mascotas', 'genre', FILTER_MSG.unknownGenre],
  ])('refuses %s with a Spanish 400 on both routes', async (query, param, msg) => {
    for (const path of ['/api/products', '/api/products/filters']) {
      const { status, body } = await get(`${path}?${query}`);
      expect(status).toBe(400);
      expect(body.errors).toContainEqual({ param, msg });
    }
  });
});
