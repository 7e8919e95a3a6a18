import type { ProductSummary } from '@bazar/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAuth, setAuth } from '../../lib/auth-store';
import { ProductCard } from './card';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(
    async () => new Response(JSON.stringify({ id: 7, userName: 'vendedora' }), { status: 200 }),
  );
});
afterEach(() => {
  cleanup();
  clearAuth();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const named = { id: 1, name: 'Hogar' };
const product = (over: Partial<ProductSummary>): ProductSummary => ({
  id: 12,
  name: 'Lámpara',
  brand: 'Bazar',
  color: 'Azul',
  warranty: 12,
  price: 100,
  priceCents: 10_000,
  discount: 0,
  finalPriceCents: 10_000,
  stock: 3,
  image: ['/uploads/1.webp'],
  thumbs: ['/uploads/1-thumb.webp'],
  categoryId: 1,
  genreId: 1,
  category: named,
  genre: named,
  active: true,
  rating: { average: 0, count: 0 },
  sellerId: 7,
  sellerLevel: 5,
  optionsSummary: null,
  freeShipping: false,
  ...over,
});

function renderCard(summary: ProductSummary) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <ProductCard product={summary} to="/product/12" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.getByRole('article', { name: 'Lámpara' });
}

describe('a product card', () => {
  it("names the seller's level in words on its mark, or 'Nuevo vendedor'", () => {
    expect(within(renderCard(product({}))).getByRole('img', { name: 'Reputación verde' })).toBeTruthy();
    cleanup();
    expect(
      within(renderCard(product({ sellerLevel: null }))).getByRole('img', { name: 'Nuevo vendedor' }),
    ).toBeTruthy();
  });

  it("shows no quick 'add to cart' on the seller's own product", async () => {
    setAuth({ token: 't', userName: 'vendedora', root: false });
    const card = renderCard(product({}));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() =>
      expect(within(card).queryByRole('button', { name: 'Agregar al carrito' })).toBeNull(),
    );
  });

  it("leaves it on for someone else's product", async () => {
    setAuth({ token: 't', userName: 'vendedora', root: false });
    const card = renderCard(product({ sellerId: 8 }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(within(card).getByRole('button', { name: 'Agregar al carrito' }).hasAttribute('disabled')).toBe(
      false,
    );
  });

  it("says what a product comes in ('3 colores · 8 talles') and leaves the choice to its detail", () => {
    const card = renderCard(
      product({
        optionsSummary: [
          { name: 'Color', values: 3 },
          { name: 'Talle', values: 8 },
        ],
      }),
    );
    expect(within(card).getByText('3 colores · 8 talles')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Agregar al carrito' })).toBeNull();
  });

  it('keeps the quick add of a product whose options have one value each', () => {
    const card = renderCard(product({ optionsSummary: [{ name: 'Voltaje', values: 1 }] }));
    expect(within(card).queryByText(/voltajes/)).toBeNull();
    expect(within(card).getByRole('button', { name: 'Agregar al carrito' })).toBeTruthy();
  });
});
