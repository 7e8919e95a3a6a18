import { fileURLToPath } from 'node:url';
import { shopDay } from '@bazar/shared';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { expectNoSeriousA11yIssues } from './support/a11y';
import { signInWith } from './support/accounts';
import {
  type Account,
  addAddressViaApi,
  addToCartViaApi,
  adminSession,
  authHeaders,
  newAccount,
  publishProductViaApi,
  uniqueName,
} from './support/api';
import { signInAsAdmin } from './support/back-office';
import { pressBuy } from './support/cart';
import { paymentFrame } from './support/checkout';
import { E2E_SHOP_TIME_ZONE } from './support/dates';

const artifact = (name: string) => fileURLToPath(new URL(`../.artifacts/${name}`, import.meta.url));

/** A code no other journey took. */
const freshCode = (prefix: string) => `${prefix}${Date.now().toString(36).toUpperCase()}`.slice(0, 20);

/** Today in the journeys' shop zone, as a coupon's dates are written (YYYY-MM-DD). */
const today = () => shopDay(new Date(), E2E_SHOP_TIME_ZONE);

async function couponViaApi(request: APIRequestContext, seller: Account, body: object) {
  const created = await request.post('/api/coupons', { headers: authHeaders(seller), data: body });
  expect(created.status(), await created.text()).toBe(201);
}

