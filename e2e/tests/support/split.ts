import { type APIRequestContext, expect } from '@playwright/test';
import { newAccount, publishProductViaApi, uniqueName } from './api';

/**
 * A seller who linked their Mercado Pago account through the sandbox's authorization page, with
 * one product on sale: what a checkout split by seller needs (MP_MARKETPLACE=true on the
 * journeys' server).
 */
export async function linkedSellerWithProduct(request: APIRequestContext, name: string, price: number) {
  const seller = await newAccount(request, 'split');
  const { token } = seller;
  const headers = { 'auth-token': token };
  const started = await request.post('/api/money/mercadopago/link', { headers });
  expect(started.status(), await started.text()).toBe(200);
  const url = new URL(((await started.json()) as { authorizationUrl: string }).authorizationUrl);
  const page = await request.get(`${url.pathname}${url.search}`);
  const href = /id="allow" href="([^"]+)"/.exec(await page.text())?.[1]?.replaceAll('&amp;', '&');
  if (!href) throw new Error('no allow button on the sandbox authorization page');
  const back = new URL(href);
  const linked = await request.post('/api/money/mercadopago/link/complete', {
    headers,
    data: { code: back.searchParams.get('code'), state: back.searchParams.get('state') },
  });
  expect(linked.status(), await linked.text()).toBe(200);
  const product = await publishProductViaApi(request, token, {
    name: uniqueName(name),
    price,
    discount: 0,
    stock: 6,
  });
  return { userName: seller.userName, product };
}
