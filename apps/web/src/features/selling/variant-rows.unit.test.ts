import { describe, expect, it } from 'vitest';
import {
  combinations,
  fillColumn,
  gridPath,
  rowsOfProduct,
  syncRows,
  totalStock,
  type VariantRow,
  variantsBody,
} from './variant-rows';

const row = (values: string[], patch: Partial<VariantRow> = {}): VariantRow => ({
  values,
  enabled: true,
  stock: '',
  price: '',
  sku: '',
  image: [],
  ...patch,
});

const colour = { name: 'Color', values: ['Negro', 'Blanco'] };
const shoe = [{ name: 'Talle', values: ['40', '41'] }, colour];

describe('the variants grid of the product form', () => {
  it('has one row per combination, the first option varying slowest; none without options or with an empty one', () => {
    expect(combinations(shoe)).toEqual([
      ['40', 'Negro'],
      ['40', 'Blanco'],
      ['41', 'Negro'],
      ['41', 'Blanco'],
    ]);
    expect(combinations([])).toEqual([]);
    expect(
      combinations([
        { name: 'Talle', values: ['40'] },
        { name: 'Color', values: [] },
      ]),
    ).toEqual([]);
  });

  it('keeps what was typed in a combination when options change, and a size keeps its stock when a colour is added', () => {
    const sizes = syncRows([{ name: 'Talle', values: ['40', '41'] }], []);
    const typed = sizes.map((r, i) => ({ ...r, stock: String(i + 5) }));
    const grown = syncRows(shoe, typed);
    expect(grown.map((r) => [r.values.join('/'), r.stock])).toEqual([
      ['40/Negro', '5'],
      ['40/Blanco', '5'],
      ['41/Negro', '6'],
      ['41/Blanco', '6'],
    ]);
    const edited = grown.map((r) => (r.values[1] === 'Blanco' ? { ...r, stock: '9', enabled: false } : r));
    // Adding a size adds its empty, sold rows; the others stay as they were.
    const more = syncRows([{ name: 'Talle', values: ['40', '41', '42'] }, colour], edited);
    expect(more.find((r) => r.values.join('/') === '41/Blanco')).toMatchObject({
      stock: '9',
      enabled: false,
    });
    expect(more.find((r) => r.values.join('/') === '42/Negro')).toMatchObject({ stock: '', enabled: true });
    expect(more).toHaveLength(6);
  });

  it('loads a saved product: hidden variants and combinations never saved are rows not sold', () => {
    const rows = rowsOfProduct({
      options: shoe,
      variants: [
        {
          id: 1,
          values: ['40', 'Negro'],
          stock: 3,
          priceCents: 12_550,
          finalPriceCents: 0,
          sku: 'ZR-40',
          image: ['/uploads/a.webp'],
          hidden: false,
        },
        {
          id: 2,
          values: ['40', 'Blanco'],
          stock: 0,
          priceCents: null,
          finalPriceCents: 0,
          sku: null,
          image: [],
          hidden: true,
        },
        {
          id: 3,
          values: ['41', 'Negro'],
          stock: 2,
          priceCents: null,
          finalPriceCents: 0,
          sku: null,
          image: [],
          hidden: false,
        },
      ],
    });
    expect(rows).toEqual([
      row(['40', 'Negro'], { stock: '3', price: '125,50', sku: 'ZR-40', image: ['/uploads/a.webp'] }),
      row(['40', 'Blanco'], { stock: '0', enabled: false }),
      row(['41', 'Negro'], { stock: '2' }),
      row(['41', 'Blanco'], { enabled: false }),
    ]);
    expect(totalStock(rows)).toBe(5);
  });

  it("'Completar columna' fills the sold rows only; the total counts sold rows", () => {
    const rows = [row(['40']), row(['41'], { enabled: false, stock: '7' }), row(['42'])];
    const filled = fillColumn(rows, 'stock', '4');
    expect(filled.map((r) => r.stock)).toEqual(['4', '7', '4']);
    expect(totalStock(filled)).toBe(8);
    expect(fillColumn(rows, 'price', '99,90').map((r) => r.price)).toEqual(['99,90', '', '99,90']);
  });

  it('sends the sold rows (pictures still in the product) without the product stock, and maps errors back to grid rows', () => {
    const { body, sentRows } = variantsBody({
      stock: '3',
      image: ['/uploads/a.webp'],
      options: [{ name: ' Talle ', values: ['40 ', '41', '42'] }],
      variants: [
        row(['40'], { stock: '1', image: ['/uploads/a.webp', '/uploads/removed.webp'] }),
        row(['41'], { enabled: false }),
        row(['42'], { stock: '2', sku: 'X' }),
      ],
    });
    expect(body).toEqual({
      image: ['/uploads/a.webp'],
      options: [{ name: 'Talle', values: ['40', '41', '42'] }],
      variants: [
        { values: ['40'], stock: '1', price: '', sku: '', image: ['/uploads/a.webp'] },
        { values: ['42'], stock: '2', price: '', sku: 'X', image: [] },
      ],
    });
    expect(sentRows).toEqual([0, 2]);
    expect(gridPath('variants.1.stock', sentRows)).toBe('variants.2.stock');
    expect(gridPath('variants', sentRows)).toBe('variants');
    expect(gridPath('options.0.values.1', sentRows)).toBe('options.0.values.1');
  });

  it('without options sends the product stock and no variants, as before', () => {
    expect(variantsBody({ stock: '3', image: [], options: [], variants: [row(['40'])] })).toEqual({
      body: { stock: '3', image: [], options: [], variants: [] },
      sentRows: [],
    });
  });
});
