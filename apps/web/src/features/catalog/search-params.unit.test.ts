import { describe, expect, it } from 'vitest';
import { readHomeQuery, showsBanner } from './search-params';

const bannerAt = (search: string) => showsBanner(readHomeQuery(new URLSearchParams(search)));

describe('the home banner', () => {
  it('tops the unfiltered home, sorted or paged', () => {
    expect(bannerAt('')).toBe(true);
    expect(bannerAt('sort=price_asc&page=2')).toBe(true);
    expect(bannerAt('product=12')).toBe(true);
  });

  it('gives way to the results of a search, a category or a filter, whatever the width', () => {
    expect(bannerAt('name=zapatillas')).toBe(false);
    expect(bannerAt('category=Ropa')).toBe(false);
    expect(bannerAt('onSale=true')).toBe(false);
    expect(bannerAt('brand=Acme&sort=price_desc')).toBe(false);
  });

  it('stays for a blank search', () => {
    expect(bannerAt('name=%20%20')).toBe(true);
  });

  it("reads an open modal's choice of a size as no filter: the list under it stays", () => {
    expect(bannerAt('product=12&v-talle=42&v-color=Negro')).toBe(true);
    expect(readHomeQuery(new URLSearchParams('color=negro&product=12&v-color=Negro')).filters).toEqual({
      color: 'negro',
    });
  });
});
