import { fileURLToPath } from 'node:url';
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

const artifact = (name: string) => fileURLToPath(new URL(`../.artifacts/${name}`, import.meta.url));

/** A seller's shipping, saved through the API as the 'Envíos' screen saves it. */
async function shipsLike(request: APIRequestContext, seller: Account, body: object) {
  const saved = await request.put('/api/shipping/settings', { headers: authHeaders(seller), data: body });
  expect(saved.status(), await saved.text()).toBe(200);
}

const HOME_ONLY = {
  originProvince: 'S',
  originPostalCode: '2000',
  dispatchDays: 1,
  pickup: { enabled: false, address: '' },
  home: {
    enabled: true,
    city: { price: '10', minDays: 1, maxDays: 1 },
    province: { price: '15', minDays: 1, maxDays: 2 },
    country: { price: '25', minDays: 2, maxDays: 5 },
    provinces: [],
    extraUnit: '0',
    freeFrom: '500',
  },
};

test.describe('shipping', () => {
  test('a seller sets up their shipping on a phone: pickup, prices by destination, free shipping', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const seller = await newAccount(request, 'envios');
    await signInWith(page, seller, '/envios');
    await expect(page.getByRole('heading', { name: 'Envíos', level: 1 })).toBeVisible();
    await expect(page.getByText('Todavía usas los envíos de la tienda')).toBeVisible();

    await page.getByLabel('Provincia desde donde envías').selectOption('X');
    await page.getByLabel('Código postal desde donde envías').fill('X5000ABC');
    await page.getByLabel('Días hábiles para despachar').fill('2');
    await page.getByLabel('Retiro en persona').check();
    await page.getByLabel('Dirección de retiro').fill('Av. Colón 1234, Córdoba');
    await page.getByLabel('Misma ciudad: Precio').fill('8');
    await page.getByLabel('Resto del país: Precio').fill('-3');
    await page.getByRole('button', { name: 'Guardar envíos' }).click();
    // A negative price is refused in Spanish under its field, and nothing is saved.
    await expect(page.getByText('No puede ser negativo')).toBeVisible();
    await page.getByLabel('Resto del país: Precio').fill('20');
    await page.getByRole('button', { name: 'Agregar provincia' }).click();
    await page.getByLabel('Precio para otra provincia').selectOption('S');
    await page.getByLabel('Santa Fe: Precio').fill('12,50');
    await page.getByLabel('Envío gratis desde').fill('300');
    await page.getByRole('button', { name: 'Guardar envíos' }).click();
    await expect(page.getByText('Envíos guardados')).toBeVisible();
    await expect(page.getByText('Todavía usas los envíos de la tienda')).toBeHidden();
    await expectNoSeriousA11yIssues(page, 'main', 'shipping settings on a phone');
    await page.screenshot({ path: artifact('shipping-settings-375.png'), fullPage: true });

    const saved = (await (
      await request.get('/api/shipping/settings', { headers: authHeaders(seller) })
    ).json()) as {
      settings: { home: { provinces: { province: string; priceCents: number }[]; freeFromCents: number } };
    };
    expect(saved.settings.home.provinces).toEqual([
      expect.objectContaining({ province: 'S', priceCents: 1250 }),
    ]);
    expect(saved.settings.home.freeFromCents).toBe(30_000);
  });

  test('a buyer buys from two sellers, one sent home and one picked up, and sees each way to the end', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const sender = await newAccount(request, 'envia');
    const shop = await newAccount(request, 'local');
    await shipsLike(request, sender, HOME_ONLY);
    await shipsLike(request, shop, {
      ...HOME_ONLY,
      pickup: { enabled: true, address: 'Bv. Oroño 1200, Rosario' },
      home: { ...HOME_ONLY.home, freeFrom: '' },
    });
    const lamp = await publishProductViaApi(request, sender.token, {
      name: uniqueName('Lámpara de pie'),
      price: 100,
      discount: 0,
      stock: 5,
    });
    const chair = await publishProductViaApi(request, shop.token, {
      name: uniqueName('Silla plegable'),
      price: 40,
      discount: 0,
      stock: 5,
    });

    // The product page quotes shipping to the buyer's default address (Buenos Aires province).
    const buyer = await newAccount(request, 'compra');
    await addAddressViaApi(request, buyer.token);
    await signInWith(page, buyer, `/product/${lamp.id}`);
    const quote = page.getByRole('region', { name: 'Envío' });
    await expect(quote.getByText('Envío a domicilio: US$ 25,00')).toBeVisible();
    await expect(quote.getByText(/^Llega (el|entre el) /)).toBeVisible();
    await expect(quote.getByText('Envío gratis desde US$ 500,00')).toBeVisible();
    await page.screenshot({ path: artifact('shipping-product-quote-1366.png') });

    await addToCartViaApi(request, buyer, lamp.id);
    await addToCartViaApi(request, buyer, chair.id);
    await page.goto('/cart');
    const senderBox = page
      .getByRole('region', { name: 'Envío' })
      .getByText(`Envío de ${sender.user.userName}`);
    await expect(senderBox).toBeVisible();
    await expect(page.getByText('Te faltan US$ 400,00 para el envío gratis')).toBeVisible();
    // The shop offers both: the buyer picks it up.
    await page
      .getByRole('radiogroup', { name: `Forma de entrega (${shop.user.userName})` })
      .getByLabel('Retiro en persona')
      .check();
    await expect(page.getByText('La dirección de retiro se muestra después de pagar.')).toBeVisible();
    await expect(page.getByTestId('cart-shipping')).toHaveText('Envío: US$ 25,00');
    await expect(page.getByText(/^Retíralo desde el /)).toBeVisible();
    await expectNoSeriousA11yIssues(page, 'main', 'cart with shipping by seller');
    await page.screenshot({ path: artifact('shipping-cart-1366.png'), fullPage: true });

    await pressBuy(page);
    const payment = page.getByRole('dialog', { name: 'Pago' });
    // Only the sender's shipping is charged: US$ 25 on top of US$ 140.
    await expect(payment.getByTestId('checkout-shipping')).toHaveText('Envío: US$ 25,00 · Total: US$ 165,00');
    await expect(paymentFrame(page).locator('#shipping')).toHaveText('US$ 25,00');
    await paymentFrame(page).getByRole('button', { name: 'Pagar', exact: true }).click();
    await expect(page).toHaveURL(/\/checkout\/result\/\d+$/, { timeout: 20_000 });
    const invoiceNumber =
      /F-\d{6}/.exec((await page.getByTestId('invoice-number').textContent()) ?? '')?.[0] ?? '';

    // The invoice shows each line's way, the shipping and the pickup address once paid.
    await page.goto('/userInvoices');
    await page.getByRole('button', { name: `Ver detalles ${invoiceNumber}` }).click();
    const invoice = page.getByRole('dialog', { name: `Factura ${invoiceNumber}` });
    await expect(invoice.getByTestId('invoice-shipping')).toHaveText('Envío: US$ 25,00');
    await expect(invoice.getByText('Retira en: Bv. Oroño 1200, Rosario').first()).toBeVisible();
    await expectNoSeriousA11yIssues(page, '[role="dialog"]', 'invoice with shipping');
    await page.screenshot({ path: artifact('shipping-invoice-1366.png') });

    // The shop's seller says it is ready; the buyer confirms the pickup from the invoice.
    await signInWith(page, shop, '/userSales');
    await page.getByRole('button', { name: /^Listo para retirar P-\d{6}$/ }).click();
    await expect(page.getByRole('button', { name: /^Marcar entregado P-\d{6}$/ })).toBeVisible();
    await page.screenshot({ path: artifact('shipping-sales-ready-1366.png') });
  });
});

test.describe('shipping, the shop and the storefront', () => {
  test("the back office's 'Envíos' shows the shop's defaults; the storefront filters 'Envío gratis'", async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const admin = await adminSession(request);
    await signInAsAdmin(page, admin, '/admin/envios');
    await expect(page.getByRole('heading', { name: 'Envíos de la tienda' })).toBeVisible();
    await expect(page.getByLabel('Cobrar comisión también sobre el envío')).not.toBeChecked();
    await expectNoSeriousA11yIssues(page, 'main', "the shop's shipping defaults");
    await page.screenshot({ path: artifact('shipping-admin-defaults-1366.png'), fullPage: true });

    // The demo seller ships free from US$ 100: the filter lists only cards that say so.
    await page.goto('/?freeShipping=true');
    await expect(page.getByRole('button', { name: /Envío gratis/ }).first()).toBeVisible();
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    const count = await cards.count();
    for (let i = 0; i < count; i++) await expect(cards.nth(i).getByText('Envío gratis')).toBeVisible();
    await page.screenshot({ path: artifact('shipping-free-filter-1366.png') });
  });
});
