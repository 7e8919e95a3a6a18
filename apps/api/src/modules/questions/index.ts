/**
 * Questions ('Preguntas al vendedor'): owns `questions`, `question_reports` and
 * `question_blocks`. Buyers ask on a product, its seller answers, deletes spam or blocks an
 * asker; anyone reports and an administrator hides. Notices go through notifications; the
 * seller's reputation reads the rows' facts (migration 0017).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { questionsRoutes } from './questions.routes.js';

async function registerQuestions(app: FastifyInstance): Promise<void> {
  await app.register(questionsRoutes);
}

export const questionsPlugin = fp(registerQuestions, {
  name: 'questions',
  dependencies: ['auth', 'rate-limit'],
});
