import { formatMoney, MONEY_MSG } from '@bazar/shared';
import { sendLinesMail as send } from '../../platform/mail/lines-mail.js';
import type { Mailer } from '../../platform/mail/mailer.js';

export interface MoneyMailDeps {
  mailer: Mailer;
  publicUrl: string;
}

/** The outbox kinds of the money e-mails (written in the transaction that moved the money). */
export const REFUND_MAIL_KIND = 'refund-mail';
export const PAYOUT_MAIL_KIND = 'payout-mail';

export interface RefundMailPayload {
  email: string;
  name: string;
  /** Null: a payment refunded whole because its sale could not go through. */
  orderNumber: string | null;
  productName: string | null;
  amountCents: number;
  reason: string;
}

export interface PayoutMailPayload {
  email: string;
  name: string;
  amountCents: number;
  status: 'paid' | 'failed';
  note: string | null;
}

export const refundMailSummary = (m: RefundMailPayload) => `Reembolso ${m.orderNumber ?? ''} a ${m.email}`;
export const payoutMailSummary = (m: PayoutMailPayload) => `Pago a ${m.email}`;

export function sendRefundMail({ mailer, publicUrl }: MoneyMailDeps, m: RefundMailPayload): Promise<void> {
  const amount = formatMoney(m.amountCents);
  const subject = m.orderNumber
    ? MONEY_MSG.refundMailSubject(m.orderNumber)
    : MONEY_MSG.refundMailSubjectUnsold;
  const what = m.orderNumber
    ? `de la orden ${m.orderNumber}${m.productName ? ` (${m.productName})` : ''}`
    : 'de tu pago';
  return send(
    mailer,
    m.email,
    subject,
    [
      `Hola ${m.name}:`,
      `Te devolvimos ${amount} ${what}.`,
      `Motivo: ${m.reason}`,
      'El dinero vuelve al medio con el que pagaste; según el medio, puede tardar unos días en verse.',
    ],
    { href: `${publicUrl}/userInvoices`, text: 'Ver mis facturas' },
  );
}

export function sendPayoutMail({ mailer, publicUrl }: MoneyMailDeps, m: PayoutMailPayload): Promise<void> {
  const amount = formatMoney(m.amountCents);
  const lines =
    m.status === 'paid'
      ? [`Hola ${m.name}:`, `Te transferimos ${amount} por tus ventas.`]
      : [
          `Hola ${m.name}:`,
          `No pudimos transferirte ${amount}${m.note ? `: ${m.note}` : '.'}`,
          'El dinero volvió a tu saldo disponible. Revisa tu cuenta para cobrar en tu perfil.',
        ];
  return send(
    mailer,
    m.email,
    m.status === 'paid' ? MONEY_MSG.payoutMailSubject(amount) : MONEY_MSG.payoutFailedMailSubject,
    lines,
    { href: `${publicUrl}/mi-dinero`, text: 'Ver Mi dinero' },
  );
}
