import {
  ACCOUNT_MSG,
  type AdminUpdateUserBody,
  type AdminUserListQuery,
  type AdminUserPage,
  type Profile,
} from '@bazar/shared';
import type { Executor } from '../../db/client.js';
import { transaction } from '../../db/transaction.js';
import { revokeUserSessions, type SessionUser } from '../../platform/auth/sessions.js';
import { AppError } from '../../platform/errors/app-error.js';
import { offsetOf, pageOf } from '../../platform/http/paging.js';
import { productWrites } from '../catalog/index.js';
import { toProfile } from './accounts.mapper.js';
import { assertFree, rethrowTaken } from './accounts.service.js';
import * as repo from './users.repository.js';

export interface AdminUsersDeps {
  db: Executor;
  /** Tells every instance to stop trusting what it remembers of this user's sessions (after commit). */
  accountChanged: (userId: number) => void;
  /** Tells the catalog's caches that these products left or came back to the lists (after commit). */
  productsChanged: (productIds: readonly number[], options: { listings: boolean }) => void;
}

export function createAdminUsersService({ db, accountChanged, productsChanged }: AdminUsersDeps) {
  async function target(id: number): Promise<repo.UserRow> {
    const user = await repo.findById(db, id);
    if (!user) throw AppError.notFound(ACCOUNT_MSG.userNotFound);
    return user;
  }

  return {
    async list(query: AdminUserListQuery): Promise<AdminUserPage> {
      const found = await repo.listUsers(db, {
        q: query.q,
        sort: query.sort,
        limit: query.pageSize,
        offset: offsetOf(query),
      });
      return pageOf(query, found, toProfile);
    },

    async get(id: number): Promise<Profile> {
      return toProfile(await target(id));
    },

    /** Only the fields the admin form lists change. */
    async update(body: AdminUpdateUserBody): Promise<{ msg: string }> {
      await target(body.id);
      await assertFree(db, body, body.id);
      const { id, ...fields } = body;
      await repo.updateUser(db, id, fields).catch(rethrowTaken);
      accountChanged(id);
      return { msg: ACCOUNT_MSG.adminUpdated };
    },

    /**
     * A ban signs the user out everywhere at once and takes their products off every list while
     * it lasts (the products they had hidden stay hidden after it).
     */
    async ban(caller: SessionUser, id: number): Promise<{ msg: string }> {
      if (caller.id === id) throw new AppError(400, ACCOUNT_MSG.cannotBanSelf);
      const user = await target(id);
      if (user.role === 'root') throw new AppError(403, ACCOUNT_MSG.cannotBanAdmin);
      const held = await transaction(db, async (tx) => {
        await repo.updateUser(tx, id, { banned: true });
        await revokeUserSessions(tx, id);
        return productWrites.holdSellerProducts(tx, id);
      });
      accountChanged(id);
      productsChanged(held, { listings: true });
      return { msg: ACCOUNT_MSG.userBanned };
    },

    async unban(id: number): Promise<{ msg: string }> {
      await target(id);
      const shown = await transaction(db, async (tx) => {
        await repo.updateUser(tx, id, { banned: false });
        return productWrites.releaseSellerProducts(tx, id);
      });
      productsChanged(shown, { listings: true });
      return { msg: ACCOUNT_MSG.userUnbanned };
    },
  };
}
