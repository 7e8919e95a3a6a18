import type { ProductDetail as Product, ProductVariant } from '@bazar/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AddToCartButton } from '../../features/cart';
import { ProductDetail, type ProductDetailParts } from '../../features/catalog';
import { clearAuth, setAuth } from '../../lib/auth-store';

// The cart's real button; the other parts (wish list, reviews, questions) are not what this tests.
const parts: ProductDetailParts = {
  AddToCart: AddToCartButton,
  Wishlist: () => null,
  Reviews: () => null,
  Questions: () => null,
  Shipping: () => null,
};

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input) =>
    String(input).startsWith('/api/shoppingCart')
      ? json({ lines: [], totalCents: 0, units: 1 })
      : json({ id: 7, userName: 'compradora' }),
  );
  setAuth({ token: 't', userName: 'compradora', root: false });
});
afterEach(() => {
  cleanup();
  clearAuth();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const cartPosts = () =>
  fetchMock.mock.calls
    .filter(([url, init]) => String(url) === '/api/shoppingCart' && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)));

let nextId = 100;
const variant = (values: string[], over: Partial<ProductVariant> = {}): ProductVariant => ({
  id: nextId++,
  values,
  stock: 2,
  priceCents: null,
  finalPriceCents: 10_000,
  sku: null,
  image: [],
  hidden: false,
  ...over,
});

const named = { id: 1, name: 'Calzado' };
const base: Product = {
  id: 12,
  name: 'Zapatillas Running',
  brand: 'Bazar',
  color: 'Varios',
  warranty: 6,
  price: 100,
  priceCents: 10_000,
  discount: 0,
  finalPriceCents: 10_000,
  stock: 6,
  image: ['/uploads/p.webp'],
  thumbs: ['/uploads/p-thumb.webp'],
  categoryId: 1,
  genreId: 1,
  category: named,
  genre: named,
  active: true,
  rating: { average: 0, count: 0 },
  sellerId: 3,
  sellerLevel: null,
  freeShipping: false,
  optionsSummary: [
    { name: 'Talle', values: 3 },
    { name: 'Color', values: 2 },
  ],
  description: 'Livianas.',
  seller: { userName: 'zapateria' },
  options: [
    { name: 'Talle', values: ['41', '42', '45'] },
    { name: 'Color', values: ['Negro', 'Blanco'] },
  ],
  variants: [],
};
const black42 = variant(['42', 'Negro'], {
  priceCents: 12_000,
  finalPriceCents: 12_000,
  image: ['/uploads/negro.webp'],
});
const shoe: Product = {
  ...base,
  variants: [
    variant(['41', 'Negro']),
    variant(['41', 'Blanco']),
    black42,
    variant(['42', 'Blanco']),
    variant(['45', 'Negro'], { stock: 0 }),
    variant(['45', 'Blanco'], { stock: 0 }),
  ],
};

function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}

function renderDetail(product: Product, { url = '/product/12', partial = false, choiceInUrl = true } = {}) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <ProductDetail
          product={product}
          headingLevel={choiceInUrl ? 'h1' : 'h2'}
          partial={partial}
          choiceInUrl={choiceInUrl}
          parts={parts}
        />
        <Search />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const add = () => screen.getByRole('button', { name: 'Agregar al carrito' });
const sizes = () => screen.getByRole('radiogroup', { name: 'Talle' });
const colours = () => screen.getByRole('radiogroup', { name: 'Color' });

