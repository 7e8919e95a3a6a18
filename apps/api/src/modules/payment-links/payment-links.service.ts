import { createHash, randomBytes } from 'node:crypto';
import { PAYMENT_LINK_MSG as M, type PaymentLink, type PaymentLinkCompleteBody } from '@bazar/shared';
import type { Executor } from '../../db/client.js';
import { toIso } from '../../db/timestamps.js';
import { transaction } from '../../db/transaction.js';
import type { SessionUser } from '../../platform/auth/sessions.js';
import { AppError } from '../../platform/errors/app-error.js';
import {
  codeChallengeOf,
  GrantRefused,
  type SellerAuthorizer,
  type SellerTokens,
} from '../../platform/payments/seller-oauth.js';
import type { TokenCipher } from '../../platform/security/token-cipher.js';
import * as repo from './payment-links.repository.js';

/** How long a seller has to come back from the provider's page. */
export const ATTEMPT_TTL_MINUTES = 15;
/** Tokens are renewed this many days before they run out (Mercado Pago's last 180 days). */
export const RENEW_DAYS_BEFORE = 30;
const RENEW_BATCH = 100;

const stateHashOf = (state: string) => createHash('sha256').update(state).digest();

export interface PaymentLinksDeps {
  db: Executor;
  /** Null when the shop offers no linking (Mercado Pago without MP_MARKETPLACE). */
  authorizer: SellerAuthorizer | null;
  cipher: TokenCipher;
  /** Where the provider sends the seller back: the web app's /mi-dinero/mercadopago. */
  redirectUri: string;
  log: { warn(obj: object, msg: string): void };
}

/**
 * Linking a seller's own payment account, as named steps: `start` (a one-time state and a PKCE
 * verifier kept for the seller, the provider's page to go to), `complete` (the state must be the
 * caller's and fresh; the code is exchanged with the verifier; the tokens are sealed and stored),
 * `renewDue` (the job: tokens renewed before they run out; a refused renewal marks the link
 * failed, and the seller is paid by transfer until they link again), `unlink`.
 */
export function createPaymentLinks({ db, authorizer, cipher, redirectUri, log }: PaymentLinksDeps) {
  const available = () => {
    if (!authorizer) throw new AppError(404, M.unavailable);
    return authorizer;
  };
  const sealed = (provider: string, t: SellerTokens): repo.SealedTokens => ({
    provider,
    accountId: t.accountId,
    publicKey: t.publicKey,
    accessToken: cipher.seal(t.accessToken),
    refreshToken: cipher.seal(t.refreshToken),
    expiresInSeconds: t.expiresIn,
  });

  async function status(caller: SessionUser): Promise<PaymentLink> {
    const link = await repo.findLink(db, caller.id);
    return {
      available: authorizer !== null,
      provider: authorizer?.provider ?? 'mercadopago',
      status: link?.status ?? 'unlinked',
      accountId: link?.account_id ?? null,
      linkedAt: link?.linked_at ? toIso(link.linked_at) : null,
      expiresAt: link?.status === 'linked' && link.expires_at ? toIso(link.expires_at) : null,
      failure: link?.failure ?? null,
    };
  }

  /** One seller's renewal, under their link's row lock (two instances never renew one grant twice). */
  async function renew(sellerId: number): Promise<void> {
    const provider = available();
    await transaction(db, async (tx) => {
      const link = await repo.findLink(tx, sellerId, true);
      if (link?.status !== 'linked' || !link.refresh_token) return;
      const refreshToken = cipher.open(link.refresh_token);
      try {
        if (refreshToken === undefined) throw new GrantRefused('unreadable');
        await repo.saveRefreshed(tx, sellerId, sealed(link.provider, await provider.refresh(refreshToken)));
      } catch (error) {
        if (!(error instanceof GrantRefused)) throw error;
        log.warn(
          { sellerId, reason: error.reason },
          'la renovación del permiso de Mercado Pago fue rechazada',
        );
        await repo.saveFailed(tx, sellerId, M.failedRefresh);
      }
    });
  }

  return {
    status,

    async start(caller: SessionUser): Promise<{ authorizationUrl: string }> {
      const provider = available();
      const state = randomBytes(32).toString('base64url');
      const verifier = randomBytes(48).toString('base64url');
      await repo.saveAttempt(db, {
        stateHash: stateHashOf(state),
        userId: caller.id,
        verifier: cipher.seal(verifier),
      });
      return {
        authorizationUrl: provider.authorizationUrl({
          state,
          codeChallenge: codeChallengeOf(verifier),
          redirectUri,
        }),
      };
    },

    async complete(caller: SessionUser, { code, state }: PaymentLinkCompleteBody): Promise<PaymentLink> {
      const provider = available();
      const sealedVerifier = await repo.takeAttempt(db, stateHashOf(state), caller.id, ATTEMPT_TTL_MINUTES);
      const verifier = sealedVerifier && cipher.open(sealedVerifier);
      if (!verifier) throw AppError.badRequest(M.invalidState, 'state');
      let tokens: SellerTokens;
      try {
        tokens = await provider.exchange({ code, codeVerifier: verifier, redirectUri });
      } catch (error) {
        if (error instanceof GrantRefused) throw AppError.badRequest(M.rejected, 'code');
        throw new AppError(502, M.rejected);
      }
      await repo.saveLinked(db, caller.id, sealed(provider.provider, tokens));
      return status(caller);
    },

    async unlink(caller: SessionUser): Promise<{ msg: string }> {
      if ((await repo.deleteLink(db, caller.id)) === 0) throw AppError.notFound(M.notLinked);
      return { msg: M.unlinked };
    },

    /** The job's turn: renew what runs out soon; forget attempts nobody came back to. */
    async renewDue(): Promise<number> {
      if (!authorizer) return 0;
      await repo.deleteStaleAttempts(db, ATTEMPT_TTL_MINUTES);
      const due = await repo.dueForRenewal(db, RENEW_DAYS_BEFORE, RENEW_BATCH);
      for (const { seller_id } of due) await renew(seller_id);
      return due.length;
    },
  };
}
export type PaymentLinksService = ReturnType<typeof createPaymentLinks>;
