import type { PendingReviewPage } from '@bazar/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-store';
import { reviewKeys } from './keys';

export const PENDING_PAGE_SIZE = 20;

export function getPendingReviews(page: number, signal?: AbortSignal): Promise<PendingReviewPage> {
  return apiRequest<PendingReviewPage>('/api/reviews/user', {
    query: { page, pageSize: PENDING_PAGE_SIZE },
    signal,
  });
}

/** The signed-in user's purchased products still waiting for a review. */
export function usePendingReviews(page: number) {
  const auth = useAuth();
  return useQuery({
    queryKey: reviewKeys.pending(auth?.token ?? '', page),
    queryFn: ({ signal }) => getPendingReviews(page, signal),
    enabled: Boolean(auth),
    placeholderData: keepPreviousData,
  });
}
