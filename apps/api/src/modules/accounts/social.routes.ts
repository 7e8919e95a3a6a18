import {
  authProvidersSchema,
  badRequestSchema,
  facebookLoginBodySchema,
  googleLoginBodySchema,
  loginResponseSchema,
  messageErrorSchema,
} from '@bazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type AccountsService, clientMeta } from './accounts.service.js';
import { createSocialService } from './social.service.js';

const responses = {
  200: loginResponseSchema,
  400: badRequestSchema,
  401: messageErrorSchema,
  403: messageErrorSchema,
  404: messageErrorSchema,
  429: messageErrorSchema,
};

/** The server verifies every token itself; a profile sent by the client is ignored. */
export const socialRoutes: FastifyPluginAsyncZod<{ accounts: AccountsService }> = async (
  app,
  { accounts },
) => {
  const social = createSocialService({ db: app.db, env: app.env, accounts });
  const limit = app.ipLimit('login', app.env.LOGIN_RATE_PER_IP, '15 minutes');

  app.get(
    '/api/auth/providers',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Which social sign-ins are configured',
        response: { 200: authProvidersSchema },
      },
    },
    () => social.providers(),
  );

  app.post(
    '/api/login/google',
    {
      onRequest: limit,
      schema: {
        tags: ['accounts'],
        summary: 'Sign in with a Google ID token',
        body: googleLoginBodySchema,
        response: responses,
      },
    },
    (request) => social.google(request.body.credential, clientMeta(request)),
  );

  app.post(
    '/api/login/facebook',
    {
      onRequest: limit,
      schema: {
        tags: ['accounts'],
        summary: 'Sign in with a Facebook access token',
        body: facebookLoginBodySchema,
        response: responses,
      },
    },
    (request) => social.facebook(request.body.accessToken, clientMeta(request)),
  );
};
