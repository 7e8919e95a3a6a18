import { expect, test } from '@playwright/test';
import { allProducts, formatMoney, productCards } from './support/catalog';

test.describe('product detail', () => {
  test('a card opens the modal with the detail, and back closes it', async ({ page }) => {
    await page.goto('/');
    const card = productCards(page).first();
    const name = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
    await card.getByRole('link').click();

    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/[?&]product=\d+/);
    await expect(dialog.getByText('Garantía', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Marca', { exact: true })).toBeVisible();
    // The detail's own 'Color' line (a product in several colours also offers them as choices).
    await expect(dialog.getByRole('term').filter({ hasText: /^Color$/ })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Agregar a mi lista de deseos' })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Descripción' })).toBeVisible();

    await page.goBack();
    await expect(dialog).toBeHidden();
    await expect(page).not.toHaveURL(/product=/);
    await expect(productCards(page)).toHaveCount(6);
  });

  test("a product without stock shows 'No Disponible' in the modal", async ({ page, request }) => {
    const products = await allProducts(request);
    const soldOut = products.find((p) => p.stock === 0);
    if (!soldOut) throw new Error('the demo catalog should have a product with stock 0');

    await page.goto('/');
    // By its label: once typed in, the box becomes a combobox (its suggestions' chunk).
    const search = page.getByLabel('Buscar productos', { exact: true });
    await search.fill(soldOut.name);
    await search.press('Enter');
    const card = productCards(page).filter({
      has: page.getByRole('heading', { name: soldOut.name, exact: true }),
    });
    await expect(card.first()).toBeVisible();
    await expect(card.first().getByText('No Disponible')).toBeVisible();
    await card.first().getByRole('link').click();

    const dialog = page.getByRole('dialog', { name: soldOut.name });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'No Disponible' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Agregar al carrito' })).toHaveCount(0);
    await expect(dialog.getByText('Sin stock')).toBeVisible();
    await expect(dialog.getByText(soldOut.brand).first()).toBeVisible();
    await expect(
      dialog.getByRole('definition').filter({ hasText: new RegExp(`^${soldOut.color}$`) }),
    ).toBeVisible();
    await expect(dialog.getByText(formatMoney(soldOut.finalPriceCents)).first()).toBeVisible();

    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await expect(dialog).toBeHidden();
  });

  test('/product/{id} shows the same detail, with the discount', async ({ page, request }) => {
    const products = await allProducts(request);
    const product = products.find((p) => p.discount > 0 && p.stock > 0);
    if (!product) throw new Error('the demo catalog should have a discounted product in stock');

    await page.goto(`/product/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByText('Garantía', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('definition').filter({ hasText: new RegExp(`^${product.color}$`) }),
    ).toBeVisible();
    await expect(page.getByText(`-${product.discount}%`)).toBeVisible();
    await expect(page.getByText(formatMoney(product.finalPriceCents))).toBeVisible();
    await expect(page.getByRole('deletion')).toContainText(formatMoney(product.priceCents));
    await expect(page.getByText(`Stock: ${product.stock}`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Agregar al carrito' })).toBeEnabled();
    await expect(page).toHaveTitle(`${product.name} | Bazar`);
  });

  test('an unknown product says it was not found', async ({ page }) => {
    await page.goto('/product/99999999');
    await expect(page.getByRole('heading', { name: 'Producto no encontrado' })).toBeVisible();
    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
