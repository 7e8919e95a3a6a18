/**
 * Rules between settings, checked by loadEnv once each setting is valid on its own: what one
 * setting requires of others. Each answers the problems it finds, as lines of the start-up error.
 * They read only the settings they need (env.ts imports this file, not the other way round).
 */
interface Settings {
  NODE_ENV: string;
  REDIS_URL?: string | undefined;
  DATABASE_URL?: string | undefined;
  DATABASE_READ_URLS: string[];
  PAYMENT_PROVIDER: string;
  SANDBOX_WEBHOOK_SECRET?: string | undefined;
  MP_ACCESS_TOKEN?: string | undefined;
  MP_WEBHOOK_SECRET?: string | undefined;
  MP_MARKETPLACE: boolean;
  MP_CLIENT_ID?: string | undefined;
  MP_CLIENT_SECRET?: string | undefined;
  TOKEN_ENCRYPTION_KEY?: string | undefined;
}

/** Standbys are standbys of a server: the embedded database (PGlite) has none. */
export function standbysWithoutPrimary(env: Settings): string[] {
  if (env.DATABASE_READ_URLS.length === 0 || env.DATABASE_URL) return [];
  return ['DATABASE_READ_URLS: necesita DATABASE_URL (la base embebida, PGlite, no tiene réplicas)'];
}

/**
 * Several instances (REDIS_URL) or production: a secret generated at start would differ per
 * instance, so a payment signed by one would be refused by another ('Pago no encontrado').
 * Sessions are random tokens stored in the database and need no secret.
 */
export function sharedSecretsMissing(env: Settings): string[] {
  if (env.NODE_ENV !== 'production' && !env.REDIS_URL) return [];
  const why = env.REDIS_URL ? 'con REDIS_URL (varias instancias)' : 'en producción';
  if (env.PAYMENT_PROVIDER === 'sandbox' && !env.SANDBOX_WEBHOOK_SECRET) {
    return [
      `SANDBOX_WEBHOOK_SECRET: obligatoria ${why}; todas las instancias deben firmar y verificar los pagos con la misma clave (por ejemplo, openssl rand -base64 32)`,
    ];
  }
  return [];
}

export function paymentSettingsMissing(env: Settings): string[] {
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
