import { fileURLToPath } from 'node:url';
import { shopDay } from '@bazar/shared';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yIssues } from './support/a11y';
import { signInWith } from './support/accounts';
import {
  adminSession,
  authHeaders,
  newAccount,
  PNG,
  publishProductViaApi,
  uniqueName,
  uniqueWord,
} from './support/api';
import { signInAsAdmin } from './support/back-office';
import { formatMoney, productCards, waitForGrid } from './support/catalog';
import { E2E_SHOP_TIME_ZONE } from './support/dates';

const artifact = (name: string) => fileURLToPath(new URL(`../.artifacts/${name}`, import.meta.url));
const day = (offset = 0) => shopDay(new Date(Date.now() + offset * 86_400_000), E2E_SHOP_TIME_ZONE);

test.describe('sale events', () => {
  test('the administrator creates a Hot Sale, a seller enrols on a phone, a buyer follows the banner to its prices', async ({
    browser,
    page,
    request,
  }) => {
    // The prices start on the job's next turn (every 2 s here: SALE_EVENTS_EVERY_MS).
    test.setTimeout(150_000);
    const name = `Hot Sale ${uniqueWord()}`;
    const slug = name.toLowerCase().replaceAll(' ', '-');

    // The back office: a refusal under its field, then the event, today and the next two days.
    await page.setViewportSize({ width: 1366, height: 800 });
    await signInAsAdmin(page, await adminSession(request), '/admin/eventos');
    await expect(page.getByRole('heading', { name: 'Eventos de ofertas', level: 2 })).toBeVisible();
    const form = page.getByRole('form', { name: 'Crear evento' });
    await form.getByLabel('Nombre').fill(name);
    await form.getByLabel('Dirección de su página').fill('hot sale');
    await form.getByLabel('Empieza el').fill(day());
    await form.getByLabel('Termina el').fill(day(2));
    await form.getByLabel('Descuento mínimo (%)').fill('15');
    await form.getByRole('button', { name: 'Crear evento' }).click();
    await expect(
      form.getByText('Usa letras minúsculas, números y guiones (sin espacios), de 3 a 60 caracteres'),
    ).toBeVisible();
    await expect(form.getByText('Sube la imagen del banner')).toBeVisible();
    await form.getByLabel('Dirección de su página').fill(slug);
    await form.getByLabel('Imagen del banner', { exact: true }).setInputFiles({
      name: 'hot-sale.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await expect(form.getByRole('img', { name: 'Imagen del banner' })).toBeVisible();
    await form.getByRole('button', { name: 'Crear evento' }).click();
    await expect(page.getByText('Evento creado')).toBeVisible();
    await expect(page.getByRole('link', { name })).toBeVisible();
    await expectNoSeriousA11yIssues(page, 'main', 'back office sale events');
    await page.screenshot({ path: artifact('events-admin-1366.png') });

    // A seller on a phone enrols one product; a second one, out of stock, goes in through the API.
    const seller = await newAccount(request, 'hotsale');
    const productName = uniqueName('Parlante');
    await publishProductViaApi(request, seller.token, {
      name: productName,
      price: 100,
      discount: 0,
      stock: 5,
    });
    const soldOut = await publishProductViaApi(request, seller.token, {
      name: uniqueName('Auricular'),
      price: 50,
      discount: 0,
      stock: 0,
    });
    const phone = await (
      await browser.newContext({ locale: 'es-AR', viewport: { width: 375, height: 812 } })
    ).newPage();
    await signInWith(phone, seller, '/eventos');
    await expect(phone.getByRole('heading', { name: 'Eventos', level: 1 })).toBeVisible();
    const card = phone.getByRole('region', { name });
    const enrol = card.getByRole('form', { name: `Inscribir en ${name}` });
    await enrol.getByLabel('Busca uno de tus productos').fill(productName.split(' ')[1] ?? productName);
    await phone.getByRole('option', { name: productName }).click();
    await enrol.getByLabel('Descuento en el evento (%)').fill('10');
    await enrol.getByRole('button', { name: 'Inscribir un producto' }).click();
    await expect(enrol.getByText('El descuento debe ser un número entero del 15 al 90')).toBeVisible();
    await enrol.getByLabel('Descuento en el evento (%)').fill('20');
    await enrol.getByRole('button', { name: 'Inscribir un producto' }).click();
    await expect(phone.getByText('Producto inscrito')).toBeVisible();
    await expect(card.getByText(`${productName} · 20% · ${formatMoney(8000)}`)).toBeVisible();
    await expectNoSeriousA11yIssues(phone, 'main', 'seller sale events on a phone');
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await phone.screenshot({ path: artifact('events-seller-375.png'), fullPage: true });
    await phone.context().close();
    const { id: eventId } = (await (await request.get(`/api/saleEvents/page/${slug}`)).json()) as {
      id: number;
    };
    const second = await request.post(`/api/saleEvents/${eventId}/products`, {
      headers: authHeaders(seller),
      data: { productId: soldOut.id, discount: 30 },
    });
    expect(second.status(), await second.text()).toBe(201);

    // The job's next turn applies the event's prices.
    await expect
      .poll(
        async () =>
          ((await (await request.get(`/api/products?event=${slug}`)).json()) as { total: number }).total,
        { timeout: 60_000, intervals: [500] },
      )
      .toBe(2);

    // A buyer at 1366 px follows the home's first banner to the event's page, and filters.
    const buyer = await (
      await browser.newContext({ locale: 'es-AR', viewport: { width: 1366, height: 800 } })
    ).newPage();
    await buyer.goto('/');
    const banner = buyer.getByRole('region', { name: 'Novedades de Bazar' });
    await expect(banner).toHaveAttribute('data-settled', 'true');
    const first = banner.locator('[aria-roledescription="diapositiva"]').first();
    await first.getByRole('link', { name: new RegExp(`^${name}`) }).click();
    await expect(buyer).toHaveURL(new RegExp(`/ofertas/${slug}$`));
    await expect(buyer.getByRole('heading', { name, level: 1 })).toBeVisible();
    await waitForGrid(buyer);
    await expect(productCards(buyer)).toHaveCount(2);
    const column = buyer.getByRole('complementary', { name: 'Filtros' });
    await column.getByRole('checkbox', { name: /Solo con stock/ }).click();
    await expect(buyer).toHaveURL(/inStock=true/);
    await expect(productCards(buyer)).toHaveCount(1);
    const only = productCards(buyer).first();
    await expect(only).toContainText(productName);
    await expect(only).toContainText(formatMoney(8000));
    await expectNoSeriousA11yIssues(buyer, undefined, 'sale event page with a filter');
    await buyer.screenshot({ path: artifact('events-page-1366.png') });
    await buyer.context().close();
  });
});
