import {
  errorResponses,
  idParamsSchema,
  messageSchema,
  SEARCH_MSG,
  searchHintQuerySchema,
  searchHintSchema,
  searchSuggestionsQuerySchema,
  searchSuggestionsSchema,
  synonymGroupBodySchema,
  synonymGroupPageSchema,
  synonymGroupSchema,
  synonymListQuerySchema,
} from '@bazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forAdmins } from '../../platform/auth/auth-plugin.js';
import { readsOf } from '../../platform/standby-reads.js';
import { searchWordsChanged } from './product-changes.js';
import { createSynonyms, deleteSynonyms, listSynonyms, searchHint, suggest } from './search-words.js';

const security = [{ authToken: [] }];

/** Suggestions while typing, the 0-results hint, and the back office's synonym groups (0036). */
export const searchWordsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/search/suggestions',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Product names and categories with a word that begins with the typed text',
        querystring: searchSuggestionsQuerySchema,
        response: { 200: searchSuggestionsSchema, ...errorResponses(400) },
      },
    },
    (request) => suggest(readsOf(request), request.query.q, request.query.limit),
  );

  app.get(
    '/api/search/hint',
    {
      schema: {
        tags: ['catalog'],
        summary: "For a search that found nothing: 'Quizás quisiste decir …' and the largest categories",
        querystring: searchHintQuerySchema,
        response: { 200: searchHintSchema, ...errorResponses(400) },
      },
    },
    (request) => searchHint(readsOf(request), request.query.name),
  );

  await app.register(
    forAdmins(async (app) => {
      const admin = { tags: ['admin'], security };
      app.get(
        '/api/admin/synonyms',
        {
          schema: {
            ...admin,
            summary: 'The search’s synonym groups, newest first',
            querystring: synonymListQuerySchema,
            response: { 200: synonymGroupPageSchema, ...errorResponses(400, 401, 403) },
          },
        },
        (request) => listSynonyms(app.db, request.query.page),
      );
      app.post(
        '/api/admin/synonyms',
        {
          schema: {
            ...admin,
            summary: 'A new synonym group: a search for one of its words finds the others',
            body: synonymGroupBodySchema,
            response: { 201: synonymGroupSchema, ...errorResponses(400, 401, 403) },
          },
        },
        async (request, reply) => {
          const group = await createSynonyms(app.db, request.body.terms);
          searchWordsChanged(app.events);
          reply.code(201);
          return group;
        },
      );
      app.delete(
        '/api/admin/synonyms/:id',
        {
          schema: {
            ...admin,
            summary: 'Deletes a synonym group',
            params: idParamsSchema,
            response: { 200: messageSchema, ...errorResponses(400, 401, 403, 404) },
          },
        },
        async (request) => {
          await deleteSynonyms(app.db, request.params.id);
          searchWordsChanged(app.events);
          return { msg: SEARCH_MSG.deleted };
        },
      );
    }),
  );
};
