import type { SentReviewPage } from '@bazar/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-store';
import { reviewKeys } from './keys';

export const SENT_PAGE_SIZE = 10;

/** The reviews the signed-in user already sent (sending one refreshes them: reviewKeys.all). */
export function useSentReviews(page: number) {
  const auth = useAuth();
  return useQuery({
    queryKey: reviewKeys.sent(auth?.token ?? '', page),
    queryFn: ({ signal }) =>
      apiRequest<SentReviewPage>('/api/reviews/sent', { query: { page, pageSize: SENT_PAGE_SIZE }, signal }),
    enabled: Boolean(auth),
    placeholderData: keepPreviousData,
  });
}
