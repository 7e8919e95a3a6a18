import {
  PRODUCT_QUESTIONS_PAGE_SIZE,
  type ProductQuestionPage,
  type Question,
  type QuestionPart,
} from '@bazar/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-store';
import { type Done, questionKeys } from './keys';

/**
 * A product's answered questions, newest first, a page at a time, and the caller's own still
 * waiting (empty for a visitor). The token is in the key: signing in brings one's own.
 */
export function useProductQuestions(productId: number, page: number) {
  const token = useAuth()?.token ?? '';
  return useQuery({
    queryKey: questionKeys.productPage(productId, token, page),
    queryFn: ({ signal }) =>
      apiRequest<ProductQuestionPage>(`/api/products/${productId}/questions`, {
        query: { page, pageSize: PRODUCT_QUESTIONS_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Asks the seller; the product's questions are read again (the new one shows as waiting). */
export function useAskQuestion(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      apiRequest<{ msg: string; question: Question }>(`/api/products/${productId}/questions`, {
        method: 'POST',
        body: { body },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: questionKeys.product(productId) }),
  });
}

/** Any signed-in person reports a question or its answer to the administrators. */
export function useReportQuestion() {
  return useMutation({
    mutationFn: ({ id, part }: { id: number; part: QuestionPart }) =>
      apiRequest<Done>(`/api/questions/${id}/report`, { method: 'POST', body: { part } }),
  });
}
