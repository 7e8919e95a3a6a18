import {
  ACCOUNT_MSG,
  type LoginBody,
  type LoginResponse,
  type NewPasswordBody,
  type Profile,
  type RegisterBody,
  type UpdateProfileBody,
} from '@bazar/shared';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client.js';
import { hashPassword } from '../../platform/auth/passwords.js';
import {
  createSession,
  revokeSession,
  revokeUserSessions,
  type SessionPolicy,
  type SessionUser,
} from '../../platform/auth/sessions.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import type { FailureCounter } from '../../platform/rate-limit/failure-counter.js';
import { toProfile } from './accounts.mapper.js';
import { emailChangedMail } from './email-changed-mail.js';
import { assertNotCommon, passwordMatches } from './password-policy.js';
import * as repo from './users.repository.js';

export interface ClientMeta {
  ip?: string;
  userAgent?: string | undefined;
}

export const clientMeta = (request: FastifyRequest): ClientMeta => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

const blankToNull = (value: string | undefined) => (value ? value : null);

/** A unique index refusing a row that passed the pre-check (two requests racing) → the same field error. */
export function rethrowTaken(error: unknown): never {
  const constraint = repo.uniqueViolation(error);
  if (constraint?.includes('email')) throw AppError.badRequest(ACCOUNT_MSG.emailTaken, 'email');
  if (constraint?.includes('user_name')) throw AppError.badRequest(ACCOUNT_MSG.userNameTaken, 'userName');
  throw error;
}

export async function assertFree(
  db: Executor,
  values: { userName?: string | undefined; email?: string | undefined },
  exceptId?: number,
): Promise<void> {
  const [userNameTaken, emailTaken] = await Promise.all([
    values.userName ? repo.userNameTaken(db, values.userName, exceptId) : false,
    values.email ? repo.emailTaken(db, values.email, exceptId) : false,
  ]);
  const fields = [
    ...(userNameTaken ? [{ param: 'userName', msg: ACCOUNT_MSG.userNameTaken }] : []),
    ...(emailTaken ? [{ param: 'email', msg: ACCOUNT_MSG.emailTaken }] : []),
  ];
  if (fields.length > 0) throw AppError.fields(fields);
}

export type AccountsService = ReturnType<typeof createAccountsService>;

export interface AccountsDeps {
  db: Executor;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Failed sign-ins per account, shared by the instances when Redis is configured. */
  loginFailures: FailureCounter;
  /** Failed sign-ins an account takes before it is refused for the counter's window. */
  maxLoginFailures: number;
  sessionPolicy: SessionPolicy;
  /** Tells every instance to stop trusting what it remembers of this user's sessions (after commit). */
  accountChanged: (userId: number) => void;
  /** The site's address, for the links and wordmark of the account's e-mails. */
  publicUrl: string;
}

