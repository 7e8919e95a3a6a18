import {
  errorResponses,
  type InvoiceResult,
  invoiceResultSchema,
  messageErrorSchema,
  paymentConfirmationSchema,
  paymentIdQuerySchema,
  webhookAckSchema,
} from '@bazar/shared';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, forSignedIn } from '../platform/auth/auth-plugin.js';
import { AppError } from '../platform/errors/app-error.js';
import type { PaymentFlow } from './payment.js';

const security = [{ authToken: [] }];
const tags = ['checkout'];
const errors = errorResponses(400, 401, 404, 409, 502);

/**
 * The payment doors that ask the provider: the buyer's return (/ResponseMP → /api/paymentIdPM),
 * 'POST /api/invoice' (the invoice of the buyer's paid checkout, asking again for a payment seen
 * pending), and the provider's signed webhooks. Each ends in the payment flow.
 */
export const paymentRoutes: FastifyPluginAsyncZod<{
  confirmPayment: PaymentFlow['confirm'];
  invoice: (userId: number) => Promise<InvoiceResult>;
}> = async (app, { confirmPayment, invoice }) => {
  await app.register(
    forSignedIn(async (app) => {
      app.get(
        '/api/paymentIdPM',
        {
          schema: {
            tags,
            summary: 'Confirms a payment with its provider and, when approved, makes the purchase',
            security,
            querystring: paymentIdQuerySchema,
            response: { 200: paymentConfirmationSchema, ...errors },
          },
        },
        (request) => confirmPayment(request.query.payment_id, currentUser(request).id),
      );

      app.post(
        '/api/invoice',
        {
          schema: {
            tags,
            summary: 'Empty body: the invoice of the caller’s paid checkout and the products to review',
            security,
            response: { 200: invoiceResultSchema, ...errors },
          },
        },
        (request) => invoice(currentUser(request).id),
      );
    }),
  );

  // Webhooks: the raw body is kept because signatures are computed over the exact bytes.
  await app.register(async (plain) => {
    const hooks = plain.withTypeProvider<ZodTypeProvider>();
    hooks.removeContentTypeParser('application/json');
    hooks.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      (request as { rawBody?: string }).rawBody = body as string;
      try {
        done(null, body ? JSON.parse(body as string) : {});
      } catch {
        done(null, {});
      }
    });

    hooks.post(
      '/api/webhooks/:provider',
      {
        schema: {
          tags,
          summary: 'Payment notifications, signed by the provider (x-signature / x-sandbox-signature)',
          params: z.object({ provider: z.enum(['sandbox', 'mercadopago']) }),
          response: { 200: webhookAckSchema, 401: messageErrorSchema, 404: messageErrorSchema },
        },
      },
      async (request) => {
        if (request.params.provider !== app.payments.name)
          throw AppError.notFound('Proveedor no configurado');
        const paymentId = app.payments.verifyNotification({
          headers: request.headers,
          query: request.query as Record<string, unknown>,
          rawBody: (request as { rawBody?: string }).rawBody ?? '',
          body: request.body,
        });
        if (!paymentId) return { received: false };
        // A linked seller's payment names its collector (Mercado Pago's user_id): it is read with
        // that seller's token. The field is not signed, so it only picks the account to ask; what
        // counts is what that account answers (checked against the part's seller and amounts).
        const userId = (request.body as { user_id?: unknown } | undefined)?.user_id;
        const collector =
          typeof userId === 'number' || (typeof userId === 'string' && /^\d{1,20}$/.test(userId))
            ? String(userId)
            : undefined;
        try {
          await confirmPayment(paymentId, undefined, collector);
          return { received: true };
        } catch (error) {
          // A payment we refuse is acknowledged (the provider must not retry it forever); an
          // outage of ours or the provider's is not, so the provider delivers it again later.
          if (error instanceof AppError && error.statusCode < 500) {
            request.log.warn({ paymentId, msg: error.msg }, 'notificación de pago rechazada');
            return { received: false };
          }
          throw error;
        }
      },
    );
  });
};
