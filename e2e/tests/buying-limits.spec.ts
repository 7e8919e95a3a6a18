import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { signInWith } from './support/accounts';
import { newAccount, publishProductViaApi, uniqueName } from './support/api';
import { cartBadge } from './support/cart';
import { productCards, waitForGrid } from './support/catalog';

const artifact = (name: string) => fileURLToPath(new URL(`../.artifacts/${name}`, import.meta.url));

test.describe('buying limits', () => {
  test("a seller's own product cannot be added, and past the stock the buyer is told how many there are", async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const seller = await newAccount(request, 'propio');
    const product = await publishProductViaApi(request, seller.token, {
      name: uniqueName('Lámpara propia'),
      price: 30,
      discount: 0,
      stock: 2,
    });

    // The seller sees a disabled button and why.
    await signInWith(page, seller, `/product/${product.id}`);
    const add = page.getByRole('main').getByRole('button', { name: 'Agregar al carrito' });
    await expect(add).toBeDisabled();
    await expect(add).toHaveAccessibleDescription(
      'Este producto es tuyo: no puedes comprarlo. Edítalo desde tu perfil.',
    );
    // Nor wished for.
    const heart = page.getByRole('main').getByRole('button', { name: 'Agregar a mi lista de deseos' });
    await expect(heart).toBeDisabled();
    await page.screenshot({ path: artifact('own-product.png') });
    // On the seller's own card in the list, no quick 'Agregar al carrito' at all.
    await page.goto(`/?name=${encodeURIComponent(product.name.split(' ').at(-1) ?? '')}`);
    await waitForGrid(page);
    const ownCard = productCards(page).filter({ hasText: product.name });
    await expect(ownCard).toHaveCount(1);
    await expect(ownCard.getByRole('button', { name: 'Agregar al carrito' })).toHaveCount(0);

    // A buyer adds both units; the third is refused with the server's count.
    await signInWith(page, await newAccount(request, 'tope'), `/product/${product.id}`);
    await expect(add).toBeEnabled();
    await add.click();
    await expect(cartBadge(page, 1)).toBeVisible();
    await add.click();
    await expect(cartBadge(page, 2)).toBeVisible();
    await add.click();
    await expect(page.getByText('Solo hay 2 unidades disponibles y ya tienes 2 en el carrito')).toBeVisible();
    await expect(cartBadge(page, 2)).toBeVisible();
  });
});
