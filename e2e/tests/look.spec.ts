import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yIssues } from './support/a11y';
import { productCards, waitForGrid } from './support/catalog';

const artifact = (name: string) => fileURLToPath(new URL(`../.artifacts/${name}`, import.meta.url));

async function settledHome(page: Page) {
  await page.goto('/');
  await expect(productCards(page)).toHaveCount(6);
  await waitForGrid(page);
  // Lazy images below the fold are loaded too, so the screenshot shows the real page.
  await page.evaluate(async () => {
    for (const img of Array.from(document.images)) img.loading = 'eager';
    await Promise.all(Array.from(document.images).map((img) => img.decode().catch(() => undefined)));
  });
}

test.describe('look and accessibility', () => {
  test('home at 375 px: no sideways scroll, search under the logo', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await settledHome(page);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(375);

    const logo = await page.getByRole('link', { name: 'Bazar, ir al inicio' }).boundingBox();
    const search = await page.getByRole('search').boundingBox();
    expect(logo && search).toBeTruthy();
    if (logo && search) expect(search.y).toBeGreaterThanOrEqual(logo.y + logo.height);
    await expect(page.getByRole('link', { name: /^Carrito/ })).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Ingresar' })).toBeInViewport();
    await page.screenshot({ path: artifact('home-375.png'), fullPage: true });
  });

  test('home on a desktop: cards three to a row', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await settledHome(page);
    const boxes = await productCards(page).evaluateAll((cards) =>
      cards.map((c) => Math.round(c.getBoundingClientRect().top)),
    );
    expect(new Set(boxes).size).toBe(2);
    await page.screenshot({ path: artifact('home-desktop.png'), fullPage: true });
  });

  test('the product modal on a phone fills the screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await settledHome(page);
    await productCards(page).first().getByRole('link').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Garantía', { exact: true })).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box?.width).toBe(375);
    await page.screenshot({ path: artifact('modal-375.png') });
  });

  test('the product modal on a desktop is a centred dialog over the list', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await settledHome(page);
    await productCards(page).nth(1).getByRole('link').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { level: 2 })).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box?.width).toBeLessThan(1000);
    await page.screenshot({ path: artifact('modal-desktop.png') });
  });

  test('home has no serious or critical accessibility violations', async ({ page }) => {
    await settledHome(page);
    await expectNoSeriousA11yIssues(page);
  });

  test('the product modal has no serious or critical accessibility violations', async ({ page }) => {
    await settledHome(page);
    await productCards(page).first().getByRole('link').click();
    await expect(page.getByRole('dialog').getByText('Garantía', { exact: true })).toBeVisible();
    await expectNoSeriousA11yIssues(page, '[role="dialog"]');
  });
});
