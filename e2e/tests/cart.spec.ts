import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { fillRegistration, newUser, storedAuth, watchGreeting } from './support/accounts';
import { addAddressViaApi, newAccount, productOfNewSeller } from './support/api';
import {
  buyableProducts,
  cartBadge,
  cartLine,
  expectTotalIsSumOfLines,
  findCard,
  pressBuy,
  serverCart,
} from './support/cart';
import { formatMoney } from './support/catalog';

const artifact = (name: string) => fileURLToPath(new URL(`../.artifacts/${name}`, import.meta.url));

test.describe('cart', () => {
  test('a visitor fills the cart, signs in to buy, the cart is merged, then edited and emptied', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    // Products of their own: opening the payment frame reserves their stock, which journeys
    // reading the demo catalog's stock at the same time would see drop.
    const scarce = await productOfNewSeller(request, { name: 'Maceta', price: 18, discount: 0, stock: 3 });
    const other = await productOfNewSeller(request, { name: 'Regadera', price: 24, discount: 15, stock: 6 });
    // A buyer with an address: 'Comprar' goes straight to the payment frame.
    const { user, token } = await newAccount(request, 'carrito');
    await addAddressViaApi(request, token);

    // One product from its card on the home, without opening the modal.
    const card = await findCard(page, scarce.name);
    await card.getByRole('button', { name: 'Agregar al carrito' }).click();
    await expect(page.getByText('Agregado al carrito')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(cartBadge(page, 1)).toBeVisible();

    // The other from its page, twice.
    await page.goto(`/product/${other.id}`);
    const add = page.getByRole('main').getByRole('button', { name: 'Agregar al carrito' });
    await add.click();
    await expect(cartBadge(page, 2)).toBeVisible();
    await add.click();
    await expect(cartBadge(page, 3)).toBeVisible();
    const guest = await page.evaluate(() => JSON.parse(localStorage.getItem('bazar.cart') ?? '[]'));
    expect(guest).toEqual([
      { productId: scarce.id, quantity: 1 },
      { productId: other.id, quantity: 2 },
    ]);

    // The cart screen.
    await cartBadge(page, 3).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Carrito' })).toBeVisible();
    const scarceLine = cartLine(page, scarce.name);
    const otherLine = cartLine(page, other.name);
    await expect(scarceLine).toBeVisible();
    await expect(otherLine).toBeVisible();
    await expect(otherLine.getByText(`-${other.discount}%`)).toBeVisible();
    await expect(otherLine.getByRole('deletion')).toContainText(formatMoney(other.priceCents));
    await expect(otherLine.getByText(formatMoney(other.finalPriceCents)).first()).toBeVisible();
    await expect(otherLine.getByText(`${other.stock} disponibles`)).toBeVisible();
    await expect(otherLine.getByLabel('Cantidad', { exact: true })).toHaveValue('2');
    await expect(otherLine.getByTestId('line-total')).toHaveText(formatMoney(other.finalPriceCents * 2));
    const guestTotal = await expectTotalIsSumOfLines(page);
    expect(guestTotal).toBe(scarce.finalPriceCents + other.finalPriceCents * 2);
    await expect(page.getByText(`Total: ${formatMoney(guestTotal)}`)).toBeVisible();

    // 'Comprar' as a visitor asks to sign in; signing in merges the cart into the server's.
    await page.getByRole('button', { name: 'Comprar' }).click();
    const login = page.getByRole('dialog', { name: 'Ingresar' });
    await login.getByLabel('Usuario o correo').fill(user.userName);
    await login.getByLabel('Contraseña').fill(user.password);
    const greeted = await watchGreeting(page, user.userName);
    await login.getByRole('button', { name: 'Ingresar' }).click();
    await greeted();
    await expect(login).toBeHidden();
    // The purchase goes on: the payment modal opens without a second 'Comprar'.
    const payment = page.getByRole('dialog', { name: 'Pago' });
    await expect(
      payment.frameLocator('iframe[title="Pago"]').getByRole('button', { name: 'Pagar', exact: true }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/cart$/);
    await page.screenshot({ path: artifact('cart-login-then-pay.png') });
    await payment.getByRole('button', { name: 'Cerrar' }).click();
    await expect(payment).toBeHidden();
    const session = await storedAuth(page);
    if (!session) throw new Error('no session stored after the login');
    await expect
      .poll(async () => (await serverCart(request, session.token)).units, { message: 'merged server cart' })
      .toBe(3);
    expect(await page.evaluate(() => localStorage.getItem('bazar.cart'))).toBeNull();
    await expect(cartBadge(page, 3)).toBeVisible();
    await expect(scarceLine).toBeVisible();
    await expect(otherLine).toBeVisible();

    // A reload shows the same (server) cart.
    await page.reload();
    await expect(cartBadge(page, 3)).toBeVisible();
    await expect(otherLine.getByLabel('Cantidad', { exact: true })).toHaveValue('2');
    await expectTotalIsSumOfLines(page);

    // Signed in, 'Comprar' opens the payment modal.
    await page.getByRole('button', { name: 'Comprar' }).click();
    await expect(
      payment.frameLocator('iframe[title="Pago"]').getByRole('button', { name: 'Pagar', exact: true }),
    ).toBeVisible();
    await payment.getByRole('button', { name: 'Cerrar' }).click();
    await expect(payment).toBeHidden();

    // The stepper stops at the stock; a typed quantity beyond it becomes the stock, and says so.
    const quantity = scarceLine.getByLabel('Cantidad', { exact: true });
    const more = scarceLine.getByRole('button', { name: 'Agregar una unidad' });
    for (let n = 1; n < scarce.stock; n++) {
      await more.click();
      await expect(quantity).toHaveValue(String(n + 1));
    }
    await expect(more).toBeDisabled();
    await quantity.fill('1');
    await quantity.press('Enter');
    await expect(quantity).toHaveValue('1');
    await quantity.fill(String(scarce.stock + 5));
    await quantity.press('Enter');
    await expect(quantity).toHaveValue(String(scarce.stock));
    await expect(
      page.getByText(
        scarce.stock === 1
          ? 'Solo hay 1 unidad en stock: la cantidad quedó en 1'
          : `Solo hay ${scarce.stock} unidades en stock: la cantidad quedó en ${scarce.stock}`,
      ),
    ).toBeVisible();
    await quantity.fill('0');
    await quantity.press('Enter');
    await expect(quantity).toHaveValue(String(scarce.stock));
    await expect(cartBadge(page, scarce.stock + 2)).toBeVisible();
    await expectTotalIsSumOfLines(page);
    const afterStepper = await serverCart(request, session.token);
    expect(afterStepper.lines.find((l) => l.productId === scarce.id)?.quantity).toBe(scarce.stock);

    // Remove one line, then everything.
    await otherLine.getByRole('button', { name: `Eliminar ${other.name}` }).click();
    await expect(otherLine).toHaveCount(0);
    await expect(cartBadge(page, scarce.stock)).toBeVisible();
    const total = await expectTotalIsSumOfLines(page);
    expect(total).toBe(scarce.finalPriceCents * scarce.stock);

    // Emptying asks first: 'Cancelar' keeps the cart, 'Eliminar todo' in the dialog empties it.
    const clean = page.getByRole('main').getByRole('button', { name: 'Eliminar todo' });
    await clean.click();
    const ask = page.getByRole('dialog', { name: '¿Vaciar el carrito?' });
    await expect(ask).toContainText('Se quitará el producto del carrito. No se puede deshacer.');
    await ask.getByRole('button', { name: 'Cancelar' }).click();
    await expect(ask).toBeHidden();
    await expect(cartBadge(page, scarce.stock)).toBeVisible();
    await clean.click();
    await ask.getByRole('button', { name: 'Eliminar todo' }).click();
    await expect(page.getByText('Su carro de compras está vacío. ¡Agregue algunos productos!')).toBeVisible();
    await expect(clean).toBeDisabled();
    await expect(cartBadge(page, 0)).toBeVisible();
    await expect(page.getByText(`Total: ${formatMoney(0)}`)).toBeVisible();
    expect((await serverCart(request, session.token)).lines).toHaveLength(0);

    // Buying an empty cart.
    await page.getByRole('button', { name: 'Comprar' }).click();
    await expect(page.getByText('Carrito vacío.')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // 'Regresar' goes home.
    await page.getByRole('link', { name: 'Regresar' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a visitor cannot add more units than the stock, and an empty cart cannot be bought', async ({
    page,
    request,
  }) => {
    const products = await buyableProducts(request);
    const single = products.find((p) => p.stock === 1) ?? products.find((p) => p.stock <= 3);
    if (!single) throw new Error('the demo catalog should have a product with little stock');

    await page.goto('/cart');
    await expect(page.getByText('Su carro de compras está vacío. ¡Agregue algunos productos!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Eliminar todo' })).toBeDisabled();
    await page.getByRole('button', { name: 'Comprar' }).click();
    await expect(page.getByText('Carrito vacío.')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.goto(`/product/${single.id}`);
    const add = page.getByRole('main').getByRole('button', { name: 'Agregar al carrito' });
    for (let n = 1; n <= single.stock; n++) {
      await add.click();
      await expect(cartBadge(page, n)).toBeVisible();
    }
    await add.click();
    // The refusal says how many there are and how many the cart already holds.
    const units =
      single.stock === 1 ? 'Solo hay 1 unidad disponible' : `Solo hay ${single.stock} unidades disponibles`;
    await expect(page.getByText(`${units} y ya tienes ${single.stock} en el carrito`)).toBeVisible();
    await expect(cartBadge(page, single.stock)).toBeVisible();

    // A second tab shows the same cart; removing the line there empties this one.
    const second = await page.context().newPage();
    await second.goto('/cart');
    const line = cartLine(second, single.name);
    await expect(line.getByLabel('Cantidad', { exact: true })).toHaveValue(String(single.stock));
    await line.getByRole('button', { name: `Eliminar ${single.name}` }).click();
    await expect(
      second.getByText('Su carro de compras está vacío. ¡Agregue algunos productos!'),
    ).toBeVisible();
    await expect(cartBadge(page, 0)).toBeVisible();
    await second.close();
  });

  test('the cart at 375 px: no sideways scroll', async ({ page, request }) => {
    const products = (await buyableProducts(request)).filter((p) => p.discount > 0);
    const [first, second] = products;
    if (!first || !second) throw new Error('the demo catalog should have discounted products in stock');
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    await page.evaluate(
      (lines) => localStorage.setItem('bazar.cart', JSON.stringify(lines)),
      [
        { productId: first.id, quantity: 1 },
        { productId: second.id, quantity: Math.min(2, second.stock) },
      ],
    );
    await page.goto('/cart');
    await expect(cartLine(page, first.name)).toBeVisible();
    await expect(cartLine(page, second.name)).toBeVisible();
    await expectTotalIsSumOfLines(page);
    await page.evaluate(async () => {
      await Promise.all(Array.from(document.images).map((img) => img.decode().catch(() => undefined)));
    });
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(375);
    await expect(page.getByRole('button', { name: 'Comprar' })).toBeInViewport();
    await page.screenshot({ path: artifact('cart-375.png'), fullPage: true });
  });
});

test.describe('buying as a newcomer', () => {
  test("'Comprar' → 'Crear cuenta' → registering goes on to the payment, not the home page", async ({
    page,
    request,
  }) => {
    const [product] = await buyableProducts(request);
    if (!product) throw new Error('the demo catalog should have a buyable product');
    const user = newUser('nuevo');
    await page.goto(`/product/${product.id}`);
    await page.getByRole('main').getByRole('button', { name: 'Agregar al carrito' }).click();
    await expect(cartBadge(page, 1)).toBeVisible();
    await page.goto('/cart');
    await pressBuy(page);
    await page.getByRole('dialog', { name: 'Ingresar' }).getByRole('link', { name: 'Crear cuenta' }).click();
    await expect(page).toHaveURL(/\/userRegister\?next=%2Fcart%3Fcomprar%3D1$/);

    const form = await fillRegistration(page, user);
    await form.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page.getByRole('dialog').getByText('Registro Completo.')).toBeVisible();

    // The purchase goes on: back in the cart (the guest cart merged into the new account), paying,
    // and a newcomer has no address yet: the payment modal asks for one first.
    await expect(page).toHaveURL(/\/cart$/);
    const payment = page.getByRole('dialog', { name: 'Pago' });
    await expect(payment.getByRole('button', { name: 'Continuar al pago' })).toBeVisible();
    await payment.getByRole('button', { name: 'Cerrar' }).click();
    await expect(cartLine(page, product.name)).toBeVisible();
  });

  test('a link elsewhere in ?next= is ignored: registering then goes home', async ({ page }) => {
    const user = newUser('desvio');
    await page.goto('/userRegister?next=%2F%2Fevil.example%2F');
    const form = await fillRegistration(page, user);
    await form.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page.getByRole('dialog').getByText('Registro Completo.')).toBeVisible();
    await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/);
  });
});
