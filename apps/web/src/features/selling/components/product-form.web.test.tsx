import type { ProductDetail } from '@bazar/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProductForm } from './product-form';

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  // Only the category and genre lists are read; a save would be another call.
  fetchMock.mockImplementation(async () => json([{ id: 1, name: 'Libros' }]));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

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
  it('prices, discounts and stock take whole numbers only, with the schema’s Spanish messages', async () => {
    renderForm();
    fireEvent.change(input('Precio \\(USD\\)'), { target: { value: '10.5' } });
    fireEvent.change(input('Descuento \\(%\\)'), { target: { value: '150' } });
    fireEvent.change(input('Stock'), { target: { value: '-3' } });
    expect(
      await screen.findByText('El precio debe ser un número entero, sin signos ni decimales'),
    ).toBeTruthy();
    expect(screen.getByText('Ingrese un descuento entre 0 y 100, por ejemplo 30, 40 o 5')).toBeTruthy();
    expect(
      screen.getByText('El stock debe ser un número entero, sin signos ni decimales (hasta 1000000)'),
    ).toBeTruthy();
  });

  it('an empty form is not sent: each required field says what it needs', async () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Publicar' }));
    expect(await screen.findByText('Ingrese el precio')).toBeTruthy();
    expect(screen.getByText('Ingrese el stock')).toBeTruthy();
    expect(saves()).toHaveLength(0);
  });

  it('editing shows a price with cents as its whole part, for the seller to fix', () => {
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
    expect((input('Precio \\(USD\\)') as HTMLInputElement).value).toBe('123');
    expect((input('Descuento \\(%\\)') as HTMLInputElement).value).toBe('10');
  });
});
