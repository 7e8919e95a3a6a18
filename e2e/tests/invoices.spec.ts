import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yIssues } from './support/a11y';
import { signInWith } from './support/accounts';
import { buyOneViaApi, newAccount, publishProductViaApi, shipViaApi, uniqueName } from './support/api';
import { formatMoney } from './support/catalog';
import { shopToday } from './support/dates';

const artifact = (name: string) => fileURLToPath(new URL(`../.artifacts/${name}`, import.meta.url));

/** The invoice modal of one invoice, opened from its row in /userInvoices. */
async function openInvoice(page: Page, invoiceNumber: string) {
  await page.goto('/userInvoices');
  await expect(page.getByRole('heading', { level: 1, name: 'Facturas de compra' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: invoiceNumber });
  await row.getByRole('button', { name: `Ver detalles ${invoiceNumber}` }).click();
  const modal = page.getByRole('dialog', { name: `Factura ${invoiceNumber}` });
  await expect(modal).toBeVisible();
  return modal;
}

/**
 * Two units of a new seller's product at $40 with 25% off ($60), bought by a new buyer through the
 * API (the checkout's own journeys pay in the frame).
 */
async function saleViaApi(request: APIRequestContext) {
  const seller = await newAccount(request, 'vende');
  const buyer = await newAccount(request, 'compra');
  const name = uniqueName('Farol');
  const product = await publishProductViaApi(request, seller.token, {
    name,
    price: 40,
    discount: 25,
    stock: 5,
  });
  const purchase = await buyOneViaApi(request, buyer, product, 2);
  return { seller, buyer, name, ...purchase };
}

test.describe('invoices and sales', () => {
  // Two people, a PDF, dialogs and axe passes: a minute or more on a busy two-core machine.
  test.describe.configure({ timeout: 120_000 });

  test('a buyer sees the purchase and its invoice, with the same figures, and downloads its PDF', async ({
    page,
    request,
  }) => {
    const { buyer, name, invoiceNumber, resultPath } = await saleViaApi(request);

    // Where the checkout lands.
    await signInWith(page, buyer, resultPath);
    await expect(page.getByTestId('invoice-number')).toHaveText(`Factura ${invoiceNumber}`);
    // One money presentation: list price, discount, net total, here as in the modal and the PDF.
    const bought = page
      .getByRole('table', { name: 'Productos comprados' })
      .getByRole('row')
      .filter({ hasText: name });
    await expect(bought.getByRole('cell')).toHaveText([
      /P-\d{6}/,
      name,
      '2',
      formatMoney(4000),
      '25%',
      formatMoney(6000),
    ]);

    // /userInvoices: number, total and date in the grid; the modal with the line and its status.
    await page.goto('/userInvoices');
    const row = page.getByRole('row').filter({ hasText: invoiceNumber });
    await expect(row).toContainText(formatMoney(6000));
    await expect(row).toContainText(shopToday());
    const modal = await openInvoice(page, invoiceNumber);
    await expect(modal.getByText(name)).toBeVisible();
    await expect(modal.getByText('Lucía Fernández')).toBeVisible();
    const line = modal.getByRole('row').filter({ hasText: name });
    await expect(line.getByRole('cell')).toHaveText([
      '1',
      name,
      '2',
      formatMoney(4000),
      '25%',
      formatMoney(6000),
      /^Recepción/,
    ]);
    await expect(modal.getByText(`Total Monto: ${formatMoney(6000)}`)).toBeVisible();
    await expect(modal.getByText('Recepción', { exact: true })).toBeVisible();
    await expect(modal.getByRole('button', { name: /Confirmar recibido/ })).toHaveCount(0);
    await page.screenshot({ path: artifact('invoice-modal.png') });
    await expectNoSeriousA11yIssues(page, '[role="dialog"]');

    // The PDF, named with the invoice number.
    const downloading = page.waitForEvent('download');
    await modal.getByRole('button', { name: 'Descargar PDF' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${invoiceNumber}.pdf`);
    const pdf = await readFile((await download.path()) ?? '');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });

  test("the seller finds the sale in 'Ventas' and marks it 'en camino' with a carrier and a tracking number", async ({
    page,
    request,
  }) => {
    const { seller, name } = await saleViaApi(request);
    await signInWith(page, seller, '/userSales');
    await expect(page.getByRole('heading', { level: 1, name: 'Ventas' })).toBeVisible();
    const sale = page.getByRole('row').filter({ hasText: name });
    await expect(sale).toContainText(formatMoney(4000));
    await expect(sale).toContainText('25%');
    await expect(sale).toContainText(formatMoney(6000));
    await expect(sale.getByText('Recepción', { exact: true })).toBeVisible();
    // Shipping asks for the carrier and the tracking number; 'Cancelar' changes nothing.
    await sale.getByRole('button', { name: /Marcar en camino/ }).click();
    const ask = page.getByRole('dialog', { name: /^Enviar la orden P-\d{6}$/ });
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Cancelar' }).click();
    await expect(sale.getByText('Recepción', { exact: true })).toBeVisible();
    await sale.getByRole('button', { name: /Marcar en camino/ }).click();
    await ask.getByRole('button', { name: 'Marcar en camino' }).click();
    await expect(ask.getByText('Elige el correo con el que enviaste')).toBeVisible();
    await expect(ask.getByText('Escribe el número de seguimiento')).toBeVisible();
    await ask.getByLabel('Correo').selectOption({ label: 'OCA' });
    await ask.getByLabel('Número de seguimiento').fill('OCA-778899');
    await page.screenshot({ path: artifact('user-sales-confirm.png') });
    await ask.getByRole('button', { name: 'Marcar en camino' }).click();
    await expect(page.getByText(/Orden P-\d{6}: estado cambiado a en camino/)).toBeVisible();
    await expect(sale.getByText('en camino', { exact: true })).toBeVisible();
    await expect(sale.getByRole('button', { name: /Marcar en camino/ })).toHaveCount(0);
    await page.screenshot({ path: artifact('user-sales.png'), fullPage: true });
    await expectNoSeriousA11yIssues(page, 'main');
  });

  test('the buyer confirms a shipped sale received, on a phone; the seller sees it received too', async ({
    page,
    request,
  }) => {
    // Shipped by OCA, through the API.
    const { seller, buyer, name, invoiceNumber, orderNumber } = await saleViaApi(request);
    await shipViaApi(request, seller, orderNumber, { carrier: 'oca', trackingNumber: 'OCA-778899' });

    // 'Ver detalles' is on screen, the modal shows one card per line with the same figures, and
    // the confirmation asks first.
    await page.setViewportSize({ width: 375, height: 812 });
    await signInWith(page, buyer, '/userInvoices');
    const details = page.getByRole('button', { name: `Ver detalles ${invoiceNumber}` });
    await expect(details).toBeInViewport();
    await page.screenshot({ path: artifact('user-invoices-375.png') });
    await details.click();
    const again = page.getByRole('dialog', { name: `Factura ${invoiceNumber}` });
    const card = again.getByRole('listitem', { name });
    await expect(card).toBeVisible();
    for (const text of [
      formatMoney(4000),
      '25%',
      formatMoney(6000),
      'en camino',
      'OCA · seguimiento OCA-778899',
    ]) {
      await expect(card.getByText(text, { exact: true })).toBeVisible();
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: artifact('invoice-modal-375.png') });
    await expectNoSeriousA11yIssues(page, '[role="dialog"]');
    await again.getByRole('button', { name: /Confirmar recibido/ }).click();
    await page
      .getByRole('dialog', { name: /a 'Recibido'\?/ })
      .getByRole('button', { name: 'Confirmar recibido' })
      .click();
    await expect(page.getByText(/Orden P-\d{6}: estado cambiado a Recibido/)).toBeVisible();
    await expect(again.getByText('Recibido', { exact: true })).toBeVisible();
    await expect(again.getByRole('button', { name: /Confirmar recibido/ })).toHaveCount(0);

    // The seller sees it received too; the status stays after a reload.
    await page.setViewportSize({ width: 1366, height: 800 });
    await signInWith(page, seller, '/userSales');
    await expect(
      page.getByRole('row').filter({ hasText: name }).getByText('Recibido', { exact: true }),
    ).toBeVisible();
  });
});
