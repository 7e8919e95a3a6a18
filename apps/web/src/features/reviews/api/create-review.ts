import type { CreateReviewBody, PendingReviewPage, ReviewCreated } from '@bazar/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { reviewKeys } from './keys';

export function createReview(body: CreateReviewBody): Promise<ReviewCreated> {
  return apiRequest<ReviewCreated>('/api/reviews', { method: 'POST', body });
}

/**
 * Sends a review. Afterwards the pending list and the product's reviews are read again, and
 * so are the catalog's products (their cards and detail show the new average).
 */
export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    // The card goes at once; the refetch below then fills the page from the server.
    onSuccess: (_created, { id }) =>
      queryClient.setQueriesData<PendingReviewPage>({ queryKey: ['reviews', 'pending'] }, (page) =>
        page ? { ...page, items: page.items.filter((item) => item.id !== id), total: page.total - 1 } : page,
      ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['products'] }),
      ]),
  });
}
