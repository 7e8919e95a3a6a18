import { fileURLToPath } from 'node:url';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yIssues } from './support/a11y';
import { signInWith } from './support/accounts';
import {
  type Account,
  buyOneViaApi,
  buyViaApi,
  newAccount,
  publishProductViaApi,
  refundViaApi,
  shipViaApi,
  uniqueName,
} from './support/api';
import { formatMoney } from './support/catalog';

// Issue 47, 'Mis compras': one card per thing bought with its picture, seller, what was paid, a
// status in a buyer's words, the tracking number linked to the carrier's page, refunds, and the
// invoice's actions on the card; the invoices behind a 'Ver factura' link.
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1366, height: 800 };

const artifact = (name: string) => fileURLToPath(new URL(`../.artifacts/edges/${name}`, import.meta.url));

/** A seller's product bought by `buyer` on its own: its name and order number. */
async function bought(
  request: APIRequestContext,
  seller: Account,
  buyer: Account,
  name: string,
  price: number,
) {
  const product = await publishProductViaApi(request, seller.token, {
    name: uniqueName(name),
    price,
    discount: 0,
    stock: 5,
  });
  const { orderNumber, invoiceId, invoiceNumber } = await buyOneViaApi(request, buyer, product);
  return { product, orderNumber, invoiceId, invoiceNumber };
}

const cardOf = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Mis compras' }).getByRole('listitem').filter({ hasText: name });

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

