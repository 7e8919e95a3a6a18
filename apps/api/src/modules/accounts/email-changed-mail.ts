import { webPath } from '@bazar/shared';
import type { MailMessage } from '../../platform/mail/mailer.js';
import { shopMail } from '../../platform/mail/shop-mail.js';

/** Sent to the previous address when an account's e-mail changes. */
export function emailChangedMail(
  publicUrl: string,
  oldEmail: string,
  userName: string,
  newEmail: string,
): MailMessage {
  return shopMail(publicUrl, {
    to: oldEmail,
    subject: 'Bazar: cambió el correo de tu cuenta',
    name: userName,
    lines: [
      `El correo de tu cuenta de Bazar se cambió a ${newEmail}.`,
      'Por seguridad, se cerraron las demás sesiones abiertas de la cuenta.',
    ],
    action: { href: `${publicUrl.replace(/\/$/, '')}${webPath('login')}`, text: 'Entrar a mi cuenta' },
    note: 'Si no fuiste tú, responde a este correo o escribe al administrador de la tienda cuanto antes.',
  });
}
