import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yIssues } from './support/a11y';
import { signInWith, storeSession } from './support/accounts';
import {
  adminSession,
  balanceViaApi,
  payoutBatchViaApi,
  receiveViaApi,
  refundViaApi,
  savePayoutAccountViaApi,
  shipViaApi,
  userIdOf,
} from './support/api';
import { searchGrid, signInAsAdmin } from './support/back-office';
import { formatMoney, parseMoney } from './support/catalog';
import {
  availableSaleViaApi,
  commissions,
  downloadText,
  expectBalance,
  GOOD_CBU,
  minus,
  movement,
  plus,
  soldViaApi,
} from './support/money';

const artifact = (name: string) => fileURLToPath(new URL(`../.artifacts/${name}`, import.meta.url));

/** The administrator's partial refund of the $ 48.000 sale, typed as '12.000,50'. */
const REFUND = 1_200_050;
const REFUND_REASON = 'Llegó con el cuadro rayado';

/** The back office's menu. */
const adminMenu = (page: Page) => page.getByRole('navigation', { name: 'Menú de administración' });

// The administrator's side of the money: refunds, payouts, commissions and the register. The
// seller's side is in money-seller.spec.ts. Each test sells what it needs through the API.
test.describe("sellers get paid: the back office's refunds, payouts and commissions", () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test("the administrator refunds part of a received sale; the buyer's invoice and the seller's money say so", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const admin = await adminSession(request);
    // One unit at $ 48.000, paid, shipped and received, all through the API.
    const { seller, buyer, product, orderNumber, gross, commission, net } = await soldViaApi(
      request,
      'cobra',
      {
        name: 'Bicicleta',
        price: 48_000,
      },
    );
    await shipViaApi(request, seller, orderNumber);
    await receiveViaApi(request, buyer, orderNumber);

    // The amount typed with a point for thousands and a comma for cents; too much, or a wrong
    // number, is refused first.
    await signInAsAdmin(page, admin, '/admin/ordenes');
    await searchGrid(page, 'Buscar por número, producto o usuario', orderNumber);
    // The search leaves this order alone in the grid (which scrolls sideways to its last columns).
    const orders = page.getByRole('grid');
    await expect(orders.getByRole('row')).toHaveCount(2);
    await orders.getByRole('button', { name: `Reembolsar ${orderNumber}` }).click();
    const dialog = page.getByRole('dialog', { name: `Reembolsar la orden ${orderNumber}` });
    const amount = dialog.getByLabel('Importe a reembolsar');
    await expect(amount).toHaveValue('48000,00');
    await expect(dialog.getByText(`Se puede reembolsar hasta ${formatMoney(gross)}`)).toBeVisible();
    await amount.fill('50000');
    await dialog.getByLabel('Motivo').fill(REFUND_REASON);
    await dialog.getByRole('button', { name: 'Reembolsar' }).click();
    await expect(
      dialog.getByText(`El reembolso supera lo que queda por devolver de esta orden (${formatMoney(gross)})`),
    ).toBeVisible();
    await amount.fill('12,345');
    await expect(dialog.getByText('Escribe el importe en pesos, por ejemplo 1500 o 1500,50')).toBeVisible();
    await amount.fill('12.000,50');
    await expectNoSeriousA11yIssues(page, '[role="dialog"]', 'refund dialog');
    await page.screenshot({ path: artifact('money-refund-dialog-1366.png') });
    await dialog.getByRole('button', { name: 'Reembolsar' }).click();
    await expect(page.getByText(`Orden ${orderNumber}: reembolsados ${formatMoney(REFUND)}`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(orders.getByTestId('refunded')).toHaveText(
      `Reembolsado ${formatMoney(REFUND)} de ${formatMoney(gross)}`,
    );
    await page.screenshot({ path: artifact('money-admin-orders-refunded-1366.png') });

    // The buyer's invoice says so on the line.
    await signInWith(page, buyer, '/userInvoices');
    await page
      .getByRole('button', { name: /^Ver detalles F-\d{6}$/ })
      .first()
      .click();
    await expect(
      page
        .getByRole('dialog', { name: /^Factura F-\d{6}$/ })
        .getByRole('row')
        .filter({ hasText: product.name }),
    ).toContainText(`Reembolsado ${formatMoney(REFUND)} de ${formatMoney(gross)}`);

    // The seller gives back the refund less its share of the commission, from what was available.
    const commissionBack = Math.round((commission * REFUND) / gross);
    const available = net - (REFUND - commissionBack);
    await storeSession(page, seller);
    await expectBalance(page, { pending: 0, available, inTransit: 0, paid: 0 });
    const refundRow = movement(page, 'Reembolso');
    await expect(refundRow).toContainText(formatMoney(REFUND));
    await expect(refundRow).toContainText(minus(REFUND - commissionBack));
  });

  test("the administrator pays a chosen seller: a batch, the bank's CSV and 'Marcar pagado'; the seller sees it in transit, then paid", async ({
    browser,
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const admin = await adminSession(request);
    // A seller with a payout account and what is left of a $ 48.000 sale after the refund above:
    // paid, shipped, received and partly refunded, all through the API.
    const { seller, buyer, orderNumber, gross, commission, net } = await soldViaApi(request, 'cobra', {
      name: 'Bicicleta',
      price: 48_000,
    });
    await savePayoutAccountViaApi(request, seller, {
      holderName: 'Lucía Fernández',
      cbu: GOOD_CBU,
      alias: 'lucia.cobra',
    });
    await shipViaApi(request, seller, orderNumber);
    await receiveViaApi(request, buyer, orderNumber);
    await refundViaApi(request, admin, orderNumber, REFUND, REFUND_REASON);
    const available = net - (REFUND - Math.round((commission * REFUND) / gross));
    expect(await balanceViaApi(request, seller)).toMatchObject({
      availableCents: available,
      inTransitCents: 0,
    });

    // The administrator pays the sellers with at least $ 30.000 available: this one, chosen.
    await signInAsAdmin(page, admin, '/admin/');
    await adminMenu(page).getByRole('link', { name: 'Pagos a vendedores' }).click();
    await expect(page).toHaveURL(/\/admin\/pagos$/);
    const payable = page.waitForResponse((r) => new URL(r.url()).searchParams.get('minCents') === '3000000');
    await page.getByLabel('Monto mínimo').fill('30.000');
    await payable;
    // Among every seller with money, the administrator finds this one by part of their name:
    // the server filters and pages, and the grid shows that seller alone.
    await searchGrid(page, 'Buscar vendedor (usuario, e-mail o apellido)', seller.userName.slice(1));
    const payableRows = page
      .getByRole('grid', { name: 'Pagos a vendedores' })
      .getByRole('row')
      .filter({ has: page.getByRole('checkbox') });
    await expect(payableRows).toHaveCount(1);
    const sellerRow = payableRows.filter({ hasText: seller.userName });
    await expect(sellerRow).toContainText(formatMoney(available));
    await expect(sellerRow).toContainText('Lucía Fernández');
    await expect(sellerRow).toContainText(`CBU/CVU ${GOOD_CBU} · Alias lucia.cobra`);
    await sellerRow.getByRole('checkbox', { name: `Elegir a ${seller.userName}` }).check();
    await expect(page.getByRole('radio', { name: 'Vendedores elegidos (1)' })).toBeChecked();
    await expectNoSeriousA11yIssues(page, undefined, 'payouts with a seller to pay, 1366 px');
    await page.screenshot({ path: artifact('money-payouts-chosen-1366.png'), fullPage: true });
    await page.getByRole('button', { name: 'Crear lote de pagos' }).click();
    const ask = page.getByRole('dialog', { name: '¿Crear el lote de pagos?' });
    await ask.getByRole('button', { name: 'Crear lote de pagos' }).click();
    await expect(page.getByText(`Lote creado: 1 pagos por ${formatMoney(available)}`)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/pagos\/\d+$/);
    const batchId = Number(/\/admin\/pagos\/(\d+)$/.exec(page.url())?.[1]);
    await expect(page.getByRole('heading', { level: 2, name: `Lote ${batchId}` })).toBeVisible();
    await expect(page.getByTestId('batch-total')).toHaveText(formatMoney(available));

    // Until the transfer is confirmed, the seller sees it being paid (in a browser of their own:
    // a tab of the same one would share the administrator's stored session).
    const sellerBrowser = await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      locale: 'es-AR',
      viewport: { width: 1366, height: 900 },
    });
    const sellerPage = await sellerBrowser.newPage();
    await storeSession(sellerPage, seller);
    await expectBalance(sellerPage, { pending: 0, available: 0, inTransit: available, paid: 0 });
    await expect(movement(sellerPage, 'Pago')).toContainText(minus(available));
    await expect(movement(sellerPage, 'Pago')).toContainText(/Pago \d+/);

    // The bank's CSV, then 'Marcar pagado' (asked first).
    const payout = page.getByRole('listitem', { name: new RegExp(`^Pago \\d+: ${seller.userName}$`) });
    await expect(payout.getByTestId('payout-status')).toHaveText('Pendiente');
    const batchCsv = await downloadText(page, () =>
      page.getByRole('button', { name: 'Exportar CSV' }).click(),
    );
    expect(batchCsv.name).toBe(`lote-de-pagos-${batchId}.csv`);
    expect(batchCsv.text).toContain(GOOD_CBU);
    expect(batchCsv.text).toContain((available / 100).toFixed(2));
    await payout.getByRole('button', { name: /^Marcar pagado el pago \d+$/ }).click();
    const paidAsk = page.getByRole('dialog', {
      name: `¿Marcar pagado el pago de ${formatMoney(available)} a ${seller.userName}?`,
    });
    await paidAsk.getByRole('button', { name: 'Marcar pagado' }).click();
    await expect(page.getByText('Pago marcado como acreditado')).toBeVisible();
    await expect(payout.getByTestId('payout-status')).toHaveText('Pagado');
    await expect(payout.getByRole('button', { name: /Marcar/ })).toHaveCount(0);

    // Paid.
    await expectBalance(sellerPage, { pending: 0, available: 0, inTransit: 0, paid: available });
    await expect(movement(sellerPage, 'Pago acreditado')).toContainText(plus(available));
    await sellerPage.screenshot({ path: artifact('money-paid-1366.png'), fullPage: true });
    const movementsCsv = await downloadText(sellerPage, () =>
      sellerPage.getByRole('button', { name: 'Exportar CSV' }).click(),
    );
    expect(movementsCsv.name).toMatch(/\.csv$/);
    for (const kind of ['Venta', 'Liberación', 'Reembolso', 'Pago', 'Pago acreditado']) {
      expect(movementsCsv.text).toContain(`,${kind},`);
    }
    expect(movementsCsv.text).toContain(orderNumber);
    await sellerBrowser.close();

    // The back office's register names each step and who took it.
    await page.goto('/admin/registro-de-dinero');
    const audit = page.getByRole('grid', { name: 'Registro de dinero' });
    await expect(
      audit
        .getByRole('row')
        .filter({ hasText: `Reembolso de ${formatMoney(REFUND)} de la orden ${orderNumber}` }),
    ).toContainText(REFUND_REASON);
    await expect(
      audit
        .getByRole('row')
        .filter({ hasText: new RegExp(`Pago \\d+ a ${seller.userName} por .* marcado pagado`) }),
    ).toContainText(admin.userName);
    await expect(audit.getByRole('row').filter({ hasText: `Lote ${batchId}:` })).toContainText(
      'Lote de pagos',
    );
  });

  test('the dashboard shows the money; a wrong commission is named, a right one saved after a warning and registered', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const admin = await adminSession(request);
    // A sale of its own, so that the dashboard has commission to show whatever ran before.
    await availableSaleViaApi(request, 'lote');
    const before = await commissions(request, admin.token);
    // The last category: journeys sell in the first one (publishProductViaApi), whose rate they count on.
    const last = before.categories.at(-1);
    if (!last) throw new Error('the demo catalog should have categories');

    await signInAsAdmin(page, admin, '/admin/');
    await expect(page.getByTestId('commission-earned')).toHaveText(/^US\$ [\d.]+,\d{2}$/);
    await expect(page.getByTestId('owed-to-sellers')).toHaveText(/^US\$ [\d.]+,\d{2}$/);
    await expect(page.getByText('Comisiones ganadas')).toBeVisible();
    await expect(page.getByText('Dinero de los vendedores')).toBeVisible();
    // The sale above left commission earned.
    expect(parseMoney((await page.getByTestId('commission-earned').textContent()) ?? '')).toBeGreaterThan(0);
    await page.screenshot({ path: artifact('money-dashboard-1366.png') });

    await adminMenu(page).getByRole('link', { name: 'Comisiones' }).click();
    await expect(page).toHaveURL(/\/admin\/comisiones$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Comisiones' })).toBeVisible();
    const general = page.getByLabel('Comisión general (%)');
    await expect(general).toHaveValue(String(before.defaultRate).replace('.', ','));
    const usesGeneral = page.getByRole('checkbox', { name: `${last.categoryName}: usa la general` });
    const rate = page.getByRole('textbox', { name: `Comisión de ${last.categoryName} (%)` });
    await expect(usesGeneral).toBeChecked({ checked: last.rate === null });

    // A wrong rate is named; a right one is saved after the warning that it applies from now on.
    if (last.rate === null) await usesGeneral.uncheck();
    await rate.fill('120');
    await page.getByRole('button', { name: 'Guardar comisiones' }).click();
    await expect(
      page.getByText('La comisión debe ser un porcentaje entre 0 y 100 con hasta dos decimales'),
    ).toBeVisible();
    await rate.fill('12,5');
    await page.getByRole('button', { name: 'Guardar comisiones' }).click();
    const ask = page.getByRole('dialog', { name: '¿Guardar las comisiones?' });
    await expect(
      ask.getByText('Un cambio se aplica a las ventas hechas después de guardarlo, nunca a las anteriores.'),
    ).toBeVisible();
    await ask.getByRole('button', { name: 'Guardar comisiones' }).click();
    await expect(page.getByText('Comisiones guardadas: se aplican a las ventas desde ahora')).toBeVisible();
    const saved = await commissions(request, admin.token);
    expect(saved.categories.find((c) => c.categoryId === last.categoryId)?.rate).toBe(12.5);
    expect(saved.defaultRate).toBe(before.defaultRate);
    await expectNoSeriousA11yIssues(page, undefined, 'commissions, 1366 px');
    await page.screenshot({ path: artifact('money-commissions-1366.png'), fullPage: true });

    // Back as it was: the category uses the general rate again (or its own, as before).
    if (last.rate === null) await usesGeneral.check();
    else await rate.fill(String(last.rate).replace('.', ','));
    await page.getByRole('button', { name: 'Guardar comisiones' }).click();
    await ask.getByRole('button', { name: 'Guardar comisiones' }).click();
    await expect
      .poll(
        async () =>
          (await commissions(request, admin.token)).categories.find((c) => c.categoryId === last.categoryId)
            ?.rate,
      )
      .toBe(last.rate);

    // The register names the change and who made it.
    await adminMenu(page).getByRole('link', { name: 'Registro de dinero' }).click();
    await expect(page).toHaveURL(/\/admin\/registro-de-dinero$/);
    const register = page.getByRole('grid', { name: 'Registro de dinero' });
    await expect(register.getByRole('row').filter({ hasText: 'Comisiones' }).first()).toContainText(
      admin.userName,
    );
  });

  test('payouts, a batch and the money register at 1366 px, accessible', async ({ page, request }) => {
    test.setTimeout(120_000);
    const admin = await adminSession(request);
    // Its own sale and batch, so that the screens have money to show whatever ran before.
    const { seller } = await availableSaleViaApi(request, 'lote');
    const batch = await payoutBatchViaApi(request, admin, [await userIdOf(request, seller)]);

    await signInAsAdmin(page, admin, '/admin/');
    await adminMenu(page).getByRole('link', { name: 'Pagos a vendedores' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Pagos a vendedores' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Lotes de pagos' })).toBeVisible();
    const batchLink = page.getByRole('link', { name: `Ver el lote ${batch.id}` });
    await expect(batchLink, 'the batch made above').toBeVisible();
    await expectNoSeriousA11yIssues(page, undefined, 'payouts, 1366 px');
    await page.screenshot({ path: artifact('money-payouts-1366.png'), fullPage: true });
    await batchLink.click();
    await expect(page).toHaveURL(new RegExp(`/admin/pagos/${batch.id}$`));
    await expect(page.getByRole('list', { name: 'Pagos' }).getByRole('listitem').first()).toBeVisible();
    await expectNoSeriousA11yIssues(page, undefined, 'payout batch, 1366 px');
    await page.screenshot({ path: artifact('money-batch-1366.png'), fullPage: true });

    await adminMenu(page).getByRole('link', { name: 'Registro de dinero' }).click();
    await expect(page).toHaveURL(/\/admin\/registro-de-dinero$/);
    const register = page.getByRole('grid', { name: 'Registro de dinero' });
    await expect(register.getByRole('row').filter({ hasText: `Lote ${batch.id}:` })).toContainText(
      'Lote de pagos',
    );
    await expectNoSeriousA11yIssues(page, undefined, 'money register, 1366 px');
    await page.screenshot({ path: artifact('money-audit-1366.png'), fullPage: true });
  });

  test('the money screens on a phone: the menu is a drawer, nothing scrolls sideways, accessible', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const admin = await adminSession(request);
    const { seller } = await availableSaleViaApi(request, 'lote');
    const batch = await payoutBatchViaApi(request, admin, [await userIdOf(request, seller)]);

    await signInAsAdmin(page, admin);
    await page.setViewportSize({ width: 375, height: 812 });
    for (const [path, label] of [
      ['/admin/', 'dashboard'],
      ['/admin/comisiones', 'commissions'],
      ['/admin/pagos', 'payouts'],
      ['/admin/registro-de-dinero', 'audit'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      if (path === '/admin/comisiones') {
        await expect(page.getByRole('button', { name: 'Menú: Comisiones' })).toBeVisible();
        await expect(page.getByLabel('Comisión general (%)')).toBeVisible();
      }
      if (path === '/admin/pagos') {
        await expect(page.getByRole('button', { name: 'Menú: Pagos a vendedores' })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Crear lote de pagos' })).toBeVisible();
      }
      if (path === '/admin/registro-de-dinero') {
        await expect(page.getByRole('button', { name: 'Menú: Registro de dinero' })).toBeVisible();
        await expect(page.getByRole('grid', { name: 'Registro de dinero' })).toBeVisible();
      }
      if (path === '/admin/') await expect(page.getByTestId('owed-to-sellers')).toHaveText(/^US\$ /);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), label).toBeLessThanOrEqual(375);
      await expectNoSeriousA11yIssues(page, undefined, `${label}, 375 px`);
      await page.screenshot({ path: artifact(`money-${label}-375.png`), fullPage: true });
    }
    await page.goto('/admin/pagos');
    await page.getByRole('link', { name: `Ver el lote ${batch.id}` }).click();
    await expect(page.getByRole('list', { name: 'Pagos' }).getByRole('listitem').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoSeriousA11yIssues(page, undefined, 'payout batch, 375 px');
    await page.screenshot({ path: artifact('money-batch-375.png'), fullPage: true });
  });

  test("'Marcar fallido' asks what happened and gives the money back to the seller's available balance", async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const admin = await adminSession(request);
    const { seller, net } = await availableSaleViaApi(request, 'rebota');

    // A batch for this seller alone, then its payout marked failed.
    await signInAsAdmin(page, admin, '/admin/pagos');
    const payable = page.waitForResponse((r) => new URL(r.url()).searchParams.get('minCents') === '2500000');
    await page.getByLabel('Monto mínimo').fill('25000');
    await payable;
    await page.getByRole('checkbox', { name: `Elegir a ${seller.userName}` }).check();
    await page.getByRole('button', { name: 'Crear lote de pagos' }).click();
    await page
      .getByRole('dialog', { name: '¿Crear el lote de pagos?' })
      .getByRole('button', { name: 'Crear lote de pagos' })
      .click();
    await expect(page).toHaveURL(/\/admin\/pagos\/\d+$/);
    expect(await balanceViaApi(request, seller)).toMatchObject({ availableCents: 0, inTransitCents: net });
    const payout = page.getByRole('listitem', { name: new RegExp(`^Pago \\d+: ${seller.userName}$`) });
    await payout.getByRole('button', { name: /^Marcar fallido el pago \d+$/ }).click();
    const dialog = page.getByRole('dialog', { name: `Marcar fallido el pago a ${seller.userName}` });
    await expect(
      dialog.getByText(
        'El importe vuelve al saldo disponible del vendedor. Cuenta qué pasó con la transferencia.',
      ),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Marcar fallido' }).click();
    await expect(dialog.getByText('El motivo debe tener entre 3 y 300 caracteres')).toBeVisible();
    await dialog.getByLabel('Qué pasó').fill('El banco rechazó la transferencia: cuenta cerrada');
    await expectNoSeriousA11yIssues(page, '[role="dialog"]', 'fail dialog');
    await page.screenshot({ path: artifact('money-fail-dialog-1366.png') });
    await dialog.getByRole('button', { name: 'Marcar fallido' }).click();
    await expect(
      page.getByText('Pago marcado como fallido: el dinero volvió al saldo disponible del vendedor'),
    ).toBeVisible();
    await expect(payout.getByTestId('payout-status')).toHaveText('Fallido');
    await expect(payout).toContainText('El banco rechazó la transferencia: cuenta cerrada');
    await expect(payout.getByRole('button', { name: /Marcar/ })).toHaveCount(0);
    expect(await balanceViaApi(request, seller)).toMatchObject({ availableCents: net, inTransitCents: 0 });
  });
});
