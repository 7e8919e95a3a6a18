import { fileURLToPath } from 'node:url';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { signInWith } from './support/accounts';
import { adminSession, buyOneViaApi, newAccount, PNG, publishProductViaApi, uniqueName } from './support/api';
import { bannerSlideLink, productCards, waitForGrid } from './support/catalog';
import { shipInDialog } from './support/orders';

// Issue 35's walk through the shop, at the two sizes it was walked at.
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1366, height: 800 };

const artifact = (name: string) => fileURLToPath(new URL(`../.artifacts/edges/${name}`, import.meta.url));

/** Neither the page nor `container` scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, container: Locator): Promise<void> {
  const page_ = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(page_.scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(page_.innerWidth);
  const box = await container.evaluate((el) => ({
    scrollWidth: el.scrollWidth,
    clientWidth: el.clientWidth,
  }));
  expect(box.scrollWidth, 'the list scrolls sideways').toBeLessThanOrEqual(box.clientWidth);
}

/** A column's header is drawn, and ends inside the grid's own width (no sideways scroll to reach it). */
async function expectHeaderInView(grid: Locator, name: string): Promise<void> {
  const header = grid.getByRole('columnheader', { name, exact: true });
  await expect(header).toBeVisible();
  const [h, g] = await Promise.all([header.boundingBox(), grid.boundingBox()]);
  if (!h || !g) throw new Error(`no box for '${name}'`);
  expect(h.x + h.width, `'${name}' ends past the grid's right edge`).toBeLessThanOrEqual(g.x + g.width + 1);
}

