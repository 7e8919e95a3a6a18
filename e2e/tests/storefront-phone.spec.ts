import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yIssues } from './support/a11y';
import { bannerSlideLink, productCards, waitForGrid } from './support/catalog';

const artifact = (name: string) => fileURLToPath(new URL(`../.artifacts/${name}`, import.meta.url));

test.describe('storefront on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('with a search the banner collapses, results come first, and a skip link reaches them', async ({
    page,
  }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Novedades de Bazar' });
    await expect(banner).toBeVisible();

    // A search: the banner steps aside and the first card starts on the first screen.
    // By its label: once typed in, the box becomes a combobox (its suggestions' chunk).
    await page.getByLabel('Buscar productos', { exact: true }).fill('camiseta');
    await page.getByLabel('Buscar productos', { exact: true }).press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: /Resultados para/ })).toBeVisible();
    await waitForGrid(page);
    await expect(banner).toBeHidden();
    const first = productCards(page).first();
    const box = await first.boundingBox();
    expect(box?.y ?? 9999).toBeLessThan(812 - 100);
    await page.screenshot({ path: artifact('phone-search-results.png') });

    // Keyboard: from the search box, Buscar, then the skip link; Enter, and the next Tab is the first card.
    await page.getByRole('searchbox', { name: 'Buscar productos' }).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Ir a los resultados' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.screenshot({ path: artifact('phone-skip-link.png') });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('region', { name: 'Resultados' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(first.getByRole('link')).toBeFocused();
    await expectNoSeriousA11yIssues(page);

    // A category alone collapses it too; clearing both brings it back.
    await page.goto('/?category=Ropa');
    await waitForGrid(page);
    await expect(banner).toBeHidden();
    await page.goto('/');
    await expect(banner).toBeVisible();
  });

  test('a banner leads to its category', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.goto('/');
    // The second slide, still (the autoplay turns them), then its link.
    const link = await bannerSlideLink(page, 2, 'Tecnología Teléfonos, auriculares y más');
    await link.click();
    await expect(page).toHaveURL(/\?category=Tecnolog%C3%ADa$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tecnología' })).toBeVisible();
    await waitForGrid(page);
    await expect(productCards(page).first()).toBeVisible();
  });
});
