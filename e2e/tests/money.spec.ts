import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yIssues } from './support/a11y';
import { ADMIN, loginViaApi, newUser, registerViaApi, type Session, signInWith } from './support/accounts';
import { searchGrid } from './support/back-office';
import { formatMoney, parseMoney } from './support/catalog';
import { addAddressViaApi, payCart } from './support/checkout';
import { publishProductViaApi, shipInDialog } from './support/orders';

const artifact = (name: string) => fileURLToPath(new URL(`../.artifacts/${name}`, import.meta.url));

/** A CBU whose check digits are right (a published Banco Macro one) and the same with its last digit changed. */
const GOOD_CBU = '2850590940090418135201';
const BAD_CBU = '2850590940090418135202';

interface Commissions {
  defaultRate: number;
  categories: { categoryId: number; categoryName: string; rate: number | null }[];
}

async function account(request: APIRequestContext, prefix: string): Promise<Session> {
  const user = newUser(prefix);
  await registerViaApi(request, user);
  return loginViaApi(request, user.userName, user.password);
}

async function adminSession(request: APIRequestContext): Promise<Session> {
  return { ...(await loginViaApi(request, ADMIN.email, ADMIN.password)), root: true };
}

/**
 * Signs the administrator in where another person was: the page loaded under the previous
 * session may still be asking the server whether that one was root, and its 'no' would land on
 * the administrator's stored session. Done once the header shows the back office's button again.
 */
async function signInAsAdmin(page: Page, admin: Session): Promise<void> {
  await signInWith(page, admin);
  await expect(page.getByRole('link', { name: 'Administración', exact: true })).toBeVisible();
}

