import { type APIRequestContext, type APIResponse, expect } from '@playwright/test';
import { ADMIN, loginViaApi, newUser, registerViaApi, type Session, type TestUser } from './accounts';
import type { ApiProduct } from './catalog';
import { SHIPPING_ADDRESS } from './checkout';

/**
 * A journey's data, made through the shop's API as its screens would make it: people, products,
 * carts, purchases paid in the sandbox, orders moved along, refunds. Each journey makes its own,
 * so that no journey depends on another's (they run in any order, two at a time, on one server).
 * Only the checkout's own journeys (checkout.spec.ts, split-payment.spec.ts) pay in the browser.
 */

/** The header every signed-in request carries. */
export const authHeaders = (session: { token: string }) => ({ 'auth-token': session.token });

/** The answer's body, once its status is the one expected (the body tells why when it is not). */
async function answer<T>(response: APIResponse, status = 200): Promise<T> {
  expect(response.status(), `${response.url()}: ${await response.text()}`).toBe(status);
  return (await response.json()) as T;
}

// ── People ─────────────────────────────────────────────────────────────────────────────────

/** A signed-in account, with the data it was registered with. */
export interface Account extends Session {
  user: TestUser;
}

/** Registers a new account (names unique per call) and signs it in. */
export async function newAccount(request: APIRequestContext, prefix = 'e2e'): Promise<Account> {
  const user = newUser(prefix);
  await registerViaApi(request, user);
  return { ...(await loginViaApi(request, user.userName, user.password)), user };
}

/** The administrator's session, root as the app stores it after a login. */
export async function adminSession(request: APIRequestContext): Promise<Session> {
  return { ...(await loginViaApi(request, ADMIN.email, ADMIN.password)), root: true };
}

/** The account's id, as the back office's requests name it. */
export async function userIdOf(request: APIRequestContext, session: Session): Promise<number> {
  return (await answer<{ id: number }>(await request.get('/api/user', { headers: authHeaders(session) }))).id;
}

// ── Products ───────────────────────────────────────────────────────────────────────────────

/** A 48 × 36 PNG, enough for the upload pipeline (it re-encodes to WebP). */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAkCAIAAABAJy5dAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAUElEQVRYhe2WQQ0AQAzCJgeJSKysk8E9mkwAIdBxKV/dzRVEQehQzVBsGXP8RDCiQzVDsWXMIRQHGjpUMxRbhhxCMNbXEZ8rzo/up1n+HGgPJBx+iMAr5fgAAAAASUVORK5CYII=',
  'base64',
);

export interface ProductFields {
  name: string;
  price: number;
  discount: number;
  stock: number;
}

/**
 * A word nobody else uses, of letters only: a search by a product's ID ('73') finds no name
 * that merely contains those digits.
 */
export function uniqueWord(): string {
  const letters = (n: number) => {
    let word = '';
    for (let rest = n; word === '' || rest > 0; rest = Math.floor(rest / 26))
      word = String.fromCharCode(97 + (rest % 26)) + word;
    return word;
  };
  return `${letters(Date.now())}${letters(Math.floor(Math.random() * 26 ** 4))}`;
}

/** A name nobody else uses: `name` and a random word. */
export const uniqueName = (name: string) => `${name} ${uniqueWord()}`;

/**
 * Publishes a product for the signed-in seller through the selling API (POST /api/images, then
 * POST /api/product), in the first category and audience, so that a journey can follow one sale
 * from both sides. The demo catalog belongs to a seller account nobody can sign in to.
 */
