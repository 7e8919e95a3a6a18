import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yIssues } from './support/a11y';
import { signInWith } from './support/accounts';
import { addAddressViaApi, addToCartViaApi, newAccount } from './support/api';
import { pressBuy } from './support/cart';
import type { ApiProduct } from './support/catalog';
import { paymentFrame } from './support/checkout';
import { linkedSellerWithProduct } from './support/split';

/**
 * With MP_MARKETPLACE=true (the journeys' server sets it), a cart with items of two sellers who
 * linked their Mercado Pago accounts (through the sandbox's authorization page) is paid in two
 * parts, one per seller: the payment modal names each ('Pago 1 de 2 · Vendedor X') and says what
 * is paid and what remains, and the sale is made when the last part is paid.
 */

async function buyBoth(
  page: Page,
  request: APIRequestContext,
  products: ApiProduct[],
  sellers: string[],
  /** Come back from the first part as Mercado Pago's return would (/ResponseMP), then go on. */
  viaReturn = false,
) {
  const buyer = await newAccount(request, 'splitbuy');
  await addAddressViaApi(request, buyer.token);
  for (const product of products) await addToCartViaApi(request, buyer, product.id);
  await signInWith(page, buyer, '/cart');
  await pressBuy(page);
  const dialog = page.getByRole('dialog', { name: 'Pago' });
  const parts = dialog.getByRole('region', { name: 'Pagos de esta compra' });

  await expect(parts.getByRole('heading', { name: `Pago 1 de 2 · ${sellers[0]}` })).toBeVisible({
    timeout: 20_000,
  });
  await expect(parts.getByRole('status')).toHaveText(/Pagaste 0 de 2 pagos · Pagado: .* · Falta: /);
  await expect(paymentFrame(page).locator('#part')).toHaveText(`Pago 1 de 2 · ${sellers[0]}`);
  await expectNoSeriousA11yIssues(page, '[role="dialog"]');
  const paid = page.waitForResponse((r) => r.url().endsWith('/sandbox/pay'));
  await paymentFrame(page).getByRole('button', { name: 'Pagar', exact: true }).click();
  const { paymentId } = (await (await paid).json()) as { paymentId: string };

  if (viaReturn) {
    await page.goto(`/ResponseMP?${new URLSearchParams({ payment_id: paymentId, status: 'approved' })}`);
    await expect(page.getByText(`Pagaste 1 de 2 pagos. Falta: Pago 2 de 2 · ${sellers[1]}`)).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await page.getByRole('link', { name: 'Seguir con el pago' }).click();
    await pressBuy(page);
  }

  await expect(parts.getByRole('heading', { name: `Pago 2 de 2 · ${sellers[1]}` })).toBeVisible({
    timeout: 20_000,
  });
  await expect(parts.getByRole('status')).toHaveText(/Pagaste 1 de 2 pagos/);
  await expect(paymentFrame(page).locator('#part')).toHaveText(`Pago 2 de 2 · ${sellers[1]}`);
  await expectNoSeriousA11yIssues(page, '[role="dialog"]');
  await paymentFrame(page).getByRole('button', { name: 'Pagar', exact: true }).click();

  await expect(page).toHaveURL(/\/checkout\/result\/\d+$/, { timeout: 20_000 });
  await expect(page.getByTestId('invoice-number')).toHaveText(/F-\d{6}/);
  await expectNoSeriousA11yIssues(page);
}

/** Two linked sellers with a product each: what a split checkout needs. */
async function twoLinkedSellers(request: APIRequestContext) {
  const first = await linkedSellerWithProduct(request, 'Poncho salteño', 30);
  const second = await linkedSellerWithProduct(request, 'Sombrero de fieltro', 45);
  return { products: [first.product, second.product], sellers: [first.userName, second.userName] };
}

test.describe('Compra con pagos divididos por vendedor', () => {
  // Two payments in the frame and four axe passes.
  test.describe.configure({ timeout: 90_000 });

  test('a two-seller cart is paid in two parts through the sandbox, on a desktop', async ({
    page,
    request,
  }) => {
    const { products, sellers } = await twoLinkedSellers(request);
    await page.setViewportSize({ width: 1366, height: 900 });
    await buyBoth(page, request, products, sellers);
  });

  test("after the first part, Mercado Pago's return says what is left and leads back to the second", async ({
    page,
    request,
  }) => {
    const { products, sellers } = await twoLinkedSellers(request);
    await page.setViewportSize({ width: 1366, height: 900 });
    await buyBoth(page, request, products, sellers, true);
  });

  test('a two-seller cart is paid in two parts through the sandbox, on a phone', async ({
    page,
    request,
  }) => {
    const { products, sellers } = await twoLinkedSellers(request);
    await page.setViewportSize({ width: 375, height: 812 });
    await buyBoth(page, request, products, sellers);
  });
});
