import {
  availabilityQuerySchema,
  availabilitySchema,
  badRequestSchema,
  loginBodySchema,
  loginResponseSchema,
  messageErrorSchema,
  messageSchema,
  newPasswordBodySchema,
  profileSchema,
  registerBodySchema,
  rootResponseSchema,
  updateProfileBodySchema,
  updateProfileResponseSchema,
} from '@bazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, forSignedIn, sessionPolicy } from '../../platform/auth/auth-plugin.js';
import { clientMeta, createAccountsService } from './accounts.service.js';
import { adminUsersRoutes } from './admin-users.routes.js';
import { recoveryRoutes } from './recovery.routes.js';
import { socialRoutes } from './social.routes.js';

const security = [{ authToken: [] }];

export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { env } = app;
  const accounts = createAccountsService({
    db: app.db,
    mailer: app.mailer,
    log: app.log,
    loginFailures: app.loginFailures,
    maxLoginFailures: env.LOGIN_MAX_FAILURES_PER_ACCOUNT,
    sessionPolicy: sessionPolicy(app),
    accountChanged: app.accountChanged,
    publicUrl: env.publicUrl,
  });

  app.post(
    '/api/user',
    {
      onRequest: app.ipLimit('register', env.REGISTER_RATE_PER_IP, '1 hour'),
      schema: {
        tags: ['accounts'],
        summary: 'Register (role, root and banned can never be set here)',
        body: registerBodySchema,
        response: { 201: messageSchema, 400: badRequestSchema, 429: messageErrorSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await accounts.register(request.body)),
  );

  app.post(
    '/api/login',
    {
      onRequest: app.ipLimit('login', env.LOGIN_RATE_PER_IP, '15 minutes'),
      schema: {
        tags: ['accounts'],
        summary: 'Sign in with user name or e-mail and password',
        body: loginBodySchema,
        response: {
          200: loginResponseSchema,
          400: badRequestSchema,
          401: messageErrorSchema,
          403: messageErrorSchema,
          429: messageErrorSchema,
        },
      },
    },
    (request) => accounts.login(request.body, clientMeta(request)),
  );

  app.post(
    '/api/logout',
    { schema: { tags: ['accounts'], summary: 'Revoke the presenting session', security } },
    async (request, reply) => {
      await accounts.logout(request.user);
      return reply.code(204).send();
    },
  );

  await app.register(
    forSignedIn(async (app) => {
      app.post(
        '/api/user/root',
        {
          schema: {
            tags: ['accounts'],
            summary: 'Whether the caller is an administrator',
            security,
            response: { 200: rootResponseSchema, 401: messageErrorSchema },
          },
        },
        (request) => ({ root: currentUser(request).root }),
      );

      app.get(
        '/api/user',
        {
          schema: {
            tags: ['accounts'],
            summary: "The caller's profile",
            security,
            response: { 200: profileSchema, 401: messageErrorSchema },
          },
        },
        (request) => accounts.profile(currentUser(request).id),
      );

      app.post(
        '/api/user/update',
        {
          schema: {
            tags: ['accounts'],
            summary: 'Edit the own profile; blank fields keep their value',
            security,
            body: updateProfileBodySchema,
            response: { 200: updateProfileResponseSchema, 400: badRequestSchema, 401: messageErrorSchema },
          },
        },
        (request) => accounts.update(currentUser(request), request.body),
      );

      app.post(
        '/api/user/newPassword',
        {
          schema: {
            tags: ['accounts'],
            summary: "Change the own password; the caller's other sessions end",
            security,
            body: newPasswordBodySchema,
            response: { 200: messageSchema, 400: badRequestSchema, 401: messageErrorSchema },
          },
        },
        (request) => accounts.changePassword(currentUser(request), request.body),
      );
    }),
  );

  app.get(
    '/api/user/available',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Whether a user name is free (the caller’s own counts as free)',
        querystring: availabilityQuerySchema,
        response: { 200: availabilitySchema, 400: badRequestSchema },
      },
    },
    (request) => accounts.available(request.query.userName, request.user?.id),
  );

  await app.register(recoveryRoutes);
  await app.register(socialRoutes, { accounts });
  await app.register(adminUsersRoutes);
};
