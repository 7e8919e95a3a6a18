import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.js';
import { filterCategoryQuerySchema, productListQuerySchema } from './schemas.js';

const messageOf = (input: unknown) => {
  const result = productListQuerySchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('productListQuerySchema', () => {
  it('fills the defaults', () => {
    expect(productListQuerySchema.parse({})).toEqual({ sort: 'none', page: 1, pageSize: 6 });
  });

  it('reads query-string numbers and trims the search', () => {
    expect(
      productListQuerySchema.parse({ page: '3', pageSize: '12', sort: 'az', name: '  camiseta ' }),
    ).toEqual({
      page: 3,
      pageSize: 12,
      sort: 'az',
      name: 'camiseta',
    });
  });

  it.each([
    [{ page: '0' }, MSG.invalidPage],
    [{ page: '-1' }, MSG.invalidPage],
    [{ page: 'abc' }, MSG.invalidPage],
    [{ page: '2.5' }, MSG.invalidPage],
    [{ page: '1e9' }, MSG.pageTooBig],
    [{ pageSize: '101' }, MSG.invalidPageSize()],
    [{ sort: 'precio' }, MSG.invalidSort],
    [{ name: 'x'.repeat(101) }, MSG.searchTooLong],
    [{ name: ['a', 'b'] }, MSG.invalidSearch],
    [{ category: 'x'.repeat(51) }, MSG.invalidCategory],
  ])('refuses %o with its Spanish message', (input, message) => {
    expect(messageOf(input)).toBe(message);
  });
});

describe('filterCategoryQuerySchema', () => {
  it('requires the category name', () => {
    expect(filterCategoryQuerySchema.safeParse({}).success).toBe(false);
    expect(filterCategoryQuerySchema.parse({ name: 'Ropa' })).toMatchObject({ name: 'Ropa', page: 1 });
  });
});
