import { type MailSettings, NOTICE_KINDS, type NoticePage } from '@bazar/shared';
import type { Executor } from '../../db/client.js';
import { toIso } from '../../db/timestamps.js';
import * as repo from './notifications.repository.js';

export function createNotifications({ db }: { db: Executor }) {
  return {
    async page(userId: number, query: { page: number; pageSize: number }): Promise<NoticePage> {
      const { rows, total, unread } = await repo.listNotices(db, userId, query);
      return {
        items: rows.map((r) => ({
          id: r.id,
          kind: r.kind,
          event: r.event,
          data: r.data,
          createdAt: toIso(r.created_at),
          read: r.read_at !== null,
        })),
        total,
        unread,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    unread: async (userId: number) => ({ unread: await repo.unreadCount(db, userId) }),

    async markRead(userId: number, ids: number[] | undefined) {
      await repo.markRead(db, userId, ids ?? null);
      return { unread: await repo.unreadCount(db, userId) };
    },

    async mailSettings(userId: number): Promise<MailSettings> {
      const off = new Set(await repo.optedOut(db, userId));
      return Object.fromEntries(NOTICE_KINDS.map((k) => [k, !off.has(k)])) as MailSettings;
    },

    async setMailSettings(userId: number, settings: MailSettings): Promise<MailSettings> {
      await repo.setOptOuts(
        db,
        userId,
        NOTICE_KINDS.filter((k) => !settings[k]),
      );
      return this.mailSettings(userId);
    },
  };
}
export type NotificationsService = ReturnType<typeof createNotifications>;
