import { describe, expect, it } from 'vitest';
import { SELLING_MSG } from './messages.js';
import { centsAsTyped, editProductBodySchema, productBodySchema } from './schemas.js';

const valid = {
  name: 'Camiseta azul',
  description: 'Algodón peinado',
  price: '120',
  brand: 'Bazar',
  color: 'Azul',
  warranty: '6',
  discount: '15',
  stock: '3',
  categoryId: '2',
  genreId: '1',
  image: ['/uploads/u/abc.webp'],
};

const messageFor = (field: string, value: unknown) => {
  const result = productBodySchema.safeParse({ ...valid, [field]: value });
  if (result.success) return undefined;
  return result.error.issues.find((i) => i.path[0] === field)?.message;
};

describe('productBodySchema', () => {
  it('turns the form’s text into numbers and trims the texts', () => {
    expect(productBodySchema.parse({ ...valid, name: '  Camiseta azul ' })).toEqual({
      ...valid,
      price: 12_000,
      warranty: 6,
      discount: 15,
      stock: 3,
      categoryId: 2,
      genreId: 1,
      // No options: a product sold as one thing, as before sizes and colours existed.
      options: [],
      variants: [],
    });
  });

  it('accepts numbers from API clients and the limits themselves', () => {
    const parsed = productBodySchema.parse({
      ...valid,
      name: 'n'.repeat(50),
      description: 'd'.repeat(2000),
      brand: 'b'.repeat(20),
      color: 'c'.repeat(20),
      price: 0,
      discount: 100,
      stock: 0,
      categoryId: 7,
    });
    expect(parsed).toMatchObject({ price: 0, discount: 100, stock: 0, categoryId: 7 });
  });

  it('takes prices with up to two decimals after a comma or a point, as integer cents', () => {
    const cents = (price: unknown) => productBodySchema.shape.price.parse(price);
    expect([cents('12,50'), cents('12.5'), cents('12'), cents(12.5), cents('0,99'), cents(' 7,05 ')]).toEqual(
      [1250, 1250, 1200, 1250, 99, 705],
    );
    expect(cents('100000000')).toBe(10_000_000_000);
    expect(centsAsTyped(1250)).toBe('12,50');
    expect(centsAsTyped(12_300)).toBe('123');
    expect(centsAsTyped(7)).toBe('0,07');
    // What the edit form shows reads back to the same cents.
    for (const c of [1, 99, 1250, 12_399, 100_000]) expect(cents(centsAsTyped(c))).toBe(c);
  });

  it('drops the fields the form does not list', () => {
    const parsed = productBodySchema.parse({ ...valid, sellerId: 9, active: false, id: 3, ratingSum: 50 });
    expect(Object.keys(parsed).sort()).toEqual([...Object.keys(valid), 'options', 'variants'].sort());
  });

  it.each([
    ['name', '', SELLING_MSG.nameRequired],
    ['name', '   ', SELLING_MSG.nameRequired],
    ['name', 'n'.repeat(51), SELLING_MSG.nameTooLong],
    ['name', undefined, SELLING_MSG.nameRequired],
    ['description', '', SELLING_MSG.description],
    ['description', 'd'.repeat(2001), SELLING_MSG.description],
    ['brand', '', SELLING_MSG.brandRequired],
    ['brand', 'b'.repeat(21), SELLING_MSG.brandTooLong],
    ['color', '', SELLING_MSG.color],
    ['color', 'c'.repeat(21), SELLING_MSG.color],
    ['price', '', SELLING_MSG.priceRequired],
    ['price', '12a', SELLING_MSG.price],
    ['price', '-3', SELLING_MSG.price],
    ['price', -3, SELLING_MSG.price],
    ['price', '1e3', SELLING_MSG.price],
    ['price', '10.505', SELLING_MSG.price],
    ['price', 10.505, SELLING_MSG.price],
    ['price', '1.000', SELLING_MSG.price],
    ['price', '12,', SELLING_MSG.price],
    ['price', '999999999999', SELLING_MSG.price],
    ['price', '100000001', SELLING_MSG.priceTooHigh],
    ['price', null, SELLING_MSG.priceRequired],
    ['warranty', 'x', SELLING_MSG.warranty],
    ['warranty', '', SELLING_MSG.warrantyRequired],
    ['discount', '150', SELLING_MSG.discount],
    ['discount', '30%', SELLING_MSG.discount],
    ['discount', '', SELLING_MSG.discount],
    ['stock', '-1', SELLING_MSG.stock],
    ['stock', '2.5', SELLING_MSG.stock],
    ['stock', '', SELLING_MSG.stockRequired],
    ['categoryId', '', SELLING_MSG.category],
    ['categoryId', '0', SELLING_MSG.category],
    ['categoryId', 'ropa', SELLING_MSG.category],
    ['genreId', '', SELLING_MSG.genre],
    ['genreId', -1, SELLING_MSG.genre],
    ['image', [], SELLING_MSG.imageRequired],
    ['image', undefined, SELLING_MSG.imageRequired],
    ['image', ['javascript:alert(1)'], SELLING_MSG.invalidImage],
    ['image', ['data:image/png;base64,AAAA'], SELLING_MSG.invalidImage],
    ['image', ['/uploads/a.webp" onerror="x'], SELLING_MSG.invalidImage],
    ['image', Array.from({ length: 11 }, (_, i) => `/uploads/u/${i}.webp`), SELLING_MSG.tooManyImages],
  ])('refuses %s = %j with its message', (field, value, message) => {
    expect(messageFor(field, value)).toBe(message);
  });

  it('keeps HTML in texts as plain text (the screens escape it)', () => {
    expect(productBodySchema.parse({ ...valid, name: '<b>Hola</b>' }).name).toBe('<b>Hola</b>');
  });
});

describe('editProductBodySchema', () => {
  it('needs the product’s id', () => {
    const result = editProductBodySchema.safeParse(valid);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(SELLING_MSG.invalidEditId);
    expect(editProductBodySchema.parse({ ...valid, editId: '4' }).editId).toBe(4);
  });
});
