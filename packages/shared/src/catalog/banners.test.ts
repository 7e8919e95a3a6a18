import { describe, expect, it } from 'vitest';
import { BANNERS } from './banners.js';
import { productListQuerySchema } from './schemas.js';

/** The list a home link asks for, as the API reads its query (the home sends the URL's own). */
const listQueryOf = (to: string) =>
  productListQuerySchema.parse(
    Object.fromEntries(
      (to.split('?')[1] ?? '')
        .split('&')
        .filter(Boolean)
        .map((pair) => pair.split('=').map(decodeURIComponent)),
    ),
  );

describe('home banners', () => {
  it("'Ofertas' leads to the products on sale, not to a price sort", () => {
    const offers = BANNERS.find((b) => b.title === 'Ofertas');
    expect(offers?.to).toBeDefined();
    const query = listQueryOf(offers?.to ?? '');
    expect(query.onSale).toBe(true);
    expect(query.sort).not.toBe('price_asc');
  });

  it('every home link is a query the catalog accepts', () => {
    for (const banner of BANNERS.filter((b) => b.to?.startsWith('/?'))) {
      expect(() => listQueryOf(banner.to ?? ''), banner.title).not.toThrow();
    }
  });
});
