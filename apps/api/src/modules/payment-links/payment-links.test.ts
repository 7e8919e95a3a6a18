import { randomBytes } from 'node:crypto';
import { PAYMENT_LINK_MSG, type PaymentLink } from '@bazar/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccountsApp } from '../../../test/auth.js';
import { shopper } from '../../../test/catalog-fixtures.js';
import type { Shopper } from '../../../test/checkout-kit.js';
import type { TestApp } from '../../../test/helpers.js';
import { STAND_IN_CLIENT, startMercadoPagoStandIn } from '../../../test/mercadopago-stand-in.js';

const PUBLIC_URL = 'https://tienda.example';
const REDIRECT = `${PUBLIC_URL}/mi-dinero/mercadopago`;

const status = async (who: Shopper) => (await who.call('GET', '/api/money/mercadopago')).json<PaymentLink>();
const start = async (who: Shopper) =>
  (await who.call('POST', '/api/money/mercadopago/link')).json<{ authorizationUrl: string }>()
    .authorizationUrl;
const complete = (who: Shopper, body: Record<string, unknown>) =>
  who.call('POST', '/api/money/mercadopago/link/complete', body);

/** What the database keeps of a seller's link: never a readable token. */
async function storedLink(t: TestApp, sellerId: number) {
  const { rows } = await t.db.execute<{
    access_token: Buffer | null;
    refresh_token: Buffer | null;
    expires_at: string;
  }>(
    sql`SELECT access_token, refresh_token, expires_at::text FROM payment_links WHERE seller_id = ${sellerId}`,
  );
  return rows[0];
}

