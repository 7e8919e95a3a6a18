import { expect, type Page } from '@playwright/test';

/** In the open 'Enviar la orden' dialog: Correo Argentino, a valid tracking number, sent and confirmed. */
export async function shipInDialog(page: Page, orderNumber: string): Promise<void> {
  const ship = page.getByRole('dialog', { name: `Enviar la orden ${orderNumber}` });
  await ship.getByLabel('Correo').selectOption({ label: 'Correo Argentino' });
  await ship.getByLabel('Número de seguimiento').fill('CA123456789AR');
  await ship.getByRole('button', { name: 'Marcar en camino' }).click();
  await expect(page.getByText(`Orden ${orderNumber}: estado cambiado a en camino`)).toBeVisible();
}
