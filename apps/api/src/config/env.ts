import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_SHOP_CURRENCY, DEFAULT_SHOP_TIME_ZONE, SHOP_CURRENCIES } from '@bazar/shared';
import { z } from 'zod';

/** The only reader of process.env: every setting, its default, and a fail-fast check. */

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
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Embedded database, uploads and outbox live here. Relative paths start at the directory npm was run from. */
  DATA_DIR: z.string().default('./data'),
  /** A PostgreSQL server; when unset, an embedded PGlite database under DATA_DIR/pglite. */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  /** Connections in the pool (the embedded database multiplexes these onto its one session). */
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  REDIS_URL: z.url().optional(),
  /** Prometheus metrics (GET /metrics) on a port of their own, never the public one. */
  METRICS_ENABLED: bool(true),
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9464),
  /** Where the metrics port listens: this host only unless an operator opens it (e.g. 0.0.0.0 in a container network). */
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  /** The shop's public address, used in e-mails and payment return URLs. */
  PUBLIC_URL: z.url().optional(),
  ADMIN_EMAIL: z.email().default('admin@bazar.local'),
  ADMIN_PASSWORD: optionalText,
  /**
   * The zone the shop's days are counted in: the date every screen, invoice and e-mail shows.
   * An IANA name; Intl must know it here, and the browsers it is sent to know the same names.
   */
  /** The currency every price is in and every amount is written in (ISO code; two decimals). */
  SHOP_CURRENCY: z
    .enum(SHOP_CURRENCIES, { error: `moneda no admitida: ${SHOP_CURRENCIES.join(', ')}` })
    .default(DEFAULT_SHOP_CURRENCY),
  SHOP_TIME_ZONE: z
    .string()
    .default(DEFAULT_SHOP_TIME_ZONE)
    .refine(isTimeZone, 'zona horaria desconocida: un nombre IANA, como America/Argentina/Buenos_Aires'),
  /** Fill an empty database with the Spanish demo catalog. */
  SEED_DEMO: bool(true),
  /** The built web app served for every non-API path. */
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  /** Hops of reverse proxies to trust for the client's address (0: none, X-Forwarded-For ignored). */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  /** How long a public catalog read may be reused (ms); 0 turns the cache off. */
  CATALOG_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /** How often an open admin event stream re-checks its session (ms): a logout, ban or demotion ends it. */
  ADMIN_STREAM_RECHECK_MS: z.coerce.number().int().min(50).max(300_000).default(25_000),
  /** Event-loop lag (ms, averaged over 250 ms) above which new requests get 503 + Retry-After; 0 turns it off. */
  MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /** On SIGTERM, how long responses keep flowing with `Connection: close` before the listener closes (ms). */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(8000).default(1000),
  // ── Accounts ──
  /** A session ends after this many days without use… */
  SESSION_IDLE_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  /** …and this many days after sign-in, used or not. */
  SESSION_MAX_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /**
   * How long an instance may reuse a session it looked up (ms); 0 asks the database on every
   * request. A logout or ban reaches every instance at once over the event bus; this bounds how
   * long an instance the bus cannot reach (Redis down) may still accept an ended session.
   */
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(30_000).default(5000),
  /** Outgoing mail (smtp:// or smtps://); without it messages are written to DATA_DIR/outbox as .eml. */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default('Bazar <no-responder@bazar.local>'),
  /** Google sign-in: the OAuth client id (the ID token's audience); unset hides the button. */
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  /** Facebook sign-in: both the app id and secret are needed to inspect access tokens. */
  FACEBOOK_APP_ID: optionalText,
  FACEBOOK_APP_SECRET: optionalText,
  FACEBOOK_GRAPH_URL: z.url().default('https://graph.facebook.com'),
  /** Failed logins per account (normalised user name or e-mail) in 15 minutes before 429. */
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  /** Login attempts per client IP in 15 minutes. */
  LOGIN_RATE_PER_IP: z.coerce.number().int().min(1).default(30),
  /** Registrations per client IP in an hour. */
  REGISTER_RATE_PER_IP: z.coerce.number().int().min(1).default(10),
  // ── Checkout ──
  /** Who takes the payments: the built-in test page (sandbox) or Mercado Pago Checkout Pro. */
  PAYMENT_PROVIDER: z.enum(['sandbox', 'mercadopago']).default('sandbox'),
  /**
   * The sandbox approves any payment from its public page: production refuses to run it unless this
   * says the shop is a test shop (a staging copy, a benchmark), never by default.
   */
  ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: bool(false),
  /** Signs the sandbox's payment notifications; generated at start outside production when unset. */
  SANDBOX_WEBHOOK_SECRET: optionalText,
  MP_ACCESS_TOKEN: optionalText,
  /** Checkout Pro's wallet button in the frame; without it the frame links to Mercado Pago. */
  MP_PUBLIC_KEY: optionalText,
  /** The secret of Mercado Pago's webhook signatures (x-signature). */
  MP_WEBHOOK_SECRET: optionalText,
  /** Mercado Pago's REST API; tests point it at a local stand-in. */
  MP_API_URL: z.url().default('https://api.mercadopago.com'),
  /** The Checkout Pro browser script (its host is allowed by the CSP only for mercadopago). */
  MP_SDK_URL: z.url().default('https://sdk.mercadopago.com/js/v2'),
  /**
   * The most installments ('cuotas') a payment offers: sent in every Checkout Pro preference
   * (`payment_methods.installments`) and said on the payment page before paying.
   */
  MP_MAX_INSTALLMENTS: z.coerce.number().int().min(1).max(36).default(12),
  /**
   * Sellers link their own Mercado Pago account (OAuth) and are paid at the source: needs the
   * marketplace application's MP_CLIENT_ID and MP_CLIENT_SECRET. The sandbox always offers it.
   */
  MP_MARKETPLACE: bool(false),
  MP_CLIENT_ID: optionalText,
  MP_CLIENT_SECRET: optionalText,
  /** Where sellers authorize the shop (Mercado Pago's authorization page); tests point it at a stand-in. */
  MP_AUTH_URL: z.url().default('https://auth.mercadopago.com'),
  /**
   * Encrypts sellers' provider tokens at rest (AES-256-GCM): 32 bytes in base64, the same on every
   * instance. Required with MP_MARKETPLACE; the sandbox's simulated tokens use a key derived from
   * SANDBOX_WEBHOOK_SECRET when it is unset.
   */
  TOKEN_ENCRYPTION_KEY: optionalText,
  /** How long an open checkout keeps its stock reserved. */
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
  /** Deliver outbox rows (receipts, live events) from this process. */
  OUTBOX_WORKER: bool(true),
  /** How often the outbox worker looks for due rows when nothing woke it (ms). */
  OUTBOX_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
  /**
   * Failed deliveries after which an outbox row stops being retried and is marked dead, for an
   * administrator to see and retry (with the backoff, 10 attempts span about 17 minutes).
   */
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(10),
  /** Approved payments left without invoice this long are finalized by reconciliation (s). */
  RECONCILE_AFTER_SECONDS: z.coerce.number().int().min(0).default(60),
  /** A sale's money becomes available to its seller this many days after it was marked 'en camino' (or when the buyer confirms it). */
  RELEASE_DAYS: z.coerce.number().min(0).max(365).default(14),
  /** Claim messages (and claims opened) per user in 10 minutes. */
  CLAIM_RATE_PER_USER: z.coerce.number().int().min(1).default(30),
  /** A buyer may open a claim on an order this many days after paying for it. */
  CLAIM_DAYS: z.coerce.number().min(0).max(365).default(30),
  /** Questions a user may ask in an hour (each one notifies and mails a seller). */
  QUESTION_RATE_PER_USER: z.coerce.number().int().min(1).default(20),
  /** How often the reputation job recomputes the sellers whose facts changed (ms). */
  REPUTATION_EVERY_MS: z.coerce.number().int().min(1000).default(60_000),
  /** Days after a claim opens from which either side may ask the administrator to decide it. */
  CLAIM_ESCALATE_DAYS: z.coerce.number().min(0).max(60).default(3),
  /** Refunds asked of the provider and not answered (a crash, a timeout) are asked again after this long (s). */
  REFUND_RETRY_AFTER_SECONDS: z.coerce.number().int().min(0).default(60),
  /** Counts SQL statements sent to the database, served at GET /api/bench/statements (benchmarks only). */
  COUNT_STATEMENTS: bool(false),
  /** Recovery e-mails and password resets per client IP in 15 minutes. */
  RECOVERY_RATE_PER_IP: z.coerce.number().int().min(1).default(5),
  // ── Selling and images ──
  /** Image uploads per signed-in user in an hour. */
  UPLOAD_RATE_PER_USER: z.coerce.number().int().min(1).default(60),
  /** Products created per signed-in user in an hour. */
  PRODUCT_RATE_PER_USER: z.coerce.number().int().min(1).default(30),
  /** Uploads never attached to a product are deleted after this many hours. */
  UPLOAD_ORPHAN_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 30)
    .default(24),
  /** S3-compatible object storage for uploads; with S3_BUCKET set, files go there instead of DATA_DIR/uploads. */
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: optionalText,
  S3_ACCESS_KEY: optionalText,
  S3_SECRET_KEY: optionalText,
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Where browsers fetch the bucket's objects (a CDN, say); default: S3_ENDPOINT/S3_BUCKET. */
  S3_PUBLIC_URL: z.url().optional(),
  /** Path-style addressing (endpoint/bucket/key), as MinIO and most self-hosted servers want. */
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