describe('choosing a size and a colour on the product page', () => {
  it("asks 'Elige un talle' instead of adding, then adds the variant chosen, which the URL keeps", async () => {
    renderDetail(shoe);
    fireEvent.click(add());
    expect(await screen.findByText('Elige un talle')).toBeTruthy();
    expect(cartPosts()).toEqual([]);

    fireEvent.click(within(sizes()).getByRole('radio', { name: '42' }));
    expect(screen.getByText('Elige un color')).toBeTruthy();
    fireEvent.click(within(colours()).getByRole('radio', { name: 'Negro' }));
    expect(screen.queryByText(/^Elige/)).toBeNull();
    expect(within(sizes()).getByRole('radio', { name: '42' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByTestId('search').textContent).toBe('?talle=42&color=Negro');
    // Its own price and picture.
    expect(screen.getByTestId('final-price').textContent).toMatch(/120/);
    expect(screen.getByRole('img', { name: 'Zapatillas Running' }).getAttribute('src')).toBe(
      '/uploads/negro.webp',
    );

    fireEvent.click(add());
    await waitFor(() => expect(cartPosts()).toEqual([{ productId: 12, variantId: black42.id, quantity: 1 }]));
  });

  it("turns a sold-out size off and names it 'sin stock'", () => {
    renderDetail(shoe);
    const soldOut = within(sizes()).getByRole('radio', { name: '45, sin stock' });
    expect(soldOut.hasAttribute('disabled')).toBe(true);
    expect(within(sizes()).getByRole('radio', { name: '41' }).hasAttribute('disabled')).toBe(false);
  });

  it('moves between the sizes that can be bought with the arrows, skipping the sold-out one', () => {
    renderDetail(shoe);
    const group = sizes();
    fireEvent.keyDown(group, { key: 'ArrowRight' });
    expect(screen.getByTestId('search').textContent).toBe('?talle=41');
    fireEvent.keyDown(group, { key: 'ArrowRight' });
    fireEvent.keyDown(group, { key: 'ArrowRight' });
    // 45 is sold out: from 42 the arrow comes back to 41.
    expect(screen.getByTestId('search').textContent).toBe('?talle=41');
    fireEvent.keyDown(group, { key: 'ArrowLeft' });
    expect(screen.getByTestId('search').textContent).toBe('?talle=42');
    // One tab stop per group: the chosen value.
    expect(within(group).getByRole('radio', { name: '42' }).getAttribute('tabindex')).toBe('0');
    expect(within(group).getByRole('radio', { name: '41' }).getAttribute('tabindex')).toBe('-1');
  });

  it('opens with the choice a shared link names', () => {
    renderDetail(shoe, { url: '/product/12?talle=42&color=Negro' });
    expect(within(colours()).getByRole('radio', { name: 'Negro' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText('Stock: 2')).toBeTruthy();
  });

  it("keeps the modal's choice in the home's URL under its own names (the others are the listing's filters)", async () => {
    renderDetail(shoe, { url: '/?product=12&color=negro', choiceInUrl: false });
    fireEvent.click(within(sizes()).getByRole('radio', { name: '42' }));
    fireEvent.click(within(colours()).getByRole('radio', { name: 'Negro' }));
    expect(within(colours()).getByRole('radio', { name: 'Negro' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByTestId('search').textContent).toBe('?product=12&color=negro&v-talle=42&v-color=Negro');
    fireEvent.click(add());
    await waitFor(() => expect(cartPosts()).toEqual([{ productId: 12, variantId: black42.id, quantity: 1 }]));
  });

  it('opens the modal with the choice a shared link names', () => {
    renderDetail(shoe, { url: '/?product=12&v-talle=42&v-color=Negro', choiceInUrl: false });
    expect(within(colours()).getByRole('radio', { name: 'Negro' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText('Stock: 2')).toBeTruthy();
  });

  it("keeps 'Agregar al carrito' off while the card stands in for the detail", () => {
    renderDetail({ ...base, description: '', options: [], variants: [] }, { partial: true });
    expect(add().hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });

  it('shows no choice for a product without options, and adds it as before, without a variant', async () => {
    renderDetail({ ...base, optionsSummary: null, options: [], variants: [variant([])] });
    expect(screen.queryByRole('radiogroup')).toBeNull();
    fireEvent.click(add());
    await waitFor(() => expect(cartPosts()).toEqual([{ productId: 12, quantity: 1 }]));
  });
});
