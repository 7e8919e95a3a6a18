import { fileURLToPath } from 'node:url';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yIssues } from './support/a11y';
import { type Session, signInWith } from './support/accounts';
import { newAccount, publishProductViaApi, uniqueName } from './support/api';
import { formatMoney } from './support/catalog';

const artifact = (name: string) => fileURLToPath(new URL(`../.artifacts/${name}`, import.meta.url));

/** A page of its own for one person, signed in, at a given width. */
async function pageFor(browser: Browser, session: Session, width: number): Promise<Page> {
  const context = await browser.newContext({
    locale: 'es-AR',
    viewport: { width, height: width > 600 ? 800 : 812 },
  });
  const page = await context.newPage();
  await signInWith(page, session);
  return page;
}

test.describe('price-drop alerts', () => {
  test('a buyer keeps a product, its seller lowers the price, the buyer’s bell says so (375 px)', async ({
    browser,
    request,
  }) => {
    const seller = await newAccount(request, 'vende');
    const name = uniqueName('Mate de calabaza');
    const product = await publishProductViaApi(request, seller.token, {
      name,
      price: 100,
      discount: 0,
      stock: 5,
    });

    // The buyer, on a phone, keeps it in their wish list and waits on its page, never reloaded.
    const buyer = await newAccount(request, 'deseos');
    const phone = await pageFor(browser, buyer, 375);
    await phone.goto(`/product/${product.id}`);
    await phone.getByRole('button', { name: 'Agregar a mi lista de deseos' }).click();
    await expect(phone.getByText('Agregado a tu lista de deseos')).toBeVisible();
    const bell = phone.getByRole('button', { name: /^Notificaciones/ });
    await expect(bell).toHaveAccessibleName('Notificaciones');

    // The seller lowers the price from 'Mis publicaciones'.
    const desk = await pageFor(browser, seller, 1366);
    await desk.goto('/perfil');
    await desk.getByRole('button', { name: `Editar ${name}` }).click();
    const form = desk.getByRole('form', { name: `Editar ${name}` });
    await expect(form.getByRole('textbox', { name: 'Precio (USD)' })).toHaveValue('100');
    await form.getByRole('textbox', { name: 'Precio (USD)' }).fill('80');
    await form.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(desk.getByText(`Producto ${name} Modificado correctamente`)).toBeVisible();
    await desk.context().close();

    // The bell counts it as it arrives; the popover says the prices and leads to the product.
    await expect(bell).toHaveAccessibleName('Notificaciones: 1 sin leer');
    await bell.click();
    const popover = phone.getByRole('dialog', { name: 'Notificaciones' });
    const notice = popover.getByRole('link', { name: new RegExp(`Bajó de precio: ${name}`) });
    await expect(notice).toContainText(`Antes ${formatMoney(10_000)}, ahora ${formatMoney(8000)}.`);
    await expectNoSeriousA11yIssues(phone, '[role="dialog"]', 'bell popover with a price drop');
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await phone.screenshot({ path: artifact('price-drop-bell-375.png') });
    await notice.click();
    await expect(phone).toHaveURL(new RegExp(`/product/${product.id}$`));
    await expect(bell).toHaveAccessibleName('Notificaciones');

    // The e-mails of these alerts can be turned off with the others.
    await phone.goto('/perfil');
    await expect(phone.getByLabel('Bajas de precio de mi lista de deseos')).toBeChecked();
    await expectNoSeriousA11yIssues(phone, undefined, 'profile with the mail settings');
    await phone.context().close();
  });
});
