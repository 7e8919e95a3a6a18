import { fileURLToPath } from 'node:url';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yIssues } from './support/a11y';
import { loginViaApi, type Session, signInWith } from './support/accounts';
import {
  adminSession,
  buyOneViaApi,
  newAccount,
  productOfNewSeller,
  publishProductViaApi,
  shipViaApi,
  uniqueName,
} from './support/api';
import { searchGrid, signInAsAdmin as signIn } from './support/back-office';
import { buyableProducts } from './support/cart';
import { SHIPPING_ADDRESS_LINE } from './support/checkout';

async function signInAsAdmin(page: Page, request: APIRequestContext, path = '/'): Promise<Session> {
  const admin = await adminSession(request);
  await signIn(page, admin, path);
  return admin;
}

/** A new buyer buys two units of a new seller's product through the API (the sandbox's 'Pagar'). */
async function purchaseViaApi(request: APIRequestContext, name: string) {
  const seller = await newAccount(request, 'vende');
  const product = await publishProductViaApi(request, seller.token, {
    name: uniqueName(name),
    price: 90,
    discount: 0,
    stock: 5,
  });
  const buyer = await newAccount(request, 'comprador');
  const { invoiceNumber, orderNumber } = await buyOneViaApi(request, buyer, product, 2);
  return { seller, product, buyer, invoiceNumber, orderNumber };
}

const artifact = (name: string) => fileURLToPath(new URL(`../.artifacts/${name}`, import.meta.url));

/** On the dashboard, every name of the sales-per-category chart lies inside its card. */
async function expectCategoryNamesInside(page: Page): Promise<void> {
  await page.goto('/admin/');
  const categories = page.getByRole('figure').filter({ hasText: 'Ventas por categoría' });
  await expect(categories.locator('svg text').first()).toBeVisible();
  const card = await categories.boundingBox();
  const labels = await categories
    .locator('svg text')
    .evaluateAll((texts) => texts.map((t) => t.getBoundingClientRect().toJSON() as DOMRect));
  expect(card).not.toBeNull();
  for (const label of labels) {
    expect(label.left).toBeGreaterThanOrEqual((card?.x ?? 0) - 1);
    expect(label.right).toBeLessThanOrEqual((card?.x ?? 0) + (card?.width ?? 0) + 1);
  }
}

/** No serious or critical accessibility violation on the current screen. */
const expectAccessible = (page: Page, screen: string) => expectNoSeriousA11yIssues(page, undefined, screen);

/** The back office's side menu. */
const adminMenu = (page: Page) => page.getByRole('navigation', { name: 'Menú de administración' });

