import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';

/** What the API answers for a product (the fields these journeys look at). */
export interface ApiProduct {
  id: number;
  name: string;
  brand: string;
  color: string;
  warranty: number;
  priceCents: number;
  finalPriceCents: number;
  discount: number;
  stock: number;
  category: { id: number; name: string };
  /** The options it comes in ('Talle', 'Color'); null for a product sold as one thing. */
  optionsSummary?: { name: string; values: number }[] | null;
}

/** Lower case without accents: how the shop orders names (bazar_fold + byte order). */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** 'US$ 1.234,50' → 123450 */
export function parseMoney(text: string): number {
  const digits = text.replace(/[^\d,]/g, '').replace(',', '.');
  return Math.round(Number(digits) * 100);
}

const money = new Intl.NumberFormat('es-AR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
export function formatMoney(cents: number): string {
  // The shop's default currency (SHOP_CURRENCY=USD), as the shop writes it.
  return `US$ ${money.format(cents / 100)}`;
}

export function productCards(page: Page): Locator {
  return page.getByRole('main').getByRole('article');
}

/** Waits until the grid shows a settled (not loading, not previous-page) list. */
export async function waitForGrid(page: Page): Promise<void> {
  // Until the app's first render is in (a transition, built in slices), the home shows the static
  // shell's grid outline from index.html, which carries no cards.
  await expect(page.locator('.sh-grid')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

export async function cardNames(page: Page): Promise<string[]> {
  await waitForGrid(page);
  return productCards(page).getByRole('heading', { level: 3 }).allTextContents();
}

export async function cardPrices(page: Page): Promise<number[]> {
  await waitForGrid(page);
  const texts = await productCards(page).getByTestId('final-price').allTextContents();
  return texts.map(parseMoney);
}

export async function allProducts(request: APIRequestContext, query = ''): Promise<ApiProduct[]> {
  const items: ApiProduct[] = [];
  for (let page = 1; ; page++) {
    const response = await request.get(`/api/products?pageSize=100&page=${page}${query}`);
    expect(response.ok()).toBeTruthy();
    const body = (await response.json()) as { items: ApiProduct[]; total: number };
    items.push(...body.items);
    if (items.length >= body.total || body.items.length === 0) return items;
  }
}

export function isSortedBy<T>(values: T[], inOrder: (a: T, b: T) => boolean): boolean {
  return values.every((value, i) => i === 0 || inOrder(values[i - 1] as T, value));
}

/**
 * The dot of the shop's own banner `n` (1 is 'Bienvenido a Bazar'). A sale event running (another
 * journey's) puts its slide first and the shop's own move along by as many: counted once the
 * carousel knows the running events (data-settled).
 */
export async function shopBannerDot(page: Page, n: number): Promise<Locator> {
  const banner = page.getByRole('region', { name: 'Novedades de Bazar' });
  await expect(banner).toHaveAttribute('data-settled', 'true');
  const slides = banner.locator('[aria-roledescription="diapositiva"]');
  const events = await slides.evaluateAll((all) => all.findIndex((slide) => slide.querySelector('h1')));
  return banner.getByRole('button', { name: `Ver banner ${n + Math.max(0, events)}` });
}

/**
 * Shows the home banner's slide `n` and returns its link, named `linkName`, ready to be clicked.
 * Pressing a dot stops the carousel's rotation until someone presses 'Reanudar', and a dot
 * pressed before the carousel's script has arrived is kept (the carousel starts on that slide),
 * so one press is enough. What follows waits for states, never for a clock: the rotation stopped,
 * the dot current, the link wholly on screen once the slide has finished sliding in.
 */
export async function bannerSlideLink(page: Page, n: number, linkName: string): Promise<Locator> {
  const banner = page.getByRole('region', { name: 'Novedades de Bazar' });
  const dot = await shopBannerDot(page, n);
  const link = banner.getByRole('link', { name: linkName });
  await dot.click();
  await expect(banner.getByRole('button', { name: 'Reanudar el carrusel' })).toBeVisible();
  await expect(dot).toHaveAttribute('aria-current', 'true');
  await expect(link).toBeInViewport({ ratio: 0.9 });
  return link;
}
