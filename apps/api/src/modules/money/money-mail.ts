import { formatMoney, MAIL_MSG, MONEY_MSG, webPath } from '@bazar/shared';
import type { Mailer } from '../../platform/mail/mailer.js';
import { shopMail } from '../../platform/mail/shop-mail.js';

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
  /** The order's picture (refund mails queued before 0036 have none). */
  productImage?: string | null;
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
  const what = m.orderNumber ? `de la orden ${m.orderNumber}` : 'de tu pago';
  return mailer.send(
    shopMail(publicUrl, {
      to: m.email,
      subject,
      name: m.name,
      lines: [
        `Te devolvimos ${amount} ${what}.`,
        `Motivo: ${m.reason}`,
        'El dinero vuelve al medio con el que pagaste; según el medio, puede tardar unos días en verse.',
      ],
      ...(m.orderNumber ? { orderNumbers: [m.orderNumber] } : {}),
      ...(m.productName ? { items: [{ name: m.productName, image: m.productImage ?? null }] } : {}),
      totals: [{ label: 'Reembolso', value: amount }],
      // The buyer follows the refunded item in 'Mis compras'.
      action: { href: `${publicUrl}${webPath('purchases')}`, text: MAIL_MSG.refundAction },
    }),
  );
}

export function sendPayoutMail({ mailer, publicUrl }: MoneyMailDeps, m: PayoutMailPayload): Promise<void> {
  const amount = formatMoney(m.amountCents);
  const lines =
    m.status === 'paid'
      ? [`Te transferimos ${amount} por tus ventas.`]
      : [
          `No pudimos transferirte ${amount}${m.note ? `: ${m.note}` : '.'}`,
          'El dinero volvió a tu saldo disponible. Revisa tu cuenta para cobrar en tu perfil.',
        ];
  return mailer.send(
    shopMail(publicUrl, {
      to: m.email,
      subject: m.status === 'paid' ? MONEY_MSG.payoutMailSubject(amount) : MONEY_MSG.payoutFailedMailSubject,
      name: m.name,
      lines,
      action: { href: `${publicUrl}${webPath('myMoney')}`, text: MAIL_MSG.payoutAction },
    }),
  );
}
