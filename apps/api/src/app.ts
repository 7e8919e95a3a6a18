import { randomUUID } from 'node:crypto';
import path from 'node:path';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Env } from './config/env.js';
import type { Database, Db } from './db/client.js';
import { accountsRoutes } from './modules/accounts/accounts.routes.js';
import { adminRoutes } from './modules/admin/admin.routes.js';
import { cartRoutes } from './modules/cart/cart.routes.js';
import { catalogRoutes } from './modules/catalog/catalog.routes.js';
import { CatalogCache } from './modules/catalog/catalog-cache.js';
import { registerCheckout } from './modules/checkout/checkout.plugin.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { registerImages } from './modules/images/images.routes.js';
import { invoicesRoutes } from './modules/invoices/invoices.routes.js';
import { ordersRoutes } from './modules/orders/orders.routes.js';
import { reviewsRoutes } from './modules/reviews/reviews.routes.js';
import { sellingRoutes } from './modules/selling/selling.routes.js';
import { seoRoutes } from './modules/seo/seo.routes.js';
import { wishlistRoutes } from './modules/wishlist/wishlist.routes.js';
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
import { contentSecurityPolicy } from './platform/security/content-security-policy.js';
import { registerStatementCounter } from './platform/statement-counter.js';
import { registerStorage } from './platform/storage/storage.js';
import { registerStaticFiles } from './platform/web/static-files.js';

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
    database: Database;
    db: Db;
    /**
     * Called after a committed write of `products` (see catalog/product-writes.ts) with the ids
     * it touched: this instance's catalog cache drops them at once, other instances through the
     * `productsChanged` event.
     */
    productsChanged(productIds: readonly number[], options?: { listings?: boolean }): void;
  }
}

const REQUEST_ID = /^[\w.:-]{1,100}$/;

export interface AppOptions {
  env: Env;
  database: Database;
}

/** Builds the instance: platform plugins → modules → error and not-found handlers. No listen(). */
export async function buildApp({ env, database }: AppOptions): Promise<FastifyInstance> {
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

  await app.register(helmet, {
    contentSecurityPolicy: { directives: contentSecurityPolicy(env) },
    crossOriginEmbedderPolicy: false,
  });
  // The ETag hook sees bodies before compression does (compression hooks each route).
  registerPublicCache(app);
  await registerCompression(app);
  await registerOpenApi(app);
  await registerRateLimit(app);
  registerAuth(app);
  registerMailer(app);
  registerEvents(app);
  registerOutbox(app);
  registerPayments(app);
  registerStorage(app);
  registerJobs(app);

  await app.register(healthRoutes);
  registerStatementCounter(app);
  // Product writes anywhere (selling, checkout, admin, reviews) must call app.productsChanged(ids):
  // this instance drops the cached reads showing them and lets its listings refresh; other
  // instances hear the event (Redis pub/sub with REDIS_URL) and do the same at once.
  const catalogCache = new CatalogCache(env.CATALOG_CACHE_MS);
  // `listings`: the write can put a product into lists (created, edited, shown again).
  app.decorate('productsChanged', (productIds: readonly number[], options?: { listings?: boolean }) => {
    if (productIds.length === 0) return;
    const listings = options?.listings ?? false;
    catalogCache.invalidateProducts(productIds, listings);
    app.events.publish('productsChanged', { productIds: [...productIds], listings });
  });
  app.events.subscribe('productsChanged', ({ productIds, listings }) =>
    catalogCache.invalidateProducts(productIds, listings),
  );
  await app.register(catalogRoutes, { cache: catalogCache });
  await app.register(accountsRoutes);
  await app.register(cartRoutes);
  await app.register(wishlistRoutes);
  await app.register(adminRoutes);
  await app.register(reviewsRoutes);
  await app.register(ordersRoutes);
  await app.register(invoicesRoutes);
  await registerCheckout(app);
  await registerImages(app);
  await app.register(sellingRoutes);

  await registerStaticFiles(app, {
    uploadsDir: path.join(env.dataDir, 'uploads'),
    webDist: env.WEB_DIST,
    storage: app.storage,
  });
  await app.register(seoRoutes, { cache: catalogCache });
  return app;
}
