import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yIssues } from './support/a11y';
import {
  allProducts,
  bannerSlideLink,
  cardNames,
  cardPrices,
  fold,
  isSortedBy,
  productCards,
  shopBannerDot,
  waitForGrid,
} from './support/catalog';

const artifact = (name: string) => fileURLToPath(new URL(`../.artifacts/edges/${name}`, import.meta.url));

test.describe('home listing', () => {
  // The banner's own journeys watch it turn: motion as most people have it (the config asks for less).
  test.use({ reducedMotion: 'no-preference' });

  test('shows the banner and exactly 6 product cards', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Novedades de Bazar' });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('heading', { name: 'Bienvenido a Bazar' })).toBeVisible();
    await expect(productCards(page)).toHaveCount(6);
    await expect(page.getByRole('link', { name: 'Bazar, ir al inicio' })).toBeVisible();
    await expect(page.getByText('© 2026 Bazar')).toBeVisible();
  });

  test('the banner stops turning once someone takes part, and says so', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Novedades de Bazar' });
    const pause = banner.getByRole('button', { name: 'Pausar el carrusel' });
    const resume = banner.getByRole('button', { name: 'Reanudar el carrusel' });
    await expect(pause).toBeVisible();
    await expectNoSeriousA11yIssues(page);

    // A dot: its slide comes and stays (the rotation is stopped, not restarted).
    const third = await bannerSlideLink(page, 3, 'Moda Camisetas, camperas y zapatillas');
    await expect(resume).toBeVisible();
    await expect(await shopBannerDot(page, 3)).toHaveAttribute('aria-current', 'true');
    await expect(third).toBeInViewport({ ratio: 0.9 });
    // 'Reanudar' gives the rotation back; keyboard focus inside stops it again.
    await resume.click();
    await expect(pause).toBeVisible();
    await (await shopBannerDot(page, 4)).focus();
    await expect(resume).toBeVisible();
    await page.screenshot({ path: artifact('home-banner-stopped-1366.png') });

    // Whoever asked for less motion gets a banner that does not turn by itself.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    await expect(resume).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Ver banner 1' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  test('a search with a typo still finds the camisetas', async ({ page, request }) => {
    const camisetas = (await allProducts(request))
      .map((p) => p.name)
      .filter((n) => fold(n).includes('camiseta'));
    expect(camisetas.length).toBeGreaterThan(1);
    await page.goto('/');
    // By its label: once typed in, the box becomes a combobox (its suggestions' chunk).
    const search = page.getByLabel('Buscar productos', { exact: true });
    await search.fill('camizeta');
    await search.press('Enter');
    await expect(page).toHaveURL(/[?&]name=camizeta/);
    await expect(page.getByRole('heading', { name: /Resultados para/ })).toBeVisible();
    const names = await cardNames(page);
    // Close matches may follow ('Camisa …'), but the camisetas come first.
    expect(fold(names[0] ?? '')).toContain('camiseta');
    for (const camiseta of camisetas.slice(0, 6)) expect(names).toContain(camiseta);
  });

  test('a search with no match says so', async ({ page }) => {
    await page.goto('/?name=xqzwvk');
    await expect(page.getByText('No se encuentran productos')).toBeVisible();
    await expect(productCards(page)).toHaveCount(0);
  });

  test('a shared link with an unknown category explains the problem', async ({ page }) => {
    await page.goto('/?category=NoExiste');
    await expect(page.getByRole('alert')).toContainText('La categoría no existe');
    await expect(productCards(page)).toHaveCount(0);
  });

  test('the category filter shows only that category', async ({ page, request }) => {
    const calzado = new Set((await allProducts(request, '&category=Calzado')).map((p) => p.name));
    expect(calzado.size).toBeGreaterThan(0);
    await page.goto('/?page=2');
    await page.getByRole('combobox', { name: 'Categoría' }).selectOption('Calzado');
    await expect(page).toHaveURL(/[?&]category=Calzado/);
    await expect(page).not.toHaveURL(/[?&]page=/);
    const names = await cardNames(page);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(calzado.has(name), `${name} es de Calzado`).toBe(true);
    expect(names.some((n) => n.startsWith('Zapatillas'))).toBe(true);

    await page.getByRole('combobox', { name: 'Categoría' }).selectOption('Todas');
    await expect(page).not.toHaveURL(/category=/);
    await expect(productCards(page)).toHaveCount(6);
  });

  const byName = [
    { label: 'A-Z', sort: 'az', inOrder: (a: string, b: string) => fold(a) <= fold(b) },
    { label: 'Z-A', sort: 'za', inOrder: (a: string, b: string) => fold(a) >= fold(b) },
  ];
  for (const { label, sort, inOrder } of byName) {
    test(`sorting ${label} orders the cards by name`, async ({ page }) => {
      await page.goto('/');
      const before = await cardNames(page);
      await page.getByLabel('Ordenar por').selectOption({ label });
      await expect(page).toHaveURL(new RegExp(`[?&]sort=${sort}`));
      await expect.poll(() => cardNames(page)).not.toEqual(before);
      const names = await cardNames(page);
      expect(names).toHaveLength(6);
      expect(isSortedBy(names, inOrder), names.join(' | ')).toBe(true);
    });
  }

  const byPrice = [
    { label: 'Precio menor a mayor', sort: 'price_asc', inOrder: (a: number, b: number) => a <= b },
    { label: 'Precio mayor a menor', sort: 'price_desc', inOrder: (a: number, b: number) => a >= b },
  ];
  for (const { label, sort, inOrder } of byPrice) {
    test(`sorting '${label}' orders the cards by final price`, async ({ page }) => {
      await page.goto('/');
      await page.getByLabel('Ordenar por').selectOption({ label });
      await expect(page).toHaveURL(new RegExp(`[?&]sort=${sort}`));
      await waitForGrid(page);
      await page.getByRole('button', { name: 'Ir a la página 2', exact: true }).click();
      await expect(page).toHaveURL(/[?&]page=2/);
      const prices = await cardPrices(page);
      expect(prices).toHaveLength(6);
      expect(isSortedBy(prices, inOrder), prices.join(' | ')).toBe(true);
    });
  }

  test('paging changes the cards and the back button returns to page 1', async ({ page }) => {
    await page.goto('/');
    const first = await cardNames(page);
    expect(first).toHaveLength(6);
    await page.getByRole('button', { name: 'Ir a la página 2', exact: true }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect.poll(() => cardNames(page)).not.toEqual(first);
    const second = await cardNames(page);
    expect(second.filter((n) => first.includes(n))).toEqual([]);

    await page.goBack();
    await expect(page).not.toHaveURL(/page=/);
    await expect.poll(() => cardNames(page)).toEqual(first);

    await page.reload();
    await expect.poll(() => cardNames(page)).toEqual(first);
  });

  test('changing the sort resets the page to 1 and keeps the search', async ({ page }) => {
    await page.goto('/?name=camiseta&page=2');
    await page.getByLabel('Ordenar por').selectOption({ label: 'Z-A' });
    await expect(page).toHaveURL(/[?&]sort=za/);
    await expect(page).toHaveURL(/[?&]name=camiseta/);
    await expect(page).not.toHaveURL(/[?&]page=/);
  });
});
