import {
  answerQuestionBodySchema,
  askQuestionBodySchema,
  blockedAskersSchema,
  blockedUserParamsSchema,
  errorResponses,
  idParamsSchema,
  messageErrorSchema,
  messageSchema,
  productQuestionPageSchema,
  productQuestionsQuerySchema,
  questionChangedSchema,
  receivedQuestionPageSchema,
  receivedQuestionsQuerySchema,
  reportedQuestionPageSchema,
  reportedQuestionsQuerySchema,
  reportQuestionBodySchema,
} from '@bazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, forAdmins, forSignedIn } from '../../platform/auth/auth-plugin.js';
import { readsOf } from '../../platform/standby-reads.js';
import { createQuestions } from './questions.service.js';

const errors = errorResponses(400, 401, 403, 404);
const base = { tags: ['questions'], security: [{ authToken: [] }] };
const done = { 200: messageSchema, ...errors };

export const questionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const questions = createQuestions({ db: app.db, database: app.database });
  // Every question notifies and mails a seller: a per-user budget keeps one account from flooding.
  const limit = app.userLimit('questions', app.env.QUESTION_RATE_PER_USER, '1 hour');

  app.get(
    '/api/products/:id/questions',
    {
      schema: {
        tags: ['questions'],
        summary: 'A product’s answered questions, newest first, and the caller’s own still waiting',
        params: idParamsSchema,
        querystring: productQuestionsQuerySchema,
        response: { 200: productQuestionPageSchema, ...errorResponses(400) },
      },
    },
    (request) => questions.productPage(request.user, request.params.id, request.query, readsOf(request)),
  );

  await app.register(
    forSignedIn(async (app) => {
      app.post(
        '/api/products/:id/questions',
        {
          preHandler: limit,
          schema: {
            ...base,
            summary: 'Ask the seller (not on one’s own product, no contact details)',
            params: idParamsSchema,
            body: askQuestionBodySchema,
            response: { 201: questionChangedSchema, ...errors },
          },
        },
        async (request, reply) => {
          reply.code(201);
          return questions.ask(currentUser(request), request.params.id, request.body);
        },
      );
      app.get(
        '/api/questions/received',
        {
          schema: {
            ...base,
            summary: 'The seller’s questions across their products: unanswered first',
            querystring: receivedQuestionsQuerySchema,
            response: { 200: receivedQuestionPageSchema, ...errors },
          },
        },
        (request) => questions.received(currentUser(request), request.query),
      );
      app.post(
        '/api/questions/:id/answer',
        {
          schema: {
            ...base,
            summary: 'The seller answers a question, once',
            params: idParamsSchema,
            body: answerQuestionBodySchema,
            response: { 200: questionChangedSchema, 409: messageErrorSchema, ...errors },
          },
        },
        (request) => questions.answer(currentUser(request), request.params.id, request.body),
      );
      app.delete(
        '/api/questions/:id',
        {
          schema: {
            ...base,
            summary: 'The seller deletes a question (spam)',
            params: idParamsSchema,
            response: done,
          },
        },
        (request) => questions.remove(currentUser(request), request.params.id),
      );
      app.post(
        '/api/questions/:id/block',
        {
          schema: {
            ...base,
            summary: 'The seller blocks the question’s asker from asking them again',
            params: idParamsSchema,
            response: done,
          },
        },
        (request) => questions.block(currentUser(request), request.params.id),
      );
      app.get(
        '/api/questions/blocks',
        {
          schema: {
            ...base,
            summary: 'The askers the seller blocked',
            response: { 200: blockedAskersSchema, ...errors },
          },
        },
        (request) => questions.blocks(currentUser(request)),
      );
      app.delete(
        '/api/questions/blocks/:userId',
        {
          schema: {
            ...base,
            summary: 'The seller unblocks an asker',
            params: blockedUserParamsSchema,
            response: done,
          },
        },
        (request) => questions.unblock(currentUser(request), request.params.userId),
      );
      app.post(
        '/api/questions/:id/report',
        {
          schema: {
            ...base,
            summary: 'Report a question or its answer to the administrator',
            params: idParamsSchema,
            body: reportQuestionBodySchema,
            response: done,
          },
        },
        (request) => questions.report(currentUser(request), request.params.id, request.body.part),
      );
    }),
  );

  await app.register(
    forAdmins(async (app) => {
      app.get(
        '/api/admin/questions/reports',
        {
          schema: {
            ...base,
            summary: 'Reported questions, oldest report first',
            querystring: reportedQuestionsQuerySchema,
            response: { 200: reportedQuestionPageSchema, ...errors },
          },
        },
        (request) => questions.reported(request.query),
      );
      for (const decision of ['hide', 'dismiss'] as const) {
        app.post(
          `/api/admin/questions/:id/${decision}`,
          {
            schema: {
              ...base,
              summary:
                decision === 'hide' ? 'Hide a reported question and its answer' : 'Dismiss its reports',
              params: idParamsSchema,
              response: done,
            },
          },
          (request) => questions.decide(request.params.id, decision),
        );
      }
    }),
  );
};
