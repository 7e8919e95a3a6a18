import {
  type AnswerQuestionBody,
  type AskQuestionBody,
  type BlockedAsker,
  QUESTION_MSG as M,
  type ProductQuestionPage,
  type ProductQuestionsQuery,
  type Question,
  type QuestionPart,
  type ReceivedQuestion,
  type ReceivedQuestionPage,
  type ReceivedQuestionsQuery,
  type ReportedQuestion,
  type ReportedQuestionPage,
} from '@bazar/shared';
import type { Database, Executor } from '../../db/client.js';
import { toIso } from '../../db/timestamps.js';
import { transaction } from '../../db/transaction.js';
import type { SessionUser } from '../../platform/auth/sessions.js';
import { AppError } from '../../platform/errors/app-error.js';
import { offsetOf, type PageQuery, pageOf } from '../../platform/http/paging.js';
import { notify } from '../../platform/notifications/index.js';
import { contactDetailsIn } from './contact-details.js';
import * as repo from './questions.repository.js';

export const toQuestion = (q: repo.QuestionRow): Question => ({
  id: q.id,
  body: q.body,
  answer: q.answer,
  createdAt: toIso(q.created_at),
  answeredAt: q.answered_at === null ? null : toIso(q.answered_at),
});

const toReceived = (q: repo.ReceivedRow): ReceivedQuestion => ({
  id: q.id,
  body: q.body,
  answer: q.answer,
  createdAt: toIso(q.created_at),
  answeredAt: q.answered_at === null ? null : toIso(q.answered_at),
  product: { id: q.product_id, name: q.product_name, thumb: q.product_thumb },
  asker:
    q.asker_id === null || q.asker_user_name === null
      ? null
      : { id: q.asker_id, userName: q.asker_user_name },
});

const toReported = (q: repo.ReportedRow): ReportedQuestion => ({
  ...toReceived(q),
  seller:
    q.seller_id === null || q.seller_user_name === null
      ? null
      : { id: q.seller_id, userName: q.seller_user_name },
  reports: { question: q.question_reports, answer: q.answer_reports },
  firstReportedAt: toIso(q.reported_at),
});

/** A notice quotes the question's first words; the bell and the e-mail show it as text. */
const excerpt = (body: string) => (body.length > 140 ? `${body.slice(0, 139)}…` : body);

/** Contact details are refused with the kinds found, so the writer knows what to take out. */
function refuseContactDetails(text: string): void {
  const kinds = contactDetailsIn(text);
  if (kinds.length === 0) return;
  throw AppError.badRequest(M.contactDetails(kinds.map((k) => M.contactKinds[k]).join(', ')), 'body');
}

export interface QuestionsDeps {
  db: Executor;
  database: Database;
}

/**
 * Questions to the seller: a signed-in buyer asks on an active product (not their own, not if
 * its seller blocked them, no contact details), the seller answers once, deletes spam or blocks
 * the asker; anyone reports, an administrator hides or dismisses. Each step is one transaction
 * that also writes its notice; the reputation's facts follow from the rows (migration 0017).
 */
