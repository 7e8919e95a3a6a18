import { expect, type FrameLocator, type Page } from '@playwright/test';
import { pressBuy } from './cart';

/** A shipping address as a buyer types it (the form's labels and the API's fields alike). */
export const SHIPPING_ADDRESS = {
  street: 'Av. Corrientes',
  number: '1234',
  floorApt: '5° B',
  city: 'CABA',
  province: 'Buenos Aires',
  postalCode: 'C1043',
  phone: '11 4321-5678',
  notes: 'Timbre 5B',
} as const;

/** The address as the screens write it on one line (formatAddress). */
export const SHIPPING_ADDRESS_LINE = 'Av. Corrientes 1234, 5° B, CABA (C1043), Buenos Aires';

/** Fills the payment modal's address form (a buyer with no address yet) and goes on to pay. */
export async function fillShippingAddress(page: Page): Promise<void> {
  const form = page.getByRole('dialog', { name: 'Pago' }).getByRole('form', { name: 'Dirección de envío' });
  await form.getByLabel('Calle').fill(SHIPPING_ADDRESS.street);
  await form.getByLabel('Número').fill(SHIPPING_ADDRESS.number);
  await form.getByLabel('Piso / depto.').fill(SHIPPING_ADDRESS.floorApt);
  await form.getByLabel('Ciudad').fill(SHIPPING_ADDRESS.city);
  await form.getByLabel('Provincia').selectOption(SHIPPING_ADDRESS.province);
  await form.getByLabel('Código postal').fill(SHIPPING_ADDRESS.postalCode);
  await form.getByLabel('Teléfono de contacto').fill(SHIPPING_ADDRESS.phone);
  await form.getByLabel('Indicaciones para la entrega').fill(SHIPPING_ADDRESS.notes);
  await form.getByRole('button', { name: 'Continuar al pago' }).click();
}

/** The payment frame inside the payment modal. */
export function paymentFrame(page: Page): FrameLocator {
  return page.getByRole('dialog', { name: 'Pago' }).frameLocator('iframe[title="Pago"]');
}

/**
 * On /cart with a signed-in user and a non-empty cart: 'Comprar', the shipping address when the
 * buyer has none yet, 'Pagar' in the sandbox frame, and waits for the checkout-result screen.
 * Returns the invoice number it shows.
 */
export async function payCart(page: Page): Promise<{ invoiceNumber: string }> {
  await pressBuy(page);
  const dialog = page.getByRole('dialog', { name: 'Pago' });
  const addressForm = dialog.getByRole('button', { name: 'Continuar al pago' });
  // Either the frame (the buyer has an address) or the address form comes first.
  await expect(dialog.locator('iframe[title="Pago"]').or(addressForm)).toBeVisible({ timeout: 20_000 });
  if (await addressForm.isVisible()) await fillShippingAddress(page);
  await paymentFrame(page).getByRole('button', { name: 'Pagar', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout\/result\/\d+$/, { timeout: 20_000 });
  const heading = page.getByTestId('invoice-number');
  await expect(heading).toHaveText(/F-\d{6}/);
  const invoiceNumber = /F-\d{6}/.exec((await heading.textContent()) ?? '')?.[0];
  if (!invoiceNumber) throw new Error('no invoice number on the result screen');
  return { invoiceNumber };
}
