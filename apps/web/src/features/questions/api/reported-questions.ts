import type { ReportedQuestionPage } from '@bazar/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { type Done, questionKeys } from './keys';

export const REPORTED_PAGE_SIZE = 20;

/** The back office's reported questions and answers, oldest report first. */
export function useReportedQuestions(page: number) {
  const query = { page, pageSize: REPORTED_PAGE_SIZE };
  return useQuery({
    queryKey: questionKeys.adminList(query),
    queryFn: ({ signal }) =>
      apiRequest<ReportedQuestionPage>('/api/admin/questions/reports', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** 'Ocultar' or 'Descartar denuncia': either way the question leaves the list. */
export function useReportDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: 'hide' | 'dismiss' }) =>
      apiRequest<Done>(`/api/admin/questions/${id}/${decision}`, { method: 'POST', body: {} }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: questionKeys.admin() }),
        queryClient.invalidateQueries({ queryKey: questionKeys.all }),
      ]),
  });
}
