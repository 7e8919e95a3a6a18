import { fileURLToPath } from 'node:url';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yIssues } from './support/a11y';
import { type Session, signInWith } from './support/accounts';
import { buyOneViaApi, newAccount, PNG, publishProductViaApi, uniqueName } from './support/api';
import { formatMoney } from './support/catalog';
import { SHIPPING_ADDRESS_LINE } from './support/checkout';

const artifact = (name: string) => fileURLToPath(new URL(`../.artifacts/${name}`, import.meta.url));

/**
 * A seller's product (stock 5) bought by a new buyer through the API, shipping to the journeys'
 * address (SHIPPING_ADDRESS): how a buyer chooses it at checkout is checkout.spec.ts's.
 */
async function saleViaApi(request: APIRequestContext, name: string, price: number) {
  const seller = await newAccount(request, 'vende');
  const buyer = await newAccount(request, 'compra');
  const product = await publishProductViaApi(request, seller.token, {
    name: uniqueName(name),
    price,
    discount: 0,
    stock: 5,
  });
  const { orderNumber } = await buyOneViaApi(request, buyer, product);
  return { seller, buyer, product, orderNumber };
}

/** A page of its own for one person, signed in, at a given width. */
async function pageFor(browser: Browser, session: Session, width: number): Promise<Page> {
  const context = await browser.newContext({
    locale: 'es-AR',
    viewport: { width, height: width > 600 ? 800 : 812 },
  });
  const page = await context.newPage();
  await signInWith(page, session);
  return page;
}

