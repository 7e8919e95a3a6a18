import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { type ApiProduct, allProducts, parseMoney, productCards } from './catalog';

export interface ApiProductWithState extends ApiProduct {
  active?: boolean;
}

export interface ApiCart {
  lines: { id: number; productId: number; quantity: number; lineTotalCents: number }[];
  totalCents: number;
  units: number;
}

/**
 * Products a fresh account can buy by id alone: in stock and sold as one thing (the demo's clothes
 * and shoes come in sizes and colours, and buying one needs its variant), sorted so the choice is
 * stable.
 */
export async function buyableProducts(request: APIRequestContext): Promise<ApiProduct[]> {
  const products = await allProducts(request);
  return products.filter((p) => p.stock > 0 && !p.optionsSummary?.length).sort((a, b) => a.id - b.id);
}

export function cartBadge(page: Page, units: number): Locator {
  const name = units === 1 ? 'Carrito, 1 producto' : `Carrito, ${units} productos`;
  return page.getByRole('banner').getByRole('link', { name, exact: true });
}

export function cartLine(page: Page, name: string): Locator {
  return page
    .getByRole('list', { name: 'Productos en el carrito' })
    .getByRole('listitem', { name, exact: true });
}

/** Shows a product's card on the home by searching its name. */
export async function findCard(page: Page, name: string): Promise<Locator> {
  await page.goto('/');
  const search = page.getByRole('searchbox', { name: 'Buscar productos' });
  await search.fill(name);
  await search.press('Enter');
  const card = productCards(page)
    .filter({ has: page.getByRole('heading', { name, exact: true }) })
    .first();
  await expect(card).toBeVisible();
  return card;
}

/** The total shown equals the sum of the line totals shown. */
export async function expectTotalIsSumOfLines(page: Page): Promise<number> {
  const lineTotals = (await page.getByTestId('line-total').allTextContents()).map(parseMoney);
  const total = parseMoney((await page.getByTestId('cart-total').textContent()) ?? '');
  expect(lineTotals.length).toBeGreaterThan(0);
  expect(total).toBe(lineTotals.reduce((sum, cents) => sum + cents, 0));
  return total;
}

export async function serverCart(request: APIRequestContext, token: string): Promise<ApiCart> {
  const response = await request.get('/api/shoppingCart', { headers: { 'auth-token': token } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as ApiCart;
}

/**
 * 'Comprar' on /cart, once the cart's lines are in. The button is there while the cart loads,
 * and pressed then it finds no line and says 'Carrito vacío.' instead of opening the payment.
 */
export async function pressBuy(page: Page): Promise<void> {
  await expect(
    page.getByRole('list', { name: 'Productos en el carrito' }).getByRole('listitem').first(),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Comprar' }).click();
}
