import { Readable } from 'node:stream';
import {
  auditPageSchema,
  balanceSchema,
  commissionsSchema,
  createPayoutBatchBodySchema,
  errorResponses,
  failPayoutBodySchema,
  messageErrorSchema,
  moneyListQuerySchema,
  movementPageSchema,
  orderNumberParamsSchema,
  orderRefundsSchema,
  payableSellerPageSchema,
  payableSellersQuerySchema,
  payoutAccountBodySchema,
  payoutAccountResponseSchema,
  payoutBatchPageSchema,
  payoutBatchSchema,
  payoutIdParamsSchema,
  payoutSchema,
  updateCommissionsBodySchema,
} from '@bazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, forAdmins, forSignedIn } from '../../platform/auth/auth-plugin.js';
import { offsetOf } from '../../platform/http/paging.js';
import { listAudit } from './audit.js';
import type { CommissionsService } from './commissions.service.js';
import type { createPayouts } from './payouts.service.js';
import { refundsOfOrder } from './refunds.service.js';
import type { createSellerMoney } from './seller-money.service.js';

export interface MoneyRoutesOptions {
  commissions: CommissionsService;
  sellerMoney: ReturnType<typeof createSellerMoney>;
  payouts: ReturnType<typeof createPayouts>;
}

const errors = errorResponses(400, 401, 403, 404);
const security = [{ authToken: [] }];
const tags = ['money'];
const csv = (reply: import('fastify').FastifyReply, fileName: string) =>
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store');

export const moneyRoutes: FastifyPluginAsyncZod<MoneyRoutesOptions> = async (
  app,
  { commissions, sellerMoney, payouts },
) => {
  await app.register(
    forSignedIn(async (app) => {
      app.get(
        '/api/commissions',
        {
          schema: {
            tags,
            summary: 'The commission in force: general and per category (percent)',
            security,
            response: { 200: commissionsSchema, ...errors },
          },
        },
        () => commissions.current(),
      );
      app.get(
        '/api/money/balance',
        {
          schema: {
            tags,
            summary: 'The caller’s balance: pending, available, being paid, paid (cents)',
            security,
            response: { 200: balanceSchema, ...errors },
          },
        },
        (request) => sellerMoney.balance(currentUser(request)),
      );
      app.get(
        '/api/money/movements',
        {
          schema: {
            tags,
            summary: 'The caller’s ledger movements, newest first',
            security,
            querystring: moneyListQuerySchema,
            response: { 200: movementPageSchema, ...errors },
          },
        },
        (request) => sellerMoney.movements(currentUser(request), request.query),
      );
      app.get(
        '/api/money/movements.csv',
        { schema: { tags, summary: 'All the caller’s movements as CSV', security, produces: ['text/csv'] } },
        (request, reply) =>
          csv(reply, 'mi-dinero.csv').send(Readable.from(sellerMoney.movementsCsv(currentUser(request)))),
      );
      app.get(
        '/api/money/payout-account',
        {
          schema: {
            tags,
            summary: 'The bank account the caller’s payouts go to',
            security,
            response: { 200: payoutAccountResponseSchema, ...errors },
          },
        },
        (request) => sellerMoney.payoutAccount(currentUser(request)),
      );
      app.put(
        '/api/money/payout-account',
        {
          schema: {
            tags,
            summary: 'Set the bank account (CBU/CVU or alias) the caller’s payouts go to',
            security,
            body: payoutAccountBodySchema,
            response: { 200: payoutAccountResponseSchema, ...errors },
          },
        },
        (request) => sellerMoney.savePayoutAccount(currentUser(request), request.body),
      );
      app.get(
        '/api/orders/:orderNumber/refunds',
        {
          schema: {
            tags,
            summary: 'An order’s refunds and what may still be refunded: its buyer, seller or an admin',
            security,
            params: orderNumberParamsSchema,
            response: { 200: orderRefundsSchema, ...errors },
          },
        },
        (request) => refundsOfOrder(app.db, currentUser(request), request.params.orderNumber),
      );
    }),
  );

  await app.register(
    forAdmins(async (app) => {
      const adminTags = ['admin'];
      app.put(
        '/api/admin/commissions',
        {
          schema: {
            tags: adminTags,
            summary: 'Set the commission: applies to sales made from now on',
            security,
            body: updateCommissionsBodySchema,
            response: { 200: commissionsSchema, ...errors },
          },
        },
        (request) => commissions.update(currentUser(request), request.body),
      );
      app.get(
        '/api/admin/payouts/sellers',
        {
          schema: {
            tags: adminTags,
            summary: 'Sellers with an available balance of at least minCents, largest first',
            security,
            querystring: payableSellersQuerySchema,
            response: { 200: payableSellerPageSchema, ...errors },
          },
        },
        (request) => payouts.payableSellers(request.query),
      );
      app.post(
        '/api/admin/payouts/batches',
        {
          schema: {
            tags: adminTags,
            summary: 'Create a payout batch: each chosen seller’s whole available balance',
            security,
            body: createPayoutBatchBodySchema,
            response: { 201: payoutBatchSchema, 409: messageErrorSchema, ...errors },
          },
        },
        async (request, reply) =>
          reply.code(201).send(await payouts.createBatch(currentUser(request), request.body)),
      );
      app.get(
        '/api/admin/payouts/batches',
        {
          schema: {
            tags: adminTags,
            summary: 'Payout batches, newest first',
            security,
            querystring: moneyListQuerySchema,
            response: { 200: payoutBatchPageSchema, ...errors },
          },
        },
        (request) => payouts.batches(request.query),
      );
      app.get(
        '/api/admin/payouts/batches/:id',
        {
          schema: {
            tags: adminTags,
            summary: 'One payout batch with its payouts',
            security,
            params: payoutIdParamsSchema,
            response: { 200: payoutBatchSchema, ...errors },
          },
        },
        (request) => payouts.batch(request.params.id),
      );
      app.get(
        '/api/admin/payouts/batches/:id/csv',
        {
          schema: {
            tags: adminTags,
            summary: 'A payout batch as CSV, for the bank transfer',
            security,
            params: payoutIdParamsSchema,
            produces: ['text/csv'],
          },
        },
        async (request, reply) =>
          csv(reply, `lote-de-pagos-${request.params.id}.csv`).send(
            await payouts.batchCsv(request.params.id),
          ),
      );
      app.post(
        '/api/admin/payouts/:id/paid',
        {
          schema: {
            tags: adminTags,
            summary: 'Mark a payout transferred',
            security,
            params: payoutIdParamsSchema,
            response: { 200: payoutSchema, 409: messageErrorSchema, ...errors },
          },
        },
        (request) => payouts.markPaid(currentUser(request), request.params.id),
      );
      app.post(
        '/api/admin/payouts/:id/failed',
        {
          schema: {
            tags: adminTags,
            summary: 'Mark a payout failed: the money returns to the seller’s available balance',
            security,
            params: payoutIdParamsSchema,
            body: failPayoutBodySchema,
            response: { 200: payoutSchema, 409: messageErrorSchema, ...errors },
          },
        },
        (request) => payouts.markFailed(currentUser(request), request.params.id, request.body.note),
      );
      app.get(
        '/api/admin/money/audit',
        {
          schema: {
            tags: adminTags,
            summary: 'Who did what to money, newest first',
            security,
            querystring: moneyListQuerySchema,
            response: { 200: auditPageSchema, ...errors },
          },
        },
        async (request) => {
          const { items, total } = await listAudit(app.db, request.query.pageSize, offsetOf(request.query));
          return { items, total, page: request.query.page, pageSize: request.query.pageSize };
        },
      );
    }),
  );
};