export function createAccountsService({
  db,
  mailer,
  log,
  loginFailures,
  maxLoginFailures,
  sessionPolicy: policy,
  accountChanged,
  publicUrl,
}: AccountsDeps) {
  /** Signs an account in: the banned check comes after the credentials, so it tells a guesser nothing. */
  async function issueSession(user: repo.UserRow, meta: ClientMeta): Promise<LoginResponse> {
    if (user.banned) throw new AppError(403, ACCOUNT_MSG.banned, { type: 'noLogin' });
    const token = await createSession(db, user.id, policy, meta);
    return { token, userName: user.userName, root: user.role === 'root' };
  }

  return {
    issueSession,

    async register(body: RegisterBody): Promise<{ msg: string }> {
      assertNotCommon(body.password, 'password');
      await assertFree(db, body);
      // Only the listed fields: role, banned and id keep their defaults whatever was sent.
      await repo
        .insertUser(db, {
          email: body.email,
          userName: body.userName,
          passwordHash: await hashPassword(body.password),
          firstName: blankToNull(body.firstName),
          lastName: body.lastName,
          phone: blankToNull(body.phone),
          address: blankToNull(body.address),
          idPersonal: body.idPersonal,
        })
        .catch(rethrowTaken);
      return { msg: ACCOUNT_MSG.registered };
    },

    /**
     * The attempt is counted before the slow password check, atomically, and against the account
     * (its id, however it was named: user name or e-mail share one budget); a name that matches
     * no account is counted under the name typed. Parallel guesses therefore stop at the limit:
     * each sees its own count, and those past it are refused without hashing anything.
     */
    async login(body: LoginBody, meta: ClientMeta): Promise<LoginResponse> {
      const user = await repo.findByUserOrEmail(db, body.userOrEmail);
      const key = user ? `user:${user.id}` : `name:${body.userOrEmail.toLowerCase()}`;
      if ((await loginFailures.increment(key)) > maxLoginFailures) {
        throw new AppError(429, ACCOUNT_MSG.tooManyAttempts);
      }
      if (!(await passwordMatches(user?.passwordHash, body.password)) || !user) {
        throw new AppError(401, ACCOUNT_MSG.noLogin, { type: 'noLogin' });
      }
      const session = await issueSession(user, meta);
      await loginFailures.reset(key);
      return session;
    },

    async logout(caller: SessionUser | null): Promise<void> {
      if (!caller) return;
      await revokeSession(db, caller.sessionId);
      accountChanged(caller.id);
    },

    async profile(userId: number): Promise<Profile> {
      const row = await repo.findById(db, userId);
      if (!row) throw new AppError(401, ACCOUNT_MSG.loginRequired);
      return toProfile(row);
    },

    /**
     * Edits the listed fields. A new e-mail needs the current password (a stolen session must not
     * be able to point account recovery elsewhere), ends the caller's other sessions, and the old
     * address is told, so its owner can react if it was not them.
     */
    async update(caller: SessionUser, body: UpdateProfileBody): Promise<{ msg: string; user: Profile }> {
      const before = await repo.findById(db, caller.id);
      if (!before) throw new AppError(401, ACCOUNT_MSG.loginRequired);
      const emailChanges = body.email !== undefined && body.email !== before.email.toLowerCase();
      if (emailChanges && !(await passwordMatches(before.passwordHash, body.currentPassword ?? ''))) {
        throw AppError.badRequest(ACCOUNT_MSG.wrongPassword, 'currentPassword');
      }
      await assertFree(db, body, caller.id);
      const changes: repo.UserChanges = {};
      for (const key of [
        'userName',
        'email',
        'address',
        'phone',
        'firstName',
        'lastName',
        'idPersonal',
      ] as const) {
        const value = body[key];
        if (value !== undefined) changes[key] = value;
      }
      const row = await db
        .transaction(async (tx) => {
          const updated = await repo.updateUser(tx, caller.id, changes);
          if (updated && emailChanges) await revokeUserSessions(tx, caller.id, caller.sessionId);
          return updated;
        })
        .catch(rethrowTaken);
      if (!row) throw new AppError(401, ACCOUNT_MSG.loginRequired);
      // The name a session shows may have changed, and a new e-mail ended the other sessions.
      accountChanged(caller.id);
      if (emailChanges) {
        mailer
          .send(emailChangedMail(publicUrl, before.email, row.userName, row.email))
          .catch((err: unknown) => log.error({ err }, 'e-mail change notice not sent'));
      }
      return { msg: ACCOUNT_MSG.profileUpdated, user: toProfile(row) };
    },

    async available(userName: string, callerId?: number): Promise<{ available: boolean }> {
      if (!userName) return { available: false };
      return { available: !(await repo.userNameTaken(db, userName, callerId)) };
    },

    async changePassword(caller: SessionUser, body: NewPasswordBody): Promise<{ msg: string }> {
      const user = await repo.findById(db, caller.id);
      if (!(await passwordMatches(user?.passwordHash, body.password))) {
        throw AppError.badRequest(ACCOUNT_MSG.wrongPassword, 'password');
      }
      assertNotCommon(body.newPassword, 'newPassword');
      const passwordHash = await hashPassword(body.newPassword);
      // Whoever else holds a session (a stolen token, another device) is signed out; the caller stays.
      await db.transaction(async (tx) => {
        await repo.updateUser(tx, caller.id, { passwordHash });
        await revokeUserSessions(tx, caller.id, caller.sessionId);
      });
      accountChanged(caller.id);
      return { msg: ACCOUNT_MSG.passwordChanged };
    },
  };
}
