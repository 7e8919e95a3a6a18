import { expect, test } from '@playwright/test';
import { loginViaApi, newUser, registerViaApi, signInWith } from './support/accounts';
import { buyableProducts, cartBadge } from './support/cart';
import { formatMoney, productCards } from './support/catalog';

test.describe('wish list', () => {
  test('a visitor is asked to sign in', async ({ page }) => {
    await page.goto('/');
    await productCards(page).first().getByRole('link').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Agregar a la lista de deseos' }).click();
    await expect(page.getByText('Inicie sesion...')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Ingresar' }).getByLabel('Usuario o correo')).toBeVisible();
  });

  test('a user adds products, sees them on /myWishes, moves one to the cart and empties the list', async ({
    page,
    request,
  }) => {
    const [first, second] = await buyableProducts(request);
    if (!first || !second) throw new Error('the demo catalog should have two products in stock');
    const user = newUser('deseos');
    await registerViaApi(request, user);
    await signInWith(page, await loginViaApi(request, user.userName, user.password));

    await page.goto('/myWishes');
    await expect(page.getByText('Tu lista de deseos está vacía.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Vaciar lista' })).toBeDisabled();

    for (const product of [first, second]) {
      await page.goto(`/product/${product.id}`);
      await page.getByRole('button', { name: 'Agregar a la lista de deseos' }).click();
      await expect(page.getByText('Agregado a tu lista de deseos')).toBeVisible();
    }
    // Adding twice keeps one.
    await page.getByRole('button', { name: 'Agregar a la lista de deseos' }).click();
    await expect(page.getByText('Agregado a tu lista de deseos').first()).toBeVisible();

    await page.getByRole('button', { name: `Menú de ${user.userName}` }).click();
    await page.getByRole('menuitem', { name: 'Lista de deseos' }).click();
    await expect(page).toHaveURL(/\/myWishes$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Lista de deseos' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Productos en la lista de deseos' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    const firstItem = list.getByRole('listitem', { name: first.name, exact: true });
    await expect(firstItem.getByText(formatMoney(first.finalPriceCents)).first()).toBeVisible();
    await expect(firstItem.getByText(`Stock: ${first.stock}`)).toBeVisible();

    // Move to cart: added to the cart, gone from the list.
    await expect(cartBadge(page, 0)).toBeVisible();
    await firstItem.getByRole('button', { name: 'Agregar al carrito' }).click();
    await expect(page.getByText('Agregado al carrito')).toBeVisible();
    await expect(firstItem).toHaveCount(0);
    await expect(cartBadge(page, 1)).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(1);

    await page.getByRole('button', { name: 'Vaciar lista' }).click();
    await expect(page.getByText('Tu lista de deseos está vacía.')).toBeVisible();

    await cartBadge(page, 1).click();
    await expect(page.getByRole('listitem', { name: first.name, exact: true })).toBeVisible();
  });
});
