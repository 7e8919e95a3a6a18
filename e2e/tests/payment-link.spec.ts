import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yIssues } from './support/a11y';
import { signInWith } from './support/accounts';
import { newAccount } from './support/api';

/**
 * A seller links their Mercado Pago account from 'Mi dinero' through the sandbox's authorization
 * page (the same flow as Mercado Pago's: OAuth with PKCE), sees it linked, and unlinks it; one who
 * cancels on that page is told plainly and can try again.
 */
test.describe('Cobrar con Mercado Pago', () => {
  test('a seller links their account, sees it, and unlinks it; cancelling says so', async ({
    page,
    request,
  }) => {
    const user = await newAccount(request, 'mp');
    await signInWith(page, user, '/mi-dinero');
    const box = page.getByRole('region', { name: 'Cobrar con Mercado Pago' });
    await expect(box).toContainText('Vincula tu cuenta de Mercado Pago');
    await expectNoSeriousA11yIssues(page);

    // Cancelling on the provider's page: nothing is linked, and the way back is offered.
    await box.getByRole('button', { name: 'Vincular mi cuenta de Mercado Pago' }).click();
    await expect(page.getByRole('heading', { name: 'Sandbox de Mercado Pago' })).toBeVisible();
    await page.getByRole('link', { name: 'Cancelar' }).click();
    await expect(page).toHaveURL(/\/mi-dinero\/mercadopago\?error=access_denied/);
    await expect(page.getByText('No autorizaste a Bazar en Mercado Pago')).toBeVisible();
    await page.getByRole('link', { name: 'Volver a vincular' }).click();

    await box.getByRole('button', { name: 'Vincular mi cuenta de Mercado Pago' }).click();
    await page.getByRole('link', { name: 'Autorizar' }).click();
    await expect(page).toHaveURL(/\/mi-dinero$/);
    await expect(page.getByText('Tu cuenta de Mercado Pago quedó vinculada')).toBeVisible();
    await expect(page.getByTestId('payment-link-account')).toHaveText(
      /Cuenta de Mercado Pago vinculada \(usuario \d{9}\)/,
    );
    // Paid at the source now: the payout box no longer says there is nowhere to be paid.
    await expect(page.getByTestId('payout-account-none')).toHaveText(
      'Cobras tus ventas en tu cuenta de Mercado Pago. Una cuenta bancaria solo hace falta para lo que Bazar te transfiera.',
    );
    await page.screenshot({ path: test.info().outputPath('mi-dinero-vinculada.png'), fullPage: true });

    await box.getByRole('button', { name: 'Desvincular' }).click();
    await expect(page.getByText('Desvinculaste tu cuenta de Mercado Pago')).toBeVisible();
    await expect(box.getByRole('button', { name: 'Vincular mi cuenta de Mercado Pago' })).toBeVisible();
    await expect(page.getByTestId('payout-account-none')).toHaveText('Sin cuenta para cobrar');
  });
});
