import { expect, type Page } from '@playwright/test';
import { type Session, signInWith } from './accounts';

/**
 * Types into a back-office grid's search box and waits for that search's own answer, drawn.
 * The search waits for a pause in typing, so the grid first keeps showing the unfiltered page,
 * where the wanted row may already be (a young database has few orders); a click there landed
 * on the loading overlay of the search that followed, and opened nothing.
 */
export async function searchGrid(page: Page, label: string, text: string): Promise<void> {
  const answered = page.waitForResponse(
    (response) => new URL(response.url()).searchParams.get('q') === text.trim(),
  );
  await page.getByLabel(label).fill(text);
  await answered;
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

/**
 * Signs the administrator in, also where another person was: the page loaded under the previous
 * session may still be asking the server whether that one was root, and its 'no' would land on
 * the administrator's stored session. Done once the header shows the back office's button.
 */
export async function signInAsAdmin(page: Page, admin: Session, path = '/'): Promise<void> {
  await signInWith(page, admin, path);
  await expect(page.getByRole('link', { name: 'Administración', exact: true })).toBeVisible();
}
