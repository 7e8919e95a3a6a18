import { escapeHtml, type Mailer } from './mailer.js';

/**
 * A short e-mail of paragraphs and one link, as plain text and HTML written from the same lines;
 * every value escaped (names, reasons and messages are typed by people).
 */
export function sendLinesMail(
  mailer: Mailer,
  to: string,
  subject: string,
  lines: string[],
  link: { href: string; text: string },
): Promise<void> {
  const text = [...lines, '', `${link.text}: ${link.href}`].join('\n');
  const html = `${lines.map((l) => (l === '' ? '' : `<p>${escapeHtml(l)}</p>`)).join('\n')}
<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>`;
  return mailer.send({ to, subject, text, html });
}
