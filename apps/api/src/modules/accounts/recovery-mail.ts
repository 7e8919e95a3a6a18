import { escapeHtml, type MailMessage } from '../../platform/mail/mailer.js';

/** The recovery e-mail in Spanish, plain text and HTML (user data escaped). */
export function recoveryMail(to: string, userName: string, link: string, minutes: number): MailMessage {
  const text = [
    `Hola ${userName}:`,
    '',
    'Recibimos un pedido para cambiar la contraseña de tu cuenta de Bazar.',
    `Para elegir una nueva, abre este enlace (vale por ${minutes} minutos y se usa una sola vez):`,
    '',
    link,
    '',
    'Si no fuiste tú, ignora este correo: tu contraseña no cambia.',
  ].join('\n');
  const html = `<!doctype html><html lang="es"><body style="font-family:sans-serif">
<p>Hola ${escapeHtml(userName)}:</p>
<p>Recibimos un pedido para cambiar la contraseña de tu cuenta de Bazar.</p>
<p>Para elegir una nueva, abre este enlace (vale por ${minutes} minutos y se usa una sola vez):</p>
<p><a href="${escapeHtml(link)}">Cambiar mi contraseña</a></p>
<p style="color:#666">Si no fuiste tú, ignora este correo: tu contraseña no cambia.</p>
</body></html>`;
  return { to, subject: 'Bazar: cambia tu contraseña', text, html, outboxHint: link };
}
