import { MAIL_MSG, webPath } from '@bazar/shared';
import { escapeHtml, type MailMessage } from './mailer.js';

/** A product the mail is about: its name (the picture's alt text too), its picture, a few facts. */
export interface ShopMailItem {
  name: string;
  /** The product's picture: a path of the shop ('/uploads/…') or an absolute address. */
  image?: string | null;
  details?: string[];
}

/**
 * What one of the shop's e-mails says. Every string is plain text, whoever typed it: the template
 * escapes each one for the HTML part (decision record 0036).
 */
export interface ShopMail {
  to: string;
  subject: string;
  /** The person's name, for 'Hola …:'. */
  name: string;
  /** The message, one paragraph a line. */
  lines: string[];
  orderNumbers?: readonly string[];
  items?: readonly ShopMailItem[];
  /** Where an order goes: 'Envío a' for the buyer, 'Envíalo a' for the seller. */
  shipTo?: { label: string; address: string } | null;
  /** Amount lines under the products, the last one in bold. */
  totals?: readonly { label: string; value: string }[];
  /** The one next step, as a button. */
  action: { href: string; text: string };
  /** A quieter line under the button ('Si no fuiste tú…'). */
  note?: string;
  outboxHint?: string;
}

// The web app's colours (apps/web/src/app/theme.ts), written into each element: mail clients drop
// <style> blocks and external sheets, so every rule is inline and the layout is tables.
const INK = '#1b1f24';
const MUTED = '#4f5b67';
const BRAND = '#1f3a5f';
const ACCENT = '#b4530a';
const FONT = 'font-family:Arial,Helvetica,sans-serif';

/** A picture's address as a mail client needs it: absolute, on the shop's own host for its paths. */
export function absoluteUrl(publicUrl: string, url: string): string {
  return /^https?:\/\//i.test(url)
    ? url
    : `${publicUrl.replace(/\/$/, '')}${url.startsWith('/') ? '' : '/'}${url}`;
}

/**
 * Every e-mail of the shop in one branded layout: the 'Bazar' wordmark (text, no external
 * image to block), the greeting, the message, the order numbers, the products with their
 * pictures, where it ships, the amounts, one button and a footer; and the same in plain text.
 */
export function shopMail(publicUrl: string, mail: ShopMail): MailMessage {
  const greeting = MAIL_MSG.greeting(mail.name);
  const settings = absoluteUrl(publicUrl, webPath('profile'));
  const orders = mail.orderNumbers?.length ? MAIL_MSG.orders(mail.orderNumbers) : null;
  const items = mail.items ?? [];
  const totals = mail.totals ?? [];

  const text = [
    MAIL_MSG.shopName,
    '',
    greeting,
    '',
    ...mail.lines.filter((l) => l !== ''),
    ...(orders ? ['', orders] : []),
    ...(items.length
      ? [
          '',
          `${MAIL_MSG.products}:`,
          ...items.flatMap((i) => [`- ${i.name}`, ...(i.details ?? []).map((d) => `  ${d}`)]),
        ]
      : []),
    ...(mail.shipTo ? ['', `${mail.shipTo.label}: ${mail.shipTo.address}`] : []),
    ...(totals.length ? ['', ...totals.map((t) => `${t.label}: ${t.value}`)] : []),
    '',
    `${mail.action.text}: ${mail.action.href}`,
    ...(mail.note ? ['', mail.note] : []),
    '',
    '--',
    MAIL_MSG.footer,
    `${MAIL_MSG.settingsLink}: ${settings}`,
  ].join('\n');

  const e = escapeHtml;
  const paragraph = (l: string) =>
    `<p style="margin:0 0 12px;${FONT};font-size:15px;line-height:22px;color:${INK}">${e(l)}</p>`;
  const itemRow = (i: ShopMailItem) => {
    const picture = i.image
      ? `<td width="80" valign="top" style="padding:8px 12px 8px 0"><img src="${e(absoluteUrl(publicUrl, i.image))}" alt="${e(i.name)}" width="72" height="72" style="display:block;width:72px;height:72px;border:0;border-radius:6px;object-fit:cover"></td>`
      : '';
    const details = (i.details ?? [])
      .map((d) => `<br><span style="font-size:13px;line-height:19px;color:${MUTED}">${e(d)}</span>`)
      .join('');
    return `<tr>${picture}<td valign="top" style="padding:8px 0;${FONT};font-size:15px;line-height:21px;color:${INK}"${picture ? '' : ' colspan="2"'}><strong>${e(i.name)}</strong>${details}</td></tr>`;
  };
  const section = (inner: string) => `<tr><td style="padding:0 28px 16px">${inner}</td></tr>`;
  const html = `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${e(mail.subject)}</title></head>
<body style="margin:0;padding:0;background:#eef1f5">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#eef1f5" style="background:#eef1f5"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td bgcolor="${BRAND}" style="background:${BRAND};padding:18px 28px;${FONT};font-size:26px;line-height:30px;font-weight:bold;color:#ffffff;letter-spacing:0.5px"><a href="${e(absoluteUrl(publicUrl, '/'))}" style="color:#ffffff;text-decoration:none">${e(MAIL_MSG.shopName)}<span style="color:#f5a25d">.</span></a></td></tr>
<tr><td style="padding:24px 28px 4px">${paragraph(greeting)}${mail.lines
    .filter((l) => l !== '')
    .map(paragraph)
    .join('')}</td></tr>
${orders ? section(`<p style="margin:0;${FONT};font-size:14px;font-weight:bold;color:${BRAND}">${e(orders)}</p>`) : ''}
${items.length ? section(`<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-top:1px solid #e3e7ec;border-bottom:1px solid #e3e7ec">${items.map(itemRow).join('')}</table>`) : ''}
${mail.shipTo ? section(`<p style="margin:0;${FONT};font-size:14px;line-height:20px;color:${INK}"><strong>${e(mail.shipTo.label)}:</strong><br>${e(mail.shipTo.address)}</p>`) : ''}
${
  totals.length
    ? section(
        `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">${totals
          .map((t, n) => {
            const weight = n === totals.length - 1 ? 'font-weight:bold;' : '';
            return `<tr><td style="padding:2px 0;${FONT};font-size:14px;${weight}color:${INK}">${e(t.label)}</td><td align="right" style="padding:2px 0;${FONT};font-size:14px;${weight}color:${INK}">${e(t.value)}</td></tr>`;
          })
          .join('')}</table>`,
      )
    : ''
}
<tr><td style="padding:8px 28px 24px"><table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr><td bgcolor="${ACCENT}" style="background:${ACCENT};border-radius:6px"><a href="${e(mail.action.href)}" style="display:inline-block;padding:12px 24px;${FONT};font-size:15px;font-weight:bold;color:#ffffff;text-decoration:none">${e(mail.action.text)}</a></td></tr></table>
${mail.note ? `<p style="margin:16px 0 0;${FONT};font-size:13px;line-height:19px;color:${MUTED}">${e(mail.note)}</p>` : ''}</td></tr>
<tr><td bgcolor="#f6f8fa" style="background:#f6f8fa;padding:16px 28px;${FONT};font-size:12px;line-height:18px;color:${MUTED}">${e(MAIL_MSG.footer)}<br><a href="${e(settings)}" style="color:${BRAND}">${e(MAIL_MSG.settingsLink)}</a></td></tr>
</table>
</td></tr></table>
</body></html>`;
  return {
    to: mail.to,
    subject: mail.subject,
    text,
    html,
    ...(mail.outboxHint ? { outboxHint: mail.outboxHint } : {}),
  };
}
