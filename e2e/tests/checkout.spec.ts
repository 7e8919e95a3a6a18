import { fileURLToPath } from 'node:url';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yIssues } from './support/a11y';
import { signInWith } from './support/accounts';
import {
  addAddressViaApi,
  addToCartViaApi,
  authHeaders,
  newAccount,
  productOfNewSeller,
} from './support/api';
import { cartBadge, cartLine, pressBuy, serverCart } from './support/cart';
import { type ApiProduct, formatMoney } from './support/catalog';
import { fillShippingAddress, payCart, paymentFrame, SHIPPING_ADDRESS_LINE } from './support/checkout';

const artifact = (name: string) => fileURLToPath(new URL(`../.artifacts/${name}`, import.meta.url));

/** The stock the API reports now for a product. */
async function stockOf(request: APIRequestContext, id: number): Promise<number | undefined> {
  const response = await request.get(`/api/products/${id}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as ApiProduct).stock;
}

/**
 * A new buyer with an address, signed in, with one unit of `product` in the cart, on /cart with
 * the payment frame open.
 */
async function openPaymentFor(page: Page, request: APIRequestContext, product: ApiProduct, prefix: string) {
  const session = await newAccount(request, prefix);
  await addAddressViaApi(request, session.token);
  await addToCartViaApi(request, session, product.id);
  await signInWith(page, session, '/cart');
  await pressBuy(page);
  return session;
}

test.describe('checkout', () => {
  test('a buyer pays two products in the sandbox frame and sees the invoice; the cart empties and the stock drops', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const first = await productOfNewSeller(request, {
      name: 'Mate de calabaza',
      price: 25,
      discount: 0,
      stock: 8,
    });
    const second = await productOfNewSeller(request, {
      name: 'Bombilla de acero',
      price: 40,
      discount: 10,
      stock: 8,
    });
    const session = await newAccount(request, 'compra');
    const { user } = session;
    await addAddressViaApi(request, session.token);
    await addToCartViaApi(request, session, first.id, 1);
    await addToCartViaApi(request, session, second.id, 2);
    const cart = await serverCart(request, session.token);
    await signInWith(page, session, '/cart');
    await expect(cartLine(page, first.name)).toBeVisible();
    await expect(cartLine(page, second.name)).toBeVisible();

    // Where it ships, above the frame: summary, total and the test card form.
    await page.getByRole('button', { name: 'Comprar' }).click();
    await expect(page.getByRole('dialog', { name: 'Pago' }).getByTestId('ship-to')).toContainText(
      `Enviar a: ${SHIPPING_ADDRESS_LINE}`,
    );
    const frame = paymentFrame(page);
    await expect(frame.getByRole('heading', { name: 'Pago de prueba' })).toBeVisible();
    await expect(frame.locator('#total')).toHaveText(formatMoney(cart.totalCents));
    await expect(frame.getByRole('cell', { name: first.name })).toBeVisible();
    // The frame takes what the title and the address leave of the screen; the modal fits it.
    const frameBox = await page.locator('iframe[title="Pago"]').boundingBox();
    const dialogBox = await page.getByRole('dialog', { name: 'Pago' }).boundingBox();
    const viewport = page.viewportSize();
    expect(frameBox?.height).toBeGreaterThan((viewport?.height ?? 0) * 0.8);
    expect((dialogBox?.y ?? 0) + (dialogBox?.height ?? 0)).toBeLessThanOrEqual(viewport?.height ?? 0);
    await page.screenshot({ path: artifact('checkout-frame.png') });
    await expectNoSeriousA11yIssues(page, '[role="dialog"]');
    await page.keyboard.press('Escape');

    const { invoiceNumber } = await payCart(page);
    expect(invoiceNumber).toMatch(/^F-\d{6}$/);
    await expect(page.getByRole('cell', { name: first.name })).toBeVisible();
    await expect(page.getByRole('cell', { name: second.name })).toBeVisible();
    await expect(page.getByTestId('invoice-total')).toHaveText(formatMoney(cart.totalCents));
    await expect(page.getByText(user.email)).toBeVisible();
    // It ships where the checkout said, and leads first to the purchase and its tracking ('Mis
    // compras'), the invoice a secondary link; no 'Calificar productos' before anything arrived.
    await expect(page.getByTestId('ships-to')).toHaveText(/^Envío a: .+/);
    await expect(page.getByRole('link', { name: /Calificar/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Ver factura' })).toHaveAttribute(
      'href',
      /^\/userInvoices\?factura=\d+$/,
    );
    await page.screenshot({ path: artifact('checkout-result.png'), fullPage: true });
    await expectNoSeriousA11yIssues(page);
    await page.getByRole('link', { name: 'Ver mi compra' }).click();
    await expect(page).toHaveURL(/\/mis-compras$/);
    const bought = page.getByRole('list', { name: 'Mis compras' }).getByRole('listitem');
    await expect(bought.filter({ hasText: first.name }).getByTestId('purchase-status')).toHaveText(
      'Preparando el envío',
    );
    await expect(bought.filter({ hasText: second.name })).toBeVisible();
    await bought
      .filter({ hasText: first.name })
      .getByRole('link', { name: `Ver factura ${invoiceNumber}` })
      .click();
    await expect(page.getByRole('dialog', { name: `Factura ${invoiceNumber}` })).toBeVisible();
    await page.keyboard.press('Escape');

    // The cart is empty, here and on the server; the stock went down by what was bought.
    await expect(cartBadge(page, 0)).toBeVisible();
    expect((await serverCart(request, session.token)).lines).toEqual([]);
    expect(await stockOf(request, first.id)).toBe(first.stock - 1);
    expect(await stockOf(request, second.id)).toBe(second.stock - 2);
    await page.goto('/cart');
    await expect(page.getByText('Su carro de compras está vacío. ¡Agregue algunos productos!')).toBeVisible();
  });

  test("'Cancelar pago' rejects: the result says so and the cart keeps its products", async ({
    page,
    request,
  }) => {
    const product = await productOfNewSeller(request, {
      name: 'Termo rechazado',
      price: 30,
      discount: 0,
      stock: 4,
    });
    const session = await openPaymentFor(page, request, product, 'rechazo');
    await paymentFrame(page).getByRole('button', { name: 'Cancelar pago' }).click();
    await expect(page).toHaveURL(/\/ResponseMP\?/);
    await expect(page.getByText('El pago fue rechazado')).toBeVisible();
    expect((await serverCart(request, session.token)).lines).toHaveLength(1);
    expect(await stockOf(request, product.id)).toBe(product.stock);
  });

  test('the payment frame at 375 px: the whole form fits, no sideways scroll', async ({ page, request }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const product = await productOfNewSeller(request, {
      name: 'Yerbera movil',
      price: 12,
      discount: 0,
      stock: 4,
    });
    await openPaymentFor(page, request, product, 'movil');
    const frame = paymentFrame(page);
    await expect(frame.getByRole('button', { name: 'Pagar', exact: true })).toBeVisible();
    const frameElement = await page.locator('iframe[title="Pago"]').elementHandle();
    const inner = await frameElement?.contentFrame();
    const overflow = await inner?.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await page.screenshot({ path: artifact('checkout-frame-375.png') });
    // Closing the modal gives the reservation back.
    await page.getByRole('button', { name: 'Cerrar' }).click();
    await expect(page.getByRole('dialog', { name: 'Pago' })).toBeHidden();
    expect(await stockOf(request, product.id)).toBe(product.stock);
  });

  test('a buyer with no address is asked for one in the payment modal, pays, and finds it as the default of the book', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1366, height: 800 });
    const product = await productOfNewSeller(request, {
      name: 'Lámpara',
      price: 12_000,
      discount: 0,
      stock: 5,
    });
    const buyer = await newAccount(request, 'compra');
    await addToCartViaApi(request, buyer, product.id);
    // The profile's old free-text address starts the first address of the book.
    const profile = await request.post('/api/user/update', {
      headers: authHeaders(buyer),
      data: { address: 'Av. Corrientes' },
    });
    expect(profile.status(), await profile.text()).toBe(200);

    // The buyer has no address yet: the payment modal asks for one first, then opens the frame.
    await signInWith(page, buyer, '/cart');
    await pressBuy(page);
    const payment = page.getByRole('dialog', { name: 'Pago' });
    await expect(payment.getByText('Agrega una dirección de envío para comprar')).toBeVisible();
    await expect(payment.getByLabel('Calle')).toHaveValue('Av. Corrientes');
    await payment.getByRole('button', { name: 'Continuar al pago' }).click();
    await expect(payment.getByText('Escribe el código postal')).toBeVisible();
    await page.screenshot({ path: artifact('orders-checkout-address-1366.png') });
    await fillShippingAddress(page);
    await expect(payment.getByTestId('ship-to')).toContainText(`Enviar a: ${SHIPPING_ADDRESS_LINE}`);
    await page.screenshot({ path: artifact('orders-checkout-ship-to-1366.png') });
    await paymentFrame(page).getByRole('button', { name: 'Pagar', exact: true }).click();
    await expect(page).toHaveURL(/\/checkout\/result\/\d+$/, { timeout: 20_000 });
    await expect(page.getByRole('cell', { name: /^P-\d{6}$/ })).toBeVisible();

    // The saved address is the book's default, in the profile; the mail switches beside it.
    await page.goto('/perfil');
    const book = page.getByRole('region', { name: 'Mis direcciones' });
    const saved = book.getByRole('listitem', { name: SHIPPING_ADDRESS_LINE });
    await expect(saved).toContainText('Principal');
    const mails = page.getByRole('region', { name: 'Correos que recibo' });
    await expect(mails.getByRole('switch', { name: 'Envíos de mis compras' })).toBeChecked();
    await expectNoSeriousA11yIssues(page, 'main', 'profile: addresses and mail switches');
    await book.screenshot({ path: artifact('orders-profile-addresses-1366.png') });
  });
});
