import { fileURLToPath } from 'node:url';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yIssues } from './support/a11y';
import { signInWith } from './support/accounts';
import {
  adminSession,
  authHeaders,
  buyOneViaApi,
  newAccount,
  publishProductViaApi,
  uniqueName,
} from './support/api';
import { signInAsAdmin } from './support/back-office';

// Issue 47's walk through the shop: the back office's claims at 1366 px, the account menu's
// groups, and /login as the one login box.
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1366, height: 800 };

const artifact = (name: string) => fileURLToPath(new URL(`../.artifacts/edges/${name}`, import.meta.url));

/**
 * Neither the page nor `box` scrolls sideways, once the grid has laid its columns out (it sizes
 * its flexible columns after a first pass, so the widths are read until they settle).
 */
async function expectNoSidewaysScroll(page: Page, box: Locator): Promise<void> {
  const overflow = (el: Element) => el.scrollWidth - el.clientWidth;
  await expect
    .poll(
      () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      {
        message: 'the page scrolls sideways',
      },
    )
    .toBeLessThanOrEqual(0);
  await expect
    .poll(() => box.evaluate(overflow), { message: 'the grid scrolls sideways' })
    .toBeLessThanOrEqual(0);
}

test.describe('issue 47: the back office and the account menu', () => {
  test('the claims grid fits a 1366 px window, long names wrapping in their columns', async ({
    page,
    request,
  }) => {
    const seller = await newAccount(request, 'vendedora_nombre_largo');
    const buyer = await newAccount(request, 'comprador_nombre_largo');
    const product = await publishProductViaApi(request, seller.token, {
      name: uniqueName('Sábanas king size de algodón'),
      price: 25_000,
      discount: 0,
      stock: 3,
    });
    const { orderNumber } = await buyOneViaApi(request, buyer, product);
    const opened = await request.post(`/api/orders/${orderNumber}/claim`, {
      headers: authHeaders(buyer),
      data: { reason: 'not_as_described', body: 'Llegaron de una plaza, no king size.' },
    });
    expect(opened.status(), await opened.text()).toBe(200);

    await page.setViewportSize(DESKTOP);
    await signInAsAdmin(page, await adminSession(request), '/admin/reclamos');
    const grid = page.getByRole('grid', { name: 'Reclamos sin resolver' });
    const row = grid.getByRole('row').filter({ hasText: orderNumber });
    await expect(row).toContainText(product.name);
    await expect(row).toContainText(buyer.userName);
    await expect(row.getByRole('link', { name: `Ver el reclamo de la orden ${orderNumber}` })).toBeVisible();
    // Every column is drawn, the last one ending inside the grid: no sideways scroll to reach it.
    const last = grid.getByRole('columnheader', { name: 'Último mensaje' });
    await expect(last).toBeInViewport({ ratio: 1 });
    await expectNoSidewaysScroll(page, grid.locator('.MuiDataGrid-virtualScroller'));
    await expectNoSeriousA11yIssues(page, undefined, 'claims grid, 1366 px');
    await page.screenshot({ path: artifact('admin-claims-1366.png'), fullPage: true });
  });

  for (const [size, viewport] of [
    ['1366', DESKTOP],
    ['375', PHONE],
  ] as const) {
    test(`the account menu groups buying, selling and the account; 'Mis publicaciones' is the seller's list (${size} px)`, async ({
      page,
      request,
    }) => {
      const seller = await newAccount(request, 'menu');
      const product = await publishProductViaApi(request, seller.token, {
        name: uniqueName('Lámpara de pie'),
        price: 9_000,
        discount: 0,
        stock: 2,
      });
      await page.setViewportSize(viewport);
      await signInWith(page, seller, '/');
      await page.getByRole('button', { name: `Menú de ${seller.userName}` }).click();
      const menu = page.getByRole('menu');
      await expect(menu.getByRole('separator')).toHaveText(['Tus compras', 'Tus ventas', 'Tu cuenta']);
      await expect(menu.getByRole('menuitem')).toHaveText([
        seller.userName,
        'Mis compras',
        'Lista de deseos',
        'Mis reseñas',
        'Reclamos',
        'Vender',
        'Mis publicaciones',
        'Ventas',
        'Preguntas',
        'Mi dinero',
        'Envíos',
        'Cupones',
        'Eventos',
        'Ver perfil',
        'Cerrar sesión',
      ]);
      // Each group's entries sit under its title.
      const under = async (title: string, item: string) => {
        const titleBox = await menu.getByRole('separator', { name: title }).boundingBox();
        const itemBox = await menu.getByRole('menuitem', { name: item, exact: true }).boundingBox();
        expect(itemBox?.y ?? 0).toBeGreaterThan(titleBox?.y ?? Number.POSITIVE_INFINITY);
      };
      await under('Tus compras', 'Mis compras');
      await under('Tus ventas', 'Mis publicaciones');
      await under('Tu cuenta', 'Ver perfil');
      // The arrow keys walk the entries, never stopping on a title.
      await expect(menu.getByRole('menuitem', { name: 'Mis compras' })).toBeFocused();
      await page.keyboard.press('ArrowUp');
      await expect(menu.getByRole('menuitem', { name: 'Cerrar sesión' })).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(menu.getByRole('menuitem', { name: 'Mis compras' })).toBeFocused();
      for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowDown');
      await expect(menu.getByRole('menuitem', { name: 'Vender' })).toBeFocused();
      await expectNoSeriousA11yIssues(page, undefined, `account menu, ${size} px`);
      await page.screenshot({ path: artifact(`account-menu-${size}.png`) });

      await menu.getByRole('menuitem', { name: 'Mis publicaciones' }).click();
      await expect(page).toHaveURL(/\/perfil#mis-publicaciones$/);
      const mine = page.getByRole('region', { name: 'Mis publicaciones' });
      await expect(mine.getByText(product.name)).toBeVisible();
      await expect(mine.getByRole('heading', { name: 'Mis publicaciones' })).toBeInViewport();
    });
  }

  for (const [size, viewport] of [
    ['1366', DESKTOP],
    ['375', PHONE],
  ] as const) {
    test(`/login is the one login box: the header's 'Ingresar' brings its form, no second box (${size} px)`, async ({
      page,
      request,
    }) => {
      const person = await newAccount(request, 'ingresa');
      await page.setViewportSize(viewport);
      await page.goto('/login');
      const field = page.getByRole('textbox', { name: 'Usuario o correo' });
      await expect(field).toHaveCount(1);
      await page.getByRole('banner').getByRole('button', { name: 'Ingresar' }).click();
      // The page's own form takes the focus; no dialog opens over it.
      await expect(field).toBeFocused();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(field).toHaveCount(1);
      await page.screenshot({ path: artifact(`login-page-ingresar-${size}.png`) });

      await field.fill(person.userName);
      await page.getByLabel('Contraseña').fill(person.user.password);
      await page.getByRole('main').getByRole('button', { name: 'Ingresar' }).click();
      await expect(page.getByRole('button', { name: `Menú de ${person.userName}` })).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
      // Off /login, the header's 'Ingresar' opens the modal as always.
      await page.getByRole('button', { name: `Menú de ${person.userName}` }).click();
      await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
      await page.getByRole('banner').getByRole('button', { name: 'Ingresar' }).click();
      await expect(page.getByRole('dialog', { name: 'Ingresar' })).toBeVisible();
    });
  }
});
