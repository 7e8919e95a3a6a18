import {
  badRequestSchema,
  CHECKOUT_MSG,
  checkoutIdParamsSchema,
  checkoutSessionSchema,
  messageErrorSchema,
  openCheckoutBodySchema,
  releaseCheckoutSchema,
  sandboxPayBodySchema,
  sandboxPayResultSchema,
} from '@bazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as checkout from '../modules/checkout/index.js';
import { currentUser, forSignedIn } from '../platform/auth/auth-plugin.js';
import { AppError } from '../platform/errors/app-error.js';
import type { CheckoutFlow } from './checkout.js';
import type { PaymentFlow } from './payment.js';
import type { SplitPaymentFlow } from './split-payment.js';

const security = [{ authToken: [] }];
const tags = ['checkout'];

/**
 * The checkout's doors that move stock or money: opening and abandoning a checkout (the checkout
 * flow), the hosted payment page (a split checkout's next part, prepared in its seller's
 * account) and the sandbox's 'Pagar' (the payment flow).
 */
export const checkoutRoutes: FastifyPluginAsyncZod<{
  checkouts: CheckoutFlow;
  payments: PaymentFlow;
  split: SplitPaymentFlow;
}> = async (app, { checkouts, payments, split }) => {
  /** The provider's side of the checkout (a Checkout Pro preference), from the snapshot only. */
  const prepare = (session: checkout.SessionRow, lines: checkout.SnapshotLineRow[]) =>
    app.payments.prepare({
      id: session.id,
      totalCents: session.total_cents,
      currency: session.currency,
      lines: checkout.linesToCollect(lines),
    });

  await app.register(
    forSignedIn(async (app) => {
      app.post(
        '/api/checkout',
        {
          // Each opening may reserve stock: a per-user budget keeps a few accounts from holding it all.
          preHandler: app.userLimit('checkout', app.env.CHECKOUT_RATE_PER_USER, '10 minutes'),
          schema: {
            tags,
            summary:
              'Opens (or returns) the caller’s checkout, the cart at server prices with its stock reserved, shipping to addressId (the default address when left out)',
            security,
            body: openCheckoutBodySchema,
            response: {
              200: checkoutSessionSchema,
              400: badRequestSchema,
              401: messageErrorSchema,
              403: messageErrorSchema,
              409: messageErrorSchema,
              429: messageErrorSchema,
            },
          },
        },
        (request) =>
          checkouts.open(
            currentUser(request).id,
            request.body?.addressId,
            request.body?.delivery,
            request.body?.coupons,
          ),
      );

      app.delete(
        '/api/checkout',
        {
          schema: {
            tags,
            summary: 'Closes the caller’s open checkout (payment modal closed): its reserved stock goes back',
            security,
            response: { 200: releaseCheckoutSchema, 401: messageErrorSchema },
          },
        },
        (request) => checkouts.abandon(currentUser(request).id),
      );
    }),
  );

  app.get(
    '/api/checkout/:id',
    {
      schema: {
        tags,
        summary: 'The hosted checkout page loaded in the payment frame (HTML; the id is the credential)',
        params: z.object({ id: z.string().max(100) }),
      },
    },
    async (request, reply) => {
      reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store');
      const parsed = checkoutIdParamsSchema.safeParse(request.params);
      const state = parsed.success ? await checkout.readPurchase(app.db, parsed.data.id) : undefined;
      if (!state) return reply.status(404).send(checkout.closedPage(CHECKOUT_MSG.notFound, 'missing'));
      const { session, lines } = state;
      const installments = app.env.MP_MAX_INSTALLMENTS;
      if (session.status !== 'open' || session.expired) {
        return checkout.closedPage(
          session.status === 'open' || session.status === 'expired'
            ? CHECKOUT_MSG.expired
            : CHECKOUT_MSG.closed,
          'closed',
        );
      }
      // A checkout split by seller shows its next part: its lines, its amount, 'Pago 1 de 2 · X'.
      const next = state.parts.total > 0 ? await checkout.nextPart(app.db, session.id) : undefined;
      if (state.parts.total > 0 && !next) return checkout.closedPage(CHECKOUT_MSG.closed, 'closed');
      if (next) {
        const partSession = { ...session, total_cents: next.part.amount_cents };
        const partLines = lines.filter((l) => next.part.product_ids.includes(l.product_id));
        if (app.payments.name === 'sandbox')
          return checkout.sandboxPage(partSession, partLines, { installments, part: next.title });
        const preparedPart = await split.prepare(session, next.part, lines).catch((error: unknown) => {
          request.log.warn({ err: error, checkoutId: session.id }, 'preferencia de una parte sin crear');
          return null;
        });
        if (!preparedPart)
          return reply.status(502).send(checkout.closedPage(CHECKOUT_MSG.providerUnavailable, 'closed'));
        return checkout.mercadoPagoPage(
          partSession,
          partLines,
          {
            preferenceId: preparedPart.providerRef ?? '',
            redirectUrl: preparedPart.redirectUrl,
            publicKey: app.env.MP_PUBLIC_KEY,
            sdkUrl: app.env.MP_SDK_URL,
            installments,
          },
          next.title,
        );
      }
      if (app.payments.name === 'sandbox') return checkout.sandboxPage(session, lines, { installments });
      const prepared = await prepare(session, lines).catch(() => null);
      if (!prepared)
        return reply.status(502).send(checkout.closedPage(CHECKOUT_MSG.providerUnavailable, 'closed'));
      if (prepared.providerRef && prepared.providerRef !== session.provider_ref)
        await checkout.setProviderRef(app.db, session.id, prepared.providerRef);
      return checkout.mercadoPagoPage(session, lines, {
        preferenceId: prepared.providerRef ?? '',
        redirectUrl: prepared.redirectUrl,
        publicKey: app.env.MP_PUBLIC_KEY,
        sdkUrl: app.env.MP_SDK_URL,
        installments,
      });
    },
  );

  app.post(
    '/api/checkout/:id/sandbox/pay',
    {
      schema: {
        tags,
        summary:
          'Sandbox provider: pays (approve) or cancels (reject) the checkout, verified and purchased in-process',
        params: checkoutIdParamsSchema,
        body: sandboxPayBodySchema,
        response: {
          200: sandboxPayResultSchema,
          400: badRequestSchema,
          404: messageErrorSchema,
          409: messageErrorSchema,
          503: messageErrorSchema,
        },
      },
    },
    async (request) => {
      const sandbox = app.sandboxPayments;
      if (!sandbox) throw AppError.notFound(CHECKOUT_MSG.notFound);
      const state = await checkout.readPaymentState(app.db, request.params.id);
      if (!state) throw AppError.notFound(CHECKOUT_MSG.notFound);
      const { session } = state;
      if (session.status !== 'open' || session.expired) throw new AppError(409, CHECKOUT_MSG.closed);
      const status = request.body.decision === 'approve' ? ('approved' as const) : ('rejected' as const);
      // A checkout split by seller: the page pays its next part.
      const next = state.parts.total > 0 ? await checkout.nextPart(app.db, session.id) : undefined;
      if (state.parts.total > 0 && !next) throw new AppError(409, CHECKOUT_MSG.closed);
      const paymentId = sandbox.createPayment({
        checkoutId: session.id,
        part: next?.part.position ?? null,
        status,
        amountCents: next?.part.amount_cents ?? session.total_cents,
      });
      const payment = await sandbox.getPayment(paymentId);
      if (!payment) throw new Error('sandbox payment not readable');
      // The provider's verification and the purchase, in-process (no HTTP call to ourselves).
      // Recording the payment comes first: if that fails the page must not say 'approved'.
      try {
        await payments.settle(state, payment);
      } catch (error) {
        if (error instanceof AppError) throw error;
        request.log.error({ err: error, checkoutId: session.id }, 'pago sandbox sin registrar');
        throw new AppError(503, CHECKOUT_MSG.paymentNotRecorded);
      }
      return { paymentId, status };
    },
  );
};