test.describe('admin back office', () => {
  test('a visitor is sent to login and a signed-in non-root user to /404', async ({ page, request }) => {
    await page.goto('/admin/products');
    await expect(page).toHaveURL(/\/login$/);
    await signInWith(page, await newAccount(request, 'noadmin'), '/admin/');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByText('No se encontró la página.')).toBeVisible();
    // A forged root flag does not open the back office: the server's root check says no (the
    // session check or the admin layout's, whichever answers first, leaves the admin area).
    await page.evaluate(() => {
      const auth = JSON.parse(localStorage.getItem('bazar.auth') ?? '{}');
      localStorage.setItem('bazar.auth', JSON.stringify({ ...auth, root: true }));
    });
    await page.goto('/admin/users');
    await expect(page).toHaveURL(/\/(login|404)$/);
    await expect(adminMenu(page)).toHaveCount(0);
  });

  test('an administrator opens the dashboard, then users and products from the side menu, all accessible', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await signInAsAdmin(page, request);
    await page.getByRole('link', { name: 'Administración', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/$/);
    await expect(page.getByText('Órdenes', { exact: true }).first()).toBeVisible();
    await expect(page.getByTestId('stream-state')).toHaveText('En vivo');
    await expect(page.getByTestId('orders-quantity')).toHaveText(/^\d+$/);
    await expectAccessible(page, 'dashboard');
    // The sales per day are dated as Argentines read them: 28/11 under the chart's axis.
    const perDay = page.locator('figure').filter({ hasText: 'Ventas por día (últimos 30 días)' });
    const ticks = perDay.locator('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel');
    await expect(ticks.first()).toBeVisible();
    for (const tick of await ticks.allTextContents()) expect(tick).toMatch(/^\d{2}\/\d{2}$/);
    await perDay.screenshot({ path: artifact('dashboard-sales-per-day.png') });

    for (const [label, path, heading] of [
      ['Usuarios', /\/admin\/users$/, 'Usuarios'],
      ['Productos', /\/admin\/products$/, 'Productos'],
    ] as const) {
      await adminMenu(page).getByRole('link', { name: label }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
      await expect(page.getByRole('grid')).toBeVisible();
      await expectAccessible(page, label);
    }

    // 13 products a page, searched on the server.
    await expect(page.getByRole('grid').getByRole('row')).toHaveCount(14);
    await page.getByLabel('Buscar por nombre o ID').fill('zzzz-no-existe');
    await expect(page.getByRole('grid').getByRole('row')).toHaveCount(1);
  });

  test('an administrator opens orders, invoices and undelivered messages from the side menu, all accessible', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await signInAsAdmin(page, request, '/admin/');
    for (const [label, path, heading] of [
      ['Órdenes', /\/admin\/ordenes$/, 'Órdenes'],
      ['Facturas', /\/admin\/facturas$/, 'Facturas'],
      ['Mensajes no entregados', /\/admin\/mensajes$/, 'Mensajes no entregados'],
    ] as const) {
      await adminMenu(page).getByRole('link', { name: label }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
      await expect(page.getByRole('grid')).toBeVisible();
      await expectAccessible(page, label);
    }
  });

  test('an administrator edits a user, bans and unbans them', async ({ page, request }) => {
    test.setTimeout(90_000);
    const { user } = await newAccount(request, 'editar');
    await signInAsAdmin(page, request, '/admin/users');
    // The grid sorts on the server: by user name, A first (compared by first letter, which every
    // collation agrees on).
    const sorted = page.waitForResponse((r) => /\/api\/user\/all\?.*sort=userName/.test(r.url()));
    await page.getByRole('columnheader', { name: 'Usuario' }).click();
    expect((await sorted).status()).toBe(200);
    const initials = async () =>
      (await page.getByRole('grid').getByRole('link').allTextContents()).map(
        (n) => n[0]?.toLowerCase() ?? '',
      );
    await expect
      .poll(async () => {
        const letters = await initials();
        return letters.length > 1 && letters.join() === [...letters].sort().join();
      })
      .toBe(true);
    await searchGrid(page, 'Buscar por usuario o correo', user.userName);
    await expect(page.getByRole('grid').getByRole('row')).toHaveCount(2);
    // Roles in Spanish, in the grid and in the detail.
    await expect(page.getByRole('grid').getByRole('row').filter({ hasText: user.userName })).toContainText(
      'Usuario',
    );
    await page.getByRole('grid').getByRole('link', { name: user.userName }).click();
    await expect(page).toHaveURL(/\/admin\/users\/\d+$/);
    await expect(page.getByRole('definition').filter({ hasText: /^Usuario$/ })).toBeVisible();
    await expectAccessible(page, 'user detail');

    await page.getByLabel('Nombre', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByText('por favor llene los datos correctamente').first()).toBeVisible();
    await page.getByLabel('Nombre', { exact: true }).fill('Renata');
    await page.getByLabel('Teléfono').fill('1144556677');
    await page.getByLabel('Dirección').fill('Av. Corrientes 1234');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByText('se cambiaron los datos correctamente')).toBeVisible();

    // Banning asks first; 'Cancelar' leaves the user as they were.
    await page.getByRole('button', { name: 'Bannear' }).click();
    const ask = page.getByRole('dialog', { name: `¿Bannear a ${user.userName}?` });
    await expect(ask).toBeVisible();
    await expectAccessible(page, 'ban confirmation');
    await page.screenshot({ path: artifact('admin-ban-confirm.png') });
    await ask.getByRole('button', { name: 'Cancelar' }).click();
    await expect(ask).toBeHidden();
    expect((await loginViaApi(request, user.userName, user.password)).token).toBeTruthy();
    await page.getByRole('button', { name: 'Bannear' }).click();
    await ask.getByRole('button', { name: 'Bannear' }).click();
    await expect(page.getByText('Usuario suspendido')).toBeVisible();
    await expect(page.getByText('Baneado', { exact: true })).toBeVisible();
    const refused = await request.post('/api/login', {
      data: { userOrEmail: user.userName, password: user.password },
    });
    expect(refused.status()).not.toBe(200);
    await page.getByRole('button', { name: 'Desbanear' }).click();
    await expect(page.getByRole('button', { name: 'Bannear' })).toBeVisible();
    const again = await loginViaApi(request, user.userName, user.password);
    const profile = await request.get('/api/user', { headers: { 'auth-token': again.token } });
    expect(await profile.json()).toMatchObject({ firstName: 'Renata', phone: '1144556677' });
  });

  test('an administrator deactivates and reactivates a product, checked on the storefront', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(90_000);
    const product = await productOfNewSeller(request, {
      name: 'Reloj de pared',
      price: 70,
      discount: 0,
      stock: 3,
    });
    await signInAsAdmin(page, request, '/admin/products');
    await searchGrid(page, 'Buscar por nombre o ID', String(product.id));
    await expect(page.getByRole('grid').getByRole('row')).toHaveCount(2);
    await page.getByRole('grid').getByRole('link', { name: product.name }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/products/${product.id}$`));
    await expect(page.getByTestId('product-active')).toHaveText('Sí');
    await expectAccessible(page, 'product detail');

    const shopper = await browser.newPage();
    await page.getByRole('button', { name: 'DesActivar' }).click();
    const ask = page.getByRole('dialog', { name: `¿DesActivar ${product.name}?` });
    await ask.getByRole('button', { name: 'DesActivar' }).click();
    await expect(page.getByText('Producto desactivado con éxito')).toBeVisible();
    await expect(page.getByTestId('product-active')).toHaveText('No');
    await shopper.goto(`/product/${product.id}`);
    await expect(shopper.getByText(product.name, { exact: true })).toHaveCount(0);

    // Activating hides nothing: no question, and the toast names what was done.
    await page.getByRole('button', { name: 'Activar' }).click();
    await expect(page.getByText('Producto activado con éxito')).toBeVisible();
    await expect(page.getByTestId('product-active')).toHaveText('Sí');
    await shopper.goto(`/product/${product.id}`);
    await expect(shopper.getByRole('heading', { name: product.name }).first()).toBeVisible();
    await shopper.close();
  });

  test('the dashboard updates live on a purchase elsewhere, never reloaded', async ({ page, request }) => {
    test.setTimeout(90_000);
    await signInAsAdmin(page, request, '/admin/');
    await expect(page.getByTestId('stream-state')).toHaveText('En vivo');
    const ordersBefore = Number(await page.getByTestId('orders-quantity').textContent());
    const unitsBefore = Number(await page.getByTestId('sales-quantity').textContent());

    // A buyer pays two units elsewhere (through the API) while the dashboard stays open.
    const { product } = await purchaseViaApi(request, 'Cafetera italiana');

    // Another journey may be buying at the same time, so the figures grow by at least this sale;
    // the product's name, used by nobody else, proves that this very sale reached the screen.
    await expect(page.getByTestId('last-orders').getByText(product.name).first()).toBeVisible();
    const figure = async (id: string) => Number(await page.getByTestId(id).textContent());
    await expect.poll(() => figure('orders-quantity')).toBeGreaterThanOrEqual(ordersBefore + 1);
    await expect.poll(() => figure('sales-quantity')).toBeGreaterThanOrEqual(unitsBefore + 2);
    await page.screenshot({ path: artifact('admin-dashboard.png'), fullPage: true });
  });

  test("an order is found by its buyer's name, shows its payment and address, is shipped, and the grid filters by status", async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const { buyer, invoiceNumber } = await purchaseViaApi(request, 'Cafetera italiana');
    await signInAsAdmin(page, request, '/admin/');

    // The order: found by the buyer's name, its detail, a status change.
    await adminMenu(page).getByRole('link', { name: 'Órdenes' }).click();
    await searchGrid(page, 'Buscar por número, producto o usuario', buyer.userName);
    await expect(page.getByRole('grid').getByRole('row')).toHaveCount(2);
    await page
      .getByRole('grid')
      .getByRole('link', { name: /^P-\d+$/ })
      .click();
    await expect(page).toHaveURL(/\/admin\/ordenes\/P-\d+$/);
    await expect(page.getByText(invoiceNumber)).toBeVisible();
    await expect(page.getByRole('link', { name: buyer.userName })).toBeVisible();
    await expect(page.getByTestId('order-status')).toHaveText('Recepción');
    await expectAccessible(page, 'order detail');
    // The payment in Spanish, not the provider's raw codes; the address the buyer chose.
    await expect(page.getByText(/Pago de prueba · Aprobado \(operación /)).toBeVisible();
    await expect(page.getByTestId('shipping-address')).toContainText(SHIPPING_ADDRESS_LINE);
    await page.getByRole('button', { name: 'Marcar en camino' }).click();
    const ask = page.getByRole('dialog', { name: /^Enviar la orden P-\d+$/ });
    await ask.getByLabel('Correo').selectOption({ label: 'Andreani' });
    await ask.getByLabel('Número de seguimiento').fill('AND-55667788');
    await ask.getByRole('button', { name: 'Marcar en camino' }).click();
    await expect(page.getByText(/Orden P-\d+: estado cambiado a en camino/)).toBeVisible();
    await expect(page.getByTestId('order-status')).toHaveText('en camino');

    // The orders grid filters by status on the server.
    await adminMenu(page).getByRole('link', { name: 'Órdenes' }).click();
    await searchGrid(page, 'Buscar por número, producto o usuario', buyer.userName);
    await expect(page.getByRole('grid').getByRole('row')).toHaveCount(2);
    await page.getByRole('combobox', { name: 'Estado' }).click();
    await page.getByRole('option', { name: 'Recepción' }).click();
    await expect(page.getByRole('grid').getByRole('row')).toHaveCount(1);
    await page.getByRole('combobox', { name: 'Estado' }).click();
    await page.getByRole('option', { name: 'en camino' }).click();
    await expect(page.getByRole('grid').getByRole('row')).toHaveCount(2);
  });

  test('an invoice is found by its number: its modal with the lines and status, and the PDF named after it', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    // Bought and shipped (Andreani) through the API.
    const { seller, product, buyer, invoiceNumber, orderNumber } = await purchaseViaApi(
      request,
      'Cafetera italiana',
    );
    await shipViaApi(request, seller, orderNumber);

    // The invoice: its modal with the lines and the PDF named after its number.
    await signInAsAdmin(page, request, '/admin/');
    await adminMenu(page).getByRole('link', { name: 'Facturas' }).click();
    await searchGrid(page, 'Buscar por número, usuario o correo', invoiceNumber);
    const row = page.getByRole('grid').getByRole('row').filter({ hasText: invoiceNumber });
    await expect(row).toContainText(buyer.userName);
    await row.getByRole('button', { name: `Ver detalles de ${invoiceNumber}` }).click();
    const dialog = page.getByRole('dialog', { name: `Factura ${invoiceNumber}` });
    await expect(dialog.getByText(product.name)).toBeVisible();
    await expect(dialog.getByText(/Total Monto/)).toBeVisible();
    await expect(dialog.getByText('en camino')).toBeVisible();
    await expectAccessible(page, 'invoice modal');
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Descargar PDF' }).click();
    expect((await download).suggestedFilename()).toBe(`${invoiceNumber}.pdf`);
  });

  test('on a phone the admin menu is a drawer; on a desktop the area lines up with the header', async ({
    page,
    request,
  }) => {
    // Four screens, two of them at two sizes, with axe: more than the default 30 s on a busy machine.
    test.setTimeout(90_000);
    await signInAsAdmin(page, request);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/admin/users');
    await expect(page.getByRole('grid')).toBeVisible();
    // The menu does not take the first screen: the grid is there, the menu behind a button.
    await expect(page.getByRole('navigation', { name: 'Menú de administración' })).toBeHidden();
    await expect(page.getByRole('grid')).toBeInViewport();
    await page.screenshot({ path: artifact('admin-phone.png') });
    await page.getByRole('button', { name: 'Menú: Usuarios' }).click();
    const drawer = page.getByRole('navigation', { name: 'Menú de administración' });
    await expect(drawer).toBeVisible();
    await expectAccessible(page, 'admin drawer');
    await page.screenshot({ path: artifact('admin-phone-drawer.png') });
    await drawer.getByRole('link', { name: 'Productos' }).click();
    await expect(page).toHaveURL(/\/admin\/products$/);
    await expect(drawer).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // The dashboard's sales per category: every category's name inside its card, none cut off,
    // upright (bars) and on its side (the radar in a card of a two-column row).
    await expectCategoryNamesInside(page);
    await page.screenshot({ path: artifact('admin-phone-dashboard.png'), fullPage: true });
    await page.setViewportSize({ width: 812, height: 375 });
    await expectCategoryNamesInside(page);
    await page.screenshot({ path: artifact('admin-phone-side-dashboard.png'), fullPage: true });

    await page.setViewportSize({ width: 1366, height: 800 });
    await page.goto('/admin/');
    await expect(page.getByRole('navigation', { name: 'Menú de administración' })).toBeVisible();
    const edges = async (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((el) => {
          const r = el.getBoundingClientRect();
          return [Math.round(r.left), Math.round(r.right)];
        });
    // The logo and the cart mark the header's content edges; the admin area keeps within them.
    const [logoLeft] = await edges('header a[aria-label="Bazar, ir al inicio"]');
    const [navLeft] = await edges('nav[aria-label="Menú de administración"]');
    expect(Math.abs((navLeft ?? 0) - (logoLeft ?? 0))).toBeLessThanOrEqual(2);
    await page.screenshot({ path: artifact('admin-desktop.png') });
  });

  test('the storefront main pages have no serious accessibility violations', async ({ page, request }) => {
    // Four axe analyses, each several CPU-bound seconds when the other worker is busy too.
    test.setTimeout(90_000);
    const [product] = await buyableProducts(request);
    await page.goto('/');
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await expectAccessible(page, 'home');
    await page.goto(`/product/${product?.id}`);
    await expect(page.getByRole('heading', { name: product?.name }).first()).toBeVisible();
    await expectAccessible(page, 'product page');
    await page.goto('/cart');
    await expect(page.getByRole('link', { name: 'Regresar' })).toBeVisible();
    await expectAccessible(page, 'cart');
    await page.goto('/login');
    await expect(page.getByLabel('Usuario o correo').first()).toBeVisible();
    await expectAccessible(page, 'login');
  });
});
