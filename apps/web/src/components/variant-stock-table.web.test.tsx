import { formatMoney, VARIANT_FORM } from '@bazar/shared';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { VariantStockTable } from './variant-stock-table';

afterEach(cleanup);

const variant = (id: number, values: string[], stock: number, extra: Record<string, unknown> = {}) => ({
  id,
  values,
  stock,
  priceCents: null,
  finalPriceCents: 10_000,
  sku: null,
  image: [],
  hidden: false,
  ...extra,
});

describe("a product's variants for its seller and the back office", () => {
  it('lists each combination with its stock, SKU and price; a hidden one says it is not sold', () => {
    render(
      <VariantStockTable
        product={{
          name: 'Zapatillas',
          options: [
            { name: 'Talle', values: ['40', '41'] },
            { name: 'Color', values: ['Negro'] },
          ],
          variants: [
            variant(1, ['40', 'Negro'], 3, { sku: 'Z-40', finalPriceCents: 12_550 }),
            variant(2, ['41', 'Negro'], 0, { hidden: true }),
          ],
        }}
      />,
    );
    const table = screen.getByRole('table', { name: `${VARIANT_FORM.grid}: Zapatillas` });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => [...r.querySelectorAll('td')].map((c) => c.textContent))).toEqual([
      [],
      ['Talle 40 · Negro', '3', 'Z-40', formatMoney(12_550)],
      [`Talle 41 · Negro · ${VARIANT_FORM.hidden}`, '0', '—', formatMoney(10_000)],
    ]);
  });

  it('shows nothing for a product sold as one thing', () => {
    const { container } = render(
      <VariantStockTable product={{ name: 'Lámpara', options: [], variants: [variant(1, [], 4)] }} />,
    );
    expect(container.textContent).toBe('');
  });
});
