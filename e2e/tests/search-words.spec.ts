import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yIssues } from './support/a11y';
import { adminSession, authHeaders } from './support/api';
import { signInAsAdmin } from './support/back-office';
import { productCards, waitForGrid } from './support/catalog';

const artifact = (name: string) => fileURLToPath(new URL(`../.artifacts/${name}`, import.meta.url));

test.describe('search in Argentine words', () => {
  test('a visitor picks a suggestion while typing, and a search that finds nothing suggests the word meant', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.goto('/');
    await waitForGrid(page);

    test.setTimeout(120_000);
    // Typing makes the box a combobox (its chunk loads then) and opens its listbox; the arrows
    // move through it, Enter picks.
    await page.getByRole('searchbox', { name: 'Buscar productos' }).pressSequentially('auri');
    const box = page.getByRole('combobox', { name: 'Buscar productos' });
    const list = page.getByRole('listbox', { name: 'Sugerencias' });
    const option = list.getByRole('option', { name: 'Auriculares Bluetooth con Cancelación' });
    await expect(option).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expectNoSeriousA11yIssues(page, undefined, 'suggestions open');
    await page.screenshot({ path: artifact('search-suggestions-desktop.png') });
    await box.press('ArrowDown');
    await expect(list.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
    const options = list.getByRole('option');
    const index = await options.evaluateAll((all) =>
      all.findIndex((o) => o.textContent === 'Auriculares Bluetooth con Cancelación'),
    );
    for (let i = 0; i < index; i++) await box.press('ArrowDown');
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await box.press('Enter');
    await expect(page).toHaveURL(/name=Auriculares/);
    await waitForGrid(page);
    await expect(productCards(page).first()).toContainText('Auriculares Bluetooth');
    await expect(list).toBeHidden();

    // A filter of this list is dropped by a new search: 'Tecnología' would leave 'remera' empty.
    const column = page.getByRole('complementary', { name: 'Filtros' });
    await column
      .getByRole('group', { name: 'Categoría' })
      .getByText(/^Tecnología/)
      .click();
    await expect(page).toHaveURL(/category=Tecnolog/);
    const search = page.getByLabel('Buscar productos');
    await search.fill('remra');
    await search.press('Enter');
    await expect(page).toHaveURL(/\?name=remra$/);
    await waitForGrid(page);
    await expect(productCards(page)).toHaveCount(0);
    // 'remra' is no 'remoto': nothing found, and the word meant is offered.
    const meant = page.getByRole('link', { name: 'remera', exact: true });
    await expect(meant).toBeVisible();
    await expect(page.getByText('¿Quizás quisiste decir')).toBeVisible();
    await expect(page.getByText('O mira las categorías más buscadas:')).toBeVisible();
    await expectNoSeriousA11yIssues(page, undefined, 'no results');
    await page.screenshot({ path: artifact('search-no-results-desktop.png') });
    await meant.click();
    await waitForGrid(page);
    // 'remera' finds the camisetas through the seeded synonyms.
    await expect(productCards(page).first()).toContainText('Camiseta');
  });

  test('an administrator adds a synonym on a phone, and the search uses it', async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 375, height: 812 });
    const admin = await adminSession(request);
    const word = `fragancia${Date.now().toString(36).replace(/\d/g, '')}`;
    await page.goto(`/?name=${word}`);
    await waitForGrid(page);
    await expect(productCards(page)).toHaveCount(0);
    // Nothing close to suggest on a phone either: the largest categories instead.
    await expect(page.getByText('O mira las categorías más buscadas:')).toBeVisible();
    await expect(page.getByText('Revisa cómo lo escribiste o usa una palabra más general.')).toBeVisible();

    await signInAsAdmin(page, admin, '/admin/sinonimos');
    await expect(page.getByRole('heading', { name: 'Sinónimos de búsqueda' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Sinónimos de búsqueda' })).toContainText('remera, camiseta');
    const field = page.getByLabel('Palabras del grupo');
    // One word is no group: refused under the field, in Spanish, before anything is sent.
    await field.fill(word);
    await page.getByRole('button', { name: 'Agregar grupo' }).click();
    await expect(page.getByText('Escribe al menos dos palabras distintas.')).toBeVisible();
    // A word of another group: refused by the server, under the field too.
    await field.fill(`${word}, remera`);
    await page.getByRole('button', { name: 'Agregar grupo' }).click();
    await expect(page.getByText('“remera” ya está en otro grupo', { exact: false })).toBeVisible();
    await field.fill(`${word}, perfume`);
    await page.getByRole('button', { name: 'Agregar grupo' }).click();
    await expect(page.getByText('Grupo de sinónimos agregado')).toBeVisible();
    const group = page.getByRole('listitem').filter({ hasText: `${word}, perfume` });
    await expect(group).toBeVisible();
    await expectNoSeriousA11yIssues(page, undefined, 'synonyms page');
    await page.screenshot({ path: artifact('search-synonyms-phone.png') });

    // The new word now finds the perfumes, in the plural too.
    await page.goto('/');
    await waitForGrid(page);
    const box = page.getByLabel('Buscar productos');
    await box.fill(`${word}s`);
    await box.press('Enter');
    await waitForGrid(page);
    await expect(productCards(page).first()).toContainText('Perfume');
    await page.screenshot({ path: artifact('search-synonym-found-phone.png') });

    // Deleted, it finds nothing again.
    await page.goto('/admin/sinonimos');
    await page.getByRole('button', { name: `Eliminar el grupo ${word}, perfume` }).click();
    await expect(page.getByText('Grupo de sinónimos eliminado')).toBeVisible();
    await expect(group).toHaveCount(0);
    const after = await request.get(`/api/products?name=${word}`, { headers: authHeaders(admin) });
    expect((await after.json()).total).toBe(0);
  });
});
