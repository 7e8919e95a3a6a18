import { randomInt } from 'node:crypto';
import { ACCOUNT_LIMITS, ACCOUNT_MSG, type AuthProviders, type LoginResponse } from '@bazar/shared';
import type { Env } from '../../config/env.js';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { AccountsService, ClientMeta } from './accounts.service.js';
import { facebookVerifier, googleVerifier, type SocialProfile } from './social-providers.js';
import * as repo from './users.repository.js';

/** A user name from the profile's name or e-mail: ASCII letters, digits, '.', '_' and '-'. */
export function userNameBase(profile: Pick<SocialProfile, 'name' | 'email'>): string {
  const source = profile.name ?? profile.email?.split('@')[0] ?? '';
  const base = source
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, '.')
    .replace(/[^a-z0-9._-]/g, '')
    .slice(0, ACCOUNT_LIMITS.userName - 6);
  return base.length >= ACCOUNT_LIMITS.userNameMin ? base : `usuario${base}`;
}

export interface SocialDeps {
  db: Executor;
  /** The providers' ids, secrets and key addresses (an absent id turns that provider off). */
  env: Pick<
    Env,
    'GOOGLE_CLIENT_ID' | 'GOOGLE_JWKS_URL' | 'FACEBOOK_APP_ID' | 'FACEBOOK_APP_SECRET' | 'FACEBOOK_GRAPH_URL'
  >;
  accounts: AccountsService;
}

export function createSocialService({ db, env, accounts }: SocialDeps) {
  const google = env.GOOGLE_CLIENT_ID ? googleVerifier(env.GOOGLE_JWKS_URL, env.GOOGLE_CLIENT_ID) : undefined;
  const facebook =
    env.FACEBOOK_APP_ID && env.FACEBOOK_APP_SECRET
      ? facebookVerifier(env.FACEBOOK_GRAPH_URL, env.FACEBOOK_APP_ID, env.FACEBOOK_APP_SECRET)
      : undefined;

  async function freeUserName(profile: SocialProfile): Promise<string> {
    const base = userNameBase(profile);
    if (!(await repo.userNameTaken(db, base))) return base;
    for (let attempt = 0; attempt < 5; attempt++) {
      const candidate = `${base}${randomInt(1000, 1_000_000)}`;
      if (!(await repo.userNameTaken(db, candidate))) return candidate;
    }
    throw new Error('no free user name');
  }

  /** (provider, subject) first; else the account with the same verified e-mail; else a new account. */
  async function findOrCreate(profile: SocialProfile): Promise<repo.UserRow> {
    const identity = await repo.findIdentity(db, profile.provider, profile.subject);
    const linked = identity && (await repo.findById(db, identity.userId));
    if (linked) return linked;
    if (!profile.email || !profile.emailVerified) throw AppError.badRequest(ACCOUNT_MSG.socialNoEmail);

    const identityRow = { provider: profile.provider, subject: profile.subject, email: profile.email };
    const existing = await repo.findByEmail(db, profile.email);
    if (existing) {
      await repo.insertIdentity(db, { ...identityRow, userId: existing.id });
      return existing;
    }
    const userName = await freeUserName(profile);
    return db.transaction(async (tx) => {
      const user = await repo.insertUser(tx, {
        userName,
        email: profile.email as string,
        passwordHash: null,
        firstName: profile.firstName?.slice(0, ACCOUNT_LIMITS.name) ?? null,
        lastName: profile.lastName?.slice(0, ACCOUNT_LIMITS.name) ?? '-',
        idPersonal: '-',
      });
      await repo.insertIdentity(tx, { ...identityRow, userId: user.id });
      return user;
    });
  }

  return {
    providers(): AuthProviders {
      return {
        google: env.GOOGLE_CLIENT_ID ? { clientId: env.GOOGLE_CLIENT_ID } : null,
        facebook: facebook && env.FACEBOOK_APP_ID ? { appId: env.FACEBOOK_APP_ID } : null,
      };
    },

    async google(credential: string, meta: ClientMeta): Promise<LoginResponse> {
      if (!google) throw AppError.notFound(ACCOUNT_MSG.googleUnavailable);
      return accounts.issueSession(await findOrCreate(await google(credential)), meta);
    },

    async facebook(accessToken: string, meta: ClientMeta): Promise<LoginResponse> {
      if (!facebook) throw AppError.notFound(ACCOUNT_MSG.facebookUnavailable);
      return accounts.issueSession(await findOrCreate(await facebook(accessToken)), meta);
    },
  };
}