test.describe("issue 47: 'Mis compras'", () => {
  test.describe.configure({ timeout: 90_000 });

  for (const [size, viewport] of [
    ['1366', DESKTOP],
    ['375', PHONE],
  ] as const) {
    test(`one card per item with its status, tracking link, refund and actions (${size} px)`, async ({
      page,
      request,
    }) => {
      const seller = await newAccount(request, 'tienda');
      const buyer = await newAccount(request, 'compra');
      const shipped = await bought(request, seller, buyer, 'Mate de calabaza', 40);
      const refunded = await bought(request, seller, buyer, 'Bombilla de alpaca', 30);
      const waiting = await bought(request, seller, buyer, 'Yerbera de lata', 20);
      await shipViaApi(request, seller, shipped.orderNumber, {
        carrier: 'andreani',
        trackingNumber: 'AND-4455',
      });
      await refundViaApi(request, seller, refunded.orderNumber, 1_000, 'Faltaba una pieza');

      await page.setViewportSize(viewport);
      await signInWith(page, buyer, '/');
      // The account menu's 'Mis compras' opens the page of that name (not the invoices).
      await page.getByRole('button', { name: `Menú de ${buyer.userName}` }).click();
      await page.getByRole('menuitem', { name: 'Mis compras' }).click();
      await expect(page).toHaveURL(/\/mis-compras$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Mis compras' })).toBeVisible();
      await expect(page).toHaveTitle(/Mis compras/);

      // Newest first, one card each, with its picture.
      const cards = page.getByRole('list', { name: 'Mis compras' }).getByRole('listitem');
      await expect(cards).toHaveCount(3);
      await expect(cards.getByRole('heading', { level: 2 })).toHaveText([
        waiting.product.name,
        refunded.product.name,
        shipped.product.name,
      ]);
      const onItsWay = cardOf(page, shipped.product.name);
      await expect(onItsWay.locator('img')).toHaveAttribute('src', /\/uploads\//);
      await expect(onItsWay.getByTestId('purchase-status')).toHaveText('En camino');
      await expect(onItsWay.getByText(`Vendido por ${seller.userName}`)).toBeVisible();
      await expect(onItsWay.getByRole('link', { name: seller.userName })).toHaveAttribute(
        'href',
        `/vendedor/${seller.userName}`,
      );
      await expect(onItsWay.getByTestId('purchase-paid')).toContainText(`Pagaste ${formatMoney(4_000)}`);
      const tracking = onItsWay.getByRole('link', { name: /^Seguir el envío AND-4455 en Andreani/ });
      await expect(tracking).toHaveAttribute('href', 'https://www.andreani.com/envio/AND-4455');
      await expect(tracking).toHaveAttribute('target', '_blank');
      await expect(cardOf(page, refunded.product.name).getByTestId('purchase-refunded')).toHaveText(
        `Te devolvimos ${formatMoney(1_000)}`,
      );
      await expect(cardOf(page, waiting.product.name).getByTestId('purchase-status')).toHaveText(
        'Preparando el envío',
      );
      // Nothing to claim about or rate yet on what has not arrived; the invoice is one link away.
      await expect(cardOf(page, waiting.product.name).getByRole('link', { name: /^Calificar/ })).toHaveCount(
        0,
      );
      if (size === '375') await expectNoSidewaysScroll(page);
      await expectNoSeriousA11yIssues(page, undefined, `Mis compras, ${size} px`);
      await page.screenshot({ path: artifact(`mis-compras-${size}.png`), fullPage: true });

      // 'Confirmar recibido' from the card: 'Entregado', and now it can be rated.
      await onItsWay.getByRole('button', { name: `Confirmar recibido ${shipped.orderNumber}` }).click();
      await page
        .getByRole('dialog', { name: /a 'Recibido'\?/ })
        .getByRole('button', { name: 'Confirmar recibido' })
        .click();
      await expect(onItsWay.getByTestId('purchase-status')).toHaveText('Entregado');
      await expect(onItsWay.getByRole('link', { name: `Calificar ${shipped.product.name}` })).toHaveAttribute(
        'href',
        '/userReviews',
      );
      await expect(
        onItsWay.getByRole('link', { name: `Abrir un reclamo sobre la orden ${shipped.orderNumber}` }),
      ).toBeVisible();

      // 'Ver factura' opens that invoice among the invoices.
      await cardOf(page, refunded.product.name)
        .getByRole('link', { name: `Ver factura ${refunded.invoiceNumber}` })
        .click();
      await expect(page).toHaveURL(new RegExp(`/userInvoices\\?factura=${refunded.invoiceId}$`));
      await expect(page.getByRole('dialog', { name: `Factura ${refunded.invoiceNumber}` })).toBeVisible();
    });
  }

  test('pages on the server, ten cards a page, the page kept in the address', async ({ page, request }) => {
    const seller = await newAccount(request, 'tienda');
    const buyer = await newAccount(request, 'compra');
    const products = [];
    for (let i = 1; i <= 11; i++)
      products.push(
        await publishProductViaApi(request, seller.token, {
          name: uniqueName(`Taza ${i}`),
          price: 10 + i,
          discount: 0,
          stock: 3,
        }),
      );
    // One checkout: eleven orders, one invoice.
    await buyViaApi(
      request,
      buyer,
      products.map((p) => ({ productId: p.id })),
    );
    await page.setViewportSize(PHONE);
    const asked = page.waitForRequest((r) => r.url().includes('/api/purchases/user'));
    await signInWith(page, buyer, '/mis-compras');
    expect(new URL((await asked).url()).searchParams.get('pageSize')).toBe('10');
    const cards = page.getByRole('list', { name: 'Mis compras' }).getByRole('listitem');
    await expect(cards).toHaveCount(10);
    await page.getByRole('button', { name: 'Ir a la página 2' }).click();
    await expect(page).toHaveURL(/\/mis-compras\?pagina=2$/);
    await expect(cards).toHaveCount(1);
    await expectNoSeriousA11yIssues(page, undefined, 'Mis compras, page 2');
    // An old link past the end is not 'no purchases': no cards, and the pager leads back.
    await page.goto('/mis-compras?pagina=5');
    await expect(page.getByRole('button', { name: 'Ir a la página 1' })).toBeVisible();
    await expect(page.getByText(/Todavía no tienes compras/)).toHaveCount(0);
  });
});
