import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { expectNoSeriousA11yIssues } from './support/a11y';
import { signInWith } from './support/accounts';
import { newAccount, uniqueWord } from './support/api';

const artifact = (name: string) => fileURLToPath(new URL(`../.artifacts/${name}`, import.meta.url));

/** A flat picture of one tone: the black shoes and the white ones. */
const picture = (name: string, tone: number) =>
  sharp({ create: { width: 240, height: 240, channels: 3, background: { r: tone, g: tone, b: tone } } })
    .png()
    .toBuffer()
    .then((buffer) => ({ name, mimeType: 'image/png', buffer }));

const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

/** Nothing wider than the phone: the grid is a list of cards, not a table to scroll sideways. */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

async function addOption(page: Page, name: string, values: string[]) {
  await page.getByRole('button', { name: 'Agregar opción' }).click();
  // The name suggests 'Talle' and 'Color' (a list of suggestions makes it a combobox).
  await page.getByRole('combobox', { name: 'Nombre de la opción' }).last().fill(name);
  const option = page.getByRole('group', { name, exact: true });
  const input = option.getByRole('textbox', { name: 'Valores' });
  for (const value of values) {
    await input.fill(value);
    await input.press('Enter');
    await expect(option.getByRole('button', { name: `Quitar ${value}`, exact: true })).toBeVisible();
  }
}

