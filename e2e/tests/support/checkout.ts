import { expect, type FrameLocator, type Page } from '@playwright/test';

/** The payment frame inside the payment modal. */
export function paymentFrame(page: Page): FrameLocator {
  return page.getByRole('dialog', { name: 'Pago' }).frameLocator('iframe[title="Pago"]');
}

/**
 * On /cart with a signed-in user and a non-empty cart: 'Comprar', 'Pagar' in the sandbox frame,
 * and waits for the checkout-result screen. Returns the invoice number it shows.
 */
export async function payCart(page: Page): Promise<{ invoiceNumber: string }> {
  await page.getByRole('button', { name: 'Comprar' }).click();
  const frame = paymentFrame(page);
  await frame.getByRole('button', { name: 'Pagar', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout\/result\/\d+$/, { timeout: 20_000 });
  const heading = page.getByTestId('invoice-number');
  await expect(heading).toHaveText(/F-\d{6}/);
  const invoiceNumber = /F-\d{6}/.exec((await heading.textContent()) ?? '')?.[0];
  if (!invoiceNumber) throw new Error('no invoice number on the result screen');
  return { invoiceNumber };
}
