import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { expectNoSeriousA11yIssues } from './support/a11y';
import { signInWith } from './support/accounts';
import { newAccount, uniqueWord } from './support/api';
import { findCard } from './support/cart';

const artifact = (name: string) => fileURLToPath(new URL(`../.artifacts/${name}`, import.meta.url));

/** A noisy PNG (~120 kB, noise does not compress), tinted so the two previews differ. */
function png(name: string, tint: { r: number; g: number; b: number }) {
  // Large and noisy enough (~250 kB each) that at 80 kB/s the upload lasts seconds: a busy CI
  // machine must still see its progress move before it ends.
  const size = 320;
  const pixels = Buffer.alloc(size * size * 3);
  for (let i = 0; i < pixels.length; i += 3) {
    const noise = Math.floor(Math.random() * 60);
    pixels[i] = Math.min(255, tint.r + noise);
    pixels[i + 1] = Math.min(255, tint.g + noise);
    pixels[i + 2] = Math.min(255, tint.b + noise);
  }
  return sharp(pixels, { raw: { width: size, height: size, channels: 3 } })
    .png()
    .toBuffer()
    .then((buffer) => ({ name, mimeType: 'image/png', buffer }));
}

const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

test.describe('selling', () => {
  test('a user publishes a product with images, finds it on /perfil and in search, and edits it', async ({
    page,
    request,
  }) => {
    // Throttled uploads and image processing on a shared, busy machine.
    test.setTimeout(150_000);
    const user = await newAccount(request, 'vendedor');
    await page.setViewportSize({ width: 1366, height: 800 });
    await signInWith(page, user);
    // Letters only: a back-office search by a product's ID must not find this name too.
    const tag = uniqueWord();
    const name = `Farol ${tag}`;

    // Vender, from the user menu.
    await page.getByRole('button', { name: `Menú de ${user.userName}` }).click();
    await page.getByRole('menuitem', { name: 'Vender' }).click();
    await expect(page).toHaveURL(/\/create$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Vender' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Categoría' })).toBeVisible();
    await expectNoSeriousA11yIssues(page, 'main');

    // Mistakes first: messages appear as fields lose focus.
    await field(page, 'Nombre').focus();
    await field(page, 'Marca').focus();
    // Each message says what is wrong in this case: blank is asked for, too long is told its limit.
    await expect(page.getByText('Ingresa el nombre del producto')).toBeVisible();
    await field(page, 'Nombre').fill('n'.repeat(51));
    await expect(page.getByText('El nombre no puede superar los 50 caracteres')).toBeVisible();
    await field(page, 'Precio (USD)').focus();
    await field(page, 'Precio (USD)').blur();
    await expect(page.getByText('Ingresa el precio')).toBeVisible();
    await field(page, 'Precio (USD)').fill('12a');
    await field(page, 'Precio (USD)').blur();
    await expect(
      page.getByText('Escribe el precio con números y hasta dos decimales, por ejemplo 12,50'),
    ).toBeVisible();
    await field(page, 'Descuento (%)').fill('150');
    await field(page, 'Descuento (%)').blur();
    await expect(page.getByText('Ingresa un descuento entre 0 y 100, por ejemplo 30, 40 o 5')).toBeVisible();
    await expect(page.getByText(/please|must|characters/)).toHaveCount(0);
    await page.getByRole('button', { name: 'Publicar' }).click();
    await expect(page.getByText('Por favor, rellena el formulario correctamente')).toBeVisible();

    // Then right.
    await field(page, 'Nombre').fill(name);
    await expect(page.getByText('El nombre no puede superar los 50 caracteres')).toHaveCount(0);
    await field(page, 'Marca').fill('Luminar');
    await field(page, 'Color').fill('Ámbar');
    await field(page, 'Precio (USD)').fill('80');
    await expect(
      page.getByText('Escribe el precio con números y hasta dos decimales, por ejemplo 12,50'),
    ).toHaveCount(0);
    await field(page, 'Descuento (%)').fill('25');
    await field(page, 'Stock').fill('4');
    await field(page, 'Garantía (meses)').fill('12');
    await field(page, 'Descripción').fill('Farol de mesa con luz cálida y base de madera.');
    await page.getByRole('combobox', { name: 'Categoría' }).click();
    await page.getByRole('option').first().click();
    await page.getByRole('combobox', { name: 'Público' }).click();
    await page.getByRole('option', { name: 'Unisex' }).click();

    // Two images over a slow uplink (80 kB/s), so the progress can be seen moving.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 80 * 1024,
    });
    await page
      .getByLabel('Imágenes del producto')
      .setInputFiles([
        await png('rojo.png', { r: 220, g: 30, b: 30 }),
        await png('azul.png', { r: 30, g: 30, b: 220 }),
      ]);
    const uploading = page.getByRole('dialog', { name: 'Cargando Imagen, por favor espere' });
    await expect(uploading).toBeVisible();
    const bars = uploading.getByRole('progressbar');
    await expect(bars).toHaveCount(2);
    await expect
      .poll(async () => Number((await bars.first().getAttribute('aria-valuenow')) ?? 0))
      .toBeGreaterThan(0);
    await page.screenshot({ path: artifact('selling-uploading.png') });
    await expect(uploading).toBeHidden({ timeout: 20_000 });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await expect(page.getByText('La imagen ha sido cargada con éxito').first()).toBeVisible();
    const previews = page.getByRole('list', { name: 'Imágenes cargadas' }).getByRole('img');
    await expect(previews).toHaveCount(2);
    const blueSrc = await previews.nth(1).getAttribute('src');

    const redSrc = await previews.first().getAttribute('src');

    // Dragging the blue thumbnail onto the red one makes it the cover (dnd-kit, with the mouse).
    await page.getByRole('list', { name: 'Imágenes cargadas' }).scrollIntoViewIfNeeded();
    const from = await previews.nth(1).boundingBox();
    const to = await previews.first().boundingBox();
    if (!from || !to) throw new Error('the previews should be on screen');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 - 20, from.y + from.height / 2, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 10 });
    await page.screenshot({ path: artifact('selling-drag.png') });
    await page.mouse.up();
    await expect(previews.first()).toHaveAttribute('src', blueSrc ?? '');
    await expect(previews).toHaveCount(2);

    // The arrow buttons (the keyboard's way) still reorder: red back first, then blue again.
    await page.getByRole('button', { name: 'Mover imagen 2 antes' }).click();
    await expect(previews.first()).toHaveAttribute('src', redSrc ?? '');
    await page.getByRole('button', { name: 'Mover imagen 2 antes' }).focus();
    await page.keyboard.press('Enter');
    await expect(previews.first()).toHaveAttribute('src', blueSrc ?? '');

    // Clicking a picture does not remove it; its visible × does.
    await previews.nth(1).click();
    await expect(previews).toHaveCount(2);
    await page.getByRole('button', { name: 'Quitar imagen 2' }).click();
    await expect(previews).toHaveCount(1);
    await page.screenshot({ path: artifact('selling-form.png'), fullPage: true });

    await page.getByRole('button', { name: 'Publicar' }).click();
    // 'Publicar' shows the new listing as buyers will see it, with the success message.
    await expect(page.getByText(`¡Éxito! Producto ${name} cargado correctamente`)).toBeVisible();
    await expect(page).toHaveURL(/\/product\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText(`Vendido por ${user.userName}`)).toBeVisible();
    await expectNoSeriousA11yIssues(page, 'main');
    await page.screenshot({ path: artifact('selling-published-1366.png'), fullPage: true });
    await page.goto('/perfil');
    const mine = page.getByRole('region', { name: 'Mis publicaciones' });
    const card = mine.getByRole('article', { name });
    await expect(card).toBeVisible();
    await expect(card.getByRole('img')).toHaveAttribute('src', blueSrc ?? '');

    // In the home search at once.
    const homeCard = await findCard(page, name);
    await expect(homeCard.getByTestId('final-price')).toContainText('60,00');

    // Edited from /perfil.
    await page.goto('/perfil');
    await page.getByRole('button', { name: `Editar ${name}` }).click();
    const form = page.getByRole('form', { name: `Editar ${name}` });
    await expect(form.getByRole('textbox', { name: 'Nombre', exact: true })).toHaveValue(name);
    await expect(form.getByRole('textbox', { name: 'Precio (USD)' })).toHaveValue('80');
    const renamed = `Farol ${tag} XL`;
    await form.getByRole('textbox', { name: 'Nombre', exact: true }).fill(renamed);
    await form.getByRole('textbox', { name: 'Stock' }).fill('9');
    await form.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByText(`Producto ${renamed} Modificado correctamente`)).toBeVisible();
    const edited = mine.getByRole('article', { name: renamed });
    await expect(edited).toBeVisible();
    await expect(edited.getByText('Stock: 9')).toBeVisible();
    await page.screenshot({ path: artifact('selling-perfil.png'), fullPage: true });
    await expectNoSeriousA11yIssues(page, 'main');
    await findCard(page, renamed);
  });

  test('a new seller sees that they have nothing for sale', async ({ page, request }) => {
    const user = await newAccount(request, 'sinventas');
    await signInWith(page, user, '/perfil');
    await expect(
      page.getByRole('region', { name: 'Mis publicaciones' }).getByText('No tienes productos en venta'),
    ).toBeVisible();
  });
});
