import { noticePath, noticeText } from '@bazar/shared';
import type { Executor } from '../../db/client.js';
import { sendLinesMail } from '../mail/lines-mail.js';
import type { Mailer } from '../mail/mailer.js';
import { findNoticeMail } from './notifications.repository.js';

export interface NoticeMailDeps {
  db: Executor;
  mailer: Mailer;
  publicUrl: string;
}

/**
 * A notice's e-mail, written when it is delivered from the notice's row with the same words the
 * bell shows, and a link to the screen it is about. A notice whose person is gone sends nothing.
 */
export async function sendNoticeMail({ db, mailer, publicUrl }: NoticeMailDeps, { id }: { id: number }) {
  const notice = await findNoticeMail(db, id);
  if (!notice) return;
  const { title, lines } = noticeText(notice.event, notice.data);
  await sendLinesMail(mailer, notice.email, title, [`Hola ${notice.name}:`, ...lines], {
    href: `${publicUrl}${noticePath(notice.event, notice.data)}`,
    text: 'Ver en Bazar',
  });
}

export const noticeMailSummary = ({ id }: { id: number }) => `Aviso ${id}`;