async function commissions(request: APIRequestContext, token: string): Promise<Commissions> {
  const response = await request.get('/api/commissions', { headers: { 'auth-token': token } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Commissions;
}

/** The first category (the one publishProductViaApi files products under) and its rate in percent. */
async function firstCategory(request: APIRequestContext, token: string) {
  const [category] = (await (await request.get('/api/categories')).json()) as { id: number; name: string }[];
  if (!category) throw new Error('the demo catalog should have categories');
  const rates = await commissions(request, token);
  const own = rates.categories.find((c) => c.categoryId === category.id)?.rate ?? null;
  return { ...category, ratePercent: own ?? rates.defaultRate };
}

/** The shop's commission on a sale, counted here on its own: the rate of the price, to the cent, half up. */
const commissionOn = (grossCents: number, ratePercent: number) =>
  Math.round((grossCents * Math.round(ratePercent * 100)) / 10_000);

/** `buyer` puts `quantity` of a product in the cart and pays it in the sandbox checkout, in the browser. */
async function buy(
  page: Page,
  request: APIRequestContext,
  buyer: Session,
  productId: number,
  quantity = 1,
): Promise<void> {
  const added = await request.post('/api/shoppingCart', {
    data: { productId, quantity },
    headers: { 'auth-token': buyer.token },
  });
  expect(added.status(), await added.text()).toBe(200);
  await signInWith(page, buyer);
  await page.goto('/cart');
  await payCart(page);
}

/** The seller's sales as the API lists them, newest first. */
async function salesOf(request: APIRequestContext, seller: Session) {
  const response = await request.get('/api/sales/user', { headers: { 'auth-token': seller.token } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { items: { orderNumber: string; product: { name: string } }[] }).items;
}

interface Figures {
  pending: number;
  available: number;
  inTransit: number;
  paid: number;
}

/** /mi-dinero's four figures. */
async function expectBalance(page: Page, figures: Figures): Promise<void> {
  await page.goto('/mi-dinero');
  // The screen's chunk and its grid: slow to appear on a busy two-core machine running the suite.
  await expect(page.getByRole('heading', { level: 1, name: 'Mi dinero' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('balance-pending')).toHaveText(formatMoney(figures.pending));
  await expect(page.getByTestId('balance-available')).toHaveText(formatMoney(figures.available));
  await expect(page.getByTestId('balance-in-transit')).toHaveText(formatMoney(figures.inTransit));
  await expect(page.getByTestId('balance-paid')).toHaveText(formatMoney(figures.paid));
}

/** The row of 'Movimientos' whose kind is `kind`, exactly. */
function movement(page: Page, kind: string) {
  const grid = page.getByRole('grid', { name: 'Movimientos' });
  return grid.getByRole('row').filter({ has: page.getByRole('gridcell', { name: kind, exact: true }) });
}

/** The signed amount a movement's column shows: '+$ 850,00', '-$ 100,50'. */
const plus = (cents: number) => `+${formatMoney(cents)}`;
const minus = (cents: number) => `-${formatMoney(cents)}`;

async function downloadText(page: Page, click: () => Promise<void>): Promise<{ name: string; text: string }> {
  const downloading = page.waitForEvent('download');
  await click();
  const download = await downloading;
  return { name: download.suggestedFilename(), text: await readFile((await download.path()) ?? '', 'utf8') };
}

/**
 * A seller with a payout account and a sale of $ 35.000 available to pay (sold in the sandbox,
 * shipped and received), all through the API: what a payout needs, made by the test that needs it.
 */
async function availableSaleViaApi(request: APIRequestContext, prefix: string) {
  const seller = await account(request, prefix);
  const buyer = await account(request, 'compra');
  const category = await firstCategory(request, seller.token);
  const sellerHeaders = { 'auth-token': seller.token };
  const buyerHeaders = { 'auth-token': buyer.token };
  const saved = await request.put('/api/money/payout-account', {
    headers: sellerHeaders,
    data: { holderName: 'Rebota Pérez', cbu: GOOD_CBU },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  // A sale of $ 35.000 paid in the sandbox, shipped and received, all through the API.
  const product = await publishProductViaApi(request, seller.token, {
    name: `Carpa ${Date.now().toString(36)}`,
    price: 35_000,
    discount: 0,
    stock: 2,
  });
  const net = 3_500_000 - commissionOn(3_500_000, category.ratePercent);
  const added = await request.post('/api/shoppingCart', {
    data: { productId: product.id, quantity: 1 },
    headers: buyerHeaders,
  });
  expect(added.status(), await added.text()).toBe(200);
  await addAddressViaApi(request, buyer.token);
  const checkout = await request.post('/api/checkout', { headers: buyerHeaders });
  expect(checkout.status(), await checkout.text()).toBe(200);
  const { id } = (await checkout.json()) as { id: string };
  const paid = await request.post(`/api/checkout/${id}/sandbox/pay`, { data: { decision: 'approve' } });
  expect(paid.status(), await paid.text()).toBe(200);
  const [sale] = await salesOf(request, seller);
  for (const [data, headers] of [
    [{ status: 'shipped', carrier: 'andreani', trackingNumber: 'AND-1234' }, sellerHeaders],
    [{ status: 'received' }, buyerHeaders],
  ] as const) {
    const moved = await request.put(`/api/orders/${sale?.orderNumber}/status`, { headers, data });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  const balance = async () =>
    (await (await request.get('/api/money/balance', { headers: sellerHeaders })).json()) as {
      availableCents: number;
      inTransitCents: number;
    };
  expect(await balance()).toMatchObject({ availableCents: net, inTransitCents: 0 });
  return { seller, net, balance };
}

test.describe("sellers get paid: 'Mi dinero', refunds and payouts", () => {
  test("a seller follows one sale in 'Mi dinero': pending, available once received, less a refund, then paid", async ({
    browser,
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 1366, height: 900 });
    const seller = await account(request, 'cobra');
    const buyer = await account(request, 'compra');
    const admin = await adminSession(request);
    const category = await firstCategory(request, seller.token);

    // The seller gives the account to be paid to in the profile; a CBU with wrong check digits is refused here.
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

    // 'Recibirás' under the price follows what the seller types, at the category's rate.
    await page.goto('/create');
    await page.getByLabel('Precio (USD)').fill('48000');
    await page.getByRole('combobox', { name: 'Categoría' }).click();
    await page.getByRole('option', { name: category.name, exact: true }).click();
    const rateText = `${String(category.ratePercent).replace('.', ',')} %`;
    const receive = page.getByTestId('you-will-receive');
    await expect(receive).toHaveText(
      `Recibirás ${formatMoney(4_800_000 - commissionOn(4_800_000, category.ratePercent))} por unidad · Comisión de Bazar: ${rateText}`,
    );
    await page.getByLabel('Descuento (%)').fill('10');
    await expect(receive).toHaveText(
      `Recibirás ${formatMoney(4_320_000 - commissionOn(4_320_000, category.ratePercent))} por unidad · Comisión de Bazar: ${rateText}`,
    );
    await page.screenshot({ path: artifact('money-you-will-receive.png') });

    // One unit at $ 48.000, no discount, in the first category.
    const name = `Bicicleta ${Date.now().toString(36)}`;
    const product = await publishProductViaApi(request, seller.token, {
      name,
      price: 48_000,
      discount: 0,
      stock: 3,
    });
    const gross = 4_800_000;
    const commission = commissionOn(gross, category.ratePercent);
    const net = gross - commission;
    await buy(page, request, buyer, product.id);
    const [sale] = await salesOf(request, seller);
    const orderNumber = sale?.orderNumber ?? '';
    expect(orderNumber).toMatch(/^P-\d{6,}$/);

    // Sold: the net is pending until the buyer has it.
    await signInWith(page, seller);
    await expectBalance(page, { pending: net, available: 0, inTransit: 0, paid: 0 });
    const saleRow = movement(page, 'Venta');
    await expect(saleRow).toHaveCount(1);
    await expect(saleRow).toContainText(formatMoney(gross));
    await expect(saleRow).toContainText(`${formatMoney(commission)} (${rateText})`);
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
    await signInWith(page, buyer);
    await page.goto('/userInvoices');
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
    await expect(page.getByText(`Orden ${orderNumber}: estado cambiado a 'Recibido'`)).toBeVisible();

    await signInWith(page, seller);
    await expectBalance(page, { pending: 0, available: net, inTransit: 0, paid: 0 });
    const release = movement(page, 'Liberación');
    await expect(release).toContainText(minus(net));
    await expect(release).toContainText(plus(net));

    // The administrator refunds part of it from the back office: the amount typed with a point
    // for thousands and a comma for cents; too much, or a wrong number, is refused first.
    const refund = 1_200_050;
    await signInAsAdmin(page, admin);
    await page.goto('/admin/ordenes');
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
    await dialog.getByLabel('Motivo').fill('Llegó con el cuadro rayado');
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
    await expect(page.getByText(`Orden ${orderNumber}: reembolsados ${formatMoney(refund)}`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(orders.getByTestId('refunded')).toHaveText(`Reembolsado ${formatMoney(refund)}`);
    await page.screenshot({ path: artifact('money-admin-orders-refunded-1366.png') });

    // The buyer's invoice says so on the line.
    await signInWith(page, buyer);
    await page.goto('/userInvoices');
    await page
      .getByRole('button', { name: /^Ver detalles F-\d{6}$/ })
      .first()
      .click();
    await expect(
      page
        .getByRole('dialog', { name: /^Factura F-\d{6}$/ })
        .getByRole('row')
        .filter({ hasText: name }),
    ).toContainText(`Reembolsado ${formatMoney(refund)}`);

    // The seller gives back the refund less its share of the commission, from what was available.
    const commissionBack = Math.round((commission * refund) / gross);
    const available = net - (refund - commissionBack);
    await signInWith(page, seller);
    await expectBalance(page, { pending: 0, available, inTransit: 0, paid: 0 });
    const refundRow = movement(page, 'Reembolso');
    await expect(refundRow).toContainText(formatMoney(refund));
    await expect(refundRow).toContainText(minus(refund - commissionBack));

    // The administrator pays the sellers with at least $ 30.000 available: this one, chosen.
    await signInAsAdmin(page, admin);
    await page.goto('/admin/');
    await page
      .getByRole('navigation', { name: 'Menú de administración' })
      .getByRole('link', { name: 'Pagos a vendedores' })
      .click();
    await expect(page).toHaveURL(/\/admin\/pagos$/);
    const payable = page.waitForResponse((r) => new URL(r.url()).searchParams.get('minCents') === '3000000');
    await page.getByLabel('Monto mínimo').fill('30.000');
    await payable;
    const sellerRow = page
      .getByRole('grid', { name: 'Pagos a vendedores' })
      .getByRole('row')
      .filter({ hasText: seller.userName });
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
    await signInWith(sellerPage, seller);
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
        .filter({ hasText: `Reembolso de ${formatMoney(refund)} de la orden ${orderNumber}` }),
    ).toContainText('Llegó con el cuadro rayado');
    await expect(
      audit
        .getByRole('row')
        .filter({ hasText: new RegExp(`Pago \\d+ a ${seller.userName} por .* marcado pagado`) }),
    ).toContainText(admin.userName);
    await expect(audit.getByRole('row').filter({ hasText: `Lote ${batchId}:` })).toContainText(
      'Lote de pagos',
    );
  });

  test("a seller refunds a sale before shipping it; the buyer's invoice says 'Reembolsado', also on a phone", async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1366, height: 900 });
    const seller = await account(request, 'devuelve');
    const buyer = await account(request, 'compra');
    const category = await firstCategory(request, seller.token);
    const name = `Sombrilla ${Date.now().toString(36)}`;
    const product = await publishProductViaApi(request, seller.token, {
      name,
      price: 300,
      discount: 0,
      stock: 5,
    });
    const gross = 60_000;
    const net = gross - commissionOn(gross, category.ratePercent);
    await buy(page, request, buyer, product.id, 2);
    const [sale] = await salesOf(request, seller);
    const orderNumber = sale?.orderNumber ?? '';

    await signInWith(page, seller);
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
    await expect(row.getByTestId('refunded')).toHaveText('Reembolsado');
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
    await signInWith(page, buyer);
    await page.goto('/userInvoices');
    await page
      .getByRole('button', { name: /^Ver detalles F-\d{6}$/ })
      .first()
      .click();
    const card = page.getByRole('dialog', { name: /^Factura F-\d{6}$/ }).getByRole('listitem', { name });
    await expect(card.getByTestId('refunded')).toHaveText('Reembolsado');
    await page.screenshot({ path: artifact('money-invoice-refunded-375.png') });

    // Nothing remains to refund, and the server says so to anyone who asks again.
    const again = await request.post(`/api/orders/${orderNumber}/refunds`, {
      headers: { 'auth-token': seller.token },
      data: { amountCents: 100, reason: 'Otra vez' },
    });
    expect(again.status()).toBe(409);
    expect(await again.json()).toEqual({ msg: 'Esta orden ya fue reembolsada por completo' });
  });

  test('the back office: money on the dashboard, commissions, payouts and the register at 1366 and 375 px, accessible', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const admin = await adminSession(request);
    // Its own sale and batch, so that the screens have money to show whatever ran before.
    const { seller } = await availableSaleViaApi(request, 'lote');
    const profile = await request.get('/api/user', { headers: { 'auth-token': seller.token } });
    const { id: sellerId } = (await profile.json()) as { id: number };
    const batch = await request.post('/api/admin/payouts/batches', {
      headers: { 'auth-token': admin.token },
      data: { sellerIds: [sellerId] },
    });
    expect(batch.status(), await batch.text()).toBe(201);
    const before = await commissions(request, admin.token);
    const last = before.categories.at(-1);
    if (!last) throw new Error('the demo catalog should have categories');

    await page.setViewportSize({ width: 1366, height: 900 });
    await signInAsAdmin(page, admin);
    await page.goto('/admin/');
    await expect(page.getByTestId('commission-earned')).toHaveText(/^US\$ [\d.]+,\d{2}$/);
    await expect(page.getByTestId('owed-to-sellers')).toHaveText(/^US\$ [\d.]+,\d{2}$/);
    await expect(page.getByText('Comisiones ganadas')).toBeVisible();
    await expect(page.getByText('Dinero de los vendedores')).toBeVisible();
    // The sale above left commission earned.
    expect(parseMoney((await page.getByTestId('commission-earned').textContent()) ?? '')).toBeGreaterThan(0);
    await page.screenshot({ path: artifact('money-dashboard-1366.png') });

    const menu = page.getByRole('navigation', { name: 'Menú de administración' });
    await menu.getByRole('link', { name: 'Comisiones' }).click();
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

    await menu.getByRole('link', { name: 'Pagos a vendedores' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Pagos a vendedores' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Lotes de pagos' })).toBeVisible();
    const batchLink = page.getByRole('link', { name: /^Ver el lote \d+$/ }).first();
    await expect(batchLink, 'the batch made above').toBeVisible();
    await expectNoSeriousA11yIssues(page, undefined, 'payouts, 1366 px');
    await page.screenshot({ path: artifact('money-payouts-1366.png'), fullPage: true });
    await batchLink.click();
    await expect(page).toHaveURL(/\/admin\/pagos\/\d+$/);
    await expect(page.getByRole('list', { name: 'Pagos' }).getByRole('listitem').first()).toBeVisible();
    await expectNoSeriousA11yIssues(page, undefined, 'payout batch, 1366 px');
    await page.screenshot({ path: artifact('money-batch-1366.png'), fullPage: true });

    await menu.getByRole('link', { name: 'Registro de dinero' }).click();
    await expect(page).toHaveURL(/\/admin\/registro-de-dinero$/);
    const register = page.getByRole('grid', { name: 'Registro de dinero' });
    await expect(register.getByRole('row').filter({ hasText: 'Comisiones' }).first()).toContainText(
      admin.userName,
    );
    await expectNoSeriousA11yIssues(page, undefined, 'money register, 1366 px');
    await page.screenshot({ path: artifact('money-audit-1366.png'), fullPage: true });

    // The same screens on a phone: the menu is a drawer, nothing scrolls sideways.
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
    await page
      .getByRole('link', { name: /^Ver el lote \d+$/ })
      .first()
      .click();
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
    await page.setViewportSize({ width: 1366, height: 900 });
    const admin = await adminSession(request);
    const { seller, net, balance } = await availableSaleViaApi(request, 'rebota');

    // A batch for this seller alone, then its payout marked failed.
    await signInAsAdmin(page, admin);
    await page.goto('/admin/pagos');
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
    expect(await balance()).toMatchObject({ availableCents: 0, inTransitCents: net });
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
    expect(await balance()).toMatchObject({ availableCents: net, inTransitCents: 0 });
  });
});
