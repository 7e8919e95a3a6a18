import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import {
  balanceViaApi,
  buyOneViaApi,
  newAccount,
  publishProductViaApi,
  receiveViaApi,
  savePayoutAccountViaApi,
  shipViaApi,
  uniqueName,
} from './api';
import { formatMoney } from './catalog';

/** A CBU whose check digits are right (a published Banco Macro one) and the same with its last digit changed. */
export const GOOD_CBU = '2850590940090418135201';
export const BAD_CBU = '2850590940090418135202';

interface Commissions {
  defaultRate: number;
  categories: { categoryId: number; categoryName: string; rate: number | null }[];
}

export async function commissions(request: APIRequestContext, token: string): Promise<Commissions> {
  const response = await request.get('/api/commissions', { headers: { 'auth-token': token } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Commissions;
}

/**
 * The first category (the one publishProductViaApi files products under) and its rate in percent.
 * The back office's journey changes the last one's rate for a moment, never this one's.
 */
export async function firstCategory(request: APIRequestContext, token: string) {
  const [category] = (await (await request.get('/api/categories')).json()) as { id: number; name: string }[];
  if (!category) throw new Error('the demo catalog should have categories');
  const rates = await commissions(request, token);
  const own = rates.categories.find((c) => c.categoryId === category.id)?.rate ?? null;
  const ratePercent = own ?? rates.defaultRate;
  /** The rate as the screens write it: '5 %', '12,5 %'. */
  const rateText = `${String(ratePercent).replace('.', ',')} %`;
  return { ...category, ratePercent, rateText };
}

/** The shop's commission on a sale, counted here on its own: the rate of the price, to the cent, half up. */
export const commissionOn = (grossCents: number, ratePercent: number) =>
  Math.round((grossCents * Math.round(ratePercent * 100)) / 10_000);

/**
 * A new seller's product sold to a new buyer (`quantity` units at `price` dollars, no discount),
 * paid in the sandbox through the API, and what the seller's money should show for it.
 */
export async function soldViaApi(
  request: APIRequestContext,
  prefix: string,
  { name, price, quantity = 1 }: { name: string; price: number; quantity?: number },
) {
  const seller = await newAccount(request, prefix);
  const buyer = await newAccount(request, 'compra');
  const category = await firstCategory(request, seller.token);
  const product = await publishProductViaApi(request, seller.token, {
    name: uniqueName(name),
    price,
    discount: 0,
    stock: quantity + 2,
  });
  const { orderNumber, invoiceNumber } = await buyOneViaApi(request, buyer, product, quantity);
  const gross = price * 100 * quantity;
  const commission = commissionOn(gross, category.ratePercent);
  return {
    seller,
    buyer,
    product,
    category,
    orderNumber,
    invoiceNumber,
    gross,
    commission,
    net: gross - commission,
  };
}

/**
 * A seller with a payout account and a sale of $ 35.000 available to pay (sold in the sandbox,
 * shipped and received), all through the API: what a payout needs, made by the test that needs it.
 */
export async function availableSaleViaApi(request: APIRequestContext, prefix: string) {
  const sale = await soldViaApi(request, prefix, { name: 'Carpa', price: 35_000 });
  await savePayoutAccountViaApi(request, sale.seller, { holderName: 'Rebota Pérez', cbu: GOOD_CBU });
  await shipViaApi(request, sale.seller, sale.orderNumber);
  await receiveViaApi(request, sale.buyer, sale.orderNumber);
  expect(await balanceViaApi(request, sale.seller)).toMatchObject({
    availableCents: sale.net,
    inTransitCents: 0,
  });
  return sale;
}

export interface Figures {
  pending: number;
  available: number;
  inTransit: number;
  paid: number;
}

/** /mi-dinero's four figures. */
export async function expectBalance(page: Page, figures: Figures): Promise<void> {
  await page.goto('/mi-dinero');
  // The screen's chunk and its grid: slow to appear on a busy two-core machine running the suite.
  await expect(page.getByRole('heading', { level: 1, name: 'Mi dinero' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('balance-pending')).toHaveText(formatMoney(figures.pending));
  await expect(page.getByTestId('balance-available')).toHaveText(formatMoney(figures.available));
  await expect(page.getByTestId('balance-in-transit')).toHaveText(formatMoney(figures.inTransit));
  await expect(page.getByTestId('balance-paid')).toHaveText(formatMoney(figures.paid));
}

/** The row of 'Movimientos' whose kind is `kind`, exactly. */
export function movement(page: Page, kind: string) {
  const grid = page.getByRole('grid', { name: 'Movimientos' });
  return grid.getByRole('row').filter({ has: page.getByRole('gridcell', { name: kind, exact: true }) });
}

/** The signed amount a movement's column shows: '+$ 850,00', '-$ 100,50'. */
export const plus = (cents: number) => `+${formatMoney(cents)}`;
export const minus = (cents: number) => `-${formatMoney(cents)}`;

export async function downloadText(
  page: Page,
  click: () => Promise<void>,
): Promise<{ name: string; text: string }> {
  const downloading = page.waitForEvent('download');
  await click();
  const download = await downloading;
  return { name: download.suggestedFilename(), text: await readFile((await download.path()) ?? '', 'utf8') };
}
