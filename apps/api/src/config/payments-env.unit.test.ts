import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.js';

describe('payment settings', () => {
  it('default to the sandbox with a generated webhook secret and a 30-minute reservation', () => {
    const env = loadEnv({});
    expect(env.PAYMENT_PROVIDER).toBe('sandbox');
    expect(env.CHECKOUT_TTL_MINUTES).toBe(30);
    expect(env.sandboxWebhookSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadEnv({}).sandboxWebhookSecret).not.toBe(env.sandboxWebhookSecret);
    expect(loadEnv({ SANDBOX_WEBHOOK_SECRET: 'fijo' }).sandboxWebhookSecret).toBe('fijo');
  });

  it('require the access token and webhook secret for Mercado Pago', () => {
    expect(() => loadEnv({ PAYMENT_PROVIDER: 'mercadopago' })).toThrow(
      /MP_ACCESS_TOKEN[\s\S]*MP_WEBHOOK_SECRET/,
    );
    const env = loadEnv({ PAYMENT_PROVIDER: 'mercadopago', MP_ACCESS_TOKEN: 'a', MP_WEBHOOK_SECRET: 'b' });
    expect(env.MP_API_URL).toBe('https://api.mercadopago.com');
  });
});

describe('shared secrets', () => {
  it('are required with REDIS_URL or in production, where every instance must verify the same signatures', () => {
    expect(() => loadEnv({ REDIS_URL: 'redis://127.0.0.1:6379' })).toThrow(
      /Configuración inválida:\n {2}SANDBOX_WEBHOOK_SECRET: obligatoria con REDIS_URL/,
    );
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(
      /SANDBOX_WEBHOOK_SECRET: obligatoria en producción/,
    );
    expect(
      loadEnv({ REDIS_URL: 'redis://127.0.0.1:6379', SANDBOX_WEBHOOK_SECRET: 's' }).sandboxWebhookSecret,
    ).toBe('s');
    // Mercado Pago signs with its own required secret; the sandbox's is then unused.
    expect(() =>
      loadEnv({
        NODE_ENV: 'production',
        PAYMENT_PROVIDER: 'mercadopago',
        MP_ACCESS_TOKEN: 'a',
        MP_WEBHOOK_SECRET: 'b',
      }),
    ).not.toThrow();
  });
});
