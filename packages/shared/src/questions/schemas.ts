import { z } from 'zod';
import { idParamsSchema } from '../catalog/schemas.js';
import { pageParam, pageSchema, pageSizeParam } from '../pagination.js';
import {
  ANSWER_MAX,
  PRODUCT_QUESTIONS_PAGE_SIZE,
  QUESTION_MAX,
  QUESTION_MIN,
  RECEIVED_QUESTIONS_PAGE_SIZE,
} from './limits.js';
import { QUESTION_MSG as M } from './messages.js';

/** POST /api/products/:id/questions. Contact details are refused by the API (see its service). */
export const askQuestionBodySchema = z.object({
  body: z
    .string({ error: M.questionRequired })
    .trim()
    .min(QUESTION_MIN, { error: M.questionRequired })
    .max(QUESTION_MAX, { error: M.questionTooLong }),
});
export type AskQuestionBody = z.infer<typeof askQuestionBodySchema>;

/** POST /api/questions/:id/answer. */
export const answerQuestionBodySchema = z.object({
  body: z
    .string({ error: M.answerRequired })
    .trim()
    .min(1, { error: M.answerRequired })
    .max(ANSWER_MAX, { error: M.answerTooLong }),
});
export type AnswerQuestionBody = z.infer<typeof answerQuestionBodySchema>;

export const QUESTION_PARTS = ['question', 'answer'] as const;
export type QuestionPart = (typeof QUESTION_PARTS)[number];

/** POST /api/questions/:id/report: which part breaks the rules. */
export const reportQuestionBodySchema = z.object({
  part: z.enum(QUESTION_PARTS, { error: M.invalidPart }).default('question'),
});
export type ReportQuestionBody = z.infer<typeof reportQuestionBodySchema>;

/** A question as the product page shows it: text only, never HTML. */
export const questionSchema = z.object({
  id: z.number().int(),
  body: z.string(),
  answer: z.string().nullable(),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
});
export type Question = z.infer<typeof questionSchema>;

export const productQuestionsQuerySchema = z.object({
  page: pageParam,
  pageSize: pageSizeParam(PRODUCT_QUESTIONS_PAGE_SIZE, 50),
});
export type ProductQuestionsQuery = z.infer<typeof productQuestionsQuerySchema>;

/**
 * GET /api/products/:id/questions: the answered questions, newest first, paged; and the caller's
 * own questions still waiting for an answer (empty for a visitor).
 */
export const productQuestionPageSchema = pageSchema(questionSchema).extend({
  mine: z.array(questionSchema),
});
export type ProductQuestionPage = z.infer<typeof productQuestionPageSchema>;

/** A question on the seller's screen: the product beside it, and who asked (to block them). */
export const receivedQuestionSchema = questionSchema.extend({
  product: z.object({ id: z.number().int(), name: z.string(), thumb: z.string().nullable() }),
  asker: z.object({ id: z.number().int(), userName: z.string() }).nullable(),
});
export type ReceivedQuestion = z.infer<typeof receivedQuestionSchema>;

export const receivedQuestionsQuerySchema = z.object({
  page: pageParam,
  pageSize: pageSizeParam(RECEIVED_QUESTIONS_PAGE_SIZE, 50),
  status: z.enum(['unanswered', 'all'], { error: M.invalidStatus }).default('all'),
  q: z.string().trim().max(100).optional(),
});
export type ReceivedQuestionsQuery = z.infer<typeof receivedQuestionsQuerySchema>;

/** GET /api/questions/received: unanswered first (oldest first), then answered (newest first). */
export const receivedQuestionPageSchema = pageSchema(receivedQuestionSchema).extend({
  unanswered: z.number().int(),
});
export type ReceivedQuestionPage = z.infer<typeof receivedQuestionPageSchema>;

export const blockedAskerSchema = z.object({
  id: z.number().int(),
  userName: z.string(),
  blockedAt: z.string(),
});
export type BlockedAsker = z.infer<typeof blockedAskerSchema>;
export const blockedAskersSchema = z.object({ items: z.array(blockedAskerSchema) });

/** The administrator's list of reported questions and answers, oldest report first. */
export const reportedQuestionSchema = receivedQuestionSchema.extend({
  seller: z.object({ id: z.number().int(), userName: z.string() }).nullable(),
  reports: z.object({ question: z.number().int(), answer: z.number().int() }),
  firstReportedAt: z.string(),
});
export type ReportedQuestion = z.infer<typeof reportedQuestionSchema>;
export const reportedQuestionPageSchema = pageSchema(reportedQuestionSchema);
export type ReportedQuestionPage = z.infer<typeof reportedQuestionPageSchema>;
export const reportedQuestionsQuerySchema = z.object({ page: pageParam, pageSize: pageSizeParam(20, 50) });

/** The answer to asking or answering: the message to show and the question as it now is. */
export const questionChangedSchema = z.object({ msg: z.string(), question: questionSchema });
export type QuestionChanged = z.infer<typeof questionChangedSchema>;

/** DELETE /api/questions/blocks/:userId. */
export const blockedUserParamsSchema = z.object({ userId: idParamsSchema.shape.id });
