import { centsAsTyped, type ProductDetail } from '@bazar/shared';

/** An option as the form holds it while the seller types. */
export interface OptionRow {
  name: string;
  values: string[];
}

/** One combination of the grid as typed: text fields, whether it is sold, and its pictures. */
export interface VariantRow {
  values: string[];
  enabled: boolean;
  stock: string;
  price: string;
  sku: string;
  /** Full-size URLs among the product's pictures; empty: all of them. */
  image: string[];
}

/** The columns 'Completar columna' fills. */
export type FillableColumn = 'stock' | 'price';

const keyOf = (values: readonly string[]) => JSON.stringify(values);

/** Every combination of one value per option, in the options' order (the first option varies slowest). */
export function combinations(options: readonly OptionRow[]): string[][] {
  if (options.length === 0) return [];
  return options.reduce<string[][]>(
    (acc, option) => acc.flatMap((prefix) => option.values.map((value) => [...prefix, value])),
    [[]],
  );
}

const emptyRow = (values: string[]): VariantRow => ({
  values,
  enabled: true,
  stock: '',
  price: '',
  sku: '',
  image: [],
});

/**
 * The grid's rows for these options: a combination already in the grid keeps what was typed in
 * it; a new one starts enabled and empty. A combination that only grew by a new option (40 → 40 ·
 * Negro) starts from the row it grew out of, so adding 'Color' does not lose the sizes' stock.
 */
export function syncRows(options: readonly OptionRow[], rows: readonly VariantRow[]): VariantRow[] {
  const byKey = new Map(rows.map((row) => [keyOf(row.values), row]));
  return combinations(options).map((values) => {
    const same = byKey.get(keyOf(values));
    if (same) return same;
    const grewFrom = byKey.get(keyOf(values.slice(0, -1)));
    return grewFrom ? { ...grewFrom, values } : emptyRow(values);
  });
}

/**
 * The grid of a saved product: every combination of its options, its variants' own values filled
 * in; hidden variants and combinations never saved are shown as not sold.
 */
export function rowsOfProduct(product: Pick<ProductDetail, 'options' | 'variants'>): VariantRow[] {
  const saved = new Map(product.variants.map((v) => [keyOf(v.values), v]));
  return combinations(product.options).map((values) => {
    const variant = saved.get(keyOf(values));
    if (!variant) return { ...emptyRow(values), enabled: false };
    return {
      values,
      enabled: !variant.hidden,
      stock: String(variant.stock),
      price: variant.priceCents === null ? '' : centsAsTyped(variant.priceCents),
      sku: variant.sku ?? '',
      image: variant.image,
    };
  });
}

/** The units of the sold rows, the product's stock with options ('' and typos count as 0). */
export function totalStock(rows: readonly VariantRow[]): number {
  return rows
    .filter((row) => row.enabled)
    .reduce((sum, row) => sum + (/^\d{1,10}$/.test(row.stock.trim()) ? Number(row.stock) : 0), 0);
}

/** 'Completar columna': the same value in one column of every sold row. */
export function fillColumn(rows: readonly VariantRow[], column: FillableColumn, value: string): VariantRow[] {
  return rows.map((row) => (row.enabled ? { ...row, [column]: value } : row));
}

/**
 * The options and variants the API takes from the form: the sold rows only (the API hides the
 * others), each row's pictures those still among the product's. `sentRows[i]` is the grid row of
 * the body's `variants[i]`, to show an error about `variants.i` on its row. Without options the
 * product's own stock is sent, as before; with them the API sums the variants.
 */
export function variantsBody(values: {
  options: readonly OptionRow[];
  variants: readonly VariantRow[];
  stock: string;
  image: readonly string[];
}): { body: Record<string, unknown>; sentRows: number[] } {
  const { variants: rows, stock, ...rest } = values;
  const options = values.options.map((o) => ({ name: o.name.trim(), values: o.values.map((v) => v.trim()) }));
  if (options.length === 0) return { body: { ...rest, stock, options, variants: [] }, sentRows: [] };
  const pictures = new Set(values.image);
  const sentRows: number[] = [];
  const variants = rows.flatMap((row, index) => {
    if (!row.enabled) return [];
    sentRows.push(index);
    return [
      {
        values: row.values,
        stock: row.stock,
        price: row.price,
        sku: row.sku,
        image: row.image.filter((url) => pictures.has(url)),
      },
    ];
  });
  return { body: { ...rest, options, variants }, sentRows };
}

/**
 * The grid row an error path of the API or the schema is about: 'variants.3.stock' names the
 * fourth variant sent, which is the grid row `sentRows[3]`. Other paths stay as they are.
 */
export function gridPath(path: string, sentRows: readonly number[]): string {
  const match = /^variants\.(\d+)(\..*)?$/.exec(path);
  if (!match) return path;
  const row = sentRows[Number(match[1])];
  return row === undefined ? 'variants' : `variants.${row}${match[2] ?? ''}`;
}
