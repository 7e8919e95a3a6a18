import type { BlockedAsker, Question, ReceivedQuestionPage } from '@bazar/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-store';
import { type Done, questionKeys } from './keys';

export type ReceivedStatus = 'unanswered' | 'all';

export interface ReceivedQuery {
  page: number;
  pageSize: number;
  status: ReceivedStatus;
  q: string;
}

const received = (query: ReceivedQuery, signal?: AbortSignal) =>
  apiRequest<ReceivedQuestionPage>('/api/questions/received', { query: { ...query }, signal });

/** The seller's questions: unanswered first (oldest first), then the answered ones. */
export function useReceivedQuestions(query: ReceivedQuery) {
  const auth = useAuth();
  return useQuery({
    queryKey: questionKeys.received(auth?.token ?? '', query),
    queryFn: ({ signal }) => received(query, signal),
    enabled: Boolean(auth),
    placeholderData: keepPreviousData,
  });
}

/** How many questions wait for the seller's answer (the menu's count): a one-row page. */
export function useUnansweredCount(enabled: boolean) {
  const auth = useAuth();
  return useQuery({
    queryKey: questionKeys.unanswered(auth?.token ?? ''),
    queryFn: ({ signal }) => received({ page: 1, pageSize: 1, status: 'unanswered', q: '' }, signal),
    select: (page) => page.unanswered,
    enabled: Boolean(auth) && enabled,
    staleTime: 60_000,
  });
}

export function useBlockedAskers() {
  const auth = useAuth();
  return useQuery({
    queryKey: questionKeys.blocks(auth?.token ?? ''),
    queryFn: ({ signal }) => apiRequest<{ items: BlockedAsker[] }>('/api/questions/blocks', { signal }),
    enabled: Boolean(auth),
  });
}

export type SellerAction =
  | { action: 'answer'; id: number; body: string }
  | { action: 'delete'; id: number }
  | { action: 'block'; id: number }
  | { action: 'unblock'; userId: number };

function send(step: SellerAction): Promise<Done & { question?: Question }> {
  switch (step.action) {
    case 'answer':
      return apiRequest(`/api/questions/${step.id}/answer`, { method: 'POST', body: { body: step.body } });
    case 'delete':
      return apiRequest(`/api/questions/${step.id}`, { method: 'DELETE' });
    case 'block':
      return apiRequest(`/api/questions/${step.id}/block`, { method: 'POST', body: {} });
    case 'unblock':
      return apiRequest(`/api/questions/blocks/${step.userId}`, { method: 'DELETE' });
  }
}

/**
 * The seller's actions on a question (answer, delete, block its asker) and on the blocked list.
 * Each one changes what the seller's lists, counts and the product's page show: all are read again.
 */
export function useSellerAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: questionKeys.all }),
  });
}
