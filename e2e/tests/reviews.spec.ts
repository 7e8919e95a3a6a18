import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yIssues } from './support/a11y';
import { signInWith } from './support/accounts';
import { buyOneViaApi, newAccount, productOfNewSeller } from './support/api';
import { findCard } from './support/cart';
import { shopToday } from './support/dates';

const artifact = (name: string) => fileURLToPath(new URL(`../.artifacts/${name}`, import.meta.url));

test.describe('reviews', () => {
  test('a buyer rates what they bought and everyone sees it on the product', async ({ page, request }) => {
    test.setTimeout(120_000);
    const product = await productOfNewSeller(request, {
      name: 'Lampara de mesa',
      price: 55,
      discount: 0,
      stock: 3,
    });
    const buyer = await newAccount(request, 'resenas');
    const { user } = buyer;
    // Nothing bought yet: nothing to review.
    await signInWith(page, buyer, '/userReviews');
    await expect(page.getByRole('heading', { level: 1, name: 'MIS RESEÑAS' })).toBeVisible();
    await expect(page.getByText('Aún no tienes reseñas.')).toBeVisible();

    // Bought (through the API: the checkout's own journeys pay in the frame); 'Mis reseñas' lists it.
    const { invoiceNumber, resultPath } = await buyOneViaApi(request, buyer, product);
    expect(invoiceNumber).toMatch(/^F-\d{6}$/);
    await page.goto(resultPath);
    await expect(page.getByTestId('invoice-number')).toHaveText(`Factura ${invoiceNumber}`);
    await page.goto('/userReviews');
    const card = page
      .getByRole('list', { name: 'Productos por calificar' })
      .getByRole('listitem', { name: product.name, exact: true });
    await expect(card).toBeVisible();
    await expect(card.getByText(/^Comprado el \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();

    // Four stars and a comment with markup, which must come back as plain text.
    const comment = 'Muy buena <b>compra</b><script>alert(1)</script>';
    // The radio itself is visually hidden: a person clicks the fourth star, its label.
    await card
      .locator('label')
      .filter({ hasText: /^4 Estrellas$/ })
      .click();
    await expect(card.getByRole('radio', { name: '4 Estrellas' })).toBeChecked();
    const box = card.getByRole('textbox', { name: 'Comentario' });
    await box.fill(comment);
    await expect(card.getByText(`${comment.length}/100`)).toBeVisible();
    // The box stops at 100 characters.
    await box.fill('x'.repeat(120));
    await expect(box).toHaveValue('x'.repeat(100));
    await expect(card.getByText('100/100')).toBeVisible();
    await box.fill(comment);
    await page.screenshot({ path: artifact('reviews-card.png'), fullPage: true });
    await expectNoSeriousA11yIssues(page, 'main');
    await card.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByText('Reseña enviada')).toBeVisible();
    await expect(card).toHaveCount(0);
    await expect(page.getByText('Aún no tienes reseñas.')).toBeVisible();
    // It moves to the reviews already sent, its markup still text.
    const sentCard = page
      .getByRole('list', { name: 'Reseñas enviadas' })
      .getByRole('listitem', { name: product.name, exact: true });
    await expect(sentCard.getByText(comment, { exact: true })).toBeVisible();
    await expect(sentCard.getByRole('img', { name: '4 Estrellas' })).toBeVisible();
    await expect(sentCard.locator('b, script')).toHaveCount(0);

    // The product page shows the review, the average and the count.
    await page.goto(`/product/${product.id}`);
    const reviews = page.getByRole('region', { name: 'Reseñas' });
    await expect(reviews.getByTestId('rating-summary')).toHaveText('4,0 de 5 (1 reseña)');
    const item = reviews.getByRole('list', { name: 'Reseñas del producto' }).getByRole('listitem');
    await expect(item).toHaveCount(1);
    await expect(item).toContainText(user.userName);
    await expect(item.getByText(comment, { exact: true })).toBeVisible();
    await expect(item.getByRole('img', { name: '4 Estrellas' })).toBeVisible();
    await expect(item.getByText(shopToday())).toBeVisible();
    // The markup stayed text: no element was made from it.
    await expect(item.locator('b, script')).toHaveCount(0);
    await page.screenshot({ path: artifact('reviews-product.png'), fullPage: true });
    await expectNoSeriousA11yIssues(page, 'main');

    // The home card shows the stars, and its modal the same review.
    const homeCard = await findCard(page, product.name);
    await expect(homeCard.getByRole('img', { name: '4 Estrellas' })).toBeVisible();
    await homeCard.screenshot({ path: artifact('reviews-home-card.png') });
    await homeCard.getByRole('link').first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('rating-summary')).toHaveText('4,0 de 5 (1 reseña)');
    await expect(dialog.getByText(comment, { exact: true })).toBeVisible();
  });
});
