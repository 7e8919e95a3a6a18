import { createServer, type Server } from 'node:http';
import { ACCOUNT_MSG } from '@bazar/shared';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, buildAccountsApp, register } from '../../../test/auth.js';
import { buildTestApp, type TestApp } from '../../../test/helpers.js';
import { userIdentities, users } from '../../db/schema.js';

const CLIENT_ID = 'bazar-test.apps.googleusercontent.com';
const APP_ID = '1234567890';
const APP_SECRET = 'secreto-de-prueba';

const googleKey = await generateKeyPair('RS256');
const forgedKey = await generateKeyPair('RS256');
const jwk = { ...(await exportJWK(googleKey.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };

/** Facebook users by access token, and which app each token was issued to. */
const fbTokens: Record<string, { appId: string; valid: boolean; me: Record<string, string> }> = {
  'fb-nuevo': {
    appId: APP_ID,
    valid: true,
    me: { id: '900', name: 'Lucía Fernández', email: 'lucia@example.com' },
  },
  'fb-otra-app': {
    appId: '555',
    valid: true,
    me: { id: '901', name: 'Intruso', email: 'intruso@example.com' },
  },
  'fb-vencido': {
    appId: APP_ID,
    valid: false,
    me: { id: '902', name: 'Vencido', email: 'vencido@example.com' },
  },
};

function serve(handler: (url: URL) => unknown): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    const body = handler(new URL(req.url ?? '/', 'http://x'));
    res.writeHead(body ? 200 : 400, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body ?? { error: { message: 'Invalid OAuth access token' } }));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve({ server, url: `http://127.0.0.1:${port}` });
    }),
  );
}

let jwks: Awaited<ReturnType<typeof serve>>;
let graph: Awaited<ReturnType<typeof serve>>;
let t: TestApp;

beforeAll(async () => {
  jwks = await serve(() => ({ keys: [jwk] }));
  graph = await serve((url) => {
    if (url.pathname === '/debug_token') {
      if (url.searchParams.get('access_token') !== `${APP_ID}|${APP_SECRET}`) return undefined;
      const entry = fbTokens[url.searchParams.get('input_token') ?? ''];
      return {
        data: entry
          ? { is_valid: entry.valid, app_id: entry.appId, user_id: entry.me.id }
          : { is_valid: false },
      };
    }
    if (url.pathname === '/me') return fbTokens[url.searchParams.get('access_token') ?? '']?.me;
    return undefined;
  });
  t = await buildAccountsApp({
    GOOGLE_CLIENT_ID: CLIENT_ID,
    GOOGLE_JWKS_URL: `${jwks.url}/certs`,
    FACEBOOK_APP_ID: APP_ID,
    FACEBOOK_APP_SECRET: APP_SECRET,
    FACEBOOK_GRAPH_URL: graph.url,
  });
});
afterAll(async () => {
  await t.close();
  jwks.server.close();
  graph.server.close();
});

