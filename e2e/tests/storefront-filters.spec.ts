import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yIssues } from './support/a11y';
import { cardPrices, productCards, waitForGrid } from './support/catalog';

const artifact = (name: string) => fileURLToPath(new URL(`../.artifacts/${name}`, import.meta.url));

/** '1.234 productos' → 1234 (the toolbar's count under the heading). */
async function listedTotal(page: Page): Promise<number> {
  const text = await page
    .getByText(/^\d[\d.]* productos?$/)
    .first()
    .textContent();
  return Number((text ?? '').replace(/\D/g, ''));
}

/** 'Nike (3)' → 3 */
const countIn = (label: string) =>
  Number(/\((\d[\d.]*)\)$/.exec(label)?.[1]?.replace(/\./g, '') ?? Number.NaN);

test.describe('filters on a computer', () => {
  test.use({ viewport: { width: 1366, height: 800 } });

  test('a search narrows by brand, price and stock; chips, the back button and "Limpiar filtros" undo it', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    await page.goto('/?name=camiseta');
    await waitForGrid(page);
    const column = page.getByRole('complementary', { name: 'Filtros' });
    await expect(column.getByRole('heading', { name: 'Marca' })).toBeVisible();
    const before = await listedTotal(page);

    // A brand: the list becomes exactly what its count promised.
    const option = column.getByRole('group', { name: 'Marca' }).locator('label').first();
    const brandLabel = (await option.textContent()) ?? '';
    // The box is the URL's: checked once the list's address says so.
    await option.getByRole('checkbox').click();
    await expect(option.getByRole('checkbox')).toBeChecked();
    await expect(page).toHaveURL(/brand=/);
    await waitForGrid(page);
    await expect.poll(() => listedTotal(page)).toBe(countIn(brandLabel));
    await expect(productCards(page)).toHaveCount(countIn(brandLabel));
    const brandName = brandLabel.replace(/ \(\d+\)$/, '');
    await expect(page.getByRole('button', { name: `Quitar filtro: ${brandName}` }).first()).toBeVisible();
    await page.goBack();
    await waitForGrid(page);
    await expect.poll(() => listedTotal(page)).toBe(before);

    // A suggested price range: every price inside it, as many as it said.
    const range = column.getByRole('group', { name: 'Precio' }).getByRole('link').first();
    const rangeLabel = (await range.textContent()) ?? '';
    await range.click();
    await expect(page).toHaveURL(/priceMax=\d+/);
    await waitForGrid(page);
    await expect.poll(() => listedTotal(page)).toBe(countIn(rangeLabel));
    const max = Number(new URL(page.url()).searchParams.get('priceMax'));
    for (const cents of await cardPrices(page)) expect(cents).toBeLessThanOrEqual(max);

    // In stock, on top: the counts agree with the API's own answer for the same URL.
    await column.getByRole('checkbox', { name: /Solo con stock/ }).click();
    await expect(page).toHaveURL(/inStock=true/);
    await waitForGrid(page);
    const params = new URL(page.url()).searchParams;
    const api = await (await request.get(`/api/products?${params}`)).json();
    await expect.poll(() => listedTotal(page)).toBe(api.total);
    await expect(page.getByRole('region', { name: 'Filtros aplicados' }).first()).toBeVisible();
    await expectNoSeriousA11yIssues(page, undefined, 'search with filters');
    await page.screenshot({ path: artifact('filters-search-desktop.png') });

    // 'Limpiar filtros' keeps the search and drops every filter.
    await column.getByRole('button', { name: 'Limpiar filtros' }).click();
    await expect(page).toHaveURL(/\?name=camiseta$/);
    await waitForGrid(page);
    await expect.poll(() => listedTotal(page)).toBe(before);
  });

  test('a category counts every option given the others, and "Ver todas" finds a brand', async ({
    page,
    request,
  }) => {
    await page.goto('/?category=Ropa&onSale=true');
    await waitForGrid(page);
    const column = page.getByRole('complementary', { name: 'Filtros' });
    const facets = await (await request.get('/api/products/filters?category=Ropa&onSale=true')).json();
    await expect(column.getByRole('checkbox', { name: /En oferta/ })).toBeChecked();
    await expect.poll(() => listedTotal(page)).toBe(facets.total);
    // Each audience shows the products it would leave with the sale filter on.
    for (const genre of facets.genres as Array<{ name: string; count: number }>) {
      await expect(column.getByRole('link', { name: `${genre.name} (${genre.count})` })).toBeVisible();
    }
    await page.screenshot({ path: artifact('filters-category-desktop.png') });

    const all = column.getByRole('button', { name: 'Ver todas' });
    if ((await all.count()) > 0) {
      await all.click();
      const dialog = page.getByRole('dialog', { name: 'Todas las marcas' });
      const wanted = (facets.brands as Array<{ name: string }>).at(-1)?.name ?? '';
      await dialog.getByRole('searchbox', { name: 'Buscar una marca' }).fill(wanted.slice(0, 4));
      await dialog.getByRole('checkbox', { name: new RegExp(`^${wanted}`) }).click();
      await expect(page).toHaveURL(/brand=/);
      await expectNoSeriousA11yIssues(page, undefined, 'all brands');
      await dialog.getByRole('button', { name: 'Cerrar' }).click();
    }
  });
});

test.describe('filters on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("a category's 'Filtrar' sheet says how many results are left, and chips remove its filters", async ({
    page,
    request,
  }) => {
    await page.goto('/?category=Calzado');
    await waitForGrid(page);
    await expect(page.getByRole('complementary', { name: 'Filtros' })).toBeHidden();
    await page.getByRole('button', { name: 'Filtrar' }).click();
    const sheet = page.getByRole('dialog', { name: 'Filtros' });
    await sheet.getByRole('checkbox', { name: /Solo con stock/ }).click();
    await expect(sheet.getByRole('checkbox', { name: /Solo con stock/ })).toBeChecked();
    await expect(page).toHaveURL(/inStock=true/);
    const facets = await (await request.get('/api/products/filters?category=Calzado&inStock=true')).json();
    const show = sheet.getByRole('button', { name: `Ver ${facets.total} resultados` });
    await expect(show).toBeVisible();
    await expectNoSeriousA11yIssues(page, undefined, 'filter sheet');
    await page.screenshot({ path: artifact('filters-sheet-phone.png') });
    await show.click();
    await expect(sheet).toBeHidden();
    await waitForGrid(page);
    await expect.poll(() => listedTotal(page)).toBe(facets.total);
    await expect(page.getByRole('button', { name: 'Filtrar (2)' })).toBeVisible();
    await expectNoSeriousA11yIssues(page, undefined, 'phone list with chips');
    await page.screenshot({ path: artifact('filters-category-phone.png') });
    await page.getByRole('button', { name: 'Quitar filtro: Solo con stock' }).click();
    await expect(page).not.toHaveURL(/inStock/);
  });
});
