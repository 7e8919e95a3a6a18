import {
  adminUpdateUserBodySchema,
  adminUserListQuerySchema,
  adminUserPageSchema,
  errorResponses,
  idParamsSchema,
  messageSchema,
  profileSchema,
} from '@bazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forAdmins } from '../../platform/auth/auth-plugin.js';
import { createAdminUsersService } from './admin-users.service.js';

const errors = errorResponses(400, 401, 403, 404);
const base = { tags: ['admin'], security: [{ authToken: [] }] };

export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = createAdminUsersService({
    db: app.db,
    accountChanged: app.accountChanged,
  });

  await app.register(
    forAdmins(async (app) => {
      app.get(
        '/api/user/all',
        {
          schema: {
            ...base,
            summary:
              'Users, newest first unless `sort` says otherwise; q searches user name, e-mail and last name',
            querystring: adminUserListQuerySchema,
            response: { 200: adminUserPageSchema, ...errors },
          },
        },
        (request) => admin.list(request.query),
      );

      app.get(
        '/api/user/:id',
        {
          schema: {
            ...base,
            summary: 'One user',
            params: idParamsSchema,
            response: { 200: profileSchema, ...errors },
          },
        },
        (request) => admin.get(request.params.id),
      );

      app.put(
        '/api/user',
        {
          schema: {
            ...base,
            summary: "Edit a user's listed fields",
            body: adminUpdateUserBodySchema,
            response: { 200: messageSchema, ...errors },
          },
        },
        (request) => admin.update(request.body),
      );
    }),
  );
};