export function createQuestions({ db, database }: QuestionsDeps) {
  /** The question for its seller; a stranger and a missing or removed question get the same 404. */
  async function sellersQuestion(tx: Executor, caller: SessionUser, id: number) {
    const question = await repo.lockQuestion(tx, id);
    if (question?.status !== 'visible' || question.seller_id !== caller.id) {
      throw AppError.notFound(M.notFound);
    }
    return question;
  }

  return {
    /** `reads`: where the route reads the public page (a standby or the primary, readsOf). */
    async productPage(
      caller: SessionUser | null,
      productId: number,
      query: ProductQuestionsQuery,
      reads: Database = database,
    ): Promise<ProductQuestionPage> {
      const [page, mine] = await Promise.all([
        repo.productPage(reads, productId, query.pageSize, offsetOf(query)),
        caller ? repo.waitingOf(reads, caller.id, productId) : Promise.resolve([]),
      ]);
      return {
        ...pageOf(query, { rows: page.items, total: page.total }, toQuestion),
        mine: mine.map(toQuestion),
      };
    },

    ask(caller: SessionUser, productId: number, { body }: AskQuestionBody) {
      return transaction(db, async (tx) => {
        const product = await repo.findActiveProduct(tx, productId);
        if (!product) throw AppError.notFound(M.productNotFound);
        if (product.seller_id === caller.id) throw new AppError(403, M.ownProduct);
        if (product.seller_id !== null && (await repo.isBlocked(tx, product.seller_id, caller.id))) {
          throw new AppError(403, M.blockedAsker);
        }
        refuseContactDetails(body);
        const question = await repo.insertQuestion(tx, {
          productId,
          sellerId: product.seller_id,
          askerId: caller.id,
          body,
        });
        if (product.seller_id !== null) {
          await notify(tx, [
            {
              userId: product.seller_id,
              event: 'question_asked',
              key: `question-asked:${question.id}`,
              data: { productId, productName: product.name, question: excerpt(body) },
            },
          ]);
        }
        return { msg: M.asked, question: toQuestion(question) };
      });
    },

    async received(caller: SessionUser, query: ReceivedQuestionsQuery): Promise<ReceivedQuestionPage> {
      const page = await repo.receivedPage(database, caller.id, {
        unansweredOnly: query.status === 'unanswered',
        q: query.q || undefined,
        limit: query.pageSize,
        offset: offsetOf(query),
      });
      return {
        ...pageOf(query, { rows: page.items, total: page.total }, toReceived),
        unanswered: page.unanswered,
      };
    },

    answer(caller: SessionUser, id: number, { body }: AnswerQuestionBody) {
      return transaction(db, async (tx) => {
        const question = await sellersQuestion(tx, caller, id);
        if (question.answered_at !== null) throw new AppError(409, M.alreadyAnswered);
        refuseContactDetails(body);
        const answered = await repo.answer(tx, id, body);
        if (question.asker_id !== null) {
          await notify(tx, [
            {
              userId: question.asker_id,
              event: 'question_answered',
              key: `question-answered:${id}`,
              data: {
                productId: question.product_id,
                productName: question.product_name,
                question: excerpt(question.body),
                answer: body,
              },
            },
          ]);
        }
        return { msg: M.answered, question: toQuestion(answered) };
      });
    },

    remove(caller: SessionUser, id: number) {
      return transaction(db, async (tx) => {
        await sellersQuestion(tx, caller, id);
        await repo.remove(tx, id, 'deleted');
        return { msg: M.deleted };
      });
    },

    block(caller: SessionUser, id: number) {
      return transaction(db, async (tx) => {
        const question = await sellersQuestion(tx, caller, id);
        if (question.asker_id === null) throw AppError.notFound(M.notFound);
        if (question.asker_id === caller.id) throw AppError.badRequest(M.cannotBlockSelf);
        await repo.block(tx, caller.id, question.asker_id);
        return { msg: M.blocked };
      });
    },

    async blocks(caller: SessionUser): Promise<{ items: BlockedAsker[] }> {
      const rows = await repo.blocksOf(db, caller.id);
      return {
        items: rows.map((r) => ({ id: r.id, userName: r.user_name, blockedAt: toIso(r.created_at) })),
      };
    },

    async unblock(caller: SessionUser, userId: number) {
      if ((await repo.unblock(db, caller.id, userId)) === 0) throw AppError.notFound(M.notFound);
      return { msg: M.unblocked };
    },

    report(caller: SessionUser, id: number, part: QuestionPart) {
      return transaction(db, async (tx) => {
        const question = await repo.lockQuestion(tx, id);
        if (question?.status !== 'visible') throw AppError.notFound(M.notFound);
        if (part === 'answer' && question.answered_at === null)
          throw AppError.badRequest(M.notAnswered, 'part');
        await repo.report(tx, id, caller.id, part);
        return { msg: M.reported };
      });
    },

    async reported(query: PageQuery): Promise<ReportedQuestionPage> {
      const page = await repo.reportedPage(db, query.pageSize, offsetOf(query));
      return pageOf(query, { rows: page.items, total: page.total }, toReported);
    },

    /** The administrator's decision on a reported question: hide it (and its answer), or dismiss. */
    decide(id: number, decision: 'hide' | 'dismiss') {
      return transaction(db, async (tx) => {
        const question = await repo.lockQuestion(tx, id);
        if (question?.status !== 'visible') throw AppError.notFound(M.notFound);
        if (decision === 'hide') await repo.remove(tx, id, 'hidden');
        else await repo.dismissReports(tx, id);
        return { msg: decision === 'hide' ? M.hidden : M.dismissed };
      });
    },
  };
}
export type QuestionsService = ReturnType<typeof createQuestions>;
