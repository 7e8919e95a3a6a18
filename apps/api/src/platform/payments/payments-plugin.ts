import type { FastifyInstance } from 'fastify';
import { createMercadoPagoProvider } from './mercadopago-provider.js';
import type { PaymentProvider } from './provider.js';
import { createSandboxProvider, type SandboxProvider } from './sandbox-provider.js';

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentProvider;
    /** Present only with PAYMENT_PROVIDER=sandbox: the hosted test page's provider. */
    sandboxPayments: SandboxProvider | null;
  }
}

/** Chooses the configured payment provider (PAYMENT_PROVIDER). */
export function registerPayments(app: FastifyInstance): void {
  const { env } = app;
  if (env.PAYMENT_PROVIDER === 'mercadopago') {
    app.decorate(
      'payments',
      createMercadoPagoProvider({
        accessToken: env.MP_ACCESS_TOKEN ?? '',
        webhookSecret: env.MP_WEBHOOK_SECRET ?? '',
        apiUrl: env.MP_API_URL,
        publicUrl: env.publicUrl,
        maxInstallments: env.MP_MAX_INSTALLMENTS,
      }),
    );
    app.decorate('sandboxPayments', null);
    return;
  }
  if (env.NODE_ENV === 'production' && !env.ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION) {
    throw new Error(
      'Configuración inválida:\n  PAYMENT_PROVIDER=sandbox aprueba cualquier pago de prueba y no puede usarse en producción. ' +
        'Configure PAYMENT_PROVIDER=mercadopago, o ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION=true si esta es una tienda de prueba.',
    );
  }
  // loadEnv already refused a missing SANDBOX_WEBHOOK_SECRET in production or with REDIS_URL.
  const sandbox = createSandboxProvider(env.sandboxWebhookSecret);
  app.decorate('payments', sandbox);
  app.decorate('sandboxPayments', sandbox);
}
