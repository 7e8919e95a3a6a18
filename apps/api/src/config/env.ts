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
