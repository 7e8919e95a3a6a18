import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CheckoutSession, LoginResponse, ProductDetail, ProductPage, Profile } from '@bazar/shared';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withDatabase } from '../global-setup.js';
import { productForm } from '../selling-fixtures.js';
import {
  type Instance,
  queryAt,
  registration,
  scratchDirs,
  startInstance,
  uploadPicture,
} from './instance.js';

// The production topology as plain processes: two instances of the release build on one
// PostgreSQL server (a fresh database), one Redis and an S3 stand-in speaking the real protocol,
// each with its own DATA_DIR. Every step of a purchase alternates instances.
const serverUrl = process.env.TEST_DATABASE_URL ?? '';
const redisUrl = process.env.TEST_REDIS_URL ?? '';
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const BUCKET = 'bazar-topology';
const ADMIN = { email: 'admin@topologia.test', password: 'Admin-Topologia-9' };

const database = `bazar_topology_${process.pid}_${randomBytes(3).toString('hex')}`;
const scratch = scratchDirs();
let s3: S3rver;
let s3Url: string;
let a: Instance;
let b: Instance;

const tempDir = scratch.make;

const admin = (sql: string) => queryAt(serverUrl, sql);

beforeAll(async () => {
  // The release bundle the instances run (rebuilt only when its sources changed).
  execFileSync(process.execPath, ['scripts/ensure-build.mjs', 'api'], { cwd: repoRoot, stdio: 'ignore' });
  await admin(`CREATE DATABASE "${database}"`);
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: tempDir('bazar-topology-s3-'),
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  s3Url = `http://127.0.0.1:${(await s3.run()).port}`;
  const env = (dataDir: string) => ({
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    METRICS_PORT: '0',
    DATA_DIR: dataDir,
    DATABASE_URL: withDatabase(serverUrl, database),
    REDIS_URL: redisUrl,
    S3_ENDPOINT: s3Url,
    S3_BUCKET: BUCKET,
    S3_ACCESS_KEY: 'S3RVER',
    S3_SECRET_KEY: 'S3RVER',
    SANDBOX_WEBHOOK_SECRET: 'secreto-compartido-de-prueba',
    // A test shop: the purchase goes through the sandbox provider.
    ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: 'true',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    // Long enough that only the product-change event, never expiry, can refresh a cached read.
    CATALOG_CACHE_MS: '60000',
    REGISTER_RATE_PER_IP: '1000',
    LOGIN_RATE_PER_IP: '1000',
  });
  // Started together on an empty database: one migrates and seeds, the other waits for it.
  [a, b] = await Promise.all([
    startInstance('A', env(tempDir('bazar-topology-a-'))),
    startInstance('B', env(tempDir('bazar-topology-b-'))),
  ]);
}, 240_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await s3?.close();
  if (serverUrl) await admin(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  scratch.removeAll();
});

