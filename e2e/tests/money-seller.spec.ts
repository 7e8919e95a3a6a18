import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yIssues } from './support/a11y';
import { signInWith, storeSession } from './support/accounts';
import { newAccount } from './support/api';
import { formatMoney } from './support/catalog';
import {
  BAD_CBU,
  commissionOn,
  expectBalance,
  firstCategory,
  GOOD_CBU,
  minus,
  movement,
  plus,
  soldViaApi,
} from './support/money';
import { shipInDialog } from './support/orders';

const artifact = (name: string) => fileURLToPath(new URL(`../.artifacts/${name}`, import.meta.url));

// The seller's side of the money; the administrator's (refunds, payouts, commissions) is in
// money-back-office.spec.ts. Each test sells what it needs through the API.
test.describe("sellers get paid: 'Mi dinero' and the seller's refunds", () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test("a seller gives the account to be paid to from 'Mi dinero'; a CBU with wrong check digits is refused", async ({
    page,
    request,
  }) => {
    const seller = await newAccount(request, 'cobra');
    await signInWith(page, seller);
    await page.getByRole('button', { name: `Menú de ${seller.userName}` }).click();
    await page.getByRole('menuitem', { name: 'Mi dinero' }).click();
    await expect(page).toHaveURL(/\/mi-dinero$/);
    await expect(page.getByText('Todavía no tienes movimientos.')).toBeVisible();
    const accountBox = page.getByRole('region', { name: 'Cuenta para cobrar' });
    await expect(accountBox.getByText('Sin cuenta para cobrar')).toBeVisible();
    await accountBox.getByRole('link', { name: 'Agregar una cuenta para cobrar en tu perfil' }).click();
    await expect(page).toHaveURL(/\/perfil#cuenta-para-cobrar$/);
    const form = page.getByRole('form', { name: 'Cuenta para cobrar' });
    await form.getByLabel('Titular de la cuenta').fill('Lucía Fernández');
    await form.getByLabel('CBU o CVU').fill(BAD_CBU);
    await form.getByRole('button', { name: 'Guardar cuenta' }).click();
    await expect(form.getByText('El CBU o CVU no es válido: revisa sus 22 dígitos')).toBeVisible();
    await form.getByLabel('CBU o CVU').fill(GOOD_CBU);
    await form.getByLabel('Alias').fill('lucia.cobra');
    await form.getByRole('button', { name: 'Guardar cuenta' }).click();
    await expect(page.getByText('Cuenta para cobrar guardada')).toBeVisible();
    await page.screenshot({ path: artifact('money-payout-account-1366.png') });
  });

  test("'Recibirás' under the price follows what the seller types, at the category's rate", async ({
    page,
    request,
  }) => {
    const seller = await newAccount(request, 'cobra');
    const category = await firstCategory(request, seller.token);
    await signInWith(page, seller, '/create');
    await page.getByLabel('Precio (USD)').fill('48000');
    await page.getByRole('combobox', { name: 'Categoría' }).click();
    await page.getByRole('option', { name: category.name, exact: true }).click();
    const receive = page.getByTestId('you-will-receive');
    await expect(receive).toHaveText(
      `Recibirás ${formatMoney(4_800_000 - commissionOn(4_800_000, category.ratePercent))} por unidad · Comisión de Bazar: ${category.rateText}`,
    );
    await page.getByLabel('Descuento (%)').fill('10');
    await expect(receive).toHaveText(
      `Recibirás ${formatMoney(4_320_000 - commissionOn(4_320_000, category.ratePercent))} por unidad · Comisión de Bazar: ${category.rateText}`,
    );
    await page.screenshot({ path: artifact('money-you-will-receive.png') });
  });

  test("a sale is pending in 'Mi dinero', shipped from 'Ventas', and available once the buyer confirms it", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    // One unit at $ 48.000, no discount, in the first category, paid through the API.
    const { seller, buyer, orderNumber, gross, commission, net, category } = await soldViaApi(
      request,
      'cobra',
      {
        name: 'Bicicleta',
        price: 48_000,
      },
    );
    expect(orderNumber).toMatch(/^P-\d{6,}$/);

    // Sold: the net is pending until the buyer has it.
    await storeSession(page, seller);
    await expectBalance(page, { pending: net, available: 0, inTransit: 0, paid: 0 });
    const saleRow = movement(page, 'Venta');
    await expect(saleRow).toHaveCount(1);
    await expect(saleRow).toContainText(formatMoney(gross));
    await expect(saleRow).toContainText(`${formatMoney(commission)} (${category.rateText})`);
    await expect(saleRow).toContainText(plus(net));
    await expect(page.getByText(/^Pendiente: Ventas cobradas que se liberan/)).toBeVisible();
    await page.screenshot({ path: artifact('money-pending-1366.png'), fullPage: true });
    await expectNoSeriousA11yIssues(page, undefined, "'Mi dinero' after a sale");

    // The order number leads to the sale, alone in 'Ventas', where the seller ships it.
    await saleRow.getByRole('link', { name: `Ver la venta ${orderNumber}` }).click();
    await expect(page).toHaveURL(new RegExp(`/userSales\\?orden=${orderNumber}$`));
    await expect(page.getByText(`Mostrando solo la orden ${orderNumber}`)).toBeVisible();
    const salesGrid = page.getByRole('grid', { name: 'Ventas realizadas' });
    await expect(salesGrid.getByRole('row')).toHaveCount(2);
    await salesGrid.getByRole('button', { name: `Marcar en camino ${orderNumber}` }).click();
    await shipInDialog(page, orderNumber);
    // Shipped: the seller may no longer refund it.
    await expect(salesGrid.getByRole('button', { name: `Reembolsar ${orderNumber}` })).toHaveCount(0);

    // The buyer confirms 'Recibido' in the invoice: the money becomes available.
    await signInWith(page, buyer, '/userInvoices');
    await page
      .getByRole('button', { name: /^Ver detalles F-\d{6}$/ })
      .first()
      .click();
    const invoice = page.getByRole('dialog', { name: /^Factura F-\d{6}$/ });
    await invoice.getByRole('button', { name: `Confirmar recibido ${orderNumber}` }).click();
    await page
      .getByRole('dialog', { name: /a 'Recibido'\?/ })
      .getByRole('button', { name: 'Confirmar recibido' })
      .click();
    await expect(page.getByText(`Orden ${orderNumber}: estado cambiado a Recibido`)).toBeVisible();

    await storeSession(page, seller);
    await expectBalance(page, { pending: 0, available: net, inTransit: 0, paid: 0 });
    const release = movement(page, 'Liberación');
    await expect(release).toContainText(minus(net));
    await expect(release).toContainText(plus(net));
  });

  test("a seller refunds a sale before shipping it; the buyer's invoice says 'Reembolsado' and what was paid in the end, also on a phone", async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    // Two units at $ 300, paid through the API.
    const { seller, buyer, product, orderNumber, gross, net } = await soldViaApi(request, 'devuelve', {
      name: 'Sombrilla',
      price: 300,
      quantity: 2,
    });
    const { name } = product;

    await storeSession(page, seller);
    await expectBalance(page, { pending: net, available: 0, inTransit: 0, paid: 0 });
    await expect(movement(page, 'Venta')).toContainText(plus(net));

    // 'Reembolsar' in 'Ventas' offers all of it; the seller gives it all back.
    await page.goto('/userSales');
    const row = page
      .getByRole('grid', { name: 'Ventas realizadas' })
      .getByRole('row')
      .filter({ hasText: name });
    await row.getByRole('button', { name: `Reembolsar ${orderNumber}` }).click();
    const dialog = page.getByRole('dialog', { name: `Reembolsar la orden ${orderNumber}` });
    await expect(dialog.getByLabel('Importe a reembolsar')).toHaveValue('600,00');
    // The reason is asked for.
    await dialog.getByRole('button', { name: 'Reembolsar' }).click();
    await expect(dialog.getByText('El motivo debe tener entre 3 y 300 caracteres')).toBeVisible();
    await dialog.getByLabel('Motivo').fill('Me quedé sin el color pedido');
    // The dialog on a phone.
    await page.setViewportSize({ width: 375, height: 812 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoSeriousA11yIssues(page, '[role="dialog"]', 'refund dialog, 375 px');
    await page.screenshot({ path: artifact('money-refund-dialog-375.png') });
    await page.setViewportSize({ width: 1366, height: 900 });
    await dialog.getByRole('button', { name: 'Reembolsar' }).click();
    await expect(page.getByText(`Orden ${orderNumber}: reembolsados ${formatMoney(gross)}`)).toBeVisible();
    await expect(row.getByTestId('refunded')).toHaveText(`Reembolsado ${formatMoney(gross)}`);
    await expect(row.getByRole('button', { name: `Reembolsar ${orderNumber}` })).toHaveCount(0);
    await page.screenshot({ path: artifact('money-sales-refunded-1366.png') });

    // Nothing is left pending; the movements say why.
    await expectBalance(page, { pending: 0, available: 0, inTransit: 0, paid: 0 });
    await expect(movement(page, 'Reembolso')).toContainText(minus(net));

    // 'Mi dinero' on a phone: the figures two by two, the grid scrolls inside itself.
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(page.getByTestId('balance-pending')).toBeInViewport();
    await expect(movement(page, 'Venta')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoSeriousA11yIssues(page, undefined, "'Mi dinero', 375 px");
    await page.screenshot({ path: artifact('money-my-money-375.png'), fullPage: true });

    // The buyer's invoice, one card per line on a phone, says it was refunded.
    await signInWith(page, buyer, '/userInvoices');
    await page
      .getByRole('button', { name: /^Ver detalles F-\d{6}$/ })
      .first()
      .click();
    const card = page.getByRole('dialog', { name: /^Factura F-\d{6}$/ }).getByRole('listitem', { name });
    await expect(card.getByTestId('refunded')).toHaveText(`Reembolsado ${formatMoney(gross)}`);
    // Under the total: what went back, and that nothing was paid in the end.
    await expect(page.getByTestId('invoice-refunds')).toContainText(`Reembolsado: ${formatMoney(gross)}`);
    await expect(page.getByTestId('invoice-refunds')).toContainText(`Pagado al final: ${formatMoney(0)}`);
    await page.screenshot({ path: artifact('money-invoice-refunded-375.png') });

    // Nothing remains to refund, and the server says so to anyone who asks again.
    const again = await request.post(`/api/orders/${orderNumber}/refunds`, {
      headers: { 'auth-token': seller.token },
      data: { amountCents: 100, reason: 'Otra vez' },
    });
    expect(again.status()).toBe(409);
    expect(await again.json()).toEqual({ msg: 'Esta orden ya fue reembolsada por completo' });
  });
});