test.describe('the rough edges of issue 35', () => {
  // Each walks several screens (a purchase, two accounts, the charts) at two sizes.
  test.describe.configure({ timeout: 90_000 });

  test('a sale on a phone: the payment result, the invoices and the sales are cards, each with its actions', async ({
    page,
    request,
  }) => {
    const seller = await newAccount(request, 'vende');
    const product = await publishProductViaApi(request, seller.token, {
      name: uniqueName('Lámpara de escritorio articulada'),
      price: 45,
      discount: 10,
      stock: 3,
    });
    // Bought through the API (the checkout's own journeys pay in the frame).
    const buyer = await newAccount(request, 'compra');
    const { invoiceNumber, resultPath } = await buyOneViaApi(request, buyer, product);

    // The payment result, where the checkout lands: one card per line, 'Total Monto' below.
    await page.setViewportSize(PHONE);
    await signInWith(page, buyer, resultPath);
    await expect(page.getByTestId('invoice-number')).toHaveText(`Factura ${invoiceNumber}`);
    const lines = page.getByRole('list', { name: 'Productos comprados' });
    await expect(lines.getByRole('listitem', { name: product.name })).toContainText('Precio unitario');
    await expect(page.getByTestId('invoice-total')).toBeVisible();
    await expectNoSidewaysScroll(page, lines);
    await page.screenshot({ path: artifact('checkout-result-375.png'), fullPage: true });

    // 'Facturas de compra': the invoice's card opens its detail.
    await page.goto('/userInvoices');
    const invoices = page.getByRole('list', { name: 'Facturas' });
    const invoiceCard = invoices.getByRole('listitem', { name: `Factura ${invoiceNumber}` });
    await expect(invoiceCard).toBeVisible();
    await expectNoSidewaysScroll(page, invoices);
    await page.screenshot({ path: artifact('user-invoices-375.png'), fullPage: true });
    await invoiceCard.getByRole('button', { name: `Ver detalles ${invoiceNumber}` }).click();
    const invoice = page.getByRole('dialog', { name: `Factura ${invoiceNumber}` });
    await expect(invoice.getByRole('listitem', { name: product.name })).toBeVisible();
    await page.screenshot({ path: artifact('invoice-modal-375.png') });
    await invoice.getByRole('button', { name: 'Cerrar' }).click();
    await expect(invoice).toBeHidden();

    // 'Ventas': the sale's card has its number (the detail), 'Marcar en camino' and 'Reembolsar'.
    await signInWith(page, seller, '/userSales');
    const sales = page.getByRole('list', { name: 'Ventas realizadas' });
    const saleCard = sales.getByRole('listitem', { name: /^Venta P-\d+$/ });
    await expect(saleCard).toHaveCount(1);
    const orderNumber = ((await saleCard.getAttribute('aria-label')) ?? '').replace('Venta ', '');
    await expect(saleCard).toContainText(product.name);
    await expect(saleCard.getByRole('button', { name: `Reembolsar ${orderNumber}` })).toBeVisible();
    await expectNoSidewaysScroll(page, sales);
    await page.screenshot({ path: artifact('user-sales-375.png'), fullPage: true });

    await saleCard.getByRole('button', { name: `Ver detalles ${orderNumber}` }).click();
    const detail = page.getByRole('dialog', { name: `Venta ${orderNumber}` });
    await expect(detail).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(detail).toBeHidden();

    await saleCard.getByRole('button', { name: `Marcar en camino ${orderNumber}` }).click();
    await shipInDialog(page, orderNumber);
    await expect(saleCard.getByRole('button', { name: `Marcar en camino ${orderNumber}` })).toHaveCount(0);
    await expect(saleCard).toContainText('en camino');
    await expectNoSidewaysScroll(page, sales);

    // At 1366 px the grids stay, in the same content column, as tall as their one row.
    await page.setViewportSize(DESKTOP);
    const salesGrid = page.getByRole('grid', { name: 'Ventas realizadas' });
    await expect(salesGrid.getByRole('row')).toHaveCount(2);
    await expectHeaderInView(salesGrid, 'Acciones');
    const salesBox = await salesGrid.boundingBox();
    expect(salesBox?.height ?? 9999).toBeLessThan(300);
    await page.screenshot({ path: artifact('user-sales-1366.png'), fullPage: true });

    await signInWith(page, buyer, '/userInvoices');
    const invoicesGrid = page.getByRole('grid', { name: 'Facturas' });
    await expect(invoicesGrid.getByRole('row')).toHaveCount(2);
    const invoicesBox = await invoicesGrid.boundingBox();
    expect(invoicesBox?.height ?? 9999).toBeLessThan(300);
    expect(invoicesBox?.width).toBe(salesBox?.width);
    expect(invoicesBox?.x).toBe(salesBox?.x);
    await page.screenshot({ path: artifact('user-invoices-1366.png'), fullPage: true });

    await page.goto(resultPath);
    await expect(page.getByRole('table', { name: 'Productos comprados' })).toBeVisible();
    await page.screenshot({ path: artifact('checkout-result-1366.png'), fullPage: true });
  });

  test('the back office at 1366 px: a named shield, and the key columns inside the grid', async ({
    page,
    request,
  }) => {
    await page.setViewportSize(DESKTOP);
    await signInWith(page, await adminSession(request));
    const shield = page.getByRole('link', { name: 'Administración', exact: true });
    // The browser's own tooltip on hover (MUI's would add Popper to the home's first load).
    await expect(shield).toHaveAttribute('title', 'Administración');
    await shield.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Panel de administración' })).toBeVisible();

    await page.goto('/admin/products');
    const products = page.getByRole('grid', { name: 'Productos' });
    // The back office's chunk and the first page load together; under CI's load that took >10 s.
    await expect(products.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
    await expectHeaderInView(products, 'Activo');
    await page.screenshot({ path: artifact('admin-products-1366.png') });

    await page.goto('/admin/ordenes');
    const orders = page.getByRole('grid', { name: 'Órdenes' });
    await expect(orders.getByRole('columnheader', { name: 'Número', exact: true })).toBeVisible();
    await expectHeaderInView(orders, 'Fecha');
    await page.screenshot({ path: artifact('admin-orders-1366.png') });

    await page.setViewportSize(PHONE);
    await page.goto('/admin/');
    await expect(page.getByText('Ventas por categoría')).toBeVisible();
    await page.screenshot({ path: artifact('admin-dashboard-375.png'), fullPage: true });
    await page.goto('/admin/products');
    await expect(products.getByRole('row').nth(1)).toBeVisible();
    await page.screenshot({ path: artifact('admin-products-375.png') });
  });

  test('the home at 1366 px: no banner above a search, and "Ofertas" lists products on sale', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/?name=camiseta');
    await expect(page.getByRole('heading', { level: 1, name: /Resultados para/ })).toBeVisible();
    await waitForGrid(page);
    await expect(page.getByRole('region', { name: 'Novedades de Bazar' })).toHaveCount(0);
    const first = productCards(page).first();
    await expect(first).toBeInViewport();
    await page.screenshot({ path: artifact('home-search-1366.png') });

    // The skip link still lands on the results.
    await page.getByRole('searchbox', { name: 'Buscar productos' }).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Ir a los resultados' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('region', { name: 'Resultados' })).toBeFocused();

    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Novedades de Bazar' });
    await expect(banner).toBeVisible();
    const offers = await bannerSlideLink(page, 6, 'Ofertas Descuentos de hasta 50 %');
    await offers.click();
    await expect(page).toHaveURL(/\?onSale=true$/);
    await waitForGrid(page);
    await expect(banner).toHaveCount(0);
    // The banner's sale is titled as such, on the page and in the tab.
    await expect(page.getByRole('heading', { level: 1, name: 'Ofertas' })).toBeVisible();
    await expect(page).toHaveTitle(/^Ofertas/);
    const cards = productCards(page);
    await expect(cards.first()).toBeVisible();
    for (const text of await cards.allTextContents()) expect(text).toMatch(/-\d+%/);
    await page.screenshot({ path: artifact('home-offers-1366.png') });
  });

  test('a thumbnail dropped a third of the way into its neighbour takes its place', async ({
    page,
    request,
  }) => {
    await page.setViewportSize(DESKTOP);
    await signInWith(page, await newAccount(request, 'fotos'), '/create');
    await page.getByLabel('Imágenes del producto').setInputFiles([
      { name: 'uno.png', mimeType: 'image/png', buffer: PNG },
      { name: 'dos.png', mimeType: 'image/png', buffer: PNG },
    ]);
    const previews = page.getByRole('list', { name: 'Imágenes cargadas' }).getByRole('img');
    await expect(previews).toHaveCount(2);
    const [firstSrc, secondSrc] = await Promise.all([
      previews.nth(0).getAttribute('src'),
      previews.nth(1).getAttribute('src'),
    ]);

    // Grabbed near its right edge, let go a third of the way into the second thumbnail.
    await page.getByRole('list', { name: 'Imágenes cargadas' }).scrollIntoViewIfNeeded();
    const from = await previews.nth(0).boundingBox();
    const to = await previews.nth(1).boundingBox();
    if (!from || !to) throw new Error('the previews should be on screen');
    const y = from.y + from.height / 2;
    await page.mouse.move(from.x + from.width * 0.9, y);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width * 0.9 + 10, y, { steps: 3 });
    await page.mouse.move(to.x + to.width / 3, y, { steps: 10 });
    await page.mouse.up();
    await expect(previews.nth(0)).toHaveAttribute('src', secondSrc ?? '');
    await expect(previews.nth(1)).toHaveAttribute('src', firstSrc ?? '');
    await page.screenshot({ path: artifact('selling-reordered-1366.png') });
  });
});
