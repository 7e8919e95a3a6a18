import path from 'node:path';
import { fileURLToPath } from 'node:url';
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
  /** The shop's public address, used in e-mails and payment return URLs. */
  PUBLIC_URL: z.url().optional(),
  ADMIN_EMAIL: z.email().default('admin@bazar.local'),
  ADMIN_PASSWORD: optionalText,
  /** Fill an empty database with the Spanish demo catalog. */
  SEED_DEMO: bool(true),
  /** The built web app served for every non-API path. */
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  /** Hops of reverse proxies to trust for the client's address (0: none, X-Forwarded-For ignored). */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  /** How long a public catalog read may be reused (ms); 0 turns the cache off. */
  CATALOG_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  // ── Accounts ──
  /** A session ends after this many days without use… */
  SESSION_IDLE_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  /** …and this many days after sign-in, used or not. */
  SESSION_MAX_DAYS: z.coerce.number().int().min(1).max(365).default(30),
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
  /** Recovery e-mails and password resets per client IP in 15 minutes. */
  RECOVERY_RATE_PER_IP: z.coerce.number().int().min(1).default(5),
});

export type Env = z.infer<typeof envSchema> & { dataDir: string; publicUrl: string };

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  // npm -w changes the working directory to the workspace; INIT_CWD is where the user ran npm.
  const base = source.INIT_CWD ?? process.cwd();
  return {
    ...env,
    dataDir: path.resolve(base, env.DATA_DIR),
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
  };
}
