import { escapeHtml, type MailMessage } from '../../platform/mail/mailer.js';

/** Sent to the previous address when an account's e-mail changes. */
export function emailChangedMail(oldEmail: string, userName: string, newEmail: string): MailMessage {
  const text = [
    `Hola ${userName}:`,
    '',
    `El correo de tu cuenta de Bazar se cambió a ${newEmail}.`,
    'Por seguridad, se cerraron las demás sesiones abiertas de la cuenta.',
    '',
    'Si no fuiste tú, responde a este correo o escribe al administrador de la tienda cuanto antes.',
  ].join('\n');
  const html = `<!doctype html><html lang="es"><body style="font-family:sans-serif">
<p>Hola ${escapeHtml(userName)}:</p>
<p>El correo de tu cuenta de Bazar se cambió a <strong>${escapeHtml(newEmail)}</strong>.</p>
<p>Por seguridad, se cerraron las demás sesiones abiertas de la cuenta.</p>
<p style="color:#666">Si no fuiste tú, responde a este correo o escribe al administrador de la tienda cuanto antes.</p>
</body></html>`;
  return { to: oldEmail, subject: 'Bazar: cambió el correo de tu cuenta', text, html };
}
