import {
  addressBodySchema,
  addressIdParamsSchema,
  addressListSchema,
  addressSchema,
  errorResponses,
} from '@bazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, forSignedIn } from '../../platform/auth/auth-plugin.js';
import { createAddresses } from './addresses.service.js';

const errors = errorResponses(400, 401, 404);
const base = { tags: ['addresses'], security: [{ authToken: [] }] };

export const addressesRoutes: FastifyPluginAsyncZod = async (app) => {
  const addresses = createAddresses({ db: app.db });
  await app.register(
    forSignedIn(async (app) => {
      app.get(
        '/api/addresses',
        {
          schema: {
            ...base,
            summary: 'The caller’s address book, the default first',
            response: { 200: addressListSchema, ...errors },
          },
        },
        (request) => addresses.list(currentUser(request).id),
      );
      app.post(
        '/api/addresses',
        {
          schema: {
            ...base,
            summary: 'Adds an address (the first one, or one sent with isDefault, becomes the default)',
            body: addressBodySchema,
            response: { 201: addressSchema, ...errors },
          },
        },
        async (request, reply) =>
          reply.code(201).send(await addresses.add(currentUser(request).id, request.body)),
      );
      app.put(
        '/api/addresses/:id',
        {
          schema: {
            ...base,
            summary: 'Edits one of the caller’s addresses (past orders keep the copy they shipped to)',
            params: addressIdParamsSchema,
            body: addressBodySchema,
            response: { 200: addressSchema, ...errors },
          },
        },
        (request) => addresses.edit(currentUser(request).id, request.params.id, request.body),
      );
      app.post(
        '/api/addresses/:id/default',
        {
          schema: {
            ...base,
            summary: 'Makes the address the default one',
            params: addressIdParamsSchema,
            response: { 200: addressListSchema, ...errors },
          },
        },
        (request) => addresses.makeDefault(currentUser(request).id, request.params.id),
      );
      app.delete(
        '/api/addresses/:id',
        {
          schema: {
            ...base,
            summary: 'Removes the address',
            params: addressIdParamsSchema,
            response: { 200: addressListSchema, ...errors },
          },
        },
        (request) => addresses.remove(currentUser(request).id, request.params.id),
      );
    }),
  );
};
