import type { FastifyInstance } from 'fastify';
import { noticeMailSummary, sendNoticeMail } from './notice-mail.js';
import { notificationsRoutes } from './notifications.routes.js';
import { NOTICE_EVENT_KIND, NOTICE_MAIL_KIND } from './notify.js';

export async function registerNotifications(app: FastifyInstance): Promise<void> {
  const mail = { db: app.db, mailer: app.mailer, publicUrl: app.env.publicUrl };
  app.outbox.handle<{ id: number }>(NOTICE_MAIL_KIND, (n) => sendNoticeMail(mail, n), {
    summary: noticeMailSummary,
  });
  app.outbox.handle<{ userIds: number[] }>(NOTICE_EVENT_KIND, ({ userIds }) =>
    app.events.publish('notified', { userIds }),
  );
  await app.register(notificationsRoutes);
}
