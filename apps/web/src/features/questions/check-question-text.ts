import { answerQuestionBodySchema, askQuestionBodySchema } from '@bazar/shared';

/**
 * A question's or an answer's text as the API checks its length (askQuestionBodySchema,
 * answerQuestionBodySchema): the message to show, or null when it may be sent. Contact details
 * are the API's to refuse; its message is shown the same way.
 */
export function checkQuestionText(kind: 'question' | 'answer', body: string): string | null {
  const schema = kind === 'question' ? askQuestionBodySchema : answerQuestionBodySchema;
  const result = schema.safeParse({ body });
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}