export async function publishProductViaApi(
  request: APIRequestContext,
  token: string,
  fields: ProductFields,
): Promise<ApiProduct> {
  const headers = { 'auth-token': token };
  const upload = await request.post('/api/images', {
    headers,
    multipart: {
      upload_preset: 'bazar',
      file: { name: 'foto.png', mimeType: 'image/png', buffer: PNG },
    },
  });
  const { secure_url } = await answer<{ secure_url: string }>(upload, 201);
  const [category] = (await (await request.get('/api/categories')).json()) as { id: number }[];
  const [genre] = (await (await request.get('/api/genres')).json()) as { id: number }[];
  if (!category || !genre) throw new Error('the demo catalog should have categories and audiences');
  const created = await request.post('/api/product', {
    headers,
    data: {
      name: fields.name,
      description: `${fields.name}: producto publicado por un recorrido`,
      price: String(fields.price),
      brand: 'Bazar',
      color: 'Azul',
      warranty: '12',
      discount: String(fields.discount),
      stock: String(fields.stock),
      categoryId: String(category.id),
      genreId: String(genre.id),
      image: [secure_url],
    },
  });
  return answer<ApiProduct>(created, 201);
}

/**
 * A product of its own for a journey that buys or deactivates: a new seller publishes it under a
 * name nobody else uses (`fields.name` plus a random word). Journeys run two at a time on one
 * database, and the demo catalog is read by the others (stock, listing), so only products made
 * this way may be changed.
 */
export async function productOfNewSeller(
  request: APIRequestContext,
  fields: ProductFields,
): Promise<ApiProduct> {
  const seller = await newAccount(request, 'vende');
  return publishProductViaApi(request, seller.token, { ...fields, name: uniqueName(fields.name) });
}

// ── Buying ─────────────────────────────────────────────────────────────────────────────────

export async function addToCartViaApi(
  request: APIRequestContext,
  buyer: Session,
  productId: number,
  quantity = 1,
): Promise<void> {
  const added = await request.post('/api/shoppingCart', {
    data: { productId, quantity },
    headers: authHeaders(buyer),
  });
  expect(added.status(), await added.text()).toBe(200);
}

/** Adds the journeys' address (SHIPPING_ADDRESS) to the buyer's book; the first becomes the default. */
export async function addAddressViaApi(request: APIRequestContext, token: string): Promise<{ id: number }> {
  const response = await request.post('/api/addresses', {
    headers: { 'auth-token': token },
    data: SHIPPING_ADDRESS,
  });
  return answer<{ id: number }>(response, 201);
}

/** What a purchase made through the API leaves: its invoice and each line's order. */
export interface Purchase {
  invoiceId: number;
  invoiceNumber: string;
  totalCents: number;
  /** One per line, in the cart's order. */
  lines: { productId: number; name: string; quantity: number; orderNumber: string }[];
  /** The checkout's result screen, where the browser lands after paying (/checkout/result/:id). */
  resultPath: string;
}

/**
 * `buyer` buys `items` as the payment modal does, through the API: the cart, an address when the
 * book has none, the checkout (its stock reserved), the sandbox's 'Pagar' (`POST
 * /api/checkout/:id/sandbox/pay`, approve; once per part when the checkout is split by seller),
 * then the invoice the purchase made (`POST /api/invoice`).
 */
export async function buyViaApi(
  request: APIRequestContext,
  buyer: Session,
  items: { productId: number; quantity?: number }[],
): Promise<Purchase> {
  const headers = authHeaders(buyer);
  for (const { productId, quantity } of items) await addToCartViaApi(request, buyer, productId, quantity);
  const book = await answer<{ items: unknown[] }>(await request.get('/api/addresses', { headers }));
  if (book.items.length === 0) await addAddressViaApi(request, buyer.token);
  const checkout = await answer<{ id: string; parts: unknown[] }>(
    await request.post('/api/checkout', { headers }),
  );
  for (let part = 0; part < Math.max(1, checkout.parts.length); part++) {
    const paid = await answer<{ status: string }>(
      await request.post(`/api/checkout/${checkout.id}/sandbox/pay`, { data: { decision: 'approve' } }),
    );
    expect(paid.status).toBe('approved');
  }
  const result = await answer<{
    invoice: { id: number; invoiceNumber: string; totalCents: number };
    lines: { productId: number; name: string; quantity: number; orderNumber: string | null }[];
  }>(await request.post('/api/invoice', { headers }));
  const lines = result.lines.map((line) => ({ ...line, orderNumber: line.orderNumber ?? '' }));
  for (const line of lines) expect(line.orderNumber, `the order of ${line.name}`).toMatch(/^P-\d{6,}$/);
  return {
    invoiceId: result.invoice.id,
    invoiceNumber: result.invoice.invoiceNumber,
    totalCents: result.invoice.totalCents,
    lines,
    resultPath: `/checkout/result/${result.invoice.id}`,
  };
}

