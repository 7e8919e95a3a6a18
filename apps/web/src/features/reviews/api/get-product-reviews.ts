import type { ReviewPage } from '@bazar/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { reviewKeys } from './keys';

export const PRODUCT_REVIEWS_PAGE_SIZE = 5;

export function getProductReviews(
  productId: number,
  page: number,
  signal?: AbortSignal,
): Promise<ReviewPage> {
  return apiRequest<ReviewPage>(`/api/products/${productId}/reviews`, {
    query: { page, pageSize: PRODUCT_REVIEWS_PAGE_SIZE },
    signal,
  });
}

/** A product's reviews: a query of its own, so the catalog cache and its keys stay as they are. */
export function useProductReviews(productId: number, page: number) {
  return useQuery({
    queryKey: reviewKeys.product(productId, page),
    queryFn: ({ signal }) => getProductReviews(productId, page, signal),
    placeholderData: keepPreviousData,
  });
}