function googleToken(
  claims: JWTPayload,
  options: { key?: (typeof googleKey)['privateKey']; exp?: string | number; aud?: string; iss?: string } = {},
) {
  return new SignJWT({
    email_verified: true,
    name: 'Juan Gómez',
    given_name: 'Juan',
    family_name: 'Gómez',
    ...claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setIssuer(options.iss ?? 'https://accounts.google.com')
    .setAudience(options.aud ?? CLIENT_ID)
    .setIssuedAt()
    .setExpirationTime(options.exp ?? '10m')
    .sign(options.key ?? googleKey.privateKey);
}
const google = (credential: string) =>
  t.app.inject({ method: 'POST', url: '/api/login/google', payload: { credential } });
const facebook = (accessToken: string) =>
  t.app.inject({ method: 'POST', url: '/api/login/facebook', payload: { accessToken } });
const rejected = { type: 'noLogin', msg: ACCOUNT_MSG.socialRejected };

describe('POST /api/login/google', () => {
  it('creates an account from a verified token and signs in again with the same subject', async () => {
    const credential = await googleToken({ sub: 'g-1', email: 'Juan.Gomez@Example.com' });
    const first = await google(credential);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ token: expect.any(String), userName: 'juan.gomez', root: false });
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: authHeader(first.json().token),
    });
    expect(profile.json()).toMatchObject({
      email: 'juan.gomez@example.com',
      firstName: 'Juan',
      lastName: 'Gómez',
    });
    const again = await google(
      await googleToken({ sub: 'g-1', email: 'cambiado@example.com', name: 'Otro' }),
    );
    expect(again.json().userName).toBe('juan.gomez');
  });

  it('links an existing account with the same verified e-mail, with a free derived user name otherwise', async () => {
    const body = await register(t.app, { email: 'existente@example.com' });
    const linked = await google(await googleToken({ sub: 'g-2', email: 'existente@example.com' }));
    expect(linked.json().userName).toBe(body.userName);
    const ids = await t.db.select().from(userIdentities).where(eq(userIdentities.subject, 'g-2'));
    expect(ids).toHaveLength(1);
    const twin = await google(await googleToken({ sub: 'g-3', email: 'otro.juan@example.com' }));
    expect(twin.json().userName).toMatch(/^juan\.gomez\d+$/);
  });

  it('refuses an unverified e-mail for a new account', async () => {
    const response = await google(
      await googleToken({ sub: 'g-4', email: 'x@example.com', email_verified: false }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ msg: ACCOUNT_MSG.socialNoEmail });
  });

  it.each([
    [
      'signed with another key',
      () => googleToken({ sub: 'g-5', email: 'f@example.com' }, { key: forgedKey.privateKey }),
    ],
    [
      'expired',
      () => googleToken({ sub: 'g-5', email: 'f@example.com' }, { exp: Math.floor(Date.now() / 1000) - 60 }),
    ],
    ['for another audience', () => googleToken({ sub: 'g-5', email: 'f@example.com' }, { aud: 'otra-app' })],
    [
      'from another issuer',
      () => googleToken({ sub: 'g-5', email: 'f@example.com' }, { iss: 'https://evil.example' }),
    ],
    ['not a JWT', async () => 'esto-no-es-un-token'],
  ])('refuses a token %s with 401', async (_name, make) => {
    const response = await google(await make());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(rejected);
    expect(await t.db.select().from(users).where(eq(users.email, 'f@example.com'))).toHaveLength(0);
  });

  it('ignores a profile sent by the client', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login/google',
      payload: { email: 'admin@bazar.local', sub: 'x', name: 'Admin' },
    });
    expect(response.statusCode).toBe(400);
  });

  it('refuses a banned account with 403', async () => {
    const credential = await googleToken({ sub: 'g-6', email: 'suspendido@example.com' });
    await google(credential);
    await t.db.update(users).set({ banned: true }).where(eq(users.email, 'suspendido@example.com'));
    const response = await google(credential);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ type: 'noLogin', msg: ACCOUNT_MSG.banned });
  });
});

describe('POST /api/login/facebook', () => {
  it('signs in with a token issued to our app and reads the profile from the Graph API', async () => {
    const response = await facebook('fb-nuevo');
    expect(response.statusCode).toBe(200);
    expect(response.json().userName).toBe('lucia.fernandez');
    const [identity] = await t.db.select().from(userIdentities).where(eq(userIdentities.subject, '900'));
    expect(identity?.provider).toBe('facebook');
  });

  it.each(['fb-otra-app', 'fb-vencido', 'fb-desconocido'])('refuses %s', async (token) => {
    const response = await facebook(token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(rejected);
  });
});

describe('providers', () => {
  it('lists the configured providers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(response.json()).toEqual({ google: { clientId: CLIENT_ID }, facebook: { appId: APP_ID } });
  });

  it('answers 404 and null providers when nothing is configured', async () => {
    const bare = await buildTestApp();
    try {
      const providers = await bare.app.inject({ method: 'GET', url: '/api/auth/providers' });
      expect(providers.json()).toEqual({ google: null, facebook: null });
      const g = await bare.app.inject({
        method: 'POST',
        url: '/api/login/google',
        payload: { credential: 'x' },
      });
      expect(g.statusCode).toBe(404);
      expect(g.json()).toEqual({ msg: ACCOUNT_MSG.googleUnavailable });
      const f = await bare.app.inject({
        method: 'POST',
        url: '/api/login/facebook',
        payload: { accessToken: 'x' },
      });
      expect(f.json()).toEqual({ msg: ACCOUNT_MSG.facebookUnavailable });
    } finally {
      await bare.close();
    }
  });
});
