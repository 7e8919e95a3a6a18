import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { signInWith } from './support/accounts';
import { newAccount } from './support/api';
import { buyableProducts, cartBadge } from './support/cart';
import { allProducts, formatMoney, productCards } from './support/catalog';

const artifact = (name: string) => fileURLToPath(new URL(`../.artifacts/${name}`, import.meta.url));

test.describe('wish list', () => {
  test('a visitor is asked to sign in', async ({ page }) => {
    await page.goto('/');
    await productCards(page).first().getByRole('link').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Agregar a mi lista de deseos' }).click();
    await expect(page.getByText('Inicie sesión...')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Ingresar' }).getByLabel('Usuario o correo')).toBeVisible();
  });

  test('a user adds products, sees them on /myWishes, moves one to the cart and empties the list', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const [first, second] = await buyableProducts(request);
    if (!first || !second) throw new Error('the demo catalog should have two products in stock');
    const user = await newAccount(request, 'deseos');
    await signInWith(page, user, '/myWishes');
    await expect(page.getByText('Tu lista de deseos está vacía.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Vaciar lista' })).toBeDisabled();

    for (const product of [first, second]) {
      await page.goto(`/product/${product.id}`);
      await page.getByRole('button', { name: 'Agregar a mi lista de deseos' }).click();
      await expect(page.getByText('Agregado a tu lista de deseos')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Quitar de mi lista de deseos' })).toBeVisible();
    }
    // The control's name says what it does now: a second press takes it out, a third puts it back.
    await page.screenshot({ path: artifact('wishlist-toggle-on.png') });
    await page.getByRole('button', { name: 'Quitar de mi lista de deseos' }).click();
    await expect(page.getByText('Quitado de tu lista de deseos')).toBeVisible();
    await page.getByRole('button', { name: 'Agregar a mi lista de deseos' }).click();
    await expect(page.getByRole('button', { name: 'Quitar de mi lista de deseos' })).toBeVisible();

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
    await firstItem.getByRole('button', { name: 'Mover al carrito' }).click();
    await expect(page.getByText('Agregado al carrito')).toBeVisible();
    await expect(firstItem).toHaveCount(0);
    await expect(cartBadge(page, 1)).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(1);

    // Emptying asks first; 'Cancelar' keeps the list.
    await page.getByRole('button', { name: 'Vaciar lista' }).click();
    const ask = page.getByRole('dialog', { name: '¿Vaciar la lista de deseos?' });
    await expect(ask).toBeVisible();
    await page.screenshot({ path: artifact('wishlist-confirm-empty.png') });
    await ask.getByRole('button', { name: 'Cancelar' }).click();
    await expect(ask).toBeHidden();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await page.getByRole('button', { name: 'Vaciar lista' }).click();
    await ask.getByRole('button', { name: 'Vaciar lista' }).click();
    await expect(page.getByText('Lista de deseos vaciada')).toBeVisible();
    await expect(page.getByText('Tu lista de deseos está vacía.')).toBeVisible();

    await cartBadge(page, 1).click();
    await expect(page.getByRole('listitem', { name: first.name, exact: true })).toBeVisible();
  });

  test('a product in sizes and colours is chosen on its page, not moved to the cart from the list', async ({
    page,
    request,
  }) => {
    const shoe = (await allProducts(request, '&category=Calzado')).find(
      (p) => p.stock > 0 && (p.optionsSummary?.length ?? 0) > 0,
    );
    if (!shoe) throw new Error('the demo catalog should have shoes in sizes and colours');
    const user = await newAccount(request, 'deseos-talles');
    await signInWith(page, user, `/product/${shoe.id}`);
    await page.getByRole('button', { name: 'Agregar a mi lista de deseos' }).click();
    await expect(page.getByText('Agregado a tu lista de deseos')).toBeVisible();
    await page.goto('/myWishes');
    const item = page
      .getByRole('list', { name: 'Productos en la lista de deseos' })
      .getByRole('listitem', { name: shoe.name, exact: true });
    await expect(item.getByText(/\d+ talles/)).toBeVisible();
    await expect(item.getByRole('button', { name: 'Mover al carrito' })).toHaveCount(0);
    await page.screenshot({ path: artifact('wishlist-options.png') });
    await item.getByRole('link', { name: 'Ver opciones' }).click();
    await expect(page).toHaveURL(new RegExp(`/product/${shoe.id}$`));
    await expect(page.getByRole('radiogroup', { name: 'Talle' })).toBeVisible();
  });
});