describe('linking a Mercado Pago account through the sandbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildAccountsApp({ PUBLIC_URL });
  });
  afterAll(() => t?.close());

  /** The seller follows the sandbox's authorization page and presses a button. */
  async function sandboxPage(url: string, button: 'allow' | 'deny') {
    const { pathname, search } = new URL(url);
    const page = await t.app.inject({ method: 'GET', url: `${pathname}${search}` });
    expect(page.statusCode).toBe(200);
    const href = page.body.match(new RegExp(`id="${button}" href="([^"]+)"`))?.[1]?.replaceAll('&amp;', '&');
    if (!href) throw new Error('no button');
    return new URL(href);
  }

  it('links with a one-time state and PKCE, keeps the tokens sealed, renews and unlinks', async () => {
    const seller = await shopper(t.app);
    expect(await status(seller)).toMatchObject({ available: true, provider: 'sandbox', status: 'unlinked' });

    const url = new URL(await start(seller));
    expect(url.pathname).toBe('/api/sandbox/oauth/authorize');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      redirect_uri: REDIRECT,
      code_challenge_method: 'S256',
    });
    const back = await sandboxPage(url.toString(), 'allow');
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT);
    const body = { code: back.searchParams.get('code'), state: back.searchParams.get('state') };

    // Someone else cannot finish the seller's link, and does not spoil it.
    const stranger = await shopper(t.app);
    expect((await complete(stranger, body)).json()).toEqual({
      errors: [{ param: 'state', msg: PAYMENT_LINK_MSG.invalidState }],
    });
    const linked = await complete(seller, body);
    expect(linked.statusCode).toBe(200);
    expect(linked.json<PaymentLink>()).toMatchObject({
      status: 'linked',
      provider: 'sandbox',
      failure: null,
    });
    expect(linked.json<PaymentLink>().accountId).toMatch(/^\d{9}$/);
    // The same callback again: the state was used.
    expect((await complete(seller, body)).statusCode).toBe(400);

    const stored = await storedLink(t, seller.user.id);
    expect(stored?.access_token?.includes(Buffer.from('sb-at-'))).toBe(false);
    expect(stored?.refresh_token?.includes(Buffer.from('sb-rt-'))).toBe(false);

    // Close to running out: the job renews it (new sealed tokens, a later expiry).
    await t.db.execute(
      sql`UPDATE payment_links SET expires_at = now() + interval '2 days' WHERE seller_id = ${seller.user.id}`,
    );
    expect(await t.app.renewPaymentLinks()).toBeGreaterThanOrEqual(1);
    const renewed = await storedLink(t, seller.user.id);
    expect(renewed?.refresh_token?.equals(stored?.refresh_token ?? Buffer.alloc(0))).toBe(false);
    expect(new Date(renewed?.expires_at ?? 0).getTime()).toBeGreaterThan(Date.now() + 100 * 86_400_000);
    expect((await status(seller)).status).toBe('linked');

    expect((await seller.call('DELETE', '/api/money/mercadopago')).json()).toEqual({
      msg: PAYMENT_LINK_MSG.unlinked,
    });
    expect(await status(seller)).toMatchObject({ status: 'unlinked', accountId: null });
    expect((await seller.call('DELETE', '/api/money/mercadopago')).statusCode).toBe(404);
  });

  it('refuses a tampered code, an unknown or stale state, and a page that would send the seller elsewhere', async () => {
    const seller = await shopper(t.app);
    const back = await sandboxPage(await start(seller), 'allow');
    const state = back.searchParams.get('state') ?? '';
    const tampered = await complete(seller, { code: `${back.searchParams.get('code')}x`, state });
    expect(tampered.json()).toEqual({ errors: [{ param: 'code', msg: PAYMENT_LINK_MSG.rejected }] });
    expect((await status(seller)).status).toBe('unlinked');
    expect(
      (await complete(seller, { code: 'x', state: randomBytes(32).toString('base64url') })).statusCode,
    ).toBe(400);
    expect((await complete(seller, { code: '', state })).statusCode).toBe(400);

    const again = await sandboxPage(await start(seller), 'allow');
    await t.db.execute(
      sql`UPDATE payment_link_attempts SET created_at = now() - interval '1 hour' WHERE user_id = ${seller.user.id}`,
    );
    const stale = await complete(seller, {
      code: again.searchParams.get('code'),
      state: again.searchParams.get('state'),
    });
    expect(stale.json().errors[0].msg).toBe(PAYMENT_LINK_MSG.invalidState);

    const url = new URL(await start(seller));
    url.searchParams.set('redirect_uri', 'https://elsewhere.example/steal');
    expect((await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` })).statusCode).toBe(400);
    const denied = await sandboxPage(await start(seller), 'deny');
    expect(denied.searchParams.get('error')).toBe('access_denied');
    expect((await t.app.inject({ method: 'GET', url: '/api/money/mercadopago' })).statusCode).toBe(401);
  });

  it('marks the link failed, plainly, when a renewal is refused', async () => {
    const seller = await shopper(t.app);
    const back = await sandboxPage(await start(seller), 'allow');
    await complete(seller, { code: back.searchParams.get('code'), state: back.searchParams.get('state') });
    // A refresh token sealed under another key reads as garbage: the grant is as good as revoked.
    await t.db.execute(
      sql`UPDATE payment_links SET expires_at = now(), refresh_token = ${randomBytes(64)} WHERE seller_id = ${seller.user.id}`,
    );
    await t.app.renewPaymentLinks();
    expect(await status(seller)).toMatchObject({
      status: 'failed',
      failure: PAYMENT_LINK_MSG.failedRefresh,
      expiresAt: null,
    });
    expect(await storedLink(t, seller.user.id)).toMatchObject({ access_token: null, refresh_token: null });
  });
});

describe('linking a Mercado Pago account against the stand-in', () => {
  let t: TestApp;
  let mp: Awaited<ReturnType<typeof startMercadoPagoStandIn>>;
  beforeAll(async () => {
    mp = await startMercadoPagoStandIn({ accessToken: 'TEST-acceso', webhookSecret: 'secreto' });
    t = await buildAccountsApp({
      PUBLIC_URL,
      PAYMENT_PROVIDER: 'mercadopago',
      MP_ACCESS_TOKEN: 'TEST-acceso',
      MP_WEBHOOK_SECRET: 'secreto',
      MP_API_URL: mp.url,
      MP_AUTH_URL: mp.url,
      MP_MARKETPLACE: 'true',
      MP_CLIENT_ID: STAND_IN_CLIENT.id,
      MP_CLIENT_SECRET: STAND_IN_CLIENT.secret,
      TOKEN_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    });
  });
  afterAll(async () => {
    await t?.close();
    await mp?.close();
  });

  it('sends the seller to Mercado Pago’s page, exchanges the code with the verifier, renews, and fails when revoked', async () => {
    const seller = await shopper(t.app);
    const url = new URL(await start(seller));
    expect(`${url.origin}${url.pathname}`).toBe(`${mp.url}/authorization`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: STAND_IN_CLIENT.id,
      response_type: 'code',
      platform_id: 'mp',
      redirect_uri: REDIRECT,
      code_challenge_method: 'S256',
    });
    const granted = mp.authorize(url.toString());
    const linked = await complete(seller, { code: granted.code, state: granted.state });
    expect(linked.json<PaymentLink>()).toMatchObject({
      provider: 'mercadopago',
      status: 'linked',
      accountId: String(granted.userId),
    });
    const issued = mp.issued.find((i) => i.userId === granted.userId)?.accessToken ?? '';
    expect((await storedLink(t, seller.user.id))?.access_token?.includes(Buffer.from(issued))).toBe(false);
    // A code works once: Mercado Pago refuses it the second time.
    const again = mp.authorize(await start(seller));
    expect((await complete(seller, { code: granted.code, state: again.state })).statusCode).toBe(400);

    await t.db.execute(
      sql`UPDATE payment_links SET expires_at = now() + interval '1 day' WHERE seller_id = ${seller.user.id}`,
    );
    await t.app.renewPaymentLinks();
    expect(mp.issued.filter((i) => i.userId === granted.userId)).toHaveLength(2);
    expect((await status(seller)).status).toBe('linked');

    mp.revokeGrants(granted.userId);
    await t.db.execute(
      sql`UPDATE payment_links SET expires_at = now() + interval '1 day' WHERE seller_id = ${seller.user.id}`,
    );
    await t.app.renewPaymentLinks();
    expect(await status(seller)).toMatchObject({ status: 'failed', failure: PAYMENT_LINK_MSG.failedRefresh });

    // Linking again puts it right.
    const relinked = mp.authorize(await start(seller));
    expect(
      (await complete(seller, { code: relinked.code, state: relinked.state })).json<PaymentLink>().status,
    ).toBe('linked');
  });

  it('is not offered by a shop on Mercado Pago without the marketplace settings', async () => {
    const plain = await buildAccountsApp({
      PAYMENT_PROVIDER: 'mercadopago',
      MP_ACCESS_TOKEN: 'TEST-acceso',
      MP_WEBHOOK_SECRET: 'secreto',
      MP_API_URL: mp.url,
    });
    try {
      const seller = await shopper(plain.app);
      expect(await status(seller)).toMatchObject({ available: false, status: 'unlinked' });
      expect((await seller.call('POST', '/api/money/mercadopago/link')).json()).toEqual({
        msg: PAYMENT_LINK_MSG.unavailable,
      });
    } finally {
      await plain.close();
    }
  });
});
