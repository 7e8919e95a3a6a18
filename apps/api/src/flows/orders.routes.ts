import {
  cancelOrderBodySchema,
  claimCloseBodySchema,
  claimDetailSchema,
  claimRefundBodySchema,
  errorResponses,
  messageErrorSchema,
  openClaimBodySchema,
  orderLineSchema,
  orderNumberParamsSchema,
  orderRefundsSchema,
  refundBodySchema,
  updateOrderStatusBodySchema,
} from '@bazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, forSignedIn } from '../platform/auth/auth-plugin.js';
import type { createCancelOrderFlow } from './cancel-order.js';
import type { createClaimFlows } from './claims.js';
import type { createMoveOrderFlow } from './move-order.js';
import type { RefundFlow } from './refund.js';

const errors = errorResponses(400, 401, 403, 404);
const security = [{ authToken: [] }];
const changedClaim = { 200: claimDetailSchema, 409: messageErrorSchema, ...errors };

/**
 * The doors of the flows that move an order: its status (move-order), its cancellation
 * (cancel-order), a refund (refund) and a claim's steps that write its history (claims). The
 * order's and the claim's reads stay with their modules.
 */
export const ordersFlowsRoutes: FastifyPluginAsyncZod<{
  moveOrder: ReturnType<typeof createMoveOrderFlow>;
  cancelOrder: ReturnType<typeof createCancelOrderFlow>;
  refunds: RefundFlow;
  claims: ReturnType<typeof createClaimFlows>;
}> = async (app, { moveOrder, cancelOrder, refunds, claims }) => {
  // Every claim message notifies and mails: a per-user budget keeps one account from flooding
  // (shared with the claims module's messages: the same bucket name).
  const claimLimit = app.userLimit('claims', app.env.CLAIM_RATE_PER_USER, '10 minutes');

  await app.register(
    forSignedIn(async (app) => {
      app.put(
        '/api/orders/:orderNumber/status',
        {
          schema: {
            tags: ['orders'],
            summary:
              'Move an order forward: seller → shipped (with carrier and trackingNumber), buyer → received, admin either',
            security,
            params: orderNumberParamsSchema,
            body: updateOrderStatusBodySchema,
            response: { 200: orderLineSchema, 409: messageErrorSchema, ...errors },
          },
        },
        (request) => moveOrder(currentUser(request), request.params.orderNumber, request.body),
      );

      app.post(
        '/api/orders/:orderNumber/cancel',
        {
          schema: {
            tags: ['orders'],
            summary: 'The seller or an admin cancels an order not shipped yet: the buyer is refunded in full',
            security,
            params: orderNumberParamsSchema,
            body: cancelOrderBodySchema,
            response: { 200: orderLineSchema, 409: messageErrorSchema, ...errors },
          },
        },
        (request) => cancelOrder(currentUser(request), request.params.orderNumber, request.body),
      );

      app.post(
        '/api/orders/:orderNumber/refunds',
        {
          schema: {
            tags: ['money'],
            summary: 'Refund part or all of an order: its seller before shipping, an admin any time',
            security,
            params: orderNumberParamsSchema,
            body: refundBodySchema,
            response: {
              200: orderRefundsSchema,
              409: messageErrorSchema,
              502: messageErrorSchema,
              ...errors,
            },
          },
        },
        (request) => refunds.refund(currentUser(request), request.params.orderNumber, request.body),
      );

      app.post(
        '/api/orders/:orderNumber/claim',
        {
          preHandler: claimLimit,
          schema: {
            tags: ['claims'],
            security,
            summary: 'The buyer opens a claim (within CLAIM_DAYS of paying), with a message and photos',
            params: orderNumberParamsSchema,
            body: openClaimBodySchema,
            response: changedClaim,
          },
        },
        (request) => claims.open(currentUser(request), request.params.orderNumber, request.body),
      );
      app.post(
        '/api/orders/:orderNumber/claim/escalate',
        {
          schema: {
            tags: ['claims'],
            security,
            summary: 'Buyer or seller asks the administrator (after CLAIM_ESCALATE_DAYS)',
            params: orderNumberParamsSchema,
            response: changedClaim,
          },
        },
        (request) => claims.escalate(currentUser(request), request.params.orderNumber),
      );
      app.post(
        '/api/orders/:orderNumber/claim/refund',
        {
          schema: {
            tags: ['claims'],
            security,
            summary: 'The seller or an admin refunds (whole or part), which resolves the claim',
            params: orderNumberParamsSchema,
            body: claimRefundBodySchema,
            response: changedClaim,
          },
        },
        (request) => claims.refund(currentUser(request), request.params.orderNumber, request.body),
      );
      app.post(
        '/api/orders/:orderNumber/claim/close',
        {
          schema: {
            tags: ['claims'],
            security,
            summary: 'The buyer withdraws the claim, or an admin closes it without refund',
            params: orderNumberParamsSchema,
            body: claimCloseBodySchema,
            response: changedClaim,
          },
        },
        (request) => claims.close(currentUser(request), request.params.orderNumber, request.body),
      );
    }),
  );
};
