import { type ProductDetail, SELLING_MSG, VARIANT_FORM } from '@bazar/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProductForm } from './product-form';

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

const commissions = {
  defaultRate: 15,
  categories: [{ categoryId: 1, categoryName: 'Libros', rate: 10 }],
  updatedAt: null,
};

beforeEach(() => {
  // Only the category and genre lists and the commissions are read; a save would be another call.
  fetchMock.mockImplementation(async (url) =>
    json(String(url).startsWith('/api/commissions') ? commissions : [{ id: 1, name: 'Libros' }]),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** The rates are read by signed-in sellers only, as the pages that show the form are. */
const signIn = () =>
  localStorage.setItem('bazar.auth', JSON.stringify({ token: 't', userName: 'vende', root: false }));

function renderForm(product?: ProductDetail) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ProductForm product={product} />
    </QueryClientProvider>,
  );
}

const input = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`), { selector: 'input' });
const saves = () => fetchMock.mock.calls.filter(([, init]) => init?.method && init.method !== 'GET');

describe('product form rules', () => {
  it('prices take up to two decimals, discounts and stock whole numbers, with the schema’s Spanish messages', async () => {
    renderForm();
    fireEvent.change(input('Precio \\(USD\\)'), { target: { value: '10,505' } });
    fireEvent.change(input('Descuento \\(%\\)'), { target: { value: '150' } });
    fireEvent.change(input('Stock'), { target: { value: '-3' } });
    expect(await screen.findByText(SELLING_MSG.price)).toBeTruthy();
    expect(screen.getByText('Ingresa un descuento entre 0 y 100, por ejemplo 30, 40 o 5')).toBeTruthy();
    expect(
      screen.getByText('El stock debe ser un número entero, sin signos ni decimales (hasta 1000000)'),
    ).toBeTruthy();
  });

  it('an empty form is not sent: each required field says what it needs', async () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Publicar' }));
    expect(await screen.findByText('Ingresa el precio')).toBeTruthy();
    expect(screen.getByText('Ingresa el stock')).toBeTruthy();
    expect(saves()).toHaveLength(0);
  });

  it('editing shows a price with its cents, as the seller would type it', () => {
    renderForm({
      id: 9,
      name: 'Lámpara',
      description: 'De pie',
      priceCents: 12_399,
      brand: 'Luz',
      color: 'Negro',
      warranty: 12,
      discount: 10,
      stock: 4,
      categoryId: 1,
      genreId: 1,
      image: [],
      thumbs: [],
      options: [],
      variants: [],
    } as unknown as ProductDetail);
    expect((input('Precio \\(USD\\)') as HTMLInputElement).value).toBe('123,99');
    expect((input('Descuento \\(%\\)') as HTMLInputElement).value).toBe('10');
  });

  it("'Recibirás' under the price follows the price and discount typed, at the general rate", async () => {
    signIn();
    renderForm();
    fireEvent.change(input('Precio \\(USD\\)'), { target: { value: '1000' } });
    expect((await screen.findByTestId('you-will-receive')).textContent).toBe(
      'Recibirás US$ 850,00 por unidad · Comisión de Bazar: 15 %',
    );
    // 20 % off: $ 800, less 15 %.
    fireEvent.change(input('Descuento \\(%\\)'), { target: { value: '20' } });
    expect(screen.getByTestId('you-will-receive').textContent).toBe(
      'Recibirás US$ 680,00 por unidad · Comisión de Bazar: 15 %',
    );
    // Cents count: $ 12,50 with 20 % off is $ 10,00, less 15 %.
    fireEvent.change(input('Precio \\(USD\\)'), { target: { value: '12,50' } });
    expect(screen.getByTestId('you-will-receive').textContent).toBe(
      'Recibirás US$ 8,50 por unidad · Comisión de Bazar: 15 %',
    );
    // A price the form refuses says nothing but the refusal.
    fireEvent.change(input('Precio \\(USD\\)'), { target: { value: '10.505' } });
    expect(await screen.findByText(SELLING_MSG.price)).toBeTruthy();
    expect(screen.queryByTestId('you-will-receive')).toBeNull();
  });

  it("'Recibirás' takes the chosen category's own rate", async () => {
    signIn();
    renderForm({
      id: 9,
      name: 'Lámpara',
      description: 'De pie',
      priceCents: 12_300,
      brand: 'Luz',
      color: 'Negro',
      warranty: 12,
      discount: 10,
      stock: 4,
      categoryId: 1,
      genreId: 1,
      image: [],
      thumbs: [],
      options: [],
      variants: [],
    } as unknown as ProductDetail);
    // $ 123 with 10 % off is $ 110,70; Libros takes 10 % of it ($ 11,07).
    expect((await screen.findByTestId('you-will-receive')).textContent).toBe(
      'Recibirás US$ 99,63 por unidad · Comisión de Bazar: 10 %',
    );
  });
});

/** A form filled but for sizes and colours, with two pictures. */
const shoe = {
  id: 9,
  name: 'Zapatillas Running',
  description: 'Livianas',
  priceCents: 10_000,
  brand: 'Corre',
  color: 'Negro',
  warranty: 6,
  discount: 0,
  stock: 0,
  categoryId: 1,
  genreId: 1,
  image: ['/uploads/negro.webp', '/uploads/blanco.webp'],
  thumbs: ['/uploads/negro-t.webp', '/uploads/blanco-t.webp'],
  options: [],
  variants: [],
} as unknown as ProductDetail;

function addOption(name: string, values: string) {
  fireEvent.click(screen.getByRole('button', { name: VARIANT_FORM.addOption }));
  const names = screen.getAllByLabelText(VARIANT_FORM.optionName, { selector: 'input' });
  const last = names[names.length - 1] as HTMLInputElement;
  fireEvent.change(last, { target: { value: name } });
  const group = screen.getByRole('group', { name });
  const input = within(group).getByLabelText(VARIANT_FORM.optionValues, { selector: 'input' });
  fireEvent.change(input, { target: { value: values } });
  fireEvent.keyDown(input, { key: 'Enter' });
}

const row = (label: string) => screen.getByRole('group', { name: label });
const rowInput = (label: string, field: string) =>
  within(row(label)).getByLabelText(field, { selector: 'input' }) as HTMLInputElement;
const sentBody = () => {
  const call = saves()[0];
  return JSON.parse(String(call?.[1]?.body)) as Record<string, unknown>;
};

describe('sizes and colours in the product form', () => {
  it('options make a grid of their combinations; the stock field becomes their total; only sold rows are sent', async () => {
    renderForm(shoe);
    addOption('Talle', '40, 41');
    addOption('Color', 'Negro');
    expect(screen.getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(row('Talle: 40 · Color: Negro')).toBeTruthy();
    expect(row('Talle: 41 · Color: Negro')).toBeTruthy();
    // 'Completar columna' fills the stock of every row.
    fireEvent.change(screen.getByLabelText(VARIANT_FORM.fillValue, { selector: 'input' }), {
      target: { value: '3' },
    });
    fireEvent.click(screen.getByRole('button', { name: VARIANT_FORM.fillColumn }));
    expect(rowInput('Talle: 40 · Color: Negro', VARIANT_FORM.stock).value).toBe('3');
    expect(
      (screen.getByLabelText(VARIANT_FORM.totalStock, { selector: 'input' }) as HTMLInputElement).value,
    ).toBe('6');
    // The product's own 'Stock' is gone: the only ones left are the two rows'.
    expect(screen.getAllByLabelText(/^Stock\s*\*?$/, { selector: 'input' })).toHaveLength(2);
    // The product's price is the placeholder of a row's own.
    expect(rowInput('Talle: 41 · Color: Negro', VARIANT_FORM.price).placeholder).toBe('100');
    // 41 is not sold: the total drops and it is not sent.
    fireEvent.click(within(row('Talle: 41 · Color: Negro')).getByRole('switch', { name: VARIANT_FORM.sell }));
    expect(
      (screen.getByLabelText(VARIANT_FORM.totalStock, { selector: 'input' }) as HTMLInputElement).value,
    ).toBe('3');
    fireEvent.change(rowInput('Talle: 40 · Color: Negro', VARIANT_FORM.sku), {
      target: { value: 'ZR-40-N' },
    });
    fireEvent.click(
      within(row('Talle: 40 · Color: Negro')).getByRole('button', { name: VARIANT_FORM.picture(1) }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    const body = sentBody();
    expect(body.options).toEqual([
      { name: 'Talle', values: ['40', '41'] },
      { name: 'Color', values: ['Negro'] },
    ]);
    expect(body.variants).toEqual([
      {
        values: ['40', 'Negro'],
        stock: 3,
        price: '',
        sku: 'ZR-40-N',
        image: ['/uploads/negro.webp'],
        hidden: false,
      },
    ]);
    expect(body.stock).toBeUndefined();
  });

  it("a row's mistake is shown on it, from the schema and from the API's 'variants.i' (i counts the rows sent)", async () => {
    renderForm(shoe);
    addOption('Talle', '40, 41, 42');
    fireEvent.change(rowInput('Talle: 40', VARIANT_FORM.stock), { target: { value: '-1' } });
    expect(await within(row('Talle: 40')).findByText(SELLING_MSG.stock)).toBeTruthy();
    fireEvent.change(rowInput('Talle: 40', VARIANT_FORM.stock), { target: { value: '1' } });
    fireEvent.click(within(row('Talle: 41')).getByRole('switch', { name: VARIANT_FORM.sell }));
    fireEvent.change(rowInput('Talle: 42', VARIANT_FORM.stock), { target: { value: '2' } });
    // The API refuses the second variant sent, which is the row of 42.
    fetchMock.mockImplementation(async (url, init) =>
      init?.method === 'PUT'
        ? new Response(JSON.stringify({ errors: [{ param: 'variants.1.sku', msg: 'SKU repetido' }] }), {
            status: 400,
            headers: { 'content-type': 'application/json' },
          })
        : json(String(url).startsWith('/api/commissions') ? commissions : [{ id: 1, name: 'Libros' }]),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await within(row('Talle: 42')).findByText('SKU repetido')).toBeTruthy();
    expect(within(row('Talle: 40')).queryByText('SKU repetido')).toBeNull();
  });

  it('editing loads the options and variants; a hidden variant is a row not sold', () => {
    renderForm({
      ...shoe,
      stock: 5,
      options: [{ name: 'Talle', values: ['40', '41'] }],
      variants: [
        {
          id: 1,
          values: ['40'],
          stock: 5,
          priceCents: 12_000,
          finalPriceCents: 12_000,
          sku: 'A-40',
          image: [],
          hidden: false,
        },
        {
          id: 2,
          values: ['41'],
          stock: 2,
          priceCents: null,
          finalPriceCents: 10_000,
          sku: null,
          image: [],
          hidden: true,
        },
      ],
    } as ProductDetail);
    expect(rowInput('Talle: 40', VARIANT_FORM.price).value).toBe('120');
    expect(rowInput('Talle: 40', VARIANT_FORM.sku).value).toBe('A-40');
    expect(
      (within(row('Talle: 41')).getByRole('switch', { name: VARIANT_FORM.sell }) as HTMLInputElement).checked,
    ).toBe(false);
    expect(rowInput('Talle: 41', VARIANT_FORM.stock).disabled).toBe(true);
    expect(
      (screen.getByLabelText(VARIANT_FORM.totalStock, { selector: 'input' }) as HTMLInputElement).value,
    ).toBe('5');
  });
});
