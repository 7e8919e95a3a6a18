import { randomBytes } from 'node:crypto';
import { ACCOUNT_MSG, type ForgotPasswordBody } from '@bazar/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client.js';
import { hashPassword } from '../../platform/auth/passwords.js';
import { hashToken, revokeUserSessions } from '../../platform/auth/sessions.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import { assertNotCommon } from './password-policy.js';
import * as tokens from './recovery.repository.js';
import { recoveryMail } from './recovery-mail.js';
import * as users from './users.repository.js';

/** A link valid 30 minutes, used once. */
export const RESET_TOKEN_MINUTES = 30;

export interface RecoveryDeps {
  db: Executor;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** The site's address, which the e-mailed link points to. */
  publicUrl: string;
  /** Tells every instance to stop trusting what it remembers of this user's sessions (after commit). */
  accountChanged: (userId: number) => void;
}

export function createRecoveryService({ db, mailer, log, publicUrl, accountChanged }: RecoveryDeps) {
  return {
    /**
     * The answer never depends on the address: the e-mail goes out after the reply, so neither
     * the body nor the time taken tells whether an account exists.
     */
    async sendEmail(email: string): Promise<{ msg: string }> {
      const user = await users.findByEmail(db, email);
      if (user && !user.banned) {
        const token = randomBytes(32).toString('base64url');
        await tokens.insertResetToken(db, {
          userId: user.id,
          tokenHash: hashToken(token),
          expiresAt: new Date(Date.now() + RESET_TOKEN_MINUTES * 60_000),
        });
        const link = `${publicUrl.replace(/\/$/, '')}/forgotPassword?token=${token}`;
        mailer
          .send(recoveryMail(publicUrl, user.email, user.userName, link, RESET_TOKEN_MINUTES))
          .catch((err: unknown) => log.error({ err }, 'recovery e-mail not sent'));
      }
      return { msg: ACCOUNT_MSG.mailSent };
    },

    /** The page of the e-mailed link asks first, so a dead link says so before anything is typed. */
    async checkLink(token: string): Promise<{ msg: string }> {
      if (!(await tokens.resetTokenUsable(db, hashToken(token))))
        throw new AppError(400, ACCOUNT_MSG.resetLinkInvalid);
      return { msg: ACCOUNT_MSG.resetLinkValid };
    },

    async resetPassword(body: ForgotPasswordBody): Promise<{ msg: string }> {
      // Checked before the token is spent, so a refused password leaves the link usable.
      assertNotCommon(body.password, 'password');
      const passwordHash = await hashPassword(body.password);
      const userId = await db.transaction(async (tx) => {
        const owner = await tokens.consumeResetToken(tx, hashToken(body.token));
        if (owner === undefined) throw new AppError(400, ACCOUNT_MSG.resetLinkInvalid);
        await users.updateUser(tx, owner, { passwordHash });
        await tokens.retireResetTokens(tx, owner);
        await revokeUserSessions(tx, owner);
        return owner;
      });
      accountChanged(userId);
      return { msg: ACCOUNT_MSG.passwordReset };
    },
  };
}
