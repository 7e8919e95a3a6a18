import {
  ACCOUNT_MSG,
  type AdminUpdateUserBody,
  type AdminUserListQuery,
  type AdminUserPage,
  type Profile,
} from '@bazar/shared';
import type { Executor } from '../../db/client.js';
import { revokeUserSessions, type SessionUser } from '../../platform/auth/sessions.js';
import { AppError } from '../../platform/errors/app-error.js';
import { offsetOf, pageOf } from '../../platform/http/paging.js';
import { toProfile } from './accounts.mapper.js';
import { assertFree, rethrowTaken } from './accounts.service.js';
import * as repo from './users.repository.js';

export interface AdminUsersDeps {
  db: Executor;
  /** Tells every instance to stop trusting what it remembers of this user's sessions (after commit). */
  accountChanged: (userId: number) => void;
}

/**
 * Step "ban the account" of the ban flow (flows/ban-user.ts), in its transaction: never oneself
 * nor an administrator; the user is signed out everywhere at once.
 */
export async function banAccount(tx: Executor, caller: SessionUser, id: number): Promise<void> {
  if (caller.id === id) throw new AppError(400, ACCOUNT_MSG.cannotBanSelf);
  const user = await repo.findById(tx, id);
  if (!user) throw AppError.notFound(ACCOUNT_MSG.userNotFound);
  if (user.role === 'root') throw new AppError(403, ACCOUNT_MSG.cannotBanAdmin);
  await repo.updateUser(tx, id, { banned: true });
  await revokeUserSessions(tx, id);
}

/** Step "lift the ban" of the unban flow. */
export async function unbanAccount(tx: Executor, id: number): Promise<void> {
  if (!(await repo.findById(tx, id))) throw AppError.notFound(ACCOUNT_MSG.userNotFound);
  await repo.updateUser(tx, id, { banned: false });
}

export function createAdminUsersService({ db, accountChanged }: AdminUsersDeps) {
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
  };
}
