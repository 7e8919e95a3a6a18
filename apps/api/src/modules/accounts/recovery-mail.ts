import { MAIL_MSG } from '@bazar/shared';
import type { MailMessage } from '../../platform/mail/mailer.js';
import { shopMail } from '../../platform/mail/shop-mail.js';

/** The recovery e-mail in the shop's template (user data escaped by it). */
export function recoveryMail(
  publicUrl: string,
  to: string,
  userName: string,
  link: string,
  minutes: number,
): MailMessage {
  return shopMail(publicUrl, {
    to,
    subject: 'Bazar: cambia tu contraseña',
    name: userName,
    lines: [
      'Recibimos un pedido para cambiar la contraseña de tu cuenta de Bazar.',
      `Para elegir una nueva, abre este enlace (vale por ${minutes} minutos y se usa una sola vez).`,
    ],
    action: { href: link, text: MAIL_MSG.recoveryAction },
    note: 'Si no fuiste tú, ignora este correo: tu contraseña no cambia.',
    outboxHint: link,
  });
}
