import { type ProductDetail, SELLING_MSG } from '@bazar/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
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
    } as unknown as ProductDetail);
    // $ 123 with 10 % off is $ 110,70; Libros takes 10 % of it ($ 11,07).
    expect((await screen.findByTestId('you-will-receive')).textContent).toBe(
      'Recibirás US$ 99,63 por unidad · Comisión de Bazar: 10 %',
    );
  });
});
