import { fileURLToPath } from 'node:url';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { expectNoSeriousA11yIssues } from './support/a11y';
import { signInWith } from './support/accounts';
import { adminSession, buyOneViaApi, newAccount } from './support/api';
import { buyableProducts } from './support/cart';
import { type MailCatcher, startMailCatcher } from './support/mail-catcher';
import { freePort, type OwnShop, startOwnShop } from './support/own-shop';

const artifact = (name: string) => fileURLToPath(new URL(`../.artifacts/${name}`, import.meta.url));

// A shop whose mail server is down and that gives a message up at its first failure: a receipt
// becomes an undelivered message at once. The shared server keeps its mail working for the others.
let shop: OwnShop | undefined;
let mailbox: MailCatcher | undefined;
let mailPort = 0;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  mailPort = await freePort();
  shop = await startOwnShop({ SMTP_URL: `smtp://127.0.0.1:${mailPort}`, OUTBOX_MAX_ATTEMPTS: '1' });
});
test.afterAll(async () => {
  await mailbox?.close();
  await shop?.stop();
});

/** A new buyer pays one demo product (of this journey's own shop) through the API. */
async function buyOne(request: APIRequestContext): Promise<string> {
  const buyer = await newAccount(request, 'sinbuzon');
  const [product] = await buyableProducts(request);
  if (!product) throw new Error('the demo catalog should have a buyable product');
  await buyOneViaApi(request, buyer, product);
  return buyer.user.email;
}

test('an administrator finds a receipt that could not be sent, on a desktop and a phone, and retries it once the mail server is back', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(120_000);
  const url = shop?.url ?? '';
  const request = await playwright.request.newContext({ baseURL: url });
  const email = await buyOne(request);
  const admin = await adminSession(request);
  // The worker tries right after the sale's commit, finds no mail server and gives the receipt up.
  await expect
    .poll(
      async () => {
        const dead = await request.get('/api/admin/outbox/dead', { headers: { 'auth-token': admin.token } });
        return JSON.stringify(await dead.json());
      },
      { timeout: 20_000 },
    )
    .toContain(email);

  const context = await browser.newContext({
    baseURL: url,
    locale: 'es-AR',
    viewport: { width: 1366, height: 800 },
  });
  const page = await context.newPage();
  await signInWith(page, admin, '/admin/');
  await page
    .getByRole('navigation', { name: 'Menú de administración' })
    .getByRole('link', { name: 'Mensajes no entregados' })
    .click();
  await expect(page).toHaveURL(/\/admin\/mensajes$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Mensajes no entregados' })).toBeVisible();
  const row = page.getByRole('grid').getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Comprobante por correo');
  await expect(row).toContainText(/Factura F-\d{6} para/);
  await expect(row).toContainText('ECONNREFUSED');
  const retry = row.getByRole('button', { name: /^Reintentar mensaje \d+$/ });
  await expect(retry).toBeInViewport();
  await expectNoSeriousA11yIssues(page, undefined, 'undelivered messages, 1366 px');
  await page.screenshot({ path: artifact('admin-undelivered-1366.png') });

  // On a phone the menu is a drawer and 'Reintentar' comes right after the kind, on screen.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByRole('button', { name: 'Menú: Mensajes no entregados' })).toBeVisible();
  await expect(retry).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoSeriousA11yIssues(page, undefined, 'undelivered messages, 375 px');
  await page.screenshot({ path: artifact('admin-undelivered-375.png') });

  // The mail server is back where the shop points: 'Reintentar' sends the receipt, once.
  mailbox = await startMailCatcher(mailPort);
  await retry.click();
  await expect(page.getByText(/^Mensaje \d+ en cola: se vuelve a enviar ahora$/)).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect.poll(() => mailbox?.recipients, { timeout: 20_000 }).toEqual([email]);
  await page.screenshot({ path: artifact('admin-undelivered-retried-375.png') });
  const after = await request.get('/api/admin/outbox/dead', { headers: { 'auth-token': admin.token } });
  expect(JSON.stringify(await after.json())).not.toContain(email);
  expect(mailbox.recipients).toEqual([email]);
  await context.close();
  await request.dispose();
});
