import { createHash, createHmac } from 'node:crypto';
import { sameDigest } from './signatures.js';

/**
 * A seller authorizes the shop to charge in their own payment account (OAuth 2.0 authorization
 * code with PKCE, RFC 7636): the shop sends them to the provider's page with a `state` and a code
 * challenge, the provider sends them back with a one-time code, and the shop exchanges it, with
 * the verifier, for their tokens; `offline_access` lets it renew them without the seller.
 */
export interface SellerTokens {
  accessToken: string;
  refreshToken: string;
  /** The account's id at the provider. */
  accountId: string;
  publicKey: string | null;
  /** Seconds the access token is valid for. */
  expiresIn: number;
}

/** The provider refused (a bad or used code, a wrong verifier, a revoked grant): not a fault. */
export class GrantRefused extends Error {
  constructor(readonly reason: string) {
    super(`grant refused: ${reason}`);
  }
}

export interface SellerAuthorizer {
  provider: 'mercadopago' | 'sandbox';
  authorizationUrl(input: { state: string; codeChallenge: string; redirectUri: string }): string;
  exchange(input: { code: string; codeVerifier: string; redirectUri: string }): Promise<SellerTokens>;
  refresh(refreshToken: string): Promise<SellerTokens>;
}

/** S256: the challenge is the verifier's SHA-256, base64url. */
export const codeChallengeOf = (verifier: string) =>
  createHash('sha256').update(verifier).digest('base64url');

/**
 * Mercado Pago: the authorization page at MP_AUTH_URL/authorization, tokens from
 * MP_API_URL/oauth/token with the marketplace application's client id and secret.
 */
export function mercadoPagoAuthorizer(options: {
  clientId: string;
  clientSecret: string;
  authUrl: string;
  apiUrl: string;
  timeoutMs?: number;
}): SellerAuthorizer {
  async function token(grant: Record<string, string>): Promise<SellerTokens> {
    const response = await fetch(`${options.apiUrl.replace(/\/+$/, '')}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        client_id: options.clientId,
        client_secret: options.clientSecret,
        ...grant,
      }),
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    // 4xx: the grant itself was refused (invalid_grant…); anything else is the provider failing.
    if (response.status >= 400 && response.status < 500)
      throw new GrantRefused(String(body.error ?? response.status));
    if (!response.ok || typeof body.access_token !== 'string' || typeof body.refresh_token !== 'string') {
      throw new Error(`Mercado Pago /oauth/token answered ${response.status}`);
    }
    return {
      accessToken: body.access_token,
      refreshToken: body.refresh_token,
      accountId: String(body.user_id ?? ''),
      publicKey: typeof body.public_key === 'string' ? body.public_key : null,
      expiresIn: Number(body.expires_in ?? 0),
    };
  }
  return {
    provider: 'mercadopago',
    authorizationUrl({ state, codeChallenge, redirectUri }) {
      const url = new URL('/authorization', options.authUrl);
      url.search = new URLSearchParams({
        client_id: options.clientId,
        response_type: 'code',
        platform_id: 'mp',
        state,
        redirect_uri: redirectUri,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
      }).toString();
      return url.toString();
    },
    exchange: ({ code, codeVerifier, redirectUri }) =>
      token({
        grant_type: 'authorization_code',
        code,
        code_verifier: codeVerifier,
        redirect_uri: redirectUri,
      }),
    refresh: (refreshToken) => token({ grant_type: 'refresh_token', refresh_token: refreshToken }),
  };
}

/** Six months, as Mercado Pago's tokens. */
const SANDBOX_TOKEN_SECONDS = 180 * 86_400;

/**
 * The sandbox plays both sides without an account: its authorization page (served by the shop at
 * /api/sandbox/oauth/authorize) issues a code that carries the challenge, signed; the exchange
 * checks the verifier against it; tokens are signed random values, and a refresh token is refused
 * once the signature does not match (which is how a test revokes one).
 */
export function sandboxAuthorizer(secret: string, publicUrl: string): SellerAuthorizer {
  const sign = (value: string) => createHmac('sha256', secret).update(`seller-oauth:${value}`).digest('hex');
  const signed = (value: string) => `${value}.${sign(value)}`;
  const verified = (token: string) => {
    const at = token.lastIndexOf('.');
    const [value, digest] = [token.slice(0, at), token.slice(at + 1)];
    // Hex decoding stops at the first stray character: the digest's shape is checked first.
    return at > 0 && /^[0-9a-f]{64}$/.test(digest) && sameDigest(sign(value), digest) ? value : undefined;
  };
  const issue = (accountId: string): SellerTokens => {
    const nonce = createHash('sha256')
      .update(`${accountId}:${Date.now()}:${Math.random()}`)
      .digest('hex')
      .slice(0, 16);
    return {
      accessToken: signed(`sb-at-${accountId}-${nonce}`),
      refreshToken: signed(`sb-rt-${accountId}-${nonce}`),
      accountId,
      publicKey: `sb-pk-${accountId}`,
      expiresIn: SANDBOX_TOKEN_SECONDS,
    };
  };
  return {
    provider: 'sandbox',
    authorizationUrl({ state, codeChallenge, redirectUri }) {
      const url = new URL('/api/sandbox/oauth/authorize', publicUrl);
      url.search = new URLSearchParams({
        state,
        redirect_uri: redirectUri,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
      }).toString();
      return url.toString();
    },
    async exchange({ code, codeVerifier }) {
      // The code: base64url of "challenge:account:expiry", signed.
      const value = verified(code);
      const [challenge, accountId, expiry] = Buffer.from(value ?? '', 'base64url')
        .toString()
        .split(':');
      if (!value || !accountId || Number(expiry) < Date.now()) throw new GrantRefused('invalid_grant');
      if (codeChallengeOf(codeVerifier) !== challenge) throw new GrantRefused('invalid_grant');
      return issue(accountId);
    },
    async refresh(refreshToken) {
      const value = verified(refreshToken);
      const accountId = value?.match(/^sb-rt-(\d+)-/)?.[1];
      if (!accountId) throw new GrantRefused('invalid_grant');
      return issue(accountId);
    },
  };
}

/** What the sandbox's authorization page puts in its 'Autorizar' link: a code for this challenge. */
export function sandboxCode(
  secret: string,
  codeChallenge: string,
  accountId: string,
  ttlMs = 10 * 60_000,
): string {
  const value = Buffer.from(`${codeChallenge}:${accountId}:${Date.now() + ttlMs}`).toString('base64url');
  return `${value}.${createHmac('sha256', secret).update(`seller-oauth:${value}`).digest('hex')}`;
}
