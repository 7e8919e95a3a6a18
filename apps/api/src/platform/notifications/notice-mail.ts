import { boughtName, formatAddress, MAIL_MSG, noticePath, noticeText } from '@bazar/shared';
import type { Executor } from '../../db/client.js';
import type { Mailer } from '../mail/mailer.js';
import { shopMail } from '../mail/shop-mail.js';
import { findNoticeMail } from './notifications.repository.js';

export interface NoticeMailDeps {
  db: Executor;
  mailer: Mailer;
  publicUrl: string;
}

/**
 * A notice's e-mail, written when it is delivered from the notice's row with the same words the
 * bell shows, in the shop's template: the order number, the product with its picture, where an
 * order sent home goes, and a button to the screen it is about. A notice whose person is gone
 * sends nothing.
 */
export async function sendNoticeMail({ db, mailer, publicUrl }: NoticeMailDeps, { id }: { id: number }) {
  const notice = await findNoticeMail(db, id);
  if (!notice) return;
  const { event, data } = notice;
  const { title, lines } = noticeText(event, data);
  // The seller's '¡Vendiste!' names the address in its words ('Envíalo a: …'); the mail shows it
  // once, in its own block, from the notice (the address the checkout copied).
  const sellerAddress = event === 'sold' && data.address ? data.address : null;
  const shipTo = sellerAddress
    ? { label: MAIL_MSG.sellerShipTo, address: sellerAddress }
    : notice.ship_to && (event === 'shipped' || event === 'delivered')
      ? { label: MAIL_MSG.shipTo, address: formatAddress(notice.ship_to) }
      : null;
  await mailer.send(
    shopMail(publicUrl, {
      to: notice.email,
      subject: title,
      name: notice.name,
      lines: sellerAddress ? lines.filter((l) => !l.endsWith(sellerAddress)) : lines,
      ...(data.orderNumber ? { orderNumbers: [data.orderNumber] } : {}),
      // A product or an order: its picture and name (a returned payment names a part, not a product).
      ...(data.orderNumber || data.productId
        ? { items: [{ name: boughtName(data.productName, data.variantLabel), image: notice.image }] }
        : {}),
      shipTo,
      action: { href: `${publicUrl}${noticePath(event, data)}`, text: MAIL_MSG.noticeAction[event] },
    }),
  );
}

export const noticeMailSummary = ({ id }: { id: number }) => `Aviso ${id}`;