/** One product bought by `buyer` (`quantity` units): its order number and the invoice's. */
export async function buyOneViaApi(
  request: APIRequestContext,
  buyer: Session,
  product: { id: number },
  quantity = 1,
): Promise<Purchase & { orderNumber: string }> {
  const purchase = await buyViaApi(request, buyer, [{ productId: product.id, quantity }]);
  const line = purchase.lines.find((l) => l.productId === product.id);
  if (!line) throw new Error(`the invoice ${purchase.invoiceNumber} has no line for product ${product.id}`);
  return { ...purchase, orderNumber: line.orderNumber };
}

// ── Orders and money ───────────────────────────────────────────────────────────────────────

/** The seller's sales as the API lists them, newest first. */
export async function salesViaApi(request: APIRequestContext, seller: Session) {
  const response = await request.get('/api/sales/user', { headers: authHeaders(seller) });
  return (await answer<{ items: { orderNumber: string; product: { name: string } }[] }>(response)).items;
}

/** The seller marks the order 'en camino' with a carrier and a tracking number. */
export async function shipViaApi(
  request: APIRequestContext,
  seller: Session,
  orderNumber: string,
  shipping: { carrier: string; trackingNumber: string } = { carrier: 'andreani', trackingNumber: 'AND-1234' },
): Promise<void> {
  const moved = await request.put(`/api/orders/${orderNumber}/status`, {
    headers: authHeaders(seller),
    data: { status: 'shipped', ...shipping },
  });
  expect(moved.status(), await moved.text()).toBe(200);
}

/** The buyer confirms 'Recibido': the seller's money becomes available. */
export async function receiveViaApi(request: APIRequestContext, buyer: Session, orderNumber: string) {
  const moved = await request.put(`/api/orders/${orderNumber}/status`, {
    headers: authHeaders(buyer),
    data: { status: 'received' },
  });
  expect(moved.status(), await moved.text()).toBe(200);
}

/** A refund of part or all of an order: its seller before shipping, an administrator any time. */
export async function refundViaApi(
  request: APIRequestContext,
  session: Session,
  orderNumber: string,
  amountCents: number,
  reason: string,
): Promise<void> {
  const refunded = await request.post(`/api/orders/${orderNumber}/refunds`, {
    headers: authHeaders(session),
    data: { amountCents, reason },
  });
  expect(refunded.status(), await refunded.text()).toBe(200);
}

/** The bank account the seller's payouts go to (a CBU, an alias or both). */
export async function savePayoutAccountViaApi(
  request: APIRequestContext,
  seller: Session,
  account: { holderName: string; cbu?: string; alias?: string },
): Promise<void> {
  const saved = await request.put('/api/money/payout-account', {
    headers: authHeaders(seller),
    data: account,
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** The seller's four figures, in cents. */
export async function balanceViaApi(request: APIRequestContext, seller: Session) {
  return answer<{ pendingCents: number; availableCents: number; inTransitCents: number; paidCents: number }>(
    await request.get('/api/money/balance', { headers: authHeaders(seller) }),
  );
}

/** A payout batch of the chosen sellers' whole available balances, made by the administrator. */
export async function payoutBatchViaApi(
  request: APIRequestContext,
  admin: Session,
  sellerIds: number[],
): Promise<{ id: number }> {
  const batch = await request.post('/api/admin/payouts/batches', {
    headers: authHeaders(admin),
    data: { sellerIds },
  });
  return answer<{ id: number }>(batch, 201);
}
