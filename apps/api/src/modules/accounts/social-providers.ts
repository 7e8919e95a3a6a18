import { ACCOUNT_MSG } from '@bazar/shared';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { AppError } from '../../platform/errors/app-error.js';

/** What a provider vouches for, after the server itself checked the token. */
export interface SocialProfile {
  provider: 'google' | 'facebook';
  subject: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  name: string | null;
}

const rejected = () => new AppError(401, ACCOUNT_MSG.socialRejected, { type: 'noLogin' });
const str = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** Google ID tokens: signature against the published keys, issuer, audience (our client id), expiry. */
export function googleVerifier(jwksUrl: string, clientId: string) {
  // jose caches the key set and refetches it when a token names an unknown key id.
  const jwks = createRemoteJWKSet(new URL(jwksUrl), { timeoutDuration: 5000 });
  return async (credential: string): Promise<SocialProfile> => {
    try {
      const { payload } = await jwtVerify(credential, jwks, {
        issuer: ['accounts.google.com', 'https://accounts.google.com'],
        audience: clientId,
        algorithms: ['RS256'],
        requiredClaims: ['exp', 'sub'],
      });
      return {
        provider: 'google',
        subject: String(payload.sub),
        email: str(payload.email)?.toLowerCase() ?? null,
        emailVerified: payload.email_verified === true || payload.email_verified === 'true',
        firstName: str(payload.given_name),
        lastName: str(payload.family_name),
        name: str(payload.name),
      };
    } catch {
      throw rejected();
    }
  };
}

async function getJson(url: URL): Promise<Record<string, unknown>> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
    const body = (await response.json()) as unknown;
    if (!response.ok || typeof body !== 'object' || body === null) throw rejected();
    return body as Record<string, unknown>;
  } catch {
    throw rejected();
  }
}

/**
 * Facebook access tokens: inspected with our app token (is it valid, and issued to OUR app?),
 * then the profile read with the user's token. Facebook only returns confirmed e-mails.
 */
export function facebookVerifier(graphUrl: string, appId: string, appSecret: string) {
  const base = graphUrl.replace(/\/$/, '');
  return async (accessToken: string): Promise<SocialProfile> => {
    const debugUrl = new URL(`${base}/debug_token`);
    debugUrl.searchParams.set('input_token', accessToken);
    debugUrl.searchParams.set('access_token', `${appId}|${appSecret}`);
    const data = (await getJson(debugUrl)).data as Record<string, unknown> | undefined;
    if (data?.is_valid !== true || String(data.app_id) !== appId || !str(data.user_id)) throw rejected();

    const meUrl = new URL(`${base}/me`);
    meUrl.searchParams.set('fields', 'id,name,email,first_name,last_name');
    meUrl.searchParams.set('access_token', accessToken);
    const me = await getJson(meUrl);
    if (String(me.id) !== String(data.user_id)) throw rejected();
    const email = str(me.email)?.toLowerCase() ?? null;
    return {
      provider: 'facebook',
      subject: String(me.id),
      email,
      emailVerified: email !== null,
      firstName: str(me.first_name),
      lastName: str(me.last_name),
      name: str(me.name),
    };
  };
}
