import { expect, test } from '@playwright/test';
import { signInWith } from './support/accounts';
import { adminSession, newAccount } from './support/api';

test.describe('routes and guards', () => {
  test('an unknown path shows the not-found page with a way home', async ({ page }) => {
    await page.goto('/esta-pagina-no-existe');
    await expect(page.getByRole('heading', { name: 'No se encontró la página.' })).toBeVisible();
    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(6);
  });

  test('a visitor visiting /perfil lands on the login page', async ({ page }) => {
    await page.goto('/perfil');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Ingresar' })).toBeVisible();
  });

  test('a visitor visiting an admin page lands on the login page', async ({ page }) => {
    await page.goto('/admin/users');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a signed-in user without the root flag is sent to /404 from the admin area', async ({
    page,
    request,
  }) => {
    const user = await newAccount(request, 'guardia');
    await signInWith(page, user);
    await expect(page.getByRole('button', { name: `Menú de ${user.userName}` })).toBeVisible();
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/404$/);
    await page.goto('/admin/products');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('heading', { name: 'No se encontró la página.' })).toBeVisible();
    await page.goto('/userSales');
    await expect(page.getByRole('heading', { name: 'Ventas' })).toBeVisible();
  });

  test('a root user reaches the admin panel, loaded on demand', async ({ page, request }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto('/');
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(6);
    expect(scripts.some((s) => /admin/.test(s))).toBe(false);

    await signInWith(page, await adminSession(request));
    await page.getByRole('link', { name: 'Administración', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Panel de administración' })).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Menú de administración' })
      .getByRole('link', { name: 'Órdenes' })
      .click();
    await expect(page).toHaveURL(/\/admin\/ordenes$/);
    await expect(page.getByRole('heading', { name: 'Órdenes' })).toBeVisible();
    expect(scripts.some((s) => /admin/.test(s))).toBe(true);
  });
});
