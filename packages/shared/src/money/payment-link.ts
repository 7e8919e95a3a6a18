import { z } from 'zod';

/**
 * A seller's own Mercado Pago account, linked through OAuth so that their sales are paid to them
 * at the source (issue 'Mercado Pago marketplace'). Until they link it, or when the link fails,
 * they are paid by transfer as before.
 */
export const PAYMENT_LINK_STATUSES = ['unlinked', 'linked', 'failed'] as const;
export type PaymentLinkStatus = (typeof PAYMENT_LINK_STATUSES)[number];

/** GET /api/money/mercadopago: the caller's link. */
export const paymentLinkSchema = z.object({
  /** Whether the shop offers linking at all (a Mercado Pago marketplace app, or the sandbox). */
  available: z.boolean(),
  /** 'sandbox' while the shop runs on the sandbox provider: the same screens, no account. */
  provider: z.enum(['mercadopago', 'sandbox']),
  status: z.enum(PAYMENT_LINK_STATUSES),
  /** The Mercado Pago account's user id, as Mercado Pago names it. */
  accountId: z.string().nullable(),
  linkedAt: z.string().nullable(),
  /** When the permission runs out unless renewed (the shop renews it well before). */
  expiresAt: z.string().nullable(),
  /** Why the link stopped working, in Spanish, when it failed. */
  failure: z.string().nullable(),
});
export type PaymentLink = z.infer<typeof paymentLinkSchema>;

/** POST /api/money/mercadopago/link: where to send the seller to authorize the shop. */
export const paymentLinkStartSchema = z.object({ authorizationUrl: z.string() });

/** POST /api/money/mercadopago/link/complete: what Mercado Pago sent back to the shop's page. */
export const paymentLinkCompleteBodySchema = z.object({
  code: z
    .string({ error: 'Falta el código de autorización' })
    .min(1, { error: 'Falta el código de autorización' })
    .max(2000),
  state: z
    .string({ error: 'El enlace de vinculación no es válido' })
    .min(16, { error: 'El enlace de vinculación no es válido' })
    .max(200),
});
export type PaymentLinkCompleteBody = z.infer<typeof paymentLinkCompleteBodySchema>;

export const PAYMENT_LINK_MSG = {
  title: 'Cobrar con Mercado Pago',
  intro:
    'Vincula tu cuenta de Mercado Pago y el dinero de tus ventas llega directo a ella, con la comisión de Bazar ya descontada.',
  link: 'Vincular mi cuenta de Mercado Pago',
  relink: 'Volver a vincular',
  unlink: 'Desvincular',
  linked: 'Tu cuenta de Mercado Pago quedó vinculada',
  linkedAs: (account: string) => `Cuenta de Mercado Pago vinculada (usuario ${account})`,
  unlinked: 'Desvinculaste tu cuenta de Mercado Pago: cobrarás por transferencia',
  transferFallback: 'Mientras tanto, cobras tus ventas por transferencia.',
  failedRefresh:
    'Mercado Pago ya no acepta el permiso que nos diste (lo revocaste o venció): vuelve a vincular tu cuenta.',
  denied: 'No autorizaste a Bazar en Mercado Pago: tu cuenta no quedó vinculada.',
  invalidState: 'El enlace de vinculación venció o no es tuyo: vuelve a intentarlo desde Mi dinero.',
  rejected: 'Mercado Pago rechazó la vinculación: vuelve a intentarlo.',
  unavailable: 'La tienda no ofrece cobrar con Mercado Pago.',
  notLinked: 'No tienes una cuenta de Mercado Pago vinculada',
  completing: 'Vinculando tu cuenta de Mercado Pago…',
  sandboxTitle: 'Sandbox de Mercado Pago',
  sandboxAsk: 'Bazar pide permiso para cobrar tus ventas en tu cuenta de Mercado Pago (simulada).',
  sandboxAllow: 'Autorizar',
  sandboxDeny: 'Cancelar',
} as const;
