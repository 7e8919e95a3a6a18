import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { setShopCurrency } from '@bazar/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Env } from './config/env.js';
import type { Database, Executor } from './db/client.js';
import { flowsPlugin } from './flows/index.js';
import { accountsPlugin } from './modules/accounts/index.js';
import { addressesPlugin } from './modules/addresses/index.js';
import { adminPlugin } from './modules/admin/index.js';
import { cartPlugin } from './modules/cart/index.js';
import { activeProductDetail, catalogPlugin, sellerProductsPage } from './modules/catalog/index.js';
import { checkoutPlugin } from './modules/checkout/index.js';
import { claimsPlugin } from './modules/claims/index.js';
import { healthPlugin } from './modules/health/index.js';
import { invoicesPlugin } from './modules/invoices/index.js';
import { moneyFigures, moneyPlugin } from './modules/money/index.js';
import { createOrdersService, ordersPlugin } from './modules/orders/index.js';
import { paymentLinksPlugin } from './modules/payment-links/index.js';
import { promotionsPlugin } from './modules/promotions/index.js';
import { questionsPlugin } from './modules/questions/index.js';
import { reviewsPlugin } from './modules/reviews/index.js';
import { saleEventsPlugin } from './modules/sale-events/index.js';
import { sellerProfile, sellersPlugin } from './modules/sellers/index.js';
import { seoPlugin } from './modules/seo/index.js';
import { shippingPlugin } from './modules/shipping/index.js';
import { wishlistPlugin } from './modules/wishlist/index.js';
import { registerErrorHandlers } from './platform/errors/error-handler.js';
import { registerCompression } from './platform/http/compression.js';
import { registerPublicCache } from './platform/http/public-cache.js';
import { registerTextGuard } from './platform/http/text-guard.js';
import { registerLifecycle } from './platform/lifecycle/lifecycle.js';
import { registerHttpMetrics } from './platform/metrics/metrics.js';
import { registerOpenApi } from './platform/openapi.js';
import {
  authPlugin,
  eventsPlugin,
  jobsPlugin,
  mailerPlugin,
  notificationsPlugin,
  outboxPlugin,
  paymentsPlugin,
  rateLimitPlugin,
  storagePlugin,
  uploadsPlugin,
} from './platform/plugins.js';
import { registerSecurityHeaders } from './platform/security/security-headers.js';
import { registerStandbyReads } from './platform/standby-reads.js';
import { registerStatementCounter } from './platform/statement-counter.js';
import { webPlugin } from './platform/web/static-files.js';

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
  // With standbys: where each person's last write left the WAL, so their reads never go back before it.
  await registerStandbyReads(app);

  registerSecurityHeaders(app, env);
  // The ETag hook sees bodies before compression does (compression hooks each route).
  registerPublicCache(app);
  await registerCompression(app);
  await registerOpenApi(app);
  await app.register(rateLimitPlugin);
  await app.register(eventsPlugin);
  await app.register(authPlugin);
  await app.register(mailerPlugin);
  await app.register(outboxPlugin);
  await app.register(paymentsPlugin);
  await app.register(storagePlugin);
  await app.register(jobsPlugin);
  await app.register(notificationsPlugin);
  await app.register(uploadsPlugin);
  await app.register(webPlugin, {
    uploadsDir: path.join(env.dataDir, 'uploads'),
    webDist: env.WEB_DIST,
    settings: { shopTimeZone: env.SHOP_TIME_ZONE, shopCurrency: env.SHOP_CURRENCY },
  });

  // The modules, each a named plugin declaring what it needs: none needs another module. A screen
  // that shows two modules' data gets the other's read here, typed by the shared contract.
  await app.register(healthPlugin);
  registerStatementCounter(app);
  await app.register(catalogPlugin);
  await app.register(accountsPlugin);
  await app.register(cartPlugin);
  await app.register(wishlistPlugin);
  await app.register(adminPlugin, { moneyFigures: () => moneyFigures(database.db) });
  await app.register(reviewsPlugin);
  await app.register(addressesPlugin);
  await app.register(shippingPlugin);
  await app.register(promotionsPlugin);
  await app.register(saleEventsPlugin);
  await app.register(moneyPlugin);
  await app.register(paymentLinksPlugin);
  await app.register(ordersPlugin);
  await app.register(claimsPlugin);
  await app.register(questionsPlugin);
  await app.register(sellersPlugin, {
    productsPage: (reads, sellerId, filter) => sellerProductsPage(reads, sellerId, filter),
  });
  const orders = createOrdersService({ database, timeZone: env.SHOP_TIME_ZONE });
  await app.register(invoicesPlugin, { ordersOfInvoice: (invoiceId) => orders.linesOfInvoice(invoiceId) });
  await app.register(checkoutPlugin);
  await app.register(seoPlugin, {
    productOf: (reads, id) => activeProductDetail(reads, id),
    sellerOf: (reads, userName) => sellerProfile(reads, userName),
  });

  // The work that crosses modules: purchase, refunds, orders that move, claims, releases…
  await app.register(flowsPlugin);
  return app;
}
