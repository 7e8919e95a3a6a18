import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_SHOP_CURRENCY, DEFAULT_SHOP_TIME_ZONE, SHOP_CURRENCIES } from '@bazar/shared';
import { z } from 'zod';

/**
 * The only reader of process.env: every setting, its default, and a fail-fast check. The comment
 * above each variable is its documentation: `node scripts/config-doc.mjs --write` turns them into
 * docs/configuration.md (sections start at `// ── Title ──`; `@default` states a default computed
 * outside the schema), and a unit test fails when that file is out of date.
 */

import { paymentSettingsMissing, sharedSecretsMissing, standbysWithoutPrimary } from './env-rules.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .transform((v) => v === 'true' || v === '1' || v === 'yes')
    .default(fallback);

const optionalText = z
  .string()
  .transform((v) => v.trim())
  .pipe(z.string())
  .optional()
  .transform((v) => (v ? v : undefined));

export const envSchema = z.object({
  // ── Process and storage ──
  /**
   * `production` requires `ADMIN_PASSWORD` to create the administrator, and the shared secrets
   * (`SANDBOX_WEBHOOK_SECRET` with the sandbox); it refuses the payment sandbox unless
   * `ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION` says the shop is a test shop.
   */
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** The HTTP port. */
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** The interface the HTTP server listens on. */
  HOST: z.string().default('0.0.0.0'),
  /** The level of the JSON logs (pino). */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Where the embedded database (`pglite/`), uploaded files (`uploads/`) and mail kept as files
   * (`outbox/`) live. A relative path starts at the directory npm was run from.
   */
  DATA_DIR: z.string().default('./data'),
  /**
   * A PostgreSQL server (`postgres://…`); when unset, an embedded PGlite database under
   * `DATA_DIR/pglite`.
   */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  /**
   * Connections in the pool (the embedded database multiplexes these onto its one session). With
   * several instances, `DB_POOL_SIZE` × instances must fit in the server's `max_connections`.
   */
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /**
   * PostgreSQL standbys of `DATABASE_URL` (streaming replication), comma-separated
   * (`postgres://…@replica-1/bazar,postgres://…@replica-2/bazar`). The public catalog's reads
   * (listings, search, filters and counts, product and seller pages, questions, suggestions,
   * sitemaps) go to one that is in rotation and has replayed the reader's own last write; every
   * write, and every read of a purchase, refund or other flow, stays on `DATABASE_URL`. A standby
   * down, promoted or lagging past `DATABASE_READ_MAX_LAG_MS` leaves the rotation within a second
   * or two and comes back by itself; `/api/ready` and the metrics say which serve. Each gets a pool
   * of `DB_POOL_SIZE` connections. Needs `DATABASE_URL` (PGlite has no standbys: refused).
   */
  DATABASE_READ_URLS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((url) => url.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z.url({
          protocol: /^postgres(ql)?$/,
          error: 'cada réplica es una URL postgres://…, separadas por comas',
        }),
      ),
    ),
  /**
   * How far behind the primary a standby may be and still serve reads (ms): a visitor may see the
   * catalog this much older (plus `CATALOG_CACHE_MS`), never a person their own write.
   */
  DATABASE_READ_MAX_LAG_MS: z.coerce.number().int().min(100).max(600_000).default(2000),
  /**
   * Redis, shared by every instance: rate limits are counted there (without it, in each process's
   * memory) and events (sales, product changes, ended sessions) reach every instance over pub/sub,
   * so a live dashboard connected to any instance sees every sale.
   */
  REDIS_URL: z.url().optional(),
  /** Prometheus metrics (`GET /metrics`) on a port of their own, never the public one. */
  METRICS_ENABLED: bool(true),
  /**
   * The metrics port (`0`: a free one, announced in the log). Outside production, a port already
   * taken (a second instance on one host) falls back to a free one and the log says which;
   * production fails, naming this variable.
   */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9464),
  /**
   * Where the metrics port listens: this host only, unless an operator opens it on purpose (e.g.
   * `0.0.0.0` inside a container network).
   */
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  /**
   * The shop's public address, used in e-mails and payment return URLs; Mercado Pago's redirect and
   * webhook addresses start with it.
   * @default `http://localhost:$PORT`
   */
  PUBLIC_URL: z.url().optional(),
  // ── The shop ──
  /** E-mail of the administrator account ensured at every start. */
  ADMIN_EMAIL: z.email().default('admin@bazar.local'),
  /**
   * That account's password, set again at start when it differs. Without it, outside production, a
   * password is generated and printed once in the log when the account is created; in production no
   * administrator is created without it.
   */
  ADMIN_PASSWORD: optionalText,
  /**
   * The currency every price is in and every amount is written in (an ISO code with two decimals, so
   * integer cents hold every price). Amounts are written as `Intl` writes them for es-AR ('US$
   * 18,00' in dollars, '$ 18.000,00' in pesos) on screens, PDFs and e-mails; the selling form says
   * 'Precio (USD)' and checkouts are charged in it. The server writes it into every page (`<meta
   * name="shop-currency">`).
   */
  SHOP_CURRENCY: z
    .enum(SHOP_CURRENCIES, { error: `moneda no admitida: ${SHOP_CURRENCIES.join(', ')}` })
    .default(DEFAULT_SHOP_CURRENCY),
  /**
   * The zone (an IANA name) the shop's days are counted in: the date screens, charts, the PDF
   * invoice and e-mails show, as Argentines write it (28/11/2026; the `Mi dinero` CSV keeps
   * 2026-11-28 21:30, which spreadsheets sort), and the business days of delivery windows. A purchase at 23:30 in Buenos Aires carries that day's date, not the
   * next day's in UTC. The server writes it into every page (`<meta name="shop-time-zone">`) and the
   * web app reads it there; Intl must know it, or the server does not start. The dashboard's sales
   * per day (`sales_daily`) still count UTC days.
   */
  SHOP_TIME_ZONE: z
    .string()
    .default(DEFAULT_SHOP_TIME_ZONE)
    .refine(isTimeZone, 'zona horaria desconocida: un nombre IANA, como America/Argentina/Buenos_Aires'),
  /** Fill an empty database with the Spanish demo catalog. */
  SEED_DEMO: bool(true),
  /** The built web app, served for every path that is not the API's. */
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  // ── Serving ──
  /**
   * Hops of reverse proxies to trust for the client's address (`X-Forwarded-For`); `0` ignores the
   * header.
   */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  /**
   * How long a public catalog read may be reused (ms). Once expired it is still served while a
   * single refresh runs (nobody waits for the database); a product write drops the reads that show
   * those products and marks the other listings for refresh. `0` turns the cache off.
   */
  CATALOG_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /**
   * How often an open admin live stream re-checks its session (ms): a logout, a ban or the loss of
   * the role ends it.
   */
  ADMIN_STREAM_RECHECK_MS: z.coerce.number().int().min(50).max(300_000).default(25_000),
  /**
   * Event-loop delay (ms, averaged over 250 ms) above which new API requests get 503 with
   * `Retry-After` instead of queueing; `0` turns it off.
   */
  MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /**
   * On SIGTERM, how long responses on open connections keep flowing, with `Connection: close`,
   * before the listener closes them (ms).
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(8000).default(1000),
  // ── Accounts and mail ──
  /** A session ends after this many days without use. */
  SESSION_IDLE_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  /** A session ends this many days after sign-in, used or not. */
  SESSION_MAX_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /**
   * How long an instance may reuse a session it looked up (ms); `0` asks the database on every
   * request. A logout, ban, password or e-mail change forgets it at once on every instance, over the
   * event bus; only an instance the bus cannot reach (Redis down) may accept an ended session, for
   * at most this long.
   */
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(30_000).default(5000),
  /**
   * The mail server (`smtp://…` or `smtps://…`). Each message is built once (mimetext) and sent over
   * SMTP connections reused between messages (nodemailer's `SMTPConnection`): up to 10 at a time
   * (`?maxConnections=N`), each replaced after 100 messages (`?maxMessages=N`), with no limit of
   * messages per second unless `?rateLimit=N`; `?pool=false` opens one per message and
   * `?requireTLS=true` demands STARTTLS. Without it every message is kept as an `.eml` file in
   * `DATA_DIR/outbox` and its link is logged.
   */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  /** The sender of the e-mails. */
  MAIL_FROM: z.string().min(3).default('Bazar <no-responder@bazar.local>'),
  /** Google sign-in: the OAuth client id (the ID token's audience); unset hides the button. */
  GOOGLE_CLIENT_ID: optionalText,
  /** Google's public keys (tests point it at a stand-in). */
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  /**
   * Facebook sign-in: the app id. Both it and `FACEBOOK_APP_SECRET` are needed (to inspect access
   * tokens); unset hides the button.
   */
  FACEBOOK_APP_ID: optionalText,
  /** Facebook sign-in: the app secret (see `FACEBOOK_APP_ID`). */
  FACEBOOK_APP_SECRET: optionalText,
  /** The base of Facebook's Graph API (tests point it at a stand-in). */
  FACEBOOK_GRAPH_URL: z.url().default('https://graph.facebook.com'),
  /** Failed logins per account (normalised user name or e-mail) in 15 minutes before answering 429. */
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  /** Sign-ins (password, Google, Facebook) per client IP in 15 minutes. */
  LOGIN_RATE_PER_IP: z.coerce.number().int().min(1).default(30),
  /** Registrations per client IP in an hour. */
  REGISTER_RATE_PER_IP: z.coerce.number().int().min(1).default(10),
  /** Password recovery e-mails and password resets per client IP in 15 minutes. */
  RECOVERY_RATE_PER_IP: z.coerce.number().int().min(1).default(5),
  // ── Payments ──
  /**
   * Who takes the payments: `sandbox` (the shop's own test payment page) or `mercadopago` (Checkout
   * Pro).
   */
  PAYMENT_PROVIDER: z.enum(['sandbox', 'mercadopago']).default('sandbox'),
  /**
   * The sandbox approves any payment from its public page: with `NODE_ENV=production` the server
   * refuses to start with `sandbox` unless this says the shop is a test shop (a staging copy, a
   * benchmark), never by default.
   */
  ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: bool(false),
  /**
   * Signs the sandbox's payment notifications. Required with `sandbox` in production or with
   * `REDIS_URL`: every instance must sign and verify with the same key.
   * @default generated at start
   */
  SANDBOX_WEBHOOK_SECRET: optionalText,
  /** Mercado Pago's access token (required with `mercadopago`). */
  MP_ACCESS_TOKEN: optionalText,
  /**
   * Mercado Pago's public key: shows Checkout Pro's button in the payment frame; without it, the
   * frame links to Mercado Pago.
   */
  MP_PUBLIC_KEY: optionalText,
  /** The secret of Mercado Pago's webhook signatures (`x-signature`); required with `mercadopago`. */
  MP_WEBHOOK_SECRET: optionalText,
  /**
   * Mercado Pago's REST API (tests point it at a local stand-in). The official SDK fixes its base
   * URL with no option to change it, so the shop calls the REST API with `fetch`.
   */
  MP_API_URL: z.url().default('https://api.mercadopago.com'),
  /** Checkout Pro's browser script; its origin is allowed by the CSP only with `mercadopago`. */
  MP_SDK_URL: z.url().default('https://sdk.mercadopago.com/js/v2'),
  /**
   * The most installments ('cuotas') a payment offers: sent in every Checkout Pro preference
   * (`payment_methods.installments`) and said on the payment page before paying ('Hasta 12 cuotas
   * con tarjeta de crédito', or 'En un solo pago').
   */
  MP_MAX_INSTALLMENTS: z.coerce.number().int().min(1).max(36).default(12),
  /**
   * Sellers link their own Mercado Pago account (OAuth) from 'Mi dinero' and carts with their
   * products are paid split by seller, each seller paid at the source (with `sandbox`, simulated).
   * With `mercadopago` it needs the marketplace application's `MP_CLIENT_ID` and `MP_CLIENT_SECRET`,
   * and `TOKEN_ENCRYPTION_KEY`.
   */
  MP_MARKETPLACE: bool(false),
  /** The client id of the Mercado Pago application through which sellers authorize the shop. */
  MP_CLIENT_ID: optionalText,
  /** The client secret of that application. */
  MP_CLIENT_SECRET: optionalText,
  /**
   * Where sellers authorize the shop (Mercado Pago's authorization page); tests point it at a
   * stand-in.
   */
  MP_AUTH_URL: z.url().default('https://auth.mercadopago.com'),
  /**
   * Encrypts sellers' Mercado Pago tokens at rest (AES-256-GCM): 32 bytes in base64 (`openssl rand
   * -base64 32`), the same on every instance, kept only in the environment. Required with
   * `MP_MARKETPLACE` and `mercadopago`; the sandbox's simulated tokens use a key derived from
   * `SANDBOX_WEBHOOK_SECRET` when it is unset.
   */
  TOKEN_ENCRYPTION_KEY: optionalText,
  // ── Checkout ──
  /** How long an open checkout keeps its stock reserved (minutes). */
  CHECKOUT_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  /** Checkouts a buyer may open (each a new stock reservation) in 10 minutes. */
  CHECKOUT_RATE_PER_USER: z.coerce.number().int().min(1).default(30),
  /** Units of one product one buyer may hold reserved (one open checkout per buyer). */
  CHECKOUT_MAX_UNITS_PER_PRODUCT: z.coerce.number().int().min(1).default(20),
  // ── Outbox and reconciliation ──
  /** Deliver outbox rows (receipts, notices, events) from this process. */
  OUTBOX_WORKER: bool(true),
  /** How often the outbox worker looks for due rows when nothing woke it (ms). */
  OUTBOX_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
  /**
   * Failed deliveries after which an outbox row stops being retried and stays, with its last error,
   * as an undelivered message until an administrator retries it from `/admin/mensajes` (with the
   * growing backoff, 10 attempts span about 17 minutes).
   */
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(10),
  /** Age (s) from which reconciliation finalizes an approved payment left without invoice. */
  RECONCILE_AFTER_SECONDS: z.coerce.number().int().min(0).default(60),
  // ── Orders, money, claims, questions and reputation ──
  /**
   * Days after an order was marked 'en camino' when its money becomes available to the seller, if
   * the buyer did not confirm 'Recibido' before.
   */
  RELEASE_DAYS: z.coerce.number().min(0).max(365).default(14),
  /** Claims opened and claim messages per user in 10 minutes. */
  CLAIM_RATE_PER_USER: z.coerce.number().int().min(1).default(30),
  /** Days after paying during which a buyer may open a claim on an order. */
  CLAIM_DAYS: z.coerce.number().min(0).max(365).default(30),
  /** Questions to sellers a user may ask in an hour (each one notifies and mails a seller). */
  QUESTION_RATE_PER_USER: z.coerce.number().int().min(1).default(20),
  /** Coupon codes an account (a guest: an address) may try in the cart in 15 minutes (codes are guessable words). */
  COUPON_TRIES_PER_USER: z.coerce.number().int().min(1).default(30),
  /**
   * How often the reputation job recomputes the sellers whose facts changed (ms); every seller is
   * recomputed once a day.
   */
  REPUTATION_EVERY_MS: z.coerce.number().int().min(1000).default(60_000),
  /**
   * How often the sale-events job starts and ends the events that are due (ms). An event starts
   * at the shop's midnight, so a minute is as close as a shopper notices.
   */
  SALE_EVENTS_EVERY_MS: z.coerce.number().int().min(1000).default(60_000),
  /** Days after a claim opens from which buyer or seller may ask the administrator to decide it. */
  CLAIM_ESCALATE_DAYS: z.coerce.number().min(0).max(60).default(3),
  /**
   * A refund the provider did not answer (an outage, a restart) is asked again, with the same
   * idempotency key, after this long (s).
   */
  REFUND_RETRY_AFTER_SECONDS: z.coerce.number().int().min(0).default(60),
  // ── Benchmarks ──
  /**
   * Benchmarks only: counts the SQL statements sent to the database and serves the count at `GET
   * /api/bench/statements` (and the outbox backlog at `GET /api/bench/outbox`).
   */
  COUNT_STATEMENTS: bool(false),
  // ── Selling and images ──
  /** Images each signed-in user may upload in an hour. */
  UPLOAD_RATE_PER_USER: z.coerce.number().int().min(1).default(60),
  /** Products each signed-in user may publish in an hour. */
  PRODUCT_RATE_PER_USER: z.coerce.number().int().min(1).default(30),
  /**
   * Uploaded images no product uses (never attached, or removed in an edit) are deleted this many
   * hours after their upload.
   */
  UPLOAD_ORPHAN_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 30)
    .default(24),
  /** The address of the S3-compatible service (AWS, MinIO, R2…). */
  S3_ENDPOINT: z.url().optional(),
  /**
   * Keep images in this S3-compatible bucket instead of `DATA_DIR/uploads`; needs `S3_ENDPOINT`,
   * `S3_ACCESS_KEY` and `S3_SECRET_KEY`. `/uploads/…` then redirects to the bucket.
   */
  S3_BUCKET: optionalText,
  /** The bucket's access key. */
  S3_ACCESS_KEY: optionalText,
  /** The bucket's secret key. */
  S3_SECRET_KEY: optionalText,
  /** The bucket's region. */
  S3_REGION: z.string().min(1).default('us-east-1'),
  /**
   * Where browsers fetch the images from (a CDN, say); added to the CSP.
   * @default `S3_ENDPOINT/S3_BUCKET`
   */
  S3_PUBLIC_URL: z.url().optional(),
  /** Path-style addressing (`endpoint/bucket/key`), as MinIO and most self-hosted servers want. */
  S3_FORCE_PATH_STYLE: bool(true),
});

function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('es', { timeZone });
    return true;
  } catch {
    return false;
  }
}

export type Env = z.infer<typeof envSchema> & {
  dataDir: string;
  publicUrl: string;
  sandboxWebhookSecret: string;
};

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const missing = paymentSettingsMissing(env);
  if (missing.length) throw new Error(`Invalid configuration:\n${missing.map((m) => `  ${m}`).join('\n')}`);
  const standbys = standbysWithoutPrimary(env);
  if (standbys.length)
    throw new Error(`Configuración inválida:\n${standbys.map((m) => `  ${m}`).join('\n')}`);
  const unshared = sharedSecretsMissing(env);
  if (unshared.length)
    throw new Error(`Configuración inválida:\n${unshared.map((m) => `  ${m}`).join('\n')}`);
  // npm -w changes the working directory to the workspace; INIT_CWD is where the user ran npm.
  const base = source.INIT_CWD ?? process.cwd();
  return {
    ...env,
    dataDir: path.resolve(base, env.DATA_DIR),
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    // A demo or a test run gets a fresh secret; production must set one (checked by the payments plugin).
    sandboxWebhookSecret: env.SANDBOX_WEBHOOK_SECRET ?? randomBytes(32).toString('base64url'),
  };
}