async function call<T>(instance: Instance, method: string, url: string, token?: string, body?: unknown) {
  const response = await fetch(`${instance.url}${url}`, {
    method,
    headers: {
      ...(token ? { 'auth-token': token } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, json: (text ? JSON.parse(text) : null) as T };
}

async function signIn(instance: Instance, userOrEmail: string, password: string): Promise<string> {
  const response = await call<LoginResponse>(instance, 'POST', '/api/login', undefined, {
    userOrEmail,
    password,
  });
  expect(response.status).toBe(200);
  return response.json.token;
}

async function newAccount(instance: Instance, name: string) {
  const { userName, password, body } = registration(name);
  const registered = await call(instance, 'POST', '/api/user', undefined, body);
  expect(registered.status).toBe(201);
  const token = await signIn(instance, userName, password);
  const profile = await call<Profile>(instance, 'GET', '/api/user', token);
  return { token, id: profile.json.id };
}

/** Reads dashboard frames (SSE) from an instance until `match` accepts one. */
async function openDashboard(instance: Instance, token: string) {
  const controller = new AbortController();
  const response = await fetch(`${instance.url}/api/admin/events`, {
    headers: { 'auth-token': token },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  const reader = (response.body as ReadableStream<Uint8Array>)
    .pipeThrough(new TextDecoderStream())
    .getReader();
  let buffer = '';
  return {
    async waitFor(event: string, match: (data: unknown) => boolean, timeoutMs = 10_000): Promise<unknown> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const name = /^event: (.+)$/m.exec(block)?.[1];
          const data = /^data: (.+)$/m.exec(block)?.[1];
          if (name === event && data && match(JSON.parse(data))) return JSON.parse(data);
        }
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no matching ${event} event`);
        const chunk = await Promise.race([
          reader.read(),
          new Promise<null>((resolve) => setTimeout(() => resolve(null), left)),
        ]);
        if (chunk?.done) throw new Error('dashboard stream ended');
        if (chunk) buffer += chunk.value;
      }
    },
    close: () => controller.abort(),
  };
}

describe('two instances on PostgreSQL, Redis and S3', () => {
  it('serve the demo catalog seeded once, with its pictures in the bucket reachable from either instance', async () => {
    const fromA = await call<ProductPage>(a, 'GET', '/api/products');
    const fromB = await call<ProductPage>(b, 'GET', '/api/products');
    expect(fromA.json.total).toBeGreaterThan(50);
    // One seed, not two: both instances see the same catalog.
    expect(fromB.json.total).toBe(fromA.json.total);
    const picture = fromB.json.items[0]?.image[0] ?? '';
    expect(picture.startsWith(`${s3Url}/${BUCKET}/demo/`)).toBe(true);
    const object = await fetch(picture);
    expect(object.status).toBe(200);
    expect(object.headers.get('content-type')).toBe('image/webp');
    // The banners' fixed /uploads addresses lead every instance to the bucket.
    for (const instance of [a, b]) {
      const banner = await fetch(`${instance.url}/uploads/banners/banner-1.webp`);
      expect(banner.status).toBe(200);
      expect(banner.url).toBe(`${s3Url}/${BUCKET}/banners/banner-1.webp`);
    }
  });

  it('carries a purchase whose every step alternates instances', async () => {
    const seller = await newAccount(a, 'vendedor');
    const buyer = await newAccount(b, 'comprador');
    const rootToken = await signIn(b, ADMIN.email, ADMIN.password);

    // Upload on A; the picture is in the bucket, so B serves it too.
    const upload = await uploadPicture(a, seller.token);
    const key = upload.secure_url.slice(`${s3Url}/${BUCKET}/`.length);
    const viaB = await fetch(`${b.url}/uploads/${key}`);
    expect(viaB.status).toBe(200);
    expect(viaB.headers.get('content-type')).toBe('image/webp');

    // The product is published on B with the upload A issued.
    const categories = await call<{ id: number }[]>(b, 'GET', '/api/categories');
    const genres = await call<{ id: number }[]>(a, 'GET', '/api/genres');
    const created = await call<ProductDetail>(
      b,
      'POST',
      '/api/product',
      seller.token,
      productForm(categories.json[0]?.id ?? 0, genres.json[0]?.id ?? 0, [upload.secure_url], {
        discount: '0',
      }),
    );
    expect(created.status).toBe(201);
    const productId = created.json.id;

    // The admin watches the live dashboard on B; the sale is made on A (the sandbox's payment
    // notification is delivered to the instance that took the payment).
    const dashboard = await openDashboard(b, rootToken);
    await dashboard.waitFor('ready', () => true);
    expect((await call(a, 'POST', '/api/shoppingCart', buyer.token, { productId, quantity: 2 })).status).toBe(
      200,
    );
    // The buyer's address is saved on A and copied into the checkout opened on B.
    const address = await call(a, 'POST', '/api/addresses', buyer.token, {
      street: 'Av. Corrientes',
      number: '1234',
      city: 'Buenos Aires',
      province: 'CABA',
      postalCode: 'C1043',
      phone: '+54 11 5555-0000',
    });
    expect(address.status).toBe(201);
    const checkout = await call<CheckoutSession>(b, 'POST', '/api/checkout', buyer.token);
    expect(checkout.status).toBe(200);
    const paid = await call<{ paymentId: string }>(
      a,
      'POST',
      `/api/checkout/${checkout.json.id}/sandbox/pay`,
      undefined,
      {
        decision: 'approve',
      },
    );
    expect(paid.status).toBe(200);
    // Signed by A, verified by B: the shared secret.
    const confirmed = await call<{ invoiceId?: number }>(
      b,
      'GET',
      `/api/paymentIdPM?payment_id=${encodeURIComponent(paid.json.paymentId)}`,
      buyer.token,
    );
    expect(confirmed.status).toBe(200);
    const sale = (await dashboard.waitFor(
      'sale',
      (data) => (data as { userId: number }).userId === buyer.id,
    )) as { totalCents: number };
    expect(sale.totalCents).toBe(24_000);
    dashboard.close();

    // A has the product cached for a minute; deactivated on B, it is gone from A within 100 ms.
    expect((await call(a, 'GET', `/api/products/${productId}`)).status).toBe(200);
    expect((await call(a, 'GET', `/api/products/${productId}`)).status).toBe(200);
    const off = await call(b, 'PUT', '/api/activateProduct', rootToken, { id: productId, active: false });
    expect(off.status).toBe(200);
    const started = performance.now();
    let status = 200;
    while (status === 200 && performance.now() - started < 1000) {
      status = (await call(a, 'GET', `/api/products/${productId}`)).status;
    }
    expect(status).toBe(404);
    expect(performance.now() - started).toBeLessThan(100);
  });

  it('export Prometheus metrics on a localhost port of their own, not on the public one', async () => {
    expect(new URL(a.metricsUrl).hostname).toBe('127.0.0.1');
    expect(new URL(a.metricsUrl).port).not.toBe(new URL(a.url).port);
    const text = await (await fetch(a.metricsUrl)).text();
    expect(text).toMatch(
      /bazar_http_request_duration_seconds_count\{method="GET",route="\/api\/products",status_code="200"\} [1-9]/,
    );
    expect(text).toMatch(/bazar_db_pool_connections\{state="total"\} [1-9]/);
    expect(text).toMatch(/bazar_job_backlog\{job="checkout-expiry"\} 0/);
    expect(text).toMatch(/nodejs_eventloop_lag_p99_seconds \d/);
    // The public port knows no /metrics (the web app's page or a 404, never the figures).
    const publicMetrics = await fetch(`${a.url}/metrics`);
    expect(publicMetrics.headers.get('content-type')).not.toMatch(/^text\/plain/);
    expect(await publicMetrics.text()).not.toContain('bazar_http_request_duration_seconds');
    // Request ids: every log line of a request carries one, and the reply says which.
    const reply = await fetch(`${b.url}/api/health`, { headers: { 'x-request-id': 'balanceador-123' } });
    expect(reply.headers.get('x-request-id')).toBe('balanceador-123');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(b.logs.some((line) => line.reqId === 'balanceador-123' && line.msg === 'request completed')).toBe(
      true,
    );
  });
});