test.describe('coupons', () => {
  test('a seller creates a coupon on a phone, sees it with its figures, pauses and resumes it', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const seller = await newAccount(request, 'cupones');
    await signInWith(page, seller, '/cupones');
    await expect(page.getByRole('heading', { name: 'Cupones', level: 1 })).toBeVisible();
    await expect(page.getByText('Todavía no creaste cupones.')).toBeVisible();

    const code = freshCode('FINDE');
    await page.getByLabel('Código').fill(code.toLowerCase());
    await page.getByLabel('Porcentaje de descuento').fill('95');
    await page.getByLabel('Usos en total (opcional)').fill('100');
    await page.getByRole('button', { name: 'Crear cupón' }).click();
    // Refused in Spanish under its field; nothing is created.
    await expect(page.getByText('El porcentaje va de 1 a 90')).toBeVisible();
    await expect(page.getByText('Todavía no creaste cupones.')).toBeVisible();
    await page.getByLabel('Porcentaje de descuento').fill('10');
    await page.getByRole('button', { name: 'Crear cupón' }).click();
    await expect(page.getByText('Cupón creado')).toBeVisible();

    const card = page.getByRole('listitem').filter({ hasText: code });
    await expect(card.getByText('Activo')).toBeVisible();
    await expect(card.getByText('−10 %')).toBeVisible();
    await expect(card.getByText('Usos: 0 de 100 · Descontado: US$ 0,00')).toBeVisible();
    await expectNoSeriousA11yIssues(page, 'main', 'coupons on a phone');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    await page.screenshot({ path: artifact('coupons-seller-375.png'), fullPage: true });

    await card.getByRole('button', { name: `Pausar ${code}` }).click();
    await expect(card.getByText('Pausado', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: `Reanudar ${code}` }).click();
    await expect(card.getByText('Activo')).toBeVisible();
  });

  test('a buyer on desktop applies a seller’s coupon in the cart, pays less, and sees it on the invoice', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const seller = await newAccount(request, 'oferta');
    const jacket = await publishProductViaApi(request, seller.token, {
      name: uniqueName('Campera de jean'),
      price: 200,
      discount: 0,
      stock: 5,
    });
    const code = freshCode('JEAN');
    await couponViaApi(request, seller, {
      code,
      kind: 'percent',
      value: 20,
      startsOn: today(),
      endsOn: today(),
    });

    const buyer = await newAccount(request, 'ahorra');
    await addAddressViaApi(request, buyer.token);
    await addToCartViaApi(request, buyer, jacket.id);
    await signInWith(page, buyer, '/cart');
    const coupons = page.getByRole('region', { name: '¿Tienes un cupón?' });
    await coupons.getByLabel('Código del cupón').fill('NOEXISTE99');
    await coupons.getByRole('button', { name: 'Aplicar' }).click();
    await expect(coupons.getByRole('alert')).toHaveText('Ese cupón no existe');
    await coupons.getByRole('button', { name: 'Quitar el cupón NOEXISTE99' }).click();

    await coupons.getByLabel('Código del cupón').fill(code.toLowerCase());
    await coupons.getByRole('button', { name: 'Aplicar' }).click();
    await expect(coupons.getByText(`Cupón ${code} (${seller.user.userName})`)).toBeVisible();
    await expect(coupons.getByTestId('coupon-discount')).toHaveText('−US$ 40,00');
    await expect(page.getByTestId('cart-total-discounted')).toHaveText('Total con descuento: US$ 160,00');
    await expectNoSeriousA11yIssues(page, 'main', 'cart with a coupon');
    await page.screenshot({ path: artifact('coupons-cart-1366.png'), fullPage: true });

    await pressBuy(page);
    await expect(paymentFrame(page).locator('#total')).toHaveText('US$ 160,00');
    await expect(paymentFrame(page).locator('tr.coupon')).toContainText(`Cupón ${code}`);
    await page.screenshot({ path: artifact('coupons-payment-1366.png') });
    await paymentFrame(page).getByRole('button', { name: 'Pagar', exact: true }).click();
    await expect(page).toHaveURL(/\/checkout\/result\/\d+$/, { timeout: 20_000 });
    // The confirmation lists the line at its price and the coupon apart.
    await expect(page.getByRole('row', { name: `Cupón ${code} −US$ 40,00` })).toBeVisible();
    await expect(page.getByTestId('invoice-total')).toHaveText('US$ 160,00');
    const invoiceNumber =
      /F-\d{6}/.exec((await page.getByTestId('invoice-number').textContent()) ?? '')?.[0] ?? '';

    await page.goto('/userInvoices');
    await page.getByRole('button', { name: `Ver detalles ${invoiceNumber}` }).click();
    const invoice = page.getByRole('dialog', { name: `Factura ${invoiceNumber}` });
    await expect(invoice.getByTestId('invoice-coupon')).toHaveText(`Cupón ${code}: −US$ 40,00`);
    await expect(invoice.getByRole('cell', { name: 'US$ 200,00' }).last()).toBeVisible();
    await expect(invoice.getByText('Total Monto: US$ 160,00')).toBeVisible();
    await expectNoSeriousA11yIssues(page, '[role="dialog"]', 'invoice with a coupon');
    await page.screenshot({ path: artifact('coupons-invoice-1366.png') });

    // The seller sees the use and what it gave away.
    await signInWith(page, seller, '/cupones');
    await expect(
      page.getByRole('listitem').filter({ hasText: code }).getByText('Usos: 1 · Descontado: US$ 40,00'),
    ).toBeVisible();
  });

  test('the back office creates a coupon the shop funds: no product choice, listed with its figures', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const admin = await adminSession(request);
    await signInAsAdmin(page, admin, '/admin/cupones');
    await expect(page.getByRole('heading', { name: 'Cupones de la tienda' })).toBeVisible();
    // The shop's coupons take off every seller's products: there is nothing to choose.
    await expect(page.getByText('Solo los que elijo')).toBeHidden();
    const code = freshCode('TIENDA');
    await page.getByLabel('Código').fill(code);
    await page.getByLabel('Monto fijo').check();
    await page.getByLabel('Monto del descuento').fill('15');
    await page.getByRole('button', { name: 'Crear cupón' }).click();
    await expect(page.getByText('Cupón creado')).toBeVisible();
    const card = page.getByRole('listitem').filter({ hasText: code });
    await expect(card.getByText('Activo')).toBeVisible();
    await expect(card.getByText('−US$ 15,00')).toBeVisible();
    await expect(card.getByText(/Todos los productos/)).toBeVisible();
    await expectNoSeriousA11yIssues(page, 'main', "the shop's coupons");
    await page.screenshot({ path: artifact('coupons-admin-1366.png'), fullPage: true });
  });
});
