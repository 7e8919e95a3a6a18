import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { setShopCurrency } from '@bazar/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Env } from './config/env.js';
import type { Database, Executor } from './db/client.js';
import { registerAccounts } from './modules/accounts/index.js';
import { registerAddresses } from './modules/addresses/index.js';
import { registerAdmin } from './modules/admin/index.js';
import { registerCart } from './modules/cart/index.js';
import { registerCatalog } from './modules/catalog/index.js';
import { registerCheckout } from './modules/checkout/index.js';
import { registerClaims } from './modules/claims/index.js';
import { registerHealth } from './modules/health/index.js';
import { registerImages } from './modules/images/index.js';
import { registerInvoices } from './modules/invoices/index.js';
import { registerMoney } from './modules/money/index.js';
import { registerNotifications } from './modules/notifications/index.js';
import { registerOrders } from './modules/orders/index.js';
import { registerPaymentLinks } from './modules/payment-links/index.js';
import { registerQuestions } from './modules/questions/index.js';
import { registerReviews } from './modules/reviews/index.js';
import { registerSellers } from './modules/sellers/index.js';
import { registerSelling } from './modules/selling/index.js';
import { registerSeo } from './modules/seo/index.js';
import { registerWishlist } from './modules/wishlist/index.js';
import { registerAuth } from './platform/auth/auth-plugin.js';
import { registerErrorHandlers } from './platform/errors/error-handler.js';
import { registerEvents } from './platform/events/events.js';
import { registerCompression } from './platform/http/compression.js';
import { registerPublicCache } from './platform/http/public-cache.js';
import { registerTextGuard } from './platform/http/text-guard.js';
import { registerJobs } from './platform/jobs/jobs.js';
import { registerLifecycle } from './platform/lifecycle/lifecycle.js';
import { registerMailer } from './platform/mail/mailer.js';
import { registerHttpMetrics } from './platform/metrics/metrics.js';
import { registerOpenApi } from './platform/openapi.js';
import { registerOutbox } from './platform/outbox/outbox.js';
import { registerPayments } from './platform/payments/payments-plugin.js';
import { registerRateLimit } from './platform/rate-limit/rate-limit.js';
import { registerSecurityHeaders } from './platform/security/security-headers.js';
import { registerStatementCounter } from './platform/statement-counter.js';
import { registerStorage } from './platform/storage/storage.js';
import { registerStaticFiles } from './platform/web/static-files.js';

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
    database: Database;
    db: Executor;
  }
}

const REQUEST_ID = /^[\w.:-]{1,100}$/;

export interface AppOptions {
  env: Env;
  database: Database;
}

/** Builds the instance: platform plugins → modules → error and not-found handlers. No listen(). */
export async function buildApp({ env, database }: AppOptions): Promise<FastifyInstance> {
  // Every amount this process writes (screens' data, PDFs, e-mails) and charges is in it.
  setShopCurrency(env.SHOP_CURRENCY);
  const app = Fastify({
    logger: env.LOG_LEVEL === 'silent' ? false : { level: env.LOG_LEVEL },
    // Only the configured number of proxy hops may speak for the client's address.
    trustProxy: (_address: string, hop: number) => hop < env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // Repeated query keys become arrays, which the schemas refuse with a clear message.
    routerOptions: { maxParamLength: 200 },
    // Every log line of a request carries its id (reqId); a proxy's X-Request-Id is kept so one id
    // follows the request across the balancer and the instance, and the reply echoes it.
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerTextGuard(app);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('env', env);
  app.decorate('database', database);
  app.decorate('db', database.db);
  registerErrorHandlers(app);
  await registerLifecycle(app);
  registerHttpMetrics(app);

  registerSecurityHeaders(app, env);
  // The ETag hook sees bodies before compression does (compression hooks each route).
  registerPublicCache(app);
  await registerCompression(app);
  await registerOpenApi(app);
  await registerRateLimit(app);
  registerEvents(app);
  registerAuth(app);
  registerMailer(app);
  registerOutbox(app);
  registerPayments(app);
  registerStorage(app);
  registerJobs(app);

  // Every module is registered the same way, through its index: `registerX(app, deps)`.
  await registerHealth(app);
  registerStatementCounter(app);
  const { catalog, catalogCache } = await registerCatalog(app);
  await registerAccounts(app);
  await registerCart(app);
  await registerWishlist(app);
  await registerAdmin(app);
  await registerReviews(app);
  await registerNotifications(app);
  await registerAddresses(app);
  await registerMoney(app);
  await registerPaymentLinks(app);
  await registerOrders(app);
  await registerClaims(app);
  await registerQuestions(app);
  const { sellers } = await registerSellers(app, { catalogCache });
  await registerInvoices(app);
  await registerCheckout(app);
  await registerImages(app);
  await registerSelling(app);

  await registerStaticFiles(app, {
    uploadsDir: path.join(env.dataDir, 'uploads'),
    webDist: env.WEB_DIST,
    storage: app.storage,
    settings: { shopTimeZone: env.SHOP_TIME_ZONE, shopCurrency: env.SHOP_CURRENCY },
  });
  await registerSeo(app, { catalog, sellers });
  return app;
}