/**
 * Several instances (REDIS_URL) or production: a secret generated at start would differ per
 * instance, so a payment signed by one would be refused by another ('Pago no encontrado').
 * Sessions are random tokens stored in the database and need no secret.
 */
function sharedSecretsMissing(env: z.infer<typeof envSchema>): string[] {
  if (env.NODE_ENV !== 'production' && !env.REDIS_URL) return [];
  const why = env.REDIS_URL ? 'con REDIS_URL (varias instancias)' : 'en producción';
  if (env.PAYMENT_PROVIDER === 'sandbox' && !env.SANDBOX_WEBHOOK_SECRET) {
    return [
      `SANDBOX_WEBHOOK_SECRET: obligatoria ${why}; todas las instancias deben firmar y verificar los pagos con la misma clave (por ejemplo, openssl rand -base64 32)`,
    ];
  }
  return [];
}

function paymentSettingsMissing(env: z.infer<typeof envSchema>): string[] {
  const missing: string[] = [];
  if (env.PAYMENT_PROVIDER === 'mercadopago') {
    if (!env.MP_ACCESS_TOKEN) missing.push('MP_ACCESS_TOKEN: required with PAYMENT_PROVIDER=mercadopago');
    if (!env.MP_WEBHOOK_SECRET) missing.push('MP_WEBHOOK_SECRET: required with PAYMENT_PROVIDER=mercadopago');
    if (env.MP_MARKETPLACE && (!env.MP_CLIENT_ID || !env.MP_CLIENT_SECRET)) {
      missing.push('MP_CLIENT_ID and MP_CLIENT_SECRET: required with MP_MARKETPLACE=true');
    }
    if (env.MP_MARKETPLACE && !env.TOKEN_ENCRYPTION_KEY) {
      missing.push(
        "TOKEN_ENCRYPTION_KEY: required with MP_MARKETPLACE=true (sellers' tokens are encrypted with it)",
      );
    }
  }
  if (env.TOKEN_ENCRYPTION_KEY && Buffer.from(env.TOKEN_ENCRYPTION_KEY, 'base64').length !== 32) {
    missing.push('TOKEN_ENCRYPTION_KEY: 32 bytes in base64 (openssl rand -base64 32)');
  }
  return missing;
}
