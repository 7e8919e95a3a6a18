import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yIssues } from './support/a11y';
import { signInWith } from './support/accounts';
import { addAddressViaApi, addToCartViaApi, authHeaders, newAccount, uniqueWord } from './support/api';
import { pressBuy } from './support/cart';
import { paymentFrame, SHIPPING_ADDRESS } from './support/checkout';
import { linkedSellerWithProduct } from './support/split';

// Issue 47: a checkout split by seller names each part's seller as the product page does
// ('Vendido por'), shows 'Pagar' on a phone's first screen, ships to the address chosen for it
// (also when the buyer comes back from the first part), and its confirmation leads to 'Mis compras'.
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1366, height: 800 };

const artifact = (name: string) => fileURLToPath(new URL(`../.artifacts/edges/${name}`, import.meta.url));

test.describe('issue 47: a split checkout, from the parts to the confirmation', () => {
  test.describe.configure({ timeout: 120_000 });

  for (const [size, viewport] of [
    ['1366', DESKTOP],
    ['375', PHONE],
  ] as const) {
    test(`parts named as 'Vendido por', 'Pagar' on the first screen, the chosen address on the confirmation (${size} px)`, async ({
      page,
      request,
    }) => {
      const first = await linkedSellerWithProduct(request, 'Poncho salteño', 30);
      const second = await linkedSellerWithProduct(request, 'Sombrero de fieltro', 45);
      const buyer = await newAccount(request, 'eleccion');
      await addAddressViaApi(request, buyer.token); // the book's default
      const street = `Calle ${uniqueWord()}`;
      const other = await request.post('/api/addresses', {
        headers: authHeaders(buyer),
        data: { ...SHIPPING_ADDRESS, street },
      });
      expect(other.status(), await other.text()).toBe(201);
      for (const { product } of [first, second]) await addToCartViaApi(request, buyer, product.id);

      await page.setViewportSize(viewport);
      // The product page names the seller: the parts must name them the same way.
      await signInWith(page, buyer, `/product/${first.product.id}`);
      await expect(page.getByText(`Vendido por ${first.userName}`)).toBeVisible();

      await page.goto('/cart');
      await pressBuy(page);
      const dialog = page.getByRole('dialog', { name: 'Pago' });
      await dialog.getByRole('button', { name: 'Cambiar dirección de envío' }).click();
      await dialog.getByRole('radio', { name: new RegExp(street) }).check();
      await dialog.getByRole('button', { name: 'Usar esta dirección' }).click();
      await expect(dialog.getByTestId('ship-to')).toContainText(street);

      const parts = dialog.getByRole('region', { name: 'Pagos de esta compra' });
      await expect(parts.getByRole('heading', { name: `Pago 1 de 2 · ${first.userName}` })).toBeVisible({
        timeout: 20_000,
      });
      await expect(paymentFrame(page).locator('#part')).toHaveText(`Pago 1 de 2 · ${first.userName}`);
      // 'Pagar' is on the first screen, without scrolling the page or the frame.
      const pay = paymentFrame(page).getByRole('button', { name: 'Pagar', exact: true });
      await expect(pay).toBeVisible();
      const box = await pay.boundingBox();
      expect(box, 'the Pagar button has a box').not.toBeNull();
      expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(viewport.height);
      expect(box?.y ?? -1).toBeGreaterThanOrEqual(0);
      await expectNoSeriousA11yIssues(page, '[role="dialog"]', `split payment, ${size} px`);
      await page.screenshot({ path: artifact(`split-payment-${size}.png`) });

      // The first part paid, the buyer comes back as Mercado Pago's return brings them, and the
      // modal opens again on the book's default: the checkout keeps the address chosen for it.
      const paid = page.waitForResponse((r) => r.url().endsWith('/sandbox/pay'));
      await pay.click();
      const { paymentId } = (await (await paid).json()) as { paymentId: string };
      await page.goto(`/ResponseMP?${new URLSearchParams({ payment_id: paymentId, status: 'approved' })}`);
      await page.getByRole('link', { name: 'Seguir con el pago' }).click();
      await pressBuy(page);
      await expect(parts.getByRole('heading', { name: `Pago 2 de 2 · ${second.userName}` })).toBeVisible({
        timeout: 20_000,
      });
      await paymentFrame(page).getByRole('button', { name: 'Pagar', exact: true }).click();

      await expect(page).toHaveURL(/\/checkout\/result\/\d+$/, { timeout: 20_000 });
      await expect(page.getByTestId('ships-to')).toContainText(street);
      await expect(page.getByRole('link', { name: /Calificar/ })).toHaveCount(0);
      await expectNoSeriousA11yIssues(page, undefined, `confirmation, ${size} px`);
      await page.screenshot({ path: artifact(`split-confirmation-${size}.png`), fullPage: true });
      await page.getByRole('link', { name: 'Ver mi compra' }).click();
      await expect(page).toHaveURL(/\/mis-compras$/);
      const cards = page.getByRole('list', { name: 'Mis compras' }).getByRole('listitem');
      await expect(cards).toHaveCount(2);
      await expect(cards.filter({ hasText: first.product.name })).toContainText(
        `Vendido por ${first.userName}`,
      );
    });
  }
});