test.describe('orders that move', () => {
  test('a sale from its address to its delivery: the address reaches the seller, the tracking reaches the buyer (1366 px)', async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const { seller, buyer, product, orderNumber } = await saleViaApi(request, 'Lámpara', 12_000);

    // The buyer waits on the invoices, never reloaded, while the seller ships.
    const buyerPage = await pageFor(browser, buyer, 1366);
    await buyerPage.goto('/userInvoices');
    const bell = buyerPage.getByRole('button', { name: /^Notificaciones/ });
    await expect(bell).toHaveAccessibleName('Notificaciones');

    // The seller sees where to send it, and ships with carrier and tracking number.
    const sellerPage = await pageFor(browser, seller, 1366);
    await sellerPage.goto('/userSales');
    const sale = sellerPage.getByRole('row').filter({ hasText: product.name });
    await sale.getByRole('button', { name: `Ver detalles ${orderNumber}` }).click();
    const detail = sellerPage.getByRole('dialog', { name: `Venta ${orderNumber}` });
    await expect(detail.getByTestId('shipping-address')).toContainText(SHIPPING_ADDRESS_LINE);
    await expect(detail.getByTestId('shipping-address')).toContainText('Timbre 5B');
    await expectNoSeriousA11yIssues(sellerPage, '[role="dialog"]', 'sale detail dialog');
    await detail.getByRole('button', { name: 'Marcar en camino' }).click();
    const ship = sellerPage.getByRole('dialog', { name: `Enviar la orden ${orderNumber}` });
    await ship.getByLabel('Correo').selectOption({ label: 'Correo Argentino' });
    await ship.getByLabel('Número de seguimiento').fill('CA 123');
    await ship.getByRole('button', { name: 'Marcar en camino' }).click();
    await expect(
      ship.getByText('El número de seguimiento tiene de 4 a 40 letras, números o guiones'),
    ).toBeVisible();
    await ship.getByLabel('Número de seguimiento').fill('CA123456789AR');
    await expectNoSeriousA11yIssues(
      sellerPage,
      `[aria-labelledby="${await ship.getAttribute('aria-labelledby')}"]`,
      'ship dialog',
    );
    await sellerPage.screenshot({ path: artifact('orders-ship-dialog-1366.png') });
    await ship.getByRole('button', { name: 'Marcar en camino' }).click();
    await expect(sellerPage.getByText(`Orden ${orderNumber}: estado cambiado a en camino`)).toBeVisible();
    await expect(detail.getByTestId('shipping')).toContainText(
      'Correo Argentino · seguimiento CA123456789AR',
    );
    await expect(detail.getByRole('button', { name: 'Cancelar venta' })).toHaveCount(0);
    await sellerPage.context().close();

    // The buyer's bell counts the notice as it arrives; the popover names it and leads to it.
    await expect(bell).toHaveAccessibleName('Notificaciones: 1 sin leer');
    await bell.click();
    const popover = buyerPage.getByRole('dialog', { name: 'Notificaciones' });
    const notice = popover.getByRole('link', {
      name: new RegExp(`Tu compra está en camino \\(orden ${orderNumber}\\)`),
    });
    await expect(notice).toBeVisible();
    await expectNoSeriousA11yIssues(buyerPage, '[role="dialog"]', 'bell popover');
    await buyerPage.screenshot({ path: artifact('orders-bell-1366.png') });
    await notice.click();
    await expect(bell).toHaveAccessibleName('Notificaciones');
    await expect(buyerPage).toHaveURL(/\/mis-compras$/);

    // 'Mis compras': the tracking (text to copy: Correo Argentino has no page per number), then
    // 'Confirmar recibido'.
    const card = buyerPage
      .getByRole('list', { name: 'Mis compras' })
      .getByRole('listitem')
      .filter({ hasText: product.name });
    await expect(card.getByTestId('tracking')).toContainText('CA123456789AR');
    await card.getByRole('button', { name: `Confirmar recibido ${orderNumber}` }).click();
    await buyerPage
      .getByRole('dialog', { name: /a 'Recibido'\?/ })
      .getByRole('button', { name: 'Confirmar recibido' })
      .click();
    await expect(card.getByTestId('purchase-status')).toHaveText('Entregado');
    await buyerPage.screenshot({ path: artifact('orders-purchase-received-1366.png') });
    await buyerPage.context().close();
  });

  test('a claim to its refund on a phone: the buyer opens it with a photo, the seller answers and refunds part (375 px)', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 375, height: 812 });
    // Paid through the API: the checkout is not the point here.
    const { seller, buyer, product, orderNumber } = await saleViaApi(request, 'Mochila', 30_000);

    // The buyer opens the claim from the invoice: reason, message and a photo.
    await signInWith(page, buyer, '/userInvoices');
    await page.getByRole('button', { name: /^Ver detalles F-\d{6}$/ }).click();
    await page.getByRole('link', { name: `Abrir un reclamo sobre la orden ${orderNumber}` }).click();
    await expect(page).toHaveURL(new RegExp(`/reclamos/${orderNumber}$`));
    const form = page.getByRole('form', { name: `Abrir un reclamo sobre la orden ${orderNumber}` });
    await form.getByRole('button', { name: 'Abrir reclamo' }).click();
    await expect(form.getByText('Elige el motivo: no llegó o no es lo que compraste')).toBeVisible();
    await form.getByRole('radio', { name: 'No es lo que compré' }).check();
    await form.getByLabel('Mensaje').fill('Llegó de otro color: pedí azul y es <b>rojo</b>.');
    await form
      .getByLabel('Fotos (opcional)')
      .setInputFiles({ name: 'mochila.png', mimeType: 'image/png', buffer: PNG });
    await expect(form.getByRole('img', { name: 'Foto 1' })).toBeVisible();
    await form.getByRole('button', { name: 'Abrir reclamo' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: `Reclamo de la orden ${orderNumber}` }),
    ).toBeVisible();
    await expect(page.getByTestId('claim-status')).toContainText('Abierto');
    const thread = page.getByRole('list', { name: 'Mensajes del reclamo' });
    // Text stays text: the tag is shown, not rendered.
    await expect(thread.getByText('Llegó de otro color: pedí azul y es <b>rojo</b>.')).toBeVisible();
    await expect(
      thread.getByRole('link').filter({ has: page.getByRole('img', { name: 'Foto 1 del mensaje' }) }),
    ).toHaveAttribute('href', /\/uploads\//);
    // The buyer may write and, later, ask Bazar: no refund button on this side.
    await expect(page.getByRole('button', { name: 'Reembolsar y cerrar' })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoSeriousA11yIssues(page, undefined, 'claim page, buyer, 375 px');
    await page.screenshot({ path: artifact('orders-claim-buyer-375.png'), fullPage: true });

    // The seller's 'Ventas' marks the sale while its claim is open (on a computer's grid).
    await signInWith(page, seller);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/userSales');
    await expect(
      page
        .getByRole('grid', { name: 'Ventas realizadas' })
        .getByRole('row')
        .filter({ hasText: orderNumber })
        .getByTestId('claim-badge'),
    ).toHaveText('Reclamo abierto');
    await page.setViewportSize({ width: 375, height: 812 });

    // The seller finds it in 'Reclamos', answers and refunds part of it.
    await page.getByRole('button', { name: `Menú de ${seller.userName}` }).click();
    await page.getByRole('menuitem', { name: 'Reclamos' }).click();
    await page.getByRole('link', { name: `Ver el reclamo de la orden ${orderNumber}` }).click();
    await page.getByLabel('Tu respuesta').fill('Perdón por la confusión: te devuelvo una parte.');
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(thread.getByText('Perdón por la confusión: te devuelvo una parte.')).toBeVisible();
    await page.getByRole('button', { name: 'Reembolsar y cerrar' }).click();
    const refund = page.getByRole('dialog', {
      name: `Reembolsar y cerrar el reclamo de la orden ${orderNumber}`,
    });
    const amount = refund.getByLabel('Monto a reembolsar');
    await expect(amount).toHaveValue('30000,00');
    await amount.fill('30000,01');
    await refund.getByRole('button', { name: 'Reembolsar y cerrar' }).click();
    await expect(
      refund.getByText(
        `El reembolso supera lo que queda por devolver de esta orden (${formatMoney(3_000_000)})`,
      ),
    ).toBeVisible();
    await amount.fill('7.500,50');
    await page.screenshot({ path: artifact('orders-claim-refund-375.png') });
    await refund.getByRole('button', { name: 'Reembolsar y cerrar' }).click();
    await expect(
      page.getByText(`Reembolsaste ${formatMoney(750_050)}: el reclamo quedó resuelto`),
    ).toBeVisible();

    // The buyer sees it resolved, with what came back.
    await signInWith(page, buyer, `/reclamos/${orderNumber}`);
    await expect(page.getByTestId('claim-status')).toContainText('Resuelto');
    await expect(page.getByTestId('claim-refunded')).toHaveText(`Reembolsado: ${formatMoney(750_050)}`);
    await expect(page.getByLabel('Tu respuesta')).toHaveCount(0);
    await page.screenshot({ path: artifact('orders-claim-resolved-375.png'), fullPage: true });
    await page.goto('/reclamos');
    await expect(page.getByRole('listitem', { name: `${orderNumber} ${product.name}` })).toContainText(
      'Resuelto',
    );
  });
});