test.describe('sizes and colours, the seller', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("on a phone a seller publishes shoes in Talle 40–43 and Negro/Blanco with 'Completar columna', sees the total in 'Mis publicaciones' and the grid again when editing", async ({
    page,
    request,
  }) => {
    // Two uploads and a build of the grid on a shared 2-core machine.
    test.setTimeout(120_000);
    const seller = await newAccount(request, 'talles');
    const name = `Zapatillas Running ${uniqueWord()}`;
    await signInWith(page, seller, '/create');
    await expect(page.getByRole('heading', { level: 1, name: 'Vender' })).toBeVisible();

    await field(page, 'Nombre').fill(name);
    await field(page, 'Marca').fill('Corre');
    await field(page, 'Color').fill('Negro');
    await field(page, 'Precio (USD)').fill('120');
    await field(page, 'Descuento (%)').fill('0');
    await field(page, 'Garantía (meses)').fill('6');
    await field(page, 'Descripción').fill('Zapatillas livianas para correr, con suela amortiguada.');
    await page.getByRole('combobox', { name: 'Categoría' }).click();
    await page.getByRole('option', { name: 'Calzado' }).click();
    await page.getByRole('combobox', { name: 'Público' }).click();
    await page.getByRole('option', { name: 'Unisex' }).click();
    await page
      .getByLabel('Imágenes del producto')
      .setInputFiles([await picture('negro.png', 40), await picture('blanco.png', 235)]);
    await expect(page.getByRole('list', { name: 'Imágenes cargadas' }).getByRole('img')).toHaveCount(2);

    // The options: the grid has one card per combination, and the stock field becomes its total.
    await addOption(page, 'Talle', ['40', '41', '42', '43']);
    await addOption(page, 'Color', ['Negro', 'Blanco']);
    const grid = page.getByRole('region', { name: 'Combinaciones' });
    const rows = grid.getByRole('listitem');
    await expect(rows).toHaveCount(8);
    const row = (size: string, colour: string) =>
      grid.getByRole('group', { name: `Talle: ${size} · Color: ${colour}`, exact: true });
    const total = page.getByRole('textbox', { name: 'Stock total' });
    await expect(total).toHaveValue('0');
    await expect(page.getByRole('textbox', { name: 'Stock', exact: true })).toHaveCount(8);

    // 'Completar columna' gives every combination 5 units; 42 in white has none.
    await grid.getByRole('textbox', { name: 'Valor para todas' }).fill('5');
    await grid.getByRole('button', { name: 'Completar columna' }).click();
    await expect(row('43', 'Blanco').getByRole('textbox', { name: 'Stock' })).toHaveValue('5');
    await expect(total).toHaveValue('40');
    await row('42', 'Blanco').getByRole('textbox', { name: 'Stock' }).fill('0');
    await expect(total).toHaveValue('35');
    // The white ones show the white picture; the price left empty is the product's.
    for (const size of ['40', '41', '42', '43'])
      await row(size, 'Blanco').getByRole('button', { name: 'Imagen 2' }).click();
    await expect(row('40', 'Blanco').getByRole('button', { name: 'Imagen 2' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(row('40', 'Negro').getByRole('textbox', { name: 'Precio' })).toHaveAttribute(
      'placeholder',
      '120',
    );
    expect(await scrollsSideways(page)).toBe(false);
    await expectNoSeriousA11yIssues(page, 'main', 'the form with its grid');
    await page.screenshot({ path: artifact('variants-sell-form-phone.png'), fullPage: true });

    await page.getByRole('button', { name: 'Publicar' }).click();
    // The new listing, as buyers see it, with the success message; then 'Mis publicaciones'.
    await expect(page.getByText(`¡Éxito! Producto ${name} cargado correctamente`)).toBeVisible();
    await expect(page).toHaveURL(/\/product\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    expect(await scrollsSideways(page)).toBe(false);
    await expectNoSeriousA11yIssues(page, undefined, 'the new listing, 375 px');
    await page.screenshot({ path: artifact('variants-sell-published-phone.png'), fullPage: true });
    await page.goto('/perfil');

    // 'Mis publicaciones': the total stock and, opened, each combination.
    const mine = page.getByRole('region', { name: 'Mis publicaciones' });
    const card = mine.getByRole('article', { name });
    await expect(card.getByTestId('own-product-stock')).toHaveText('Stock: 35 · 8 variantes');
    await expect(card.getByText('4 talles · 2 colores')).toBeVisible();
    await card.getByRole('button', { name: 'Ver variantes' }).click();
    const table = card.getByRole('table', { name: `Combinaciones: ${name}` });
    await expect(table.getByRole('row')).toHaveCount(9);
    await expect(table.getByRole('row', { name: /Talle 42 · Blanco/ })).toContainText('0');
    await expect(table.getByRole('row', { name: /Talle 43 · Negro/ })).toContainText('5');
    expect(await scrollsSideways(page)).toBe(false);
    await page.screenshot({ path: artifact('variants-sell-perfil-phone.png'), fullPage: true });

    // Editing loads the grid as it was saved.
    await card.getByRole('button', { name: `Editar ${name}` }).click();
    const form = page.getByRole('form', { name: `Editar ${name}` });
    await expect(form.getByRole('group', { name: 'Talle', exact: true })).toBeVisible();
    await expect(form.getByRole('region', { name: 'Combinaciones' }).getByRole('listitem')).toHaveCount(8);
    await expect(row('42', 'Blanco').getByRole('textbox', { name: 'Stock' })).toHaveValue('0');
    await expect(row('41', 'Negro').getByRole('textbox', { name: 'Stock' })).toHaveValue('5');
    await expect(row('41', 'Blanco').getByRole('button', { name: 'Imagen 2' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(form.getByRole('textbox', { name: 'Stock total' })).toHaveValue('35');
    await expectNoSeriousA11yIssues(page, 'main', 'the edit form with its grid');
    await page.screenshot({ path: artifact('variants-sell-edit-phone.png'), fullPage: true });

    // On a wide screen each combination is one line of the grid.
    await page.setViewportSize({ width: 1366, height: 900 });
    const line = await row('40', 'Negro').boundingBox();
    const stock = await row('40', 'Negro').getByRole('textbox', { name: 'Stock' }).boundingBox();
    expect(stock && line && stock.y < line.y + 40).toBe(true);
    await form.getByRole('region', { name: 'Combinaciones' }).screenshot({
      path: artifact('variants-sell-edit-desktop.png'),
    });
  });
});
